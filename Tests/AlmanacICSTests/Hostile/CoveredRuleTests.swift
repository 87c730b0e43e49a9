import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacICS

/// Rules of one set that differ only in COUNT or UNTIL: one whose instances another already
/// gives is not expanded (`RecurrenceSet.Iterator.covering`), and the set's instances are those
/// of the naive union of every rule expanded alone.
@Suite struct CoveredRuleTests {
  static let berlin = "Europe/Berlin"

  /// A thousand rules that differ only in an UNTIL decades past any window walk as one.
  @Test func untilsPastTheWindowWalkAsOneRule() throws {
    let start = try ICSDateTime(parsing: "20260101T090000Z")
    var rules: [RecurrenceRule] = []
    for year in 2101...3100 {
      rules.append(try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=\(year)0101T000000Z"))
    }
    let set = try RecurrenceSet(start: start, rules: rules)
    let iterator = set.makeIterator()
    #expect(iterator.rules.count == 1)
    // The one kept is the latest UNTIL's.
    let latest = try ICSDateTime(parsing: "31000101T000000Z")
    #expect(iterator.rules.first?.emitter.untilUTC == latest.localSeconds)
    let from = 1_767_225_600  // 2026-01-01
    let one = try RecurrenceSet(start: start, rules: [try RecurrenceRule(parsing: "FREQ=DAILY")])
    #expect(
      try set.occurrences(from: from, to: from + 365 * 86_400)
        == one.occurrences(from: from, to: from + 365 * 86_400))
  }

  /// Which rules are kept: one without end covers its COUNT and UNTIL variants; otherwise the
  /// largest COUNT and the latest UNTIL of each frame stay, and rules of other BY* parts,
  /// intervals or frequencies are never merged.
  @Test func coveringKeepsWhatTheOthersDoNotGive() throws {
    let start = try ICSDateTime(parsing: "20260105T090000", tzid: CoveredRuleTests.berlin)
    let zone = try #require(ICSTimeZone(identifier: CoveredRuleTests.berlin))
    func kept(_ texts: [String]) throws -> [String] {
      let rules = try texts.map { try RecurrenceRule(parsing: $0) }
      return RecurrenceSet.Iterator.covering(rules, start: start, zone: zone).map(\.description)
    }
    #expect(
      try kept(["FREQ=DAILY;COUNT=3", "FREQ=DAILY", "FREQ=DAILY;UNTIL=20260301T000000Z"])
        == ["FREQ=DAILY"])
    #expect(try kept(["FREQ=DAILY;COUNT=3", "FREQ=DAILY;COUNT=9"]) == ["FREQ=DAILY;COUNT=9"])
    #expect(
      try kept(["FREQ=DAILY;UNTIL=20270101T000000Z", "FREQ=DAILY;UNTIL=20260301T000000Z"])
        == ["FREQ=DAILY;UNTIL=20270101T000000Z"])
    // A COUNT and an UNTIL: which ends later depends on the walk.
    #expect(
      try kept(["FREQ=DAILY;COUNT=3", "FREQ=DAILY;UNTIL=20260301T000000Z"])
        == ["FREQ=DAILY;COUNT=3", "FREQ=DAILY;UNTIL=20260301T000000Z"])
    // An UNTIL read as wall time (a DATE) and one read as an instant are not compared.
    #expect(
      try kept(["FREQ=DAILY;UNTIL=20260301", "FREQ=DAILY;UNTIL=20260201T000000Z"])
        == ["FREQ=DAILY;UNTIL=20260301", "FREQ=DAILY;UNTIL=20260201T000000Z"])
    // Other parts: never merged.
    let distinct = [
      "FREQ=DAILY;COUNT=3", "FREQ=DAILY;INTERVAL=2", "FREQ=DAILY;BYHOUR=10;COUNT=3",
      "FREQ=WEEKLY;COUNT=3", "FREQ=DAILY;BYDAY=MO;UNTIL=20270101T000000Z",
    ]
    #expect(try kept(distinct) == distinct.map { try RecurrenceRule(parsing: $0).description })
  }

  /// Seeded: sets of rules sharing a few shapes with random ends (none, COUNT, UNTIL before the
  /// start, inside the window, past it, as a DATE or an instant), RDATEs and EXDATEs (some on
  /// instances), in UTC, a zone with DST, floating and all-day starts. The set's instances in
  /// the window, and its first instances walked from the start, are the naive union's.
  @Test(arguments: Array(UInt64(1)...40))
  func mergedExpansionEqualsNaiveUnion(seed: UInt64) throws {
    var random = SplitMix(seed: seed &* 0x9E37)
    func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
    let shapes = [
      "FREQ=DAILY", "FREQ=DAILY;INTERVAL=3", "FREQ=WEEKLY;BYDAY=MO,WE,FR",
      "FREQ=MONTHLY;BYMONTHDAY=-1", "FREQ=HOURLY;INTERVAL=5;BYHOUR=1,2,3,9",
      "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "FREQ=YEARLY;BYMONTH=3,4;BYDAY=-1SU",
      "FREQ=MINUTELY;INTERVAL=97;BYHOUR=2", "RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=1",
    ]
    // Starts: UTC, Berlin (the window holds the spring change), floating, all-day.
    let kind = Int(random.next() % 4)
    let startText = ["20260105T023000Z", "20260105T023000", "20260105T090000", "20260105"][kind]
    let start = try ICSDateTime(
      parsing: startText, tzid: kind == 1 ? CoveredRuleTests.berlin : nil)
    func until(_ stamp: String) -> String {
      // The form RFC 5545 asks of each start; now and then a DATE whatever the start.
      if kind == 3 || random.next() % 5 == 0 { return String(stamp.prefix(8)) }
      return kind == 2 ? stamp : stamp + "Z"
    }
    func end() -> String {
      switch random.next() % 7 {
      case 0, 1: return ""
      case 2: return ";COUNT=\(1 + random.next() % 200)"
      case 3: return ";UNTIL=" + until("20251201T000000")  // before the start
      case 4:
        let day = 10 + random.next() % 19
        return ";UNTIL=" + until("202604\(day)T1\(random.next() % 10)0000")
      case 5: return ";UNTIL=" + until("2026031\(random.next() % 10)T0\(random.next() % 10)0000")
      default: return ";UNTIL=" + until("\(2027 + random.next() % 900)0101T000000")
      }
    }
    let used = (0..<(1 + Int(random.next() % 3))).map { _ in pick(shapes) }
    var rules: [RecurrenceRule] = []
    for _ in 0..<(2 + Int(random.next() % 40)) {
      rules.append(try RecurrenceRule(parsing: pick(used) + end()))
    }
    let tzid = kind == 1 ? CoveredRuleTests.berlin : nil
    func value(_ text: String) throws -> ICSDateTime {
      let written = kind == 3 ? String(text.prefix(8)) : (kind == 0 ? text + "Z" : text)
      return try ICSDateTime(parsing: written, tzid: tzid)
    }
    let inclusions = try [value("20260402T023000"), value("20260329T023000")]
    var exclusions = try [value("20260401T023000"), value("20260406T090000")]
    if kind != 3, random.next() % 2 == 0 {
      exclusions.append(try ICSDateTime(parsing: "20260415", tzid: nil))  // a whole day
    }
    let set = try RecurrenceSet(
      start: start, rules: rules, inclusions: inclusions, exclusions: exclusions)
    func alone(_ rule: RecurrenceRule) throws -> RecurrenceSet {
      try RecurrenceSet(
        start: start, rules: [rule], inclusions: inclusions, exclusions: exclusions)
    }
    // 2026-03-01 to 2026-05-01 in UTC.
    let from = 1_772_323_200
    let to = 1_777_593_600
    let merged = try set.occurrences(from: from, to: to)
    var naive = Set<Occurrence>()
    for rule in rules { naive.formUnion(try alone(rule).occurrences(from: from, to: to)) }
    #expect(merged == naive.sorted(), "seed \(seed): \(rules.map(\.description))")
    // The lazy walk from the start, which also passes the rules' ends.
    let walked = Array(set.prefix(300))
    var union = Set<Occurrence>()
    for rule in rules { union.formUnion(try alone(rule).prefix(300)) }
    #expect(
      walked == Array(union.sorted().prefix(walked.count)),
      "seed \(seed): \(rules.map(\.description))")
    #expect(walked.count == min(300, union.count), "seed \(seed)")
  }
}
