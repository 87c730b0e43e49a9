extension Int {
  /// The quotient rounded towards negative infinity (Swift's `/` rounds towards zero).
  ///
  /// `(-1).floorDivided(by: 86_400)` is `-1`, where `-1 / 86_400` is `0`. Safe for every
  /// dividend, `Int.min` included; the only quotient that does not fit, `Int.min / -1`, traps
  /// as `/` does.
  ///
  /// - Parameter divisor: A non-zero divisor.
  /// - Returns: ⌊`self` / `divisor`⌋.
  @inlinable @inline(__always)
  package func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }

  /// The remainder that goes with ``floorDivided(by:)``: it has the sign of `divisor`, so for
  /// a positive divisor it lies in `0 ..< divisor`.
  ///
  /// - Parameter divisor: A non-zero divisor.
  /// - Returns: `self - divisor * self.floorDivided(by: divisor)`, computed without overflow.
  @inlinable @inline(__always)
  package func floorModulo(_ divisor: Int) -> Int {
    let remainder = self % divisor
    return (remainder != 0 && (remainder < 0) != (divisor < 0)) ? remainder + divisor : remainder
  }
}
