import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Calendar context")
struct CalendarContextTests {
  struct Fact: Sendable, CustomTestStringConvertible {
    var system: CalendarSystem
    var components: DayComponents
    var gregorian: String
    var testDescription: String { "\(system.rawValue) \(components) = \(gregorian)" }
  }

  // Known dates in each calendar system with their Gregorian dates, and a Japanese era date
  // from the imperial calendar.
  static let facts: [Fact] = [
    Fact(
      system: .persian, components: .init(era: 0, year: 1403, month: 12, day: 30),
      gregorian: "2025-03-20"),
    Fact(
      system: .persian, components: .init(era: 0, year: 1404, month: 1, day: 1),
      gregorian: "2025-03-21"),
    Fact(
      system: .hebrew, components: .init(era: 0, year: 5781, month: 1, day: 1),
      gregorian: "2020-09-19"),
    Fact(
      system: .islamicCivil, components: .init(era: 0, year: 1442, month: 2, day: 4),
      gregorian: "2020-09-22"),
    Fact(
      system: .islamicUmmAlQura, components: .init(era: 0, year: 1442, month: 9, day: 4),
      gregorian: "2021-04-16"),
    Fact(
      system: .indian, components: .init(era: 0, year: 1941, month: 1, day: 1),
      gregorian: "2019-03-22"),
    Fact(
      system: .japanese, components: .init(era: 236, year: 2, month: 4, day: 30),
      gregorian: "2020-04-30"),
    Fact(
      system: .buddhist, components: .init(era: 0, year: 2568, month: 3, day: 20),
      gregorian: "2025-03-20"),
    Fact(
      system: .republicOfChina, components: .init(era: 1, year: 114, month: 3, day: 20),
      gregorian: "2025-03-20"),
    // Chinese New Year 2023 was 2023-01-22; the leap 2nd month of 4720 (2023) began 2023-03-22.
    Fact(
      system: .chinese, components: .init(era: 78, year: 40, month: 1, day: 1),
      gregorian: "2023-01-22"),
    Fact(
      system: .chinese, components: .init(era: 78, year: 40, month: 2, isLeapMonth: true, day: 1),
      gregorian: "2023-03-22"),
    Fact(
      system: .dangi, components: .init(era: 78, year: 40, month: 1, day: 1),
      gregorian: "2023-01-22"),
    // Hebrew 5784 was a leap year: Adar I 1 = 2024-02-10, Adar II 1 = 2024-03-11.
    Fact(
      system: .hebrew, components: .init(era: 0, year: 5784, month: 6, day: 1),
      gregorian: "2024-02-10"),
    Fact(
      system: .hebrew, components: .init(era: 0, year: 5784, month: 7, day: 1),
      gregorian: "2024-03-11"),
    // Ethiopian New Year (Enkutatash) 2016 fell on 2023-09-12; Coptic 1740 began 2023-09-12.
    Fact(
      system: .ethiopicAmeteMihret, components: .init(era: 1, year: 2016, month: 1, day: 1),
      gregorian: "2023-09-12"),
    Fact(
      system: .coptic, components: .init(era: 1, year: 1740, month: 1, day: 1),
      gregorian: "2023-09-12"),
    // ICU numbers Chinese month 9 of 2057 from "day 0"; Almanac counts every month from 1.
    Fact(
      system: .chinese, components: .init(era: 79, year: 14, month: 9, day: 1),
      gregorian: "2057-09-28"),
    // Taisho began on 1912-07-30 mid-month; day numbers stay Gregorian.
    Fact(
      system: .japanese, components: .init(era: 233, year: 1, month: 7, day: 30),
      gregorian: "1912-07-30"),
    // The reformed Gregorian calendar: Thursday 4 October 1582 (Julian) was followed by Friday
    // 15 October; Julian 4 October is proleptic 14 October.
    Fact(
      system: .gregorian, components: .init(era: 1, year: 1582, month: 10, day: 4),
      gregorian: "1582-10-14"),
    Fact(
      system: .gregorian, components: .init(era: 1, year: 1582, month: 10, day: 15),
      gregorian: "1582-10-15"),
  ]

  @Test(arguments: facts)
  func knownFacts(fact: Fact) throws {
    let ctx = context(fact.system)
    #expect(ctx.components(of: day(fact.gregorian)) == fact.components)
    #expect(try ctx.day(from: fact.components) == day(fact.gregorian))
  }

  @Test(arguments: CalendarSystem.allCases)
  func roundTripTwoHundredYears(system: CalendarSystem) throws {
    let ctx = context(system)
    let start = day("1900-01-01")
    let end = day("2100-12-31")
    var previous = ctx.components(of: start.adding(days: -1))
    var current = start
    while current <= end {
      let parts = ctx.components(of: current)
      let back = try ctx.day(from: parts)
      #expect(back == current, "\(system.rawValue): \(current) -> \(parts) -> \(back)")
      if back != current { return }
      // Days of the month count up by one, or restart at 1 in a new month.
      #expect(parts.day == previous.day + 1 || parts.day == 1, "\(system.rawValue) at \(current)")
      previous = parts
      current = current.adding(days: 1)
    }
  }

  @Test(arguments: CalendarSystem.allCases)
  func monthsTileTheDays(system: CalendarSystem) throws {
    let ctx = context(system)
    var month = ctx.month(containing: day("1990-01-01"))
    let stop = day("2040-01-01")
    while month.firstDay < stop {
      #expect(
        (28...31).contains(month.dayCount) || system == .hebrew && month.dayCount >= 29
          || [.coptic, .ethiopicAmeteMihret, .ethiopicAmeteAlem].contains(system)
            && month.dayCount >= 5,
        "\(system.rawValue) \(month)")
      #expect(ctx.components(of: month.firstDay).day == 1)
      #expect(ctx.components(of: month.lastDay).month == month.month)
      let next = try #require(ctx.month(after: month))
      #expect(next.firstDay == month.lastDay.adding(days: 1))
      #expect(ctx.month(before: next) == month)
      month = next
    }
  }

  @Test func october1582HasTwentyOneDays() throws {
    let reformed = context(.gregorian)
    let month = reformed.month(containing: day("1582-10-20"))
    #expect(month.dayCount == 21)
    #expect(month.firstDay == day("1582-10-11"))
    #expect(throws: DayError.self) {
      try reformed.day(from: DayComponents(era: 1, year: 1582, month: 10, day: 10))
    }
    let proleptic = context(.gregorian, isProleptic: true)
    #expect(proleptic.month(containing: day("1582-10-20")).dayCount == 31)
    #expect(context(.iso8601).month(containing: day("1582-10-20")).dayCount == 31)
  }

  @Test func hebrewLeapYearHasThirteenMonths() throws {
    let ctx = context(.hebrew)
    let reference = day("2024-01-01")
    #expect(try ctx.months(ofYear: 5784, reference: reference).count == 13)
    #expect(try ctx.months(ofYear: 5785, reference: reference).count == 12)
    #expect(throws: DayError.self) {
      try ctx.day(from: DayComponents(era: 0, year: 5785, month: 6, day: 1))
    }
  }

  @Test func chineseLeapYearHasThirteenMonths() throws {
    let ctx = context(.chinese)
    let months = try ctx.months(ofYear: 40, reference: day("2023-06-01"))
    #expect(months.count == 13)
    #expect(months.filter(\.isLeapMonth).map(\.month) == [2])
  }

  struct WeekFact: Sendable {
    var locale: String
    var firstWeekday: Int
    var minimumDays: Int
    var weekend: Set<Int>
    var system: CalendarSystem
  }

  @Test(arguments: [
    WeekFact(
      locale: "en_US", firstWeekday: 1, minimumDays: 1, weekend: [1, 7], system: .gregorian),
    WeekFact(
      locale: "en_GB", firstWeekday: 2, minimumDays: 4, weekend: [1, 7], system: .gregorian),
    WeekFact(
      locale: "fr_FR", firstWeekday: 2, minimumDays: 4, weekend: [1, 7], system: .gregorian),
    WeekFact(
      locale: "ar_SA", firstWeekday: 1, minimumDays: 1, weekend: [6, 7], system: .islamicUmmAlQura),
    WeekFact(
      locale: "he_IL", firstWeekday: 1, minimumDays: 1, weekend: [6, 7], system: .gregorian),
    WeekFact(locale: "fa_IR", firstWeekday: 7, minimumDays: 1, weekend: [6], system: .persian),
    WeekFact(locale: "hi_IN", firstWeekday: 1, minimumDays: 1, weekend: [1], system: .gregorian),
    WeekFact(
      locale: "en_US@fw=mon", firstWeekday: 2, minimumDays: 1, weekend: [1, 7], system: .gregorian),
    WeekFact(
      locale: "en-US-u-fw-mon", firstWeekday: 2, minimumDays: 1, weekend: [1, 7], system: .gregorian
    ),
    WeekFact(
      locale: "en-US-u-ca-buddhist", firstWeekday: 1, minimumDays: 1, weekend: [1, 7],
      system: .buddhist),
  ])
  func weekRulesFromLocale(fact: WeekFact) {
    let ctx = context(nil, fact.locale)
    #expect(ctx.firstWeekday == fact.firstWeekday)
    #expect(ctx.minimumDaysInFirstWeek == fact.minimumDays)
    #expect(ctx.weekendDays == fact.weekend)
    #expect(ctx.system == fact.system)
  }

  @Test func overridesAndISO() {
    #expect(context(.gregorian, "en_US", firstWeekday: 7).weekdayOrder == [7, 1, 2, 3, 4, 5, 6])
    let iso = context(.iso8601, "en_US")
    #expect(iso.firstWeekday == 2)
    #expect(iso.minimumDaysInFirstWeek == 4)
    #expect(iso.column(ofWeekday: 1) == 6)
  }

  @Test func namesParse() {
    #expect(CalendarSystem(name: "gregorian") == .gregorian)
    #expect(CalendarSystem(name: "GREGORY") == .gregorian)
    #expect(CalendarSystem(name: "islamic-umalqura") == .islamicUmmAlQura)
    #expect(CalendarSystem(name: "vietnamese") == nil)
    #expect(CalendarSystem(name: "julian") == nil)
  }
}
