import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// The Gregorian calendar under a chosen reform date: month lengths, which days exist, day of
/// year, week numbers, grids and titles, against hand-checked dates (ncal's and util-linux
/// cal's September 1752) and against ``JulianMath`` for the Julian calendar.
@Suite("Gregorian reform")
struct GregorianReformTests {
  static func reformed(_ reform: GregorianReform, firstWeekday: Int? = nil) -> CalendarContext {
    CalendarContext(
      system: .gregorian, locale: Locale(identifier: "en_US"), timeZone: .gmt,
      firstWeekday: firstWeekday, minimumDaysInFirstWeek: firstWeekday == nil ? nil : 4,
      reform: reform)
  }

  static let british = reformed(.british)
  static let julian = reformed(.julian)

  func month(_ context: CalendarContext, _ year: Int, _ month: Int) throws -> CalendarMonth {
    try context.month(month, ofYear: year, era: 1, reference: Day(unchecked: 0))
  }

  /// The day numbers of a month, in order.
  func numbers(_ context: CalendarContext, _ month: CalendarMonth) -> [Int] {
    (0..<month.dayCount).map { context.components(of: month.firstDay.adding(days: $0)).day }
  }

  @Test func presetsAndTable() throws {
    #expect(GregorianReform.catholic.firstGregorianDay == day("1582-10-15"))
    #expect(GregorianReform.british.firstGregorianDay == day("1752-09-14"))
    #expect(GregorianReform.british.lastJulianDay == day("1752-09-13"))
    #expect(GregorianReform.proleptic.firstGregorianDay == nil)
    #expect(GregorianReform.julian.isJulian && !GregorianReform.julian.isProleptic)
    #expect(GregorianReform.countries.count == 34)
    #expect(GregorianReform.country("gb")?.reform == .british)
    #expect(GregorianReform.country("IT")?.reform == .catholic)
    #expect(GregorianReform.country("SE")?.reform.firstGregorianDay == day("1753-03-01"))
    #expect(GregorianReform.country("RU")?.reform.firstGregorianDay == day("1918-02-14"))
    #expect(GregorianReform.country("XX") == nil)
    #expect(GregorianReform.ncalDefaultCountry(region: nil).code == "US")
    #expect(GregorianReform.ncalDefaultCountry(region: "IN").code == "US")
    #expect(GregorianReform.ncalDefaultCountry(region: "DE").code == "DE")
    #expect(GregorianReform.country("US") == GregorianReform.unitedStates)
    #expect(GregorianReform.british.description == "1752-09-14")
    #expect(GregorianReform.julian.description == "julian")
  }

  @Test func reformDatesAreRangeChecked() {
    #expect(throws: DayError.self) {
      try GregorianReform(firstGregorianDay: day("1582-10-14"))
    }
    #expect(throws: DayError.self) {
      try GregorianReform(firstGregorianDay: Day(unchecked: Day.latest.serial + 1))
    }
    #expect(throws: DayError.self) { try GregorianReform(lastJulianYear: 1700, month: 2, day: 30) }
    #expect(throws: DayError.self) { try GregorianReform(lastJulianYear: 1500, month: 1, day: 1) }
    #expect(throws: DayError.self) { try GregorianReform(lastJulianYear: .max, month: 1, day: 1) }
    #expect(throws: DayError.self) { try GregorianReform(lastJulianYear: 1700, month: 13, day: 1) }
    #expect((try? GregorianReform(lastJulianYear: 1700, month: 2, day: 29)) != nil)
  }

  /// Whatever the context was asked for, ISO 8601 is proleptic and Buddhist, Japanese and ROC
  /// keep Foundation's 1582 reform; `isProleptic` still reads as before.
  @Test func contextsNormaliseTheReform() {
    let locale = Locale(identifier: "en_US")
    #expect(CalendarContext(system: .iso8601, locale: locale, timeZone: .gmt).isProleptic)
    let buddhist = CalendarContext(
      system: .buddhist, locale: locale, timeZone: .gmt, reform: .british)
    #expect(buddhist.reform == .catholic)
    #expect(CalendarContext(locale: locale, timeZone: .gmt, isProleptic: true).isProleptic)
    #expect(CalendarContext(locale: locale, timeZone: .gmt).reform == .catholic)
    #expect(Self.british.replacing(reform: .julian) == Self.julian)
    #expect(Self.british != Self.julian)
  }

  @Test func monthLengths() throws {
    let september = try month(Self.british, 1752, 9)
    #expect(september.dayCount == 19)
    #expect(numbers(Self.british, september) == [1, 2] + Array(14...30))
    #expect(try month(Self.british, 1700, 2).dayCount == 29)  // Julian leap year
    #expect(try month(Self.british, 1800, 2).dayCount == 28)
    #expect(try month(context(.gregorian), 1700, 2).dayCount == 28)
    for year in [1900, 2000, 2100, 9996] {
      #expect(try month(Self.julian, year, 2).dayCount == 29, "\(year)")
    }
    #expect(try month(Self.julian, 2026, 2).dayCount == 28)
    #expect(try month(context(.gregorian), 1500, 2).dayCount == 29)
    #expect(try month(context(.gregorian, isProleptic: true), 1500, 2).dayCount == 28)
    // ncal's table: a month cut at its end, one starting after its 1st, one full before.
    let germany = Self.reformed(try #require(GregorianReform.country("DE")).reform)
    #expect(numbers(germany, try month(germany, 1700, 2)) == Array(1...18))
    #expect(numbers(germany, try month(germany, 1700, 3)) == Array(1...31))
    let albania = Self.reformed(try #require(GregorianReform.country("AL")).reform)
    #expect(numbers(albania, try month(albania, 1912, 12)) == Array(14...31))
    #expect(try month(albania, 1912, 11).dayCount == 30)
    let sweden = Self.reformed(try #require(GregorianReform.country("SE")).reform)
    #expect(numbers(sweden, try month(sweden, 1753, 2)) == Array(1...17))
    // The months of a year step across the reform and stay twelve.
    #expect(try Self.british.months(ofYear: 1752, era: 1, reference: .earliest).count == 12)
    #expect(try albania.months(ofYear: 1912, era: 1, reference: .earliest).count == 12)
  }

  @Test func skippedDaysDoNotExist() throws {
    for dayOfMonth in 3...13 {
      let parts = DayComponents(era: 1, year: 1752, month: 9, day: dayOfMonth)
      #expect(throws: DayError.self, "\(dayOfMonth)") { try Self.british.day(from: parts) }
    }
    let second = try Self.british.day(from: DayComponents(era: 1, year: 1752, month: 9, day: 2))
    let fourteenth = try Self.british.day(
      from: DayComponents(era: 1, year: 1752, month: 9, day: 14))
    #expect(second.adding(days: 1) == fourteenth)
    #expect(fourteenth == day("1752-09-14"))
    do {
      _ = try Self.british.day(from: DayComponents(era: 1, year: 1752, month: 9, day: 5))
      Issue.record("1752-09-05 exists")
    } catch {
      #expect(
        error.description.contains("skipped by the Gregorian reform (Julian 1752-09-02"),
        "\(error)")
    }
    // The same day exists under the other reforms.
    for context in [context(.gregorian), Self.julian, context(.gregorian, isProleptic: true)] {
      #expect(
        (try? context.day(from: DayComponents(era: 1, year: 1752, month: 9, day: 5))) != nil)
    }
    #expect(throws: DayError.self) {
      try context(.gregorian).day(from: DayComponents(era: 1, year: 1582, month: 10, day: 10))
    }
    // Julian leap days, and bad components from outside.
    #expect(
      try Self.julian.day(from: DayComponents(era: 1, year: 1900, month: 2, day: 29))
        == day("1900-03-13"))
    let bad = [
      (1900, 2, 30), (2026, 13, 1), (2026, 0, 1), (2026, 1, 0), (0, 1, 1), (10_000, 1, 1),
      (.max, 1, 1), (.min, 1, 1), (2026, .max, 1), (2026, 1, .max), (2026, 1, .min),
    ]
    for (year, month, dayOfMonth) in bad {
      let parts = DayComponents(era: 1, year: year, month: month, day: dayOfMonth)
      #expect(throws: DayError.self, "\(parts)") { try Self.julian.day(from: parts) }
      #expect(throws: DayError.self, "\(parts)") { try Self.british.day(from: parts) }
    }
    // Julian 9999-12-31 is after the last supported day (Gregorian 9999-12-31).
    #expect(throws: DayError.self) {
      try Self.julian.day(from: DayComponents(era: 1, year: 9999, month: 12, day: 31))
    }
  }

  @Test func dayOfYear() throws {
    // ncal -j -s GB 9 1752: 245, 246, then 247 for the 14th; 1752 had 355 days.
    #expect(Self.british.dayOfYear(day("1752-09-14")) == 247)
    let julianSecond = try Self.british.day(
      from: DayComponents(era: 1, year: 1752, month: 9, day: 2))
    #expect(Self.british.dayOfYear(julianSecond) == 246)
    #expect(Self.british.dayOfYear(day("1752-12-31")) == 355)
    #expect(context(.gregorian).dayOfYear(day("1752-12-31")) == 366)
    // Julian 2024-12-31 (a leap year) and 2026-12-31.
    let julianEnd = try Self.julian.day(from: DayComponents(era: 1, year: 2024, month: 12, day: 31))
    #expect(Self.julian.dayOfYear(julianEnd) == 366)
    #expect(Self.julian.dayOfYear(julianEnd.adding(days: 1)) == 1)
  }

  @Test func weekNumbers() throws {
    // Weeks count in the calendar's own year: British 1752 began on Wednesday, Julian 1
    // January, so under ISO rules its first week holds 1 January and the row of 1 September is
    // the 36th. (ncal -w numbers the ISO weeks of the proleptic Gregorian date, 37 here.)
    let iso = Self.reformed(.british, firstWeekday: 2)
    let newYear = try iso.day(from: DayComponents(era: 1, year: 1752, month: 1, day: 1))
    #expect(newYear.weekday == 4)
    #expect(iso.weekNumber(of: newYear) == 1)
    let first = try iso.day(from: DayComponents(era: 1, year: 1752, month: 9, day: 1))
    #expect(iso.weekNumber(of: first) == 36)
    #expect(iso.weekNumber(of: day("1752-09-18")) == 37)
    #expect(iso.weekNumber(of: day("1752-09-25")) == 38)
    // From 1753 the year is Gregorian throughout: the weeks are ISO 8601's.
    let prolepticISO = Self.reformed(.proleptic, firstWeekday: 2)
    for offset in stride(from: 0, to: 800, by: 3) {
      let sample = day("1753-01-01").adding(days: offset)
      #expect(iso.weekNumber(of: sample) == prolepticISO.weekNumber(of: sample), "\(sample)")
    }
    // Under ISO rules week 1 of every Julian year holds Julian 4 January, and the last week is
    // 52 or 53; weeks count up by one from Monday to Monday within a year.
    let julianISO = Self.reformed(.julian, firstWeekday: 2)
    var generator = SeededGenerator(seed: 1752)
    for _ in 0..<300 {
      let year = Int.random(in: 2...9998, using: &generator)
      let fourth = try julianISO.day(from: DayComponents(era: 1, year: year, month: 1, day: 4))
      #expect(julianISO.weekNumber(of: fourth) == 1, "seed 1752, Julian year \(year)")
      let last = try julianISO.day(from: DayComponents(era: 1, year: year, month: 12, day: 28))
      #expect((52...53).contains(julianISO.weekNumber(of: last)), "seed 1752, year \(year)")
      let monday = fourth.adding(days: 7 * 10 - julianISO.column(ofWeekday: fourth.weekday))
      #expect(julianISO.weekNumber(of: monday) == 11, "seed 1752, year \(year)")
    }
  }

  /// For many days, the Julian calendar's components are ``Day/julian``, round-trip, and its
  /// month holds the day; under the British reform a day is Julian before 1752-09-14 and
  /// Gregorian from it.
  @Test func julianCalendarAgreesWithJulianMath() throws {
    var generator = SeededGenerator(seed: 20_260_301)
    let reform = day("1752-09-14")
    for _ in 0..<5_000 {
      let sample = Day(
        unchecked: Int.random(in: Day.earliest.serial...Day.latest.serial, using: &generator))
      let (year, month, dayOfMonth) = sample.julian
      let parts = Self.julian.components(of: sample)
      #expect(
        parts == DayComponents(era: 1, year: year, month: month, day: dayOfMonth),
        "seed 20260301, \(sample)")
      #expect(try Self.julian.day(from: parts) == sample, "seed 20260301, \(sample)")
      let span = Self.julian.month(containing: sample)
      #expect(span.firstDay <= sample && sample <= span.lastDay, "seed 20260301, \(sample)")
      #expect(span.dayCount == JulianMath.daysInMonth(year: year, month: month))
      let expected = sample < reform ? sample.julian : sample.gregorian
      let british = Self.british.components(of: sample)
      #expect(
        (british.year, british.month, british.day) == expected, "seed 20260301, \(sample)")
      #expect(try Self.british.day(from: british) == sample, "seed 20260301, \(sample)")
    }
  }

  @Test func gridsFollowTheReform() throws {
    let september = try month(Self.british, 1752, 9)
    let layout = MonthLayout(month: september, context: Self.british)
    let shown = layout.weeks.flatMap(\.cells).filter(\.isInMonth).map(\.dayOfMonth)
    #expect(shown == [1, 2] + Array(14...30))
    #expect(layout.weeks.count == 3)
    // A month that begins on the reform day after its 1st (Albania, December 1912; Russia,
    // February 1918) is numbered from that day.
    for (code, year, monthNumber, first) in [("AL", 1912, 12, 14), ("RU", 1918, 2, 14)] {
      let reformed = Self.reformed(try #require(GregorianReform.country(code)).reform)
      let cut = try month(reformed, year, monthNumber)
      let cells = MonthLayout(month: cut, context: reformed).weeks.flatMap(\.cells)
      #expect(
        cells.filter(\.isInMonth).map(\.dayOfMonth) == Array(first...(first + cut.dayCount - 1)),
        "\(code)")
    }
    // The Julian calendar's February 2026 starts on Saturday (Gregorian 14 February), as
    // ncal -J 2 2026 shows it.
    let february = try month(Self.julian, 2026, 2)
    let grid = MonthLayout(month: february, context: Self.julian)
    #expect(grid.weeks[0].cells[6].dayOfMonth == 1)
    #expect(grid.weeks[0].cells[6].day == day("2026-02-14"))
    #expect(grid.weeks.flatMap(\.cells).filter(\.isInMonth).count == 28)
    // The days before and after, drawn when adjacent days are shown, are Julian too.
    #expect(grid.weeks[0].cells[0].dayOfMonth == 26)
    #expect(grid.weeks[4].cells[6].dayOfMonth == 1)
  }

  @Test func titlesAndTexts() throws {
    #expect(Self.british.monthTitle(try month(Self.british, 1752, 9)) == "September 1752")
    #expect(Self.british.monthTitle(try month(Self.british, 1700, 2)) == "February 1700")
    // Far from 1582 the Julian date is months behind the Gregorian one.
    let november = try month(Self.julian, 9000, 11)
    #expect(Self.julian.monthTitle(november) == "November 9000")
    #expect(Self.julian.monthName(november) == "November")
    #expect(november.firstDay.gregorian.month == 1)
    // Orthodox Easter 2026: Julian 30 March, a Sunday (Gregorian 12 April).
    let easter = try EasterComputus.julian.easterSunday(year: 2026)
    #expect(Self.julian.text(for: easter, style: .full) == "Sunday, March 30, 2026")
    #expect(Self.british.text(for: easter, style: .full) == "Sunday, April 12, 2026")
    let lastJulian = try Self.british.day(
      from: DayComponents(era: 1, year: 1752, month: 9, day: 2))
    #expect(Self.british.text(for: lastJulian, style: .full) == "Wednesday, September 2, 1752")
    // Range summaries write Julian days in the Julian calendar, not Foundation's Gregorian.
    let summary = DayRangeFormatter(context: Self.julian)
    #expect(summary.string(from: easter) == "March 30, 2026")
    #expect(
      summary.string(from: easter...easter.adding(days: 3))
        == "March 30, 2026 \u{2013} April 2, 2026")
    #expect(
      DayRangeFormatter(context: Self.british).string(from: lastJulian) == "September 2, 1752")
    // Proleptic 1500-03-01 is Julian 20 February, which Foundation would write.
    let proleptic = DayRangeFormatter(context: context(.gregorian, isProleptic: true))
    #expect(proleptic.string(from: day("1500-03-01")) == "March 1, 1500")
    let gregorian = DayRangeFormatter(context: context(.gregorian)).string(from: easter)
    #expect(gregorian.contains("Apr 12"), "\(gregorian)")
  }
}
