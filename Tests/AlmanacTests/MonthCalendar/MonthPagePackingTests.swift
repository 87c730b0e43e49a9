import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

private func day(_ text: String) throws -> Day { try Day(parsing: text) }

/// The shortcuts of the pages of many months (a year or a century of month text): rows packed
/// without asking about each day, titles from kept templates, year starts without a month scan.
/// Each is checked against the engine's answer for single days.
@Suite("Month pages of many months: packed rows, titles, week numbers")
struct MonthPagePackingTests {
  let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)

  /// `count` months from the month of `first`.
  private func months(from first: Day, _ count: Int, in context: CalendarContext)
    -> [CalendarMonth]
  {
    var months = [context.month(containing: first)]
    while months.count < count, let next = context.month(after: months[months.count - 1]) {
      months.append(next)
    }
    return months
  }

  /// Every cell of `pages` against the renderer's facts for its day, and its focus.
  private func expectCellsMatch(_ model: MonthCalendarModel, _ pages: [MonthPage]) throws {
    let renderer = SelectionRenderer(
      selection: try #require(model.selection), context: model.context, today: model.today)
    var checked = 0
    for page in pages {
      for cell in page.cells {
        guard let day = cell.day else {
          #expect(cell.facts == nil)
          continue
        }
        let expected = renderer.facts(for: day, isInDisplayedMonth: page.month.contains(day))
        #expect(cell.facts == expected, "\(day) on the page of \(page.title)")
        #expect(cell.isFocused == (cell.isInMonth && day == model.focusedDay))
        checked += 1
      }
    }
    #expect(checked > 0)
  }

  @Test("ranges as the month text selects them: every day's facts are the renderer's")
  func selectedRanges() throws {
    var model = MonthCalendarModel.calendarView(
      mode: .ranges, context: context, today: try day("2026-11-29"),
      displayedDay: try day("2026-01-01"))
    model.setSelectedRanges(
      DayRangeSet(ranges: [
        try day("2026-03-30")...day("2026-04-02"), try day("2026-11-20")...day("2026-11-20"),
        try day("2026-12-27")...day("2027-01-05"),
      ]))
    let months = months(from: try day("2026-01-01"), 14, in: context)
    try expectCellsMatch(model, model.pages(for: months, adjacentDays: .shown))
    try expectCellsMatch(
      model, model.pages(for: months, skippedDays: .flagged, adjacentDays: .blank))
  }

  @Test("bounds, weekday rules and picked days: rows near them are asked day by day")
  func boundsAndRules() throws {
    let today = try day("2026-05-13")
    let bounded = MonthCalendarModel.calendarView(
      mode: .multiple, context: context, range: try day("2026-05-06")...day("2026-08-20"),
      today: today, selectedDays: [try day("2026-06-10")], displayedDay: today)
    let weekdaysOnly = MonthCalendarModel.calendarView(
      mode: .single, context: context, today: today, includedDays: .weekdaysOnly,
      selectedDays: [try day("2026-07-01")], displayedDay: today)
    let range = MonthCalendarModel.calendarView(
      mode: .range(.eitherOrder), context: context, today: today,
      selectedDays: [try day("2026-06-29"), try day("2026-07-03")], displayedDay: today)
    let months = months(from: try day("2026-04-01"), 6, in: context)
    for model in [bounded, weekdaysOnly, range] {
      try expectCellsMatch(model, model.pages(for: months))
    }
  }

  @Test("titles of more than a year of months are the context's titles, calendar by calendar")
  func titles() throws {
    let contexts = [
      context,
      CalendarContext(system: .persian, locale: Locale(identifier: "fa_IR"), timeZone: .gmt),
      CalendarContext(system: .buddhist, locale: Locale(identifier: "th_TH"), timeZone: .gmt),
      CalendarContext(system: .japanese, locale: Locale(identifier: "ja_JP"), timeZone: .gmt),
      CalendarContext(system: .hebrew, locale: Locale(identifier: "he_IL"), timeZone: .gmt),
    ]
    for context in contexts {
      let model = try MonthCalendarModel(
        picking: .ranges, context: context, today: try day("2026-11-29"))
      // Across an era change in the Japanese calendar (Heisei to Reiwa, May 2019).
      let months = months(from: try day("2017-01-01"), 40, in: context)
      let pages = model.pages(for: months)
      #expect(pages.map(\.title) == months.map { context.title(of: $0) }, "\(context.system)")
    }
  }

  @Test("year starts: 1 January where it exists, else the reform's first day in that year")
  func yearStarts() throws {
    let reforms: [GregorianReform] = [
      .catholic, .british, .proleptic, .julian,
      // Julian 1751-12-31 followed by Gregorian 1752-01-12: 1752 has no 1 January.
      try GregorianReform(firstGregorianDay: try day("1752-01-12")),
    ]
    for reform in reforms {
      for year in [1, 2, 1582, 1583, 1700, 1751, 1752, 1753, 1912, 1913, 2000, 2026, 9999] {
        let scanned = (1...12).lazy.compactMap { reform.monthSpan(year: year, month: $0) }
          .first?.first
        #expect(reform.yearStart(year) == scanned, "\(reform) \(year)")
      }
    }
  }

  @Test("week numbers of a century's pages are the context's, row by row")
  func weekNumbers() throws {
    let model = try MonthCalendarModel(
      picking: .ranges, context: context, today: try day("2026-11-29"))
    let iso = CalendarContext(
      system: .iso8601, locale: Locale(identifier: "en_GB"), timeZone: .gmt)
    let isoModel = try MonthCalendarModel(
      picking: .ranges, context: iso, today: try day("2026-11-29"))
    for (model, context) in [(model, context), (isoModel, iso)] {
      let months = months(from: try day("1990-01-01"), 120, in: context)
      for page in model.pages(for: months, adjacentDays: .shown) {
        let firsts = page.weeks.map { $0.first?.day }
        #expect(page.weekNumbers == firsts.map { $0.map { context.weekNumber(of: $0) } ?? -1 })
      }
    }
  }
}
