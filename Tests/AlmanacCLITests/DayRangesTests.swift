import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Testing

/// `DayRanges` (the `--select` set) against a brute-force set of days.
@Suite("Day ranges")
struct DayRangesTests {
  @Test(arguments: [1, 2, 3, 42, 2026])
  func membershipMatchesBruteForce(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    for _ in 0..<50 {
      var ranges: [ClosedRange<Day>] = []
      var expected: Set<Int> = []
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        let start = Int.random(in: 0...120, using: &random)
        let length = Int.random(in: 0...10, using: &random)
        ranges.append(try Day(serial: start)...Day(serial: start + length))
        expected.formUnion(start...(start + length))
      }
      let set = DayRanges(ranges)
      for serial in -2...135 {
        let day = try Day(serial: serial)
        #expect(set.contains(day) == expected.contains(serial), "seed \(seed), serial \(serial)")
      }
      // Merged ranges are sorted, disjoint and not touching.
      for (a, b) in zip(set.ranges, set.ranges.dropFirst()) {
        #expect(a.upperBound.serial + 1 < b.lowerBound.serial, "seed \(seed)")
      }
    }
  }
}
