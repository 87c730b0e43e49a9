import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Month layout")
struct MonthLayoutTests {
  /// Every calendar: cells follow the context's weekday order, run through consecutive days,
  /// hold exactly the month's days, and agree with Foundation on day numbers and weeks.
  @Test(arguments: CalendarSystem.allCases)
  func everyCalendarAgreesWithFoundation(system: CalendarSystem) throws {
    for (firstWeekday, minimumDays) in [(1, 1), (2, 4), (7, 1)] {
      let ctx = weekContext(system, firstWeekday: firstWeekday, minimumDays: minimumDays)
      var month = ctx.month(containing: day("2000-01-01"))
      // Foundation on Linux computes Amete Alem as Gregorian; its years start with Amete
      // Mihret's.
      var foundation =
        system == .ethiopicAmeteAlem
        ? Calendar(identifier: .ethiopicAmeteMihret) : ctx.foundationCalendar
      foundation.timeZone = .gmt
      foundation.firstWeekday = firstWeekday
      foundation.minimumDaysInFirstWeek = minimumDays
      var checked = 0
      while month.firstDay < day("2031-01-01") {
        let layout = MonthLayout(month: month, context: ctx)
        let cells = layout.weeks.flatMap(\.cells)
        let days = try cells.map { try #require($0.day) }
        let label = "\(system.rawValue) \(month) rules \(firstWeekday)/\(minimumDays)"
        #expect(layout.weeks.allSatisfy { $0.cells.map(\.weekday) == ctx.weekdayOrder }, "\(label)")
        #expect(zip(days, days.dropFirst()).allSatisfy { $0.adding(days: 1) == $1 }, "\(label)")
        #expect(days.filter { month.contains($0) }.count == month.dayCount, "\(label)")
        #expect(cells.allSatisfy { $0.isInMonth == month.contains($0.day ?? month.firstDay) })
        // No row without a day of the month: variable rows are as few as possible.
        #expect(layout.weeks.allSatisfy { $0.cells.contains(where: \.isInMonth) }, "\(label)")
        for cell in cells {
          let cellDay = try #require(cell.day)
          #expect(cell.weekday == cellDay.weekday)
          #expect(cell.dayOfMonth == ctx.components(of: cellDay).day, "\(label) \(cellDay)")
        }
        for (index, week) in layout.weeks.enumerated() {
          // Ask Foundation about a different day of each row.
          let sample = try #require(week.cells[(index + checked) % 7].day)
          let noon = Date(timeIntervalSince1970: Double(sample.serial) * 86_400 + 43_200)
          #expect(
            week.number == foundation.component(.weekOfYear, from: noon), "\(label) \(sample)")
          #expect(ctx.weekNumber(of: sample) == week.number, "\(label) \(sample)")
        }
        checked += 1
        month = try #require(ctx.month(after: month))
      }
      #expect(checked > 300)
    }
  }

  @Test func blankAdjacentDaysAreEmptySlots() throws {
    let ctx = context(.gregorian, "en_US")
    let month = ctx.month(containing: day("2026-03-10"))
    let shown = MonthLayout(month: month, context: ctx)
    let blank = MonthLayout(month: month, context: ctx, options: .init(adjacentDays: .blank))
    for (kept, blanked) in zip(shown.weeks.flatMap(\.cells), blank.weeks.flatMap(\.cells)) {
      if kept.isInMonth {
        #expect(blanked == kept)
      } else {
        #expect(blanked.day == nil && blanked.dayOfMonth == 0 && !blanked.isInMonth)
        #expect(blanked.weekday == kept.weekday && blanked.isWeekend == kept.isWeekend)
      }
    }
    #expect(shown.weeks.flatMap(\.cells).contains { !$0.isInMonth })
  }

  @Test func fixedSixRowsContinueTheDays() throws {
    let ctx = context(.gregorian, "en_US")
    var month = ctx.month(containing: day("2020-01-01"))
    var rowCounts: Set<Int> = []
    for _ in 0..<120 {
      let variable = MonthLayout(month: month, context: ctx)
      let fixed = MonthLayout(month: month, context: ctx, options: .init(rows: .fixedSix))
      rowCounts.insert(variable.weeks.count)
      #expect(fixed.weeks.count == 6)
      #expect(Array(fixed.weeks.prefix(variable.weeks.count)) == variable.weeks)
      let days = fixed.weeks.flatMap(\.cells).compactMap(\.day)
      #expect(days.count == 42 && days.first?.adding(days: 41) == days.last)
      month = try #require(ctx.month(after: month))
    }
    // February 2026 starts on a Sunday and has 28 days: the only 4-row month in these years.
    #expect(rowCounts == [4, 5, 6])
    let february2026 = ctx.month(containing: day("2026-02-01"))
    #expect(MonthLayout(month: february2026, context: ctx).weeks.count == 4)
  }

  @Test func todayIsFlaggedOnce() throws {
    let ctx = context(.gregorian, "en_US")
    let month = ctx.month(containing: day("2026-03-10"))
    for today in [day("2026-03-17"), day("2026-04-02"), day("2026-05-20")] {
      let layout = MonthLayout(month: month, context: ctx, options: .init(today: today))
      let flagged = layout.weeks.flatMap(\.cells).filter(\.isToday)
      let isVisible = layout.weeks.flatMap(\.cells).contains { $0.day == today }
      #expect(flagged.map(\.day) == (isVisible ? [today] : []))
      let blank = MonthLayout(
        month: month, context: ctx, options: .init(adjacentDays: .blank, today: today))
      #expect(
        blank.weeks.flatMap(\.cells).filter(\.isToday).count == (month.contains(today) ? 1 : 0))
    }
  }

  struct WeekendFact: Sendable {
    var locale: String
    var weekend: Set<Int>
  }

  /// CLDR weekends: Saturday–Sunday (US), Friday–Saturday (Saudi Arabia since 2013), Thursday–
  /// Friday (Afghanistan), Friday only (Iran), Sunday only (India).
  @Test(arguments: [
    WeekendFact(locale: "en_US", weekend: [7, 1]),
    WeekendFact(locale: "ar_SA", weekend: [6, 7]),
    WeekendFact(locale: "ps_AF", weekend: [5, 6]),
    WeekendFact(locale: "fa_IR", weekend: [6]),
    WeekendFact(locale: "hi_IN", weekend: [1]),
  ])
  func weekendFollowsTheLocale(fact: WeekendFact) throws {
    let ctx = CalendarContext(
      system: .gregorian, locale: Locale(identifier: fact.locale), timeZone: .gmt)
    let layout = MonthLayout(month: ctx.month(containing: day("2026-03-10")), context: ctx)
    for cell in layout.weeks.flatMap(\.cells) {
      let cellDay = try #require(cell.day)
      #expect(cell.isWeekend == fact.weekend.contains(cellDay.weekday), "\(fact.locale) \(cellDay)")
    }
    let override = CalendarContext(
      system: .gregorian, locale: Locale(identifier: fact.locale), timeZone: .gmt,
      weekendDays: [3])
    let overridden = MonthLayout(
      month: override.month(containing: day("2026-03-10")), context: override)
    #expect(overridden.weeks.flatMap(\.cells).allSatisfy { $0.isWeekend == ($0.weekday == 3) })
  }

  /// Pacific/Apia skipped Friday 2011-12-30 when it moved across the date line.
  @Test func apiaDecember2011() throws {
    let ctx = context(.gregorian, "en_US", zone: "Pacific/Apia")
    let month = ctx.month(containing: day("2011-12-01"))
    #expect(ctx.skippedDays(in: month.days) == [day("2011-12-30")])

    let omitted = MonthLayout(month: month, context: ctx)
    let numbers = omitted.weeks.flatMap(\.cells).filter(\.isInMonth).map(\.dayOfMonth)
    #expect(numbers == Array(1...29) + [31])
    // Sunday first: the 31st sits in Friday's column, where the 30th would be, then a hole.
    let last = try #require(omitted.weeks.last)
    #expect(last.cells.map(\.dayOfMonth) == [25, 26, 27, 28, 29, 31, 0])
    #expect(last.cells[5].day == day("2011-12-31") && last.cells[5].weekday == 7)
    #expect(last.cells[6].day == nil && !last.cells[6].isInMonth)
    #expect(omitted.weeks.flatMap(\.cells).allSatisfy { !$0.isSkipped })

    let flagged = MonthLayout(month: month, context: ctx, options: .init(skippedDays: .flagged))
    let skipped = flagged.weeks.flatMap(\.cells).filter(\.isSkipped)
    #expect(skipped.map(\.day) == [day("2011-12-30")])
    #expect(skipped.first?.dayOfMonth == 30)
    #expect(
      try #require(flagged.weeks.last).cells.map(\.dayOfMonth) == [25, 26, 27, 28, 29, 30, 31])

    // January 2012 from Monday: the leading 30 December is a hole, the other days stay put.
    let monday = CalendarContext(
      system: .gregorian, locale: Locale(identifier: "en_GB"),
      timeZone: TimeZone(identifier: "Pacific/Apia") ?? .gmt)
    let january = MonthLayout(month: monday.month(containing: day("2012-01-01")), context: monday)
    #expect(january.weeks[0].cells.map(\.dayOfMonth) == [26, 27, 28, 29, 0, 31, 1])
  }

  struct SkipFact: Sendable {
    var zone: String
    var month: String
    var skipped: [String]
  }

  /// Whole days skipped by moves across the date line (and none by daylight saving time):
  /// Kwajalein 1993-08-21, Kiritimati 1994-12-31, Fakaofo 2011-12-30, Manila 1844-12-31 (the
  /// Philippines moved from the American to the Asian side of the date line).
  @Test(arguments: [
    SkipFact(zone: "Pacific/Kwajalein", month: "1993-08-01", skipped: ["1993-08-21"]),
    SkipFact(zone: "Pacific/Kiritimati", month: "1994-12-01", skipped: ["1994-12-31"]),
    SkipFact(zone: "Pacific/Fakaofo", month: "2011-12-01", skipped: ["2011-12-30"]),
    SkipFact(zone: "Asia/Manila", month: "1844-12-01", skipped: ["1844-12-31"]),
    SkipFact(zone: "America/Sao_Paulo", month: "2018-11-01", skipped: []),
    SkipFact(zone: "Europe/Berlin", month: "2026-03-01", skipped: []),
    SkipFact(zone: "America/Juneau", month: "1867-10-01", skipped: []),
  ])
  func skippedDaysMatchDayIsSkipped(fact: SkipFact) throws {
    let zone = try #require(TimeZone(identifier: fact.zone))
    let ctx = CalendarContext(
      system: .gregorian, locale: Locale(identifier: "en_US"), timeZone: zone)
    let month = ctx.month(containing: day(fact.month))
    let window = month.firstDay.adding(days: -40)...month.lastDay.adding(days: 40)
    #expect(ctx.skippedDays(in: window) == fact.skipped.map { day($0) })
    #expect(ctx.skippedDays(in: window) == window.filter { $0.isSkipped(in: zone) })
    let flagged = MonthLayout(month: month, context: ctx, options: .init(skippedDays: .flagged))
    #expect(
      flagged.weeks.flatMap(\.cells).filter(\.isSkipped).map(\.day) == fact.skipped.map { day($0) })
  }

  /// Daylight saving time never changes a grid: days are days (Sao Paulo's 2018-11-04 had no
  /// midnight, Berlin's 2026-03-29 had 23 hours).
  @Test(arguments: ["America/Sao_Paulo", "Europe/Berlin", "Australia/Lord_Howe"])
  func daylightSavingTimeDoesNotChangeTheGrid(zone: String) throws {
    let utc = context(.gregorian, "en_US")
    let zoned = context(.gregorian, "en_US", zone: zone)
    var month = utc.month(containing: day("2018-01-01"))
    for _ in 0..<24 {
      let options = MonthLayoutOptions(skippedDays: .flagged)
      #expect(
        MonthLayout(month: month, context: zoned, options: options).weeks
          == MonthLayout(month: month, context: utc, options: options).weeks)
      month = try #require(utc.month(after: month))
    }
  }

  @Test func positionFindsCells() throws {
    let ctx = context(.gregorian, "en_US")
    let layout = MonthLayout(month: ctx.month(containing: day("2026-03-10")), context: ctx)
    // March 2026 starts on a Sunday: the 10th is a Tuesday in the second row.
    let position = try #require(layout.position(of: day("2026-03-10")))
    #expect(position.row == 1 && position.column == 2)
    #expect(layout.cell(for: day("2026-03-10"))?.dayOfMonth == 10)
    #expect(layout.position(of: day("2026-05-10")) == nil)
  }

  @Test func shortMonthsGetFewRows() throws {
    // The Coptic epagomenal month (Nasie) of 1739 ran 2023-09-06 ... 2023-09-11.
    let coptic = context(.coptic, "en_US")
    let nasie = coptic.month(containing: day("2023-09-08"))
    #expect(nasie.dayCount == 6)
    let layout = MonthLayout(month: nasie, context: coptic)
    #expect(layout.weeks.count == 2)
    #expect(layout.weeks.flatMap(\.cells).filter(\.isInMonth).map(\.dayOfMonth) == Array(1...6))
    // Trailing days run into the next year's first month: 1, 2, ...
    #expect(layout.weeks[1].cells.map(\.dayOfMonth) == [5, 6, 1, 2, 3, 4, 5])
  }
}
