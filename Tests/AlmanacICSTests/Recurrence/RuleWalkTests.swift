import Almanac
import AlmanacPrimitives
import AlmanacTestSupport
import Testing

@testable import AlmanacICS

/// The rule fuzzer's findings (fuzz/findings/): instants in order around DST gaps
/// (`rrule-order-crash-*`), and rules that can never match found out cheaply
/// (`rrule-slow-unit-*`), without cutting rules whose instances are merely far apart.
@Suite struct RuleWalkTests {
  static func set(_ rule: String, _ start: String, tzid: String? = nil) throws -> RecurrenceSet {
    try RecurrenceSet(rule: rule, start: start, tzid: tzid)
  }

  static func iterator(_ rule: String, _ start: String) throws -> RuleIterator {
    RuleIterator(
      rule: try RecurrenceRule(parsing: rule), start: try ICSDateTime(parsing: start), zone: nil)
  }

  /// 2026-03-29T01:00Z: Berlin's clocks go from 02:00 to 03:00.
  static let gapUTC = 1_774_746_000

  @Test func minutelyFromInsideAGapIsInInstantOrder() throws {
    // The fuzz finding: a lone FREQ=MINUTELY from 02:30 on the spring-forward night. 02:30 is the
    // instant 01:30Z (the offset before the gap), and so is 03:30 after it: each minute once.
    let set = try Self.set("FREQ=MINUTELY", "20260329T023000", tzid: "Europe/Berlin")
    let utc = set.prefix(300).map(\.utc)
    #expect(utc == (0..<300).map { Self.gapUTC + 1_800 + $0 * 60 })
    #expect(set.text(set.first { $0.utc == Self.gapUTC + 3_600 }!) == "20260329T040000")
  }

  @Test func minutelyAcrossAGapIsEveryMinuteOnce() throws {
    let set = try Self.set("FREQ=MINUTELY;COUNT=180", "20260329T013000", tzid: "Europe/Berlin")
    let utc = Array(set).map(\.utc)
    #expect(utc == (0..<180).map { Self.gapUTC - 1_800 + $0 * 60 })
  }

  @Test func gapTimesOfADailyRuleAreGivenOnceInOrderAndCountOnce() throws {
    let set = try Self.set(
      "FREQ=DAILY;BYHOUR=2,3;BYMINUTE=0,30;COUNT=8", "20260328T020000", tzid: "Europe/Berlin")
    let hour = 3_600
    // The 28th (+01:00): four instants; the 29th: 02:00 and 03:00 are one instant, 02:30 and
    // 03:30 another; the 30th (+02:00).
    #expect(
      Array(set).map(\.utc) == [
        Self.gapUTC - 24 * hour, Self.gapUTC - 24 * hour + 1_800, Self.gapUTC - 23 * hour,
        Self.gapUTC - 23 * hour + 1_800, Self.gapUTC, Self.gapUTC + 1_800,
        Self.gapUTC + 23 * hour, Self.gapUTC + 23 * hour + 1_800,
      ])
  }

  @Test func unevenSteppingThroughAGapStaysIncreasingAndNeverBeforeTheStart() throws {
    let set = try Self.set("FREQ=MINUTELY;INTERVAL=7", "20260329T023000", tzid: "Europe/Berlin")
    let utc = set.prefix(100).map(\.utc)
    #expect(utc.first == Self.gapUTC + 1_800)
    #expect(zip(utc, utc.dropFirst()).allSatisfy { $0 < $1 })
    #expect(utc.allSatisfy { $0 >= Self.gapUTC + 1_800 })
    // Far from the gap the grid is the plain 7-minute grid again.
    #expect(utc.suffix(10).map { $0 % 420 }.allSatisfy { $0 == utc.last! % 420 })
  }

  @Test func apiasSkippedDayGivesEachInstantOnce() throws {
    // Pacific/Apia skipped 30 December 2011: its noon is the instant of 31 December's noon.
    let set = try Self.set("FREQ=HOURLY;COUNT=60", "20111229T120000", tzid: "Pacific/Apia")
    let utc = Array(set).map(\.utc)
    #expect(zip(utc, utc.dropFirst()).allSatisfy { $0 < $1 })
    #expect(utc.count == 60)
  }

  @Test(arguments: [
    // The fuzz finding: one candidate a week, BYSETPOS asking for the 16th and later.
    ("FREQ=WEEKLY;BYSETPOS=-16,366,148,155;WKST=FR", "00010101T000000"),
    ("FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30", "00010101T000000"),
    ("FREQ=YEARLY;BYMONTH=4,6,9,11;BYMONTHDAY=31,-31", "20000101T000000"),
    ("FREQ=SECONDLY;INTERVAL=2;BYSECOND=1", "20000101T000000"),
    ("FREQ=MINUTELY;INTERVAL=120;BYHOUR=1,3,5", "20000101T000000"),
    ("FREQ=HOURLY;BYMINUTE=0,30;BYSETPOS=3", "20000101T000000"),
  ])
  func neverMatchingRulesAreProvedEmptyWithoutWalking(_ rule: String, _ start: String) throws {
    var iterator = try Self.iterator(rule, start)
    #expect(iterator.isProvablyEmpty)
    #expect(iterator.next() != nil)  // the start, RFC 5545's first instance
    #expect(iterator.next() == nil)
    #expect(iterator.emptyPeriodsWalked == 0)
  }

  @Test(arguments: [
    // Weekly hours from a Tuesday never land on a Monday: one 400-year cycle of weeks.
    ("FREQ=HOURLY;INTERVAL=168;BYDAY=MO", "20000104T090000", 20_872),
    // No January has a 366th day of the year: the sub-daily day check, once.
    ("FREQ=MINUTELY;BYMONTH=1;BYYEARDAY=366", "20000101T000000", RuleIterator.dayCheckThreshold),
    ("FREQ=DAILY;BYMONTH=1;BYYEARDAY=-1", "20000101T000000", 146_098),
    ("FREQ=YEARLY;BYWEEKNO=1;BYMONTH=6", "20000101T000000", 401),
  ])
  func neverMatchingRulesStopWithinOneCycle(_ rule: String, _ start: String, bound: Int) throws {
    var iterator = try Self.iterator(rule, start)
    #expect(!iterator.isProvablyEmpty)
    #expect(iterator.next() != nil)
    #expect(iterator.next() == nil)
    #expect(iterator.emptyPeriodsWalked <= bound)
    #expect(iterator.emptyPeriodsWalked > 0)
  }

  @Test(arguments: [
    // Expected lists from python-dateutil 2.9: gaps of 28 and 40 years, 64 and 164 years.
    (
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", "20000101T090000",
      ["20160229T090000", "20440229T090000", "20720229T090000", "21120229T090000"]
    ),
    (
      "FREQ=HOURLY;INTERVAL=25;BYMONTH=2;BYMONTHDAY=29;BYHOUR=13", "20000101T000000",
      ["20560229T130000", "21200229T130000", "22840229T130000", "23480229T130000"]
    ),
    (
      "FREQ=DAILY;INTERVAL=7;BYMONTH=2;BYMONTHDAY=29", "20000104T090000",
      ["20000229T090000", "20280229T090000", "20560229T090000", "20840229T090000"]
    ),
  ])
  func sparseRulesAreNotCut(_ rule: String, _ start: String, expected: [String]) throws {
    let set = try Self.set(rule, start)
    #expect(set.prefix(5).dropFirst().map { set.text($0) } == expected)
  }

  /// A sub-daily rule limited by BYHOUR and BYMINUTE jumps over the hours and minutes that fail
  /// instead of stepping through their seconds; its instances are still exactly those of the
  /// unlimited rule that pass the limits (RFC 5545 §3.3.10: BYxxx parts limit a sub-daily
  /// frequency).
  @Test func limitedSubDailyRulesAreTheUnlimitedRuleFiltered() throws {
    var generator = SeededGenerator(seed: 0x5EC0_1D1)
    for _ in 0..<60 {
      let interval = [1, 2, 7, 13, 61, 3_600, 3_607][Int(generator.next() % 7)]
      let minutes = (0..<(1 + Int(generator.next() % 3))).map { _ in Int(generator.next() % 60) }
      let hours = (0..<(1 + Int(generator.next() % 4))).map { _ in Int(generator.next() % 24) }
      let withHours = generator.next() % 2 == 0
      let frequency = generator.next() % 4 == 0 ? "MINUTELY" : "SECONDLY"
      var limited = "FREQ=\(frequency);INTERVAL=\(interval);BYMINUTE="
      limited += minutes.map(String.init).joined(separator: ",")
      if withHours { limited += ";BYHOUR=" + hours.map(String.init).joined(separator: ",") }
      let start = ["20260329T013000", "20240229T235958", "19991231T230000"][
        Int(generator.next() % 3)]
      let tzid = generator.next() % 2 == 0 ? "Europe/Berlin" : nil
      let set = try Self.set(limited, start, tzid: tzid)
      let plain = try Self.set("FREQ=\(frequency);INTERVAL=\(interval)", start, tzid: tzid)
      let got = Array(set.prefix(40))
      // The first of each set is the start itself (RFC 5545: DTSTART counts even if it fails).
      // The limits apply to the rule's wall times (a time in a DST gap is read after it).
      var expected = Array(plain.prefix(1))
      var walked = 0
      for occurrence in plain.dropFirst() {
        walked += 1
        if expected.count == got.count || walked > 3_000_000 { break }
        let second = occurrence.local.floorModulo(86_400)
        if minutes.contains(second / 60 % 60), !withHours || hours.contains(second / 3_600) {
          expected.append(occurrence)
        }
      }
      #expect(got == expected, "seed 0x5EC01D1: \(limited) from \(start) \(tzid ?? "floating")")
    }
  }
}
