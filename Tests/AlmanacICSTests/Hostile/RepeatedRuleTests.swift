import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacICS

/// Many RRULE lines in one event: identical ones are expanded once, and distinct ones are
/// merged through a heap; the instances are those of the naive union either way.
@Suite struct RepeatedRuleTests {
  @Test func identicalRulesAreExpandedOnce() throws {
    let rule = try RecurrenceRule(parsing: "FREQ=DAILY")
    var tagged = rule
    tagged.extensions = ["X-NOTE=same"]
    let start = try ICSDateTime(parsing: "20260101T090000Z")
    let set = try RecurrenceSet(
      start: start, rules: Array(repeating: rule, count: 2_000) + [tagged])
    let iterator = set.makeIterator()
    #expect(iterator.rules.count == 1)
    let one = try RecurrenceSet(start: start, rules: [rule])
    let from = 1_767_225_600  // 2026-01-01
    #expect(
      try set.occurrences(from: from, to: from + 365 * 86_400)
        == one.occurrences(from: from, to: from + 365 * 86_400))
  }

  /// The union of several distinct rules, RDATEs and EXDATEs, against a naive merge of each
  /// rule expanded alone (seeded; the seed is in the failure message).
  @Test(arguments: [1, 2, 3, 42, 2026])
  func heapMergeEqualsNaiveUnion(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    let texts = [
      "FREQ=DAILY;INTERVAL=3", "FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=MONTHLY;BYMONTHDAY=-1",
      "FREQ=HOURLY;INTERVAL=7;BYHOUR=9,10,11", "FREQ=YEARLY;BYYEARDAY=100,200", "FREQ=DAILY",
      "FREQ=MONTHLY;BYDAY=1FR;COUNT=5", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU",
    ]
    var rules: [RecurrenceRule] = []
    for _ in 0..<(2 + Int(random.next() % 30)) {
      rules.append(try RecurrenceRule(parsing: texts[Int(random.next() % UInt64(texts.count))]))
    }
    let start = try ICSDateTime(parsing: "20260105T090000", tzid: "Europe/Berlin")
    let exdate = try ICSDateTime(parsing: "20260108T090000", tzid: "Europe/Berlin")
    let rdate = try ICSDateTime(parsing: "20260109T123000", tzid: "Europe/Berlin")
    let set = try RecurrenceSet(
      start: start, rules: rules, inclusions: [rdate], exclusions: [exdate])
    let merged = Array(set.prefix(400))
    var naive = Set<Occurrence>()
    for rule in rules {
      naive.formUnion(try RecurrenceSet(start: start, rules: [rule]).prefix(400))
    }
    naive.formUnion(try RecurrenceSet(start: start, rules: [], inclusions: [rdate]))
    let berlin = try #require(ICSTimeZone(identifier: "Europe/Berlin"))
    naive.remove(
      Occurrence(local: exdate.localSeconds, utc: berlin.utc(fromLocal: exdate.localSeconds)))
    let expected = Array(naive.sorted().prefix(merged.count))
    #expect(merged == expected, "seed \(seed)")
    #expect(merged == merged.sorted() && Set(merged).count == merged.count, "seed \(seed)")
  }

  /// The instances walked to reach a window (rules with COUNT) come out of one budget for all
  /// rules (and, in a calendar, all events): many such rules cannot multiply the cost.
  @Test func walkingBudgetIsSharedByTheRules() throws {
    let start = try ICSDateTime(parsing: "20260101T000000Z")
    let rules = [
      try RecurrenceRule(parsing: "FREQ=MINUTELY;COUNT=1000"),
      try RecurrenceRule(parsing: "FREQ=MINUTELY;INTERVAL=2;COUNT=1000"),
    ]
    let set = try RecurrenceSet(start: start, rules: rules)
    // About 60 and 30 instances of the rules lie before the target: each is below 80, the two
    // together are not.
    let target = start.localSeconds + 60 * 60
    var iterator = set.makeIterator()
    var budget = 80
    #expect(!iterator.seek(toLocal: target, budget: &budget))
    var enough = set.makeIterator()
    var more = 200
    #expect(enough.seek(toLocal: target, budget: &more))
    #expect(more < 200 - 80)
  }
}

/// SplitMix64, a small seeded generator for property tests.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
