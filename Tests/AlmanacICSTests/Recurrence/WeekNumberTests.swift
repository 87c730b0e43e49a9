import Almanac
import Foundation
import Testing

@testable import AlmanacICS

/// BYWEEKNO (issue 15), checked against RFC 5545's definition computed independently with
/// Foundation: weeks start on WKST, week 1 is the first week with at least four days of the
/// year (`minimumDaysInFirstWeek = 4`), a week belongs to the year it is numbered in, `-1` is the
/// year's last week, and week 53 exists only in years that have it.
@Suite struct WeekNumberTests {
  static func expand(_ rule: String, _ start: String, take: Int) throws -> [String] {
    let set = try RecurrenceSet(
      start: try ICSDateTime(parsing: start), rules: [try RecurrenceRule(parsing: rule)])
    return set.prefix(take).map { set.text($0) }
  }

  /// The RFC's week numbering by Foundation: (week-year, week, weeks in that year).
  struct Oracle {
    var calendar: Calendar

    init(weekStart: Int) {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = .gmt
      calendar.firstWeekday = weekStart
      calendar.minimumDaysInFirstWeek = 4
      self.calendar = calendar
    }

    func week(_ serial: Int) -> (year: Int, week: Int, weeks: Int, weekday: Int) {
      let date = Date(timeIntervalSince1970: Double(serial) * 86_400 + 43_200)
      let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear, .weekday], from: date)
      let year = parts.yearForWeekOfYear ?? 0
      // The weeks of a year: the week number of 28 December, which is always in its last week.
      let dec28 = calendar.date(from: DateComponents(year: year, month: 12, day: 28, hour: 12))
      let weeks = dec28.map { calendar.component(.weekOfYear, from: $0) } ?? 0
      return (year, parts.weekOfYear ?? 0, weeks, parts.weekday ?? 0)
    }
  }

  /// The instances the RFC's definition gives for `FREQ=YEARLY;INTERVAL=k;BYWEEKNO=…;BYDAY=…`
  /// (BYDAY defaulting to DTSTART's weekday), by testing every day.
  static func reference(
    weeks wanted: [Int], weekdays: [Int], interval: Int, weekStart: Int, start: Int, take: Int
  ) -> [Int] {
    let oracle = Oracle(weekStart: weekStart)
    let startYear = oracle.week(start).year
    var out = [start]
    var serial = start + 1
    while out.count < take, serial < start + 400 * 366 {
      let w = oracle.week(serial)
      if (w.year - startYear) % interval == 0, weekdays.contains(w.weekday),
        wanted.contains(where: { $0 == w.week || $0 == w.week - w.weeks - 1 })
      {
        out.append(serial)
      }
      serial += 1
    }
    return out
  }

  @Test func withoutBYDAYTheWeeksGiveDTSTARTsWeekday() throws {
    // 2024-01-03 is a Wednesday in week 1; week 1 of 2025 starts on 30 December 2024 and of
    // 2026 on 29 December 2025.
    #expect(
      try Self.expand("FREQ=YEARLY;BYWEEKNO=1,2", "20240103T090000", take: 6) == [
        "20240103T090000", "20240110T090000", "20250101T090000", "20250108T090000",
        "20251231T090000", "20260107T090000",
      ])
    // With WKST=SU the weeks move: week 1 of 2026 is the Sunday week holding 4 January, which
    // is a Sunday, so 31 December 2025 is in the last week of 2025 (with Monday weeks it is in
    // week 1 of 2026).
    #expect(
      try Self.expand("FREQ=YEARLY;BYWEEKNO=1;WKST=SU", "20240103T090000", take: 3) == [
        "20240103T090000", "20250101T090000", "20260107T090000",
      ])
  }

  @Test func week53OnlyInYearsThatHaveIt() throws {
    // ISO years with 53 weeks after 2020: 2026, 2032, 2037.
    #expect(
      try Self.expand("FREQ=YEARLY;BYWEEKNO=53;BYDAY=TH", "20201231T090000", take: 4) == [
        "20201231T090000", "20261231T090000", "20321230T090000", "20371231T090000",
      ])
    // -53 is week 1 in those years only.
    #expect(
      try Self.expand("FREQ=YEARLY;BYWEEKNO=-53;BYDAY=MO", "20200101T090000", take: 3) == [
        "20200101T090000", "20251229T090000", "20311229T090000",
      ])
  }

  @Test func intervalCountsWeekYearsFromDTSTARTs() throws {
    // 30 December 2024 is in week 1 of 2025: INTERVAL=2 gives 2025, 2027, 2029.
    #expect(
      try Self.expand("FREQ=YEARLY;INTERVAL=2;BYWEEKNO=1;BYDAY=MO", "20241230T090000", take: 3) == [
        "20241230T090000", "20270104T090000", "20290101T090000",
      ])
  }

  @Test func randomRulesAgreeWithTheDefinition() throws {
    var generator = SplitMix(seed: 15)
    for round in 0..<150 {
      let weekStart = Int.random(in: 1...7, using: &generator)
      let interval = [1, 1, 2, 3, 5][Int.random(in: 0..<5, using: &generator)]
      let count = Int.random(in: 1...3, using: &generator)
      let weeks = (0..<count).map { _ in
        let magnitude = [1, 2, 52, 53, Int.random(in: 1...53, using: &generator)][
          Int.random(in: 0..<5, using: &generator)]
        return Bool.random(using: &generator) ? -magnitude : magnitude
      }
      let start = Int.random(in: 9_000...25_000, using: &generator)  // 1994 ... 2038
      let startDay = RuleIterator.day(start)
      let weekdays =
        Bool.random(using: &generator)
        ? [startDay.weekday] : [Int.random(in: 1...7, using: &generator)]
      var rule = "FREQ=YEARLY;INTERVAL=\(interval);BYWEEKNO="
      rule += weeks.map(String.init).joined(separator: ",")
      rule += ";WKST=" + RecurrenceRule.weekdayNames[weekStart - 1]
      if weekdays != [startDay.weekday] || Bool.random(using: &generator) {
        rule += ";BYDAY=" + RecurrenceRule.weekdayNames[weekdays[0] - 1]
      }
      let text = ICSDateTime(localSeconds: start * 86_400, kind: .date).text
      let got = try Self.expand(rule, text, take: 12)
      let expected = Self.reference(
        weeks: weeks, weekdays: weekdays, interval: interval, weekStart: weekStart, start: start,
        take: 12
      ).map { ICSDateTime(localSeconds: $0 * 86_400, kind: .date).text }
      #expect(got == expected, "seed 15, round \(round): \(rule) from \(text)")
    }
  }

  /// BYWEEKNO as a limit of DAILY and of sub-daily rules (whose week-years are found once per
  /// year and whose day answers are kept per day) against the definition: every day whose
  /// week is listed, across week-year boundaries, at 09:00.
  @Test func weekLimitsOfDailyAndHourlyRulesAgreeWithTheDefinition() throws {
    var generator = SplitMix(seed: 1415)
    for round in 0..<40 {
      let weekStart = Int.random(in: 1...7, using: &generator)
      let weeks = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        let magnitude = [1, 2, 52, 53, Int.random(in: 1...53, using: &generator)][
          Int.random(in: 0..<5, using: &generator)]
        return Bool.random(using: &generator) ? -magnitude : magnitude
      }
      let start = Int.random(in: 9_000...25_000, using: &generator)
      let oracle = Oracle(weekStart: weekStart)
      var expected = [start]
      var serial = start + 1
      while expected.count < 30, serial < start + 12 * 366 {
        let w = oracle.week(serial)
        if weeks.contains(where: { $0 == w.week || $0 == w.week - w.weeks - 1 }) {
          expected.append(serial)
        }
        serial += 1
      }
      let texts = expected.map {
        ICSDateTime(localSeconds: $0 * 86_400 + 32_400, kind: .floating).text
      }
      let limits =
        ";BYWEEKNO=" + weeks.map(String.init).joined(separator: ",") + ";WKST="
        + RecurrenceRule.weekdayNames[weekStart - 1]
      let first = ICSDateTime(localSeconds: start * 86_400 + 32_400, kind: .floating).text
      for frequency in ["DAILY", "HOURLY;INTERVAL=8;BYHOUR=9", "MINUTELY;INTERVAL=180;BYHOUR=9"] {
        let rule = "FREQ=" + frequency + limits
        let got = try Self.expand(rule, first, take: texts.count)
        #expect(got == texts, "seed 1415, round \(round): \(rule) from \(first)")
      }
    }
  }

  @Test func otherFrequenciesUseBYWEEKNOAsALimit() throws {
    // As python-dateutil 2.9 gives them.
    #expect(
      try Self.expand("FREQ=MONTHLY;BYWEEKNO=1;BYDAY=MO", "20240103T090000", take: 4).dropFirst()
        == ["20241230T090000", "20251229T090000", "20270104T090000"])
    #expect(
      try Self.expand("FREQ=DAILY;BYWEEKNO=1;COUNT=9", "20240103T090000", take: 9) == [
        "20240103T090000", "20240104T090000", "20240105T090000", "20240106T090000",
        "20240107T090000", "20241230T090000", "20241231T090000", "20250101T090000",
        "20250102T090000",
      ])
    // Without BYDAY a WEEKLY rule keeps DTSTART's weekday (dateutil gives every day).
    #expect(
      try Self.expand("FREQ=WEEKLY;BYWEEKNO=1", "20240103T090000", take: 3) == [
        "20240103T090000", "20250101T090000", "20251231T090000",
      ])
  }

  @Test(arguments: [
    ("FREQ=MONTHLY;BYWEEKNO=1", 14, "BYWEEKNO is allowed only with FREQ=YEARLY"),
    ("FREQ=WEEKLY;BYDAY=1MO", 13, "BYDAY ordinals"),
    ("FREQ=YEARLY;BYWEEKNO=1;BYDAY=1MO", 24, "not allowed with BYWEEKNO"),
    ("FREQ=WEEKLY;BYMONTHDAY=1", 13, "BYMONTHDAY is not allowed"),
    ("FREQ=MONTHLY;BYYEARDAY=1", 14, "BYYEARDAY is not allowed"),
  ])
  func strictParsingRefusesWhatTheRFCForbids(_ text: String, column: Int, reason: String) throws {
    #expect(throws: Never.self) { try RecurrenceRule(parsing: text) }
    do {
      _ = try RecurrenceRule(parsing: text, isStrict: true)
      Issue.record("\(text) parsed in strict mode")
    } catch {
      #expect(error.location.column == column)
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
  }

  @Test func zeroOrdinalIsRefused() {
    #expect(throws: ICSError.self) { try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=0MO") }
  }
}
