import Foundation
import Testing

@testable import Almanac

@Suite("Month layout against Python's calendar and ncal")
struct MonthLayoutFixtureTests {
  /// Python's grids are proleptic Gregorian; after 1582 the reformed calendar must agree too.
  @Test func gregorianGridsMatchPython() throws {
    let grids = try GridFixtures.pythonGrids()
    #expect(grids.count > 2_000)
    for grid in grids {
      let prolepticModes = grid.year > 1582 ? [true, false] : [true]
      for isProleptic in prolepticModes {
        let ctx = weekContext(
          .gregorian, firstWeekday: grid.firstWeekday, minimumDays: grid.firstWeekday == 2 ? 4 : 1,
          isProleptic: isProleptic)
        let first = try Day(year: grid.year, month: grid.month, day: 1)
        let layout = MonthLayout(month: ctx.month(containing: first), context: ctx)
        let numbers = layout.weeks.map { week in
          week.cells.map { cell in
            cell.day == nil ? 0 : (cell.isInMonth ? cell.dayOfMonth : -cell.dayOfMonth)
          }
        }
        #expect(numbers == grid.rows, "\(grid.testDescription) proleptic \(isProleptic)")
        // Python counts weeks of proleptic years; the reformed 1582 was 10 days shorter.
        let touches1582 = !isProleptic && grid.year == 1583 && grid.month == 1
        if !grid.weeks.isEmpty, !touches1582 {
          #expect(
            layout.weeks.map(\.number) == grid.weeks,
            "\(grid.testDescription) proleptic \(isProleptic)")
        }
      }
    }
  }

  /// The same ISO week numbers come from the `iso8601` calendar and from en_GB's rules.
  @Test func isoWeeksFromISOCalendarAndLocale() throws {
    let grids = try GridFixtures.pythonGrids().filter {
      $0.firstWeekday == 2 && ($0.year, $0.month) > (1583, 1)
    }
    let iso = CalendarContext(
      system: .iso8601, locale: Locale(identifier: "en_US"), timeZone: .gmt)
    let british = CalendarContext(
      system: .gregorian, locale: Locale(identifier: "en_GB"), timeZone: .gmt)
    for grid in grids {
      let first = try Day(year: grid.year, month: grid.month, day: 1)
      for ctx in [iso, british] {
        let layout = MonthLayout(month: ctx.month(containing: first), context: ctx)
        #expect(layout.weeks.map(\.number) == grid.weeks, "\(grid.testDescription)")
      }
    }
  }

  @Test func usWeeksFromLocale() throws {
    let grids = try GridFixtures.pythonGrids().filter {
      $0.firstWeekday == 1 && ($0.year, $0.month) > (1583, 1)
    }
    let american = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    for grid in grids {
      let first = try Day(year: grid.year, month: grid.month, day: 1)
      let layout = MonthLayout(month: american.month(containing: first), context: american)
      #expect(layout.weeks.map(\.number) == grid.weeks, "\(grid.testDescription)")
    }
  }

  /// Around the reform the reformed calendar follows ncal with the Italian reform date
  /// (Julian before 1582-10-15, October 1582 with 21 days).
  @Test func reformMonthsMatchNcal() throws {
    let grids = try GridFixtures.ncalGrids()
    #expect(grids.count == 9)
    let ctx = weekContext(.gregorian, firstWeekday: 1, minimumDays: 1)
    for grid in grids {
      // The 20th is inside the month in both calendars and in ncal's.
      let month = try ctx.month(grid.month, ofYear: grid.year, era: 1, reference: Day.earliest)
      let layout = MonthLayout(
        month: month, context: ctx, options: MonthLayoutOptions(adjacentDays: .blank))
      let numbers = layout.weeks.map { $0.cells.map(\.dayOfMonth) }
      #expect(numbers == grid.rows, "\(grid.testDescription)")
    }
  }

  /// The reformed year 1582 began on Monday 1 January (Julian) and had 355 days, so the week of
  /// Monday 27 December is its 51st (day 351) under ISO rules, where the proleptic year gives 52;
  /// under US rules the row that holds 1 January 1583 is week 1 either way.
  @Test func weeksAcrossTheReformYear() throws {
    let julianNewYear1582 = try Day(year: 1582, month: 1, day: 11)
    #expect(julianNewYear1582.weekday == 2)
    let december27 = try Day(year: 1582, month: 12, day: 27)
    #expect(julianNewYear1582.days(to: december27) == 350)
    let reformedISO = weekContext(.gregorian, firstWeekday: 2, minimumDays: 4)
    #expect(reformedISO.weekNumber(of: december27) == 51)
    #expect(reformedISO.weekNumber(of: december27.adding(days: 6)) == 51)
    #expect(reformedISO.weekNumber(of: december27.adding(days: 7)) == 1)
    let prolepticISO = weekContext(.gregorian, firstWeekday: 2, minimumDays: 4, isProleptic: true)
    #expect(prolepticISO.weekNumber(of: december27) == 52)
    let reformedUS = weekContext(.gregorian, firstWeekday: 1, minimumDays: 1)
    #expect(reformedUS.weekNumber(of: december27.adding(days: -1)) == 1)
    // US week 1 of 1582 began on Sunday 31 December 1581, 343 days before Sunday 19 December.
    #expect(julianNewYear1582.adding(days: -1).days(to: december27.adding(days: -8)) == 343)
    #expect(reformedUS.weekNumber(of: december27.adding(days: -2)) == 50)
  }
}
