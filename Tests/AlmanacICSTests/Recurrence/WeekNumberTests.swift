import Almanac
import Foundation
import Testing

@testable import AlmanacICS

/// BYWEEKNO, checked against RFC 5545's definition computed independently with Foundation:
/// weeks start on WKST, week 1 is the first week with at least four days of the year
/// (`minimumDaysInFirstWeek = 4`), `-1` is the year's last week, and week 53 exists only in
/// years that have it. A YEARLY rule's years are calendar years counted from DTSTART's for
/// INTERVAL; each year gives its own days, numbered in the week-year that holds them (so the
/// first days of January may be in week 53, the last of December in week 1), as python-dateutil
/// and libical expand them.
@Suite struct WeekNumberTests {
  static func expand(_ rule: String, _ start: String, take: Int) throws -> [String] {
    let set = try RecurrenceSet(rule: rule, start: start)
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

    func week(_ serial: Int) -> (
      year: Int, week: Int, weeks: Int, weekday: Int, calendarYear: Int
    ) {
      let date = Date(timeIntervalSince1970: Double(serial) * 86_400 + 43_200)
      let parts = calendar.dateComponents(
        [.yearForWeekOfYear, .weekOfYear, .weekday, .year], from: date)
      let year = parts.yearForWeekOfYear ?? 0
      // The weeks of a year: the week number of 28 December, which is always in its last week.
      let dec28 = calendar.date(from: DateComponents(year: year, month: 12, day: 28, hour: 12))
      let weeks = dec28.map { calendar.component(.weekOfYear, from: $0) } ?? 0
      return (year, parts.weekOfYear ?? 0, weeks, parts.weekday ?? 0, parts.year ?? 0)
    }
  }

  /// The instances the RFC's definition gives for `FREQ=YEARLY;INTERVAL=k;BYWEEKNO=…;BYDAY=…`
  /// (BYDAY defaulting to DTSTART's weekday), by testing every day.
  static func reference(
    weeks wanted: [Int], weekdays: [Int], interval: Int, weekStart: Int, start: Int, take: Int
  ) -> [Int] {
    let oracle = Oracle(weekStart: weekStart)
    let startYear = oracle.week(start).calendarYear
    var out = [start]
    var serial = start + 1
    while out.count < take, serial < start + 400 * 366 {
      let w = oracle.week(serial)
      if (w.calendarYear - startYear) % interval == 0, weekdays.contains(w.weekday),
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

  @Test func intervalCountsCalendarYearsFromDTSTARTs() throws {
    // 30 December 2024 is a day of 2024 in week 1 (of 2025): INTERVAL=2 gives the years 2024,
    // 2026, 2028, 2030. Week 1 of 2026 has its Monday in 2025, so 2026 gives none; 30 December
    // 2030 is in week 1 of 2031 (python-dateutil gives the same).
    #expect(
      try Self.expand("FREQ=YEARLY;INTERVAL=2;BYWEEKNO=1;BYDAY=MO", "20241230T090000", take: 3) == [
        "20241230T090000", "20280103T090000", "20301230T090000",
      ])
  }

  @Test func week53OnlyInTheRulesOwnYears() throws {
    // DTSTART 3 January 2027 is in week 53 of 2026, but the rule's years are 2027, 2033, …:
    // the first with a Thursday in a week 53 among its days is 2093 (python-dateutil and
    // libical agree). With INTERVAL=5 the years are 2027, 2032, …, and 2032 has week 53.
    #expect(
      try Self.expand(
        "FREQ=YEARLY;BYWEEKNO=53;INTERVAL=6;BYDAY=TH;COUNT=2", "20270103T000000", take: 2) == [
          "20270103T000000", "20931231T000000",
        ])
    #expect(
      try Self.expand(
        "FREQ=YEARLY;BYWEEKNO=53;INTERVAL=5;BYDAY=TH;COUNT=2", "20270103T000000", take: 2) == [
          "20270103T000000", "20321230T000000",
        ])
    // The first days of January belong to the year before's week 53: 1 January 2027 (a
    // Friday) is a day of 2027 in week 53 of 2026.
    #expect(
      try Self.expand("FREQ=YEARLY;BYWEEKNO=53;BYDAY=FR", "20260101T090000", take: 2) == [
        "20260101T090000", "20270101T090000",
      ])
  }

  @Test(
    "every week number, interval and week start agrees with the definition",
    arguments: [1, 52, 53, -1, -53], 1...7)
  func weekNumbersIntervalsAndWeekStarts(week: Int, interval: Int) throws {
    for weekStart in 1...7 {
      for start in [19_722, 20_088, 20_453, 20_819, 21_184] {  // 31 Dec 2023 … 1 Jan 2028
        for weekday in [1, 5] {
          var rule = "FREQ=YEARLY;INTERVAL=\(interval);BYWEEKNO=\(week)"
          rule += ";BYDAY=" + RecurrenceRule.weekdayNames[weekday - 1]
          rule += ";WKST=" + RecurrenceRule.weekdayNames[weekStart - 1]
          let text = ICSDateTime(localSeconds: start * 86_400, kind: .date).text
          let got = try Self.expand(rule, text, take: 6)
          let expected = Self.reference(
            weeks: [week], weekdays: [weekday], interval: interval, weekStart: weekStart,
            start: start, take: 6
          ).map { ICSDateTime(localSeconds: $0 * 86_400, kind: .date).text }
          #expect(got == expected, "\(rule) from \(text)")
        }
      }
    }
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
      let startDay = DayCursor.day(start)
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
