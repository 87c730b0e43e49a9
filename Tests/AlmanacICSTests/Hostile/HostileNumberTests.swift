import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacICS

/// Numbers a hostile or broken file can hold: every one is refused where it is parsed, with
/// the part named, and nothing downstream can trap on it.
@Suite struct HostileNumberTests {
  static let extremes = [
    "-9223372036854775808", "9223372036854775807", "-9223372036854775809", "0", "+0", "-0",
    "99999999999999999999", "+-1", "",
  ]

  @Test(arguments: ["BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYSETPOS"], extremes)
  func signedPartsRefuseExtremes(part: String, value: String) {
    #expect(throws: ICSError.self, "\(part)=\(value)") {
      _ = try RecurrenceRule(parsing: "FREQ=YEARLY;\(part)=\(value)")
    }
  }

  @Test(arguments: ["BYSECOND", "BYMINUTE", "BYHOUR", "BYMONTH", "INTERVAL", "COUNT"], extremes)
  func unsignedPartsRefuseExtremes(part: String, value: String) {
    // BYSECOND/BYMINUTE/BYHOUR accept 0 and +0; everything else here is out of range.
    if ["0", "+0", "-0"].contains(value), ["BYSECOND", "BYMINUTE", "BYHOUR"].contains(part) {
      return
    }
    #expect(throws: ICSError.self, "\(part)=\(value)") {
      _ = try RecurrenceRule(parsing: "FREQ=DAILY;\(part)=\(value)")
    }
  }

  @Test(arguments: extremes.filter { !$0.isEmpty })
  func byDayOrdinalRefusesExtremes(value: String) {
    #expect(throws: ICSError.self, "BYDAY=\(value)MO") {
      _ = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=\(value)MO")
    }
  }

  @Test(arguments: [
    ("BYMONTHDAY=-31", true), ("BYMONTHDAY=32", false), ("BYYEARDAY=-366", true),
    ("BYYEARDAY=367", false), ("BYWEEKNO=-53", true), ("BYWEEKNO=54", false),
    ("BYSETPOS=366", true), ("BYSETPOS=-367", false), ("BYDAY=-53MO", true),
    ("BYDAY=+54MO", false), ("BYSECOND=60", true), ("BYSECOND=61", false),
  ])
  func rangesAreThoseOfTheRFC(part: String, valid: Bool) {
    let parsed = try? RecurrenceRule(parsing: "FREQ=YEARLY;" + part)
    #expect((parsed != nil) == valid, "\(part)")
  }

  /// Durations: each unit once, so no sum of them can overflow.
  @Test func durationUnitsAppearOnce() throws {
    #expect(throws: ICSError.self) { _ = try ICSDuration(parsing: "PT99999999H99999999H") }
    #expect(throws: ICSError.self) { _ = try ICSDuration(parsing: "P1D2D") }
    #expect(throws: ICSError.self) { _ = try ICSDuration(parsing: "P9999999999D") }
    let long = try ICSDuration(parsing: "P99999999W99999999DT99999999H99999999M99999999S")
    #expect(long.days == 799_999_992)
  }

  /// Values set through the public properties (not parsed) are ignored by the expansion where
  /// they are out of range, rather than trapping in a shift or a conversion.
  @Test func outOfRangeRulePropertiesDoNotTrap() throws {
    var rule = RecurrenceRule(frequency: .monthly)
    rule.byMonthDay = [Int.min, 40, -40, 15]
    rule.byMonth = [Int.min, 13, 0]
    rule.byHour = [Int.min, 99]
    rule.bySecond = [-1, 600]
    rule.bySetPosition = [Int.min, Int.max]
    rule.byYearDay = [Int.min]
    rule.weekStart = Int.min
    rule.interval = Int.max
    rule.count = 3
    let start = try ICSDateTime(parsing: "20260101T090000Z")
    let set = try RecurrenceSet(start: start, rules: [rule])
    #expect(Array(set.prefix(3)).count >= 1)
    // Window ends anywhere, durations of any size.
    _ = try set.occurrences(from: Int.min, to: Int.max, duration: Int.max, limit: 10)
    _ = try set.occurrences(from: Int.max, to: Int.min, duration: Int.min, limit: 10)
    #expect(UTCOffset(seconds: Int.min).description.hasPrefix("-"))
    #expect(ICSDuration(days: Int.min, seconds: Int.min).description.hasPrefix("-P"))
  }

  @Test func calendarWindowsAnywhere() throws {
    let text = StoreFixture.calendar(
      StoreFixture.event(
        uid: "r", summary: "R", start: "DTSTART:20260101T090000Z", extra: "RRULE:FREQ=DAILY\n"))
    let document = try ICSParser().parse(text, file: "r.ics")
    let calendar = try #require(ICSCalendar.calendars(in: document, file: "r.ics").first)
    _ = try calendar.instances(from: Int.min, to: Int.min, limit: 10)
    _ = try calendar.instances(from: Int.max, to: Int.max, limit: 10)
    var skipped: [ICSError] = []
    _ = calendar.instances(from: Int.min, to: Int.max, limit: 10, skipped: &skipped)
    #expect(skipped.count == 1)
  }
}
