import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// A readable dump of layouts in every calendar, kept in `__Snapshots__/month-layouts.txt` so
/// that a change to any grid, title or header shows up as a line diff. Re-record with
/// `ALMANAC_RECORD=1 swift test --filter MonthLayoutSnapshotTests`.
@Suite("Month layout snapshots")
struct MonthLayoutSnapshotTests {
  struct Case: Sendable {
    var system: CalendarSystem
    var locale: String
    var day: String
    var zone = "UTC"
    var isProleptic = false
    var options = MonthLayoutOptions()
  }

  static let cases: [Case] = [
    Case(
      system: .gregorian, locale: "en_US", day: "2026-03-18",
      options: .init(today: day("2026-03-18"))),
    Case(system: .gregorian, locale: "en_US", day: "2025-12-01"),
    Case(system: .iso8601, locale: "en_US", day: "2021-01-01"),
    Case(
      system: .gregorian, locale: "de_DE", day: "2026-02-01",
      options: .init(rows: .fixedSix, adjacentDays: .blank)),
    Case(system: .gregorian, locale: "en_US", day: "1582-10-20"),
    Case(system: .gregorian, locale: "en_US", day: "1582-10-20", isProleptic: true),
    Case(system: .buddhist, locale: "th_TH", day: "2026-03-01"),
    Case(system: .japanese, locale: "ja_JP", day: "2019-05-01"),
    Case(system: .republicOfChina, locale: "zh_TW", day: "2026-03-01"),
    Case(system: .persian, locale: "fa_IR", day: "2025-03-05", zone: "Asia/Tehran"),
    Case(system: .hebrew, locale: "he_IL", day: "2024-02-15", zone: "Asia/Jerusalem"),
    Case(system: .hebrew, locale: "en_US", day: "2024-03-15"),
    Case(system: .islamic, locale: "ar_EG", day: "2025-03-05"),
    Case(system: .islamicCivil, locale: "en_US", day: "2025-03-05"),
    Case(system: .islamicTabular, locale: "en_US", day: "2025-03-05"),
    Case(system: .islamicUmmAlQura, locale: "ar_SA", day: "2025-03-05", zone: "Asia/Riyadh"),
    Case(system: .indian, locale: "hi_IN", day: "2025-03-05"),
    Case(system: .coptic, locale: "en_US", day: "2023-09-08"),
    Case(system: .ethiopicAmeteMihret, locale: "am_ET", day: "2023-09-08"),
    Case(system: .ethiopicAmeteAlem, locale: "en_US", day: "2023-09-20"),
    Case(system: .chinese, locale: "zh_CN", day: "2023-04-01"),
    Case(system: .dangi, locale: "ko_KR", day: "2023-04-01"),
    Case(system: .gregorian, locale: "en_US", day: "2011-12-01", zone: "Pacific/Apia"),
    Case(
      system: .gregorian, locale: "en_US", day: "2011-12-01", zone: "Pacific/Apia",
      options: .init(skippedDays: .flagged)),
    Case(system: .gregorian, locale: "en_GB", day: "2012-01-01", zone: "Pacific/Apia"),
    Case(system: .gregorian, locale: "en_US", day: "0001-01-01"),
    Case(system: .gregorian, locale: "en_US", day: "9999-12-01"),
  ]

  /// One layout as text: the title, the short weekday names (weekend days starred), then
  /// each row's week number and cells: `~n` adjacent, `[n]` today, `n!` skipped, `.` empty.
  static func dump(_ testCase: Case) -> String {
    let ctx = CalendarContext(
      system: testCase.system, locale: Locale(identifier: testCase.locale),
      timeZone: TimeZone(identifier: testCase.zone) ?? .gmt, isProleptic: testCase.isProleptic)
    let month = ctx.month(containing: day(testCase.day))
    let layout = MonthLayout(month: month, context: ctx, options: testCase.options)
    func pad(_ text: String) -> String {
      String(repeating: " ", count: max(0, 5 - text.count)) + text
    }
    var lines = [
      "== \(testCase.system.rawValue) \(testCase.locale) \(testCase.day) \(testCase.zone)"
        + (testCase.isProleptic ? " proleptic" : "")
        + " rows \(testCase.options.rows) adjacent \(testCase.options.adjacentDays)"
        + " skipped \(testCase.options.skippedDays)",
      "\(ctx.monthTitle(month)) | \(ctx.monthName(month)) | \(ctx.yearText(month))",
    ]
    let header = zip(ctx.weekdaySymbols(.short), ctx.weekdayOrder).map { symbol, weekday in
      symbol + (ctx.weekendDays.contains(weekday) ? "*" : "")
    }
    lines.append("    " + header.joined(separator: " "))
    for week in layout.weeks {
      let cells = week.cells.map { cell -> String in
        guard cell.day != nil else { return pad(".") }
        var text = String(cell.dayOfMonth)
        if !cell.isInMonth { text = "~" + text }
        if cell.isToday { text = "[" + text + "]" }
        if cell.isSkipped { text += "!" }
        return pad(text)
      }
      lines.append(pad(String(week.number)).dropFirst(2) + cells.joined())
    }
    return lines.joined(separator: "\n")
  }

  @Test func layoutsMatchSnapshot() throws {
    let text = Self.cases.map(Self.dump).joined(separator: "\n\n") + "\n"
    try GoldenFiles().check(text, named: "month-layouts.txt")
  }
}
