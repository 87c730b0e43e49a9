import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Day range set")
struct DayRangeSetTests {
  @Test("touching and overlapping ranges merge; removal splits")
  func mergeAndSplit() {
    var set = DayRangeSet()
    #expect(set.insert(march(1)...march(3)) == march(1)...march(3))
    #expect(set.insert(march(4)...march(5)) == march(1)...march(5))
    set.insert(march(10))
    #expect(set.rangeCount == 2)
    #expect(set.insert(march(6)...march(9)) == march(1)...march(10))
    #expect(set.rangeCount == 1)
    set.remove(march(4)...march(5))
    #expect(set.ranges == [march(1)...march(3), march(6)...march(10)])
    #expect(set.dayCount == 8)
    #expect(set.firstMember(onOrAfter: march(4)) == march(6))
    #expect(set.lastMember(onOrBefore: march(5)) == march(3))
    #expect(set.intersects(march(4)...march(5)) == false)
    #expect(set.intersects(march(4)...march(6)))
  }

  @Test("random inserts and removals agree with a plain set of serials", arguments: [1, 2, 3, 4])
  func agreesWithModel(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var set = DayRangeSet()
    var model: Set<Int> = []
    for _ in 0..<400 {
      let low = Int.random(in: 0..<200, using: &generator)
      let high = low + Int.random(in: 0..<8, using: &generator)
      let range = Day(unchecked: low)...Day(unchecked: high)
      if Bool.random(using: &generator) {
        set.insert(range)
        model.formUnion(low...high)
      } else {
        set.remove(range)
        model.subtract(low...high)
      }
    }
    for serial in -2..<212 {
      #expect(
        set.contains(Day(unchecked: serial)) == model.contains(serial),
        "seed \(seed), serial \(serial)")
    }
    #expect(set.dayCount == model.count, "seed \(seed)")
    let ranges = set.ranges
    for (left, right) in zip(ranges, ranges.dropFirst()) {
      #expect(left.upperBound.serial + 1 < right.lowerBound.serial, "seed \(seed): not merged")
    }
    #expect(DayRangeSet(model.map { Day(unchecked: $0) }) == set, "seed \(seed)")
  }

  @Test(
    "the bucketed index answers like the set, dense or spread over millennia", arguments: [5, 6, 7])
  func indexAgreesWithSet(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for spread in [300, 3_000_000] {
      let days = (0..<2_000).map { _ in
        Day(unchecked: Int.random(in: 0..<spread, using: &generator))
      }
      let set = DayRangeSet(days)
      let index = DayRangeIndex(set)
      for _ in 0..<5_000 {
        let serial = Int.random(in: -10..<(spread + 10), using: &generator)
        #expect(
          index.contains(serial) == set.contains(Day(unchecked: serial)), "seed \(seed) \(serial)")
      }
      for day in days.prefix(100) {
        #expect(index.contains(day.serial), "seed \(seed) \(day)")
      }
    }
    #expect(!DayRangeIndex(DayRangeSet()).contains(0))
  }

  @Test("a set encodes as pairs of ISO days and decodes back")
  func codable() throws {
    let set = DayRangeSet(ranges: [march(1)...march(3), april(1)...april(1)])
    let data = try JSONEncoder().encode(set)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"[["2026-03-01","2026-03-03"],["2026-04-01","2026-04-01"]]"#)
    #expect(try JSONDecoder().decode(DayRangeSet.self, from: data) == set)
  }
}
