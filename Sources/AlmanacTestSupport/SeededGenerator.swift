/// SplitMix64, a small seeded random number generator, so that property tests and benchmarks
/// are reproducible from their seed. Package-internal, in the test-support target: shared by
/// every test target and the benchmarks, never part of a product.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state; the seed is its first value.
  package var state: UInt64

  /// Creates a generator from a seed.
  ///
  /// - Parameter seed: Any value; the same seed gives the same sequence.
  package init(seed: UInt64) { state = seed }

  /// Creates a generator from a seed (the state it starts in).
  ///
  /// - Parameter state: Any value; the same state gives the same sequence.
  package init(state: UInt64) { self.state = state }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The next value in `0..<bound` (the plain remainder, as the benchmarks' generated files
  /// have always been made).
  ///
  /// - Parameter bound: The exclusive upper bound, at least 1.
  /// - Returns: A value in `0..<bound`.
  package mutating func next(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
