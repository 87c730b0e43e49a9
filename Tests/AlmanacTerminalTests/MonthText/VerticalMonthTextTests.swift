import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

/// `VerticalMonthText` (ncal's layout): it draws the same pages as the horizontal month text,
/// transposed, in every calendar and locale; marks, colours and events as the horizontal
/// layout has them. ncal's own output is compared in the CLI tests (NcalLayoutTests).
@Suite("Vertical month text")
struct VerticalMonthTextTests {
  static let verticalSnapshots = GoldenFiles(folder: "__Snapshots__")

  static func context(
    _ locale: String, _ system: CalendarSystem? = nil, firstWeekday: Int? = nil
  ) -> CalendarContext {
    CalendarContext(
      system: system, locale: Locale(identifier: locale),
      timeZone: TimeZone(identifier: "UTC") ?? .current, firstWeekday: firstWeekday)
  }

  /// The text of the cell at `start` (three columns), trimmed.
  static func cell(_ line: [Character], at start: Int, width: Int = 3) -> String {
    guard start < line.count else { return "" }
    return String(line[start..<min(start + width, line.count)])
      .trimmingCharacters(in: .whitespaces)
  }

  /// For random months of years 1…9999 and both first weekdays, the vertical block holds in
  /// line r, column w what the horizontal block holds in week line w, column r.
  @Test(arguments: [1, 2, 7])
  func transposesTheHorizontalPages(firstWeekday: Int) {
    var random = SeededGenerator(seed: 0x5EED_0013 &+ UInt64(firstWeekday))
    let context = Self.context("en_US", firstWeekday: firstWeekday)
    let style = MonthTextStyle(colorLevel: .none)
    let horizontal = MonthTextRenderer(context: context, style: style)
    let vertical = VerticalMonthText(context: context, style: style)
    for _ in 0..<300 {
      let day = Day.earliest.adding(
        days: Int.random(in: 0...Day.earliest.days(to: Day.latest), using: &random))
      let month = context.month(containing: day)
      let rows = horizontal.block(for: month, today: nil).dropFirst(2).map(Array.init)
      let columns = vertical.render(months: [month], today: nil).split(
        separator: "\n", omittingEmptySubsequences: false
      ).dropFirst().prefix(7).map(Array.init)
      #expect(columns.count == 7, "seed 0x5EED0013+\(firstWeekday), \(day)")
      for row in 0..<7 {
        for week in 0..<rows.count {
          let expected = Self.cell(rows[week], at: 1 + 3 * row, width: 2)
          let actual = Self.cell(columns[row], at: 2 + 3 * week)
          #expect(
            actual == expected,
            "seed 0x5EED0013+\(firstWeekday), \(day): weekday \(row), week \(week)")
        }
      }
    }
  }

  /// The weekday column follows the first weekday, and the weekend names are red.
  @Test func weekdaysFollowTheFirstWeekday() {
    let month = Self.context("en_US").month(containing: Day(unchecked: 20_788))
    let monday = VerticalMonthText(
      context: Self.context("en_US", firstWeekday: 2), style: MonthTextStyle(colorLevel: .none)
    ).render(months: [month], today: nil)
    let names = monday.split(separator: "\n").dropFirst().map { String($0.prefix(2)) }
    #expect(names == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])
    let colored = VerticalMonthText(
      context: Self.context("en_US"), style: MonthTextStyle(colorLevel: .basic)
    ).render(months: [month], today: nil)
    #expect(colored.contains("\u{1B}[0;31mSu\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[0;31mSa\u{1B}[0m"))
    #expect(!colored.contains("\u{1B}[0;31mMo"))
  }

  /// December 2026 (2026-12-01 is serial 20,788): today, a selection running across the
  /// weeks of one weekday and down a week, event markers; plain and in colour.
  @Test func marksTodaySelectionAndEvents() throws {
    let context = Self.context("en_US")
    let month = context.month(containing: Day(unchecked: 20_788))
    var selection = DayRangeSet()
    // 8…10 December (a run down one week) and 15 December (the next Tuesday: a run along
    // the Tuesday line with the 8th).
    selection.insert(Day(unchecked: 20_795)...Day(unchecked: 20_797))
    selection.insert(Day(unchecked: 20_802)...Day(unchecked: 20_802))
    let events: @Sendable (Day) -> Int = { day in
      switch day.serial - 20_787 {
      case 4: 1
      case 24: 3
      case 31: 1
      default: 0
      }
    }
    for (level, name) in [(ColorLevel.none, "vertical-marks.txt"), (.basic, "vertical-marks.ansi")]
    {
      let text = VerticalMonthText(
        context: context, style: MonthTextStyle(colorLevel: level, showsWeekNumbers: true)
      ).render(
        months: [month], today: Day(unchecked: 20_805), selection: selection,
        eventCount: events)
      try Self.verticalSnapshots.check(text, named: name)
    }
  }

  /// Other calendars, scripts and directions: the pages decide the days, the vertical layout
  /// only places them (Hebrew leap year with Adar I and II, Persian digits, a Chinese leap
  /// month, Arabic, Japanese wide names, the 1582 reform month, day-of-year numbers).
  @Test(arguments: [
    ("he_IL", CalendarSystem.hebrew, 19_780, 3, false, "vertical-hebrew.txt"),
    ("fa_IR", .persian, 20_533, 3, false, "vertical-persian.txt"),
    ("zh_CN", .chinese, 23_200, 3, false, "vertical-chinese.txt"),
    ("ar_SA", .islamicUmmAlQura, 20_788, 1, false, "vertical-arabic.txt"),
    ("ja_JP", .japanese, 20_788, 1, false, "vertical-japanese.txt"),
    ("en_US", .gregorian, -141_430, 3, false, "vertical-reform-1582.txt"),
    ("en_US", .gregorian, -141_430, 3, true, "vertical-reform-1582-days-of-year.txt"),
  ])
  func otherCalendars(
    locale: String, system: CalendarSystem, serial: Int, count: Int, daysOfYear: Bool,
    name: String
  ) throws {
    let context = Self.context(locale, system)
    var month = context.month(containing: Day(unchecked: serial))
    var months = [month]
    while months.count < count, let next = context.month(after: month) {
      months.append(next)
      month = next
    }
    var style = MonthTextStyle(colorLevel: .none, showsWeekNumbers: true)
    style.numbersDaysOfYear = daysOfYear
    let text = VerticalMonthText(context: context, style: style).render(
      months: months, today: nil)
    try Self.verticalSnapshots.check(text, named: name)
    // Every day of every month is drawn once: count the day texts the pages give.
    let renderer = MonthTextRenderer(context: context, style: style)
    let model = renderer.model(today: nil, selection: DayRangeSet(), reference: months[0].firstDay)
    let shown = months.map { MonthTextRenderer.page(for: $0, in: model) }
      .flatMap(\.cells).filter(\.isShown).count
    #expect(shown == months.map(\.dayCount).reduce(0, +))
  }

  /// A whole year at 80 columns: four months a row (three with days of the year), the year
  /// centred over them, as ncal.
  @Test func yearRowsFitEightyColumns() {
    let context = Self.context("en_US")
    let months = (try? context.months(ofYear: 2026, reference: Day(unchecked: 20_788))) ?? []
    #expect(months.count == 12)
    for (daysOfYear, perRow) in [(false, 4), (true, 3)] {
      var style = MonthTextStyle(colorLevel: .none)
      style.numbersDaysOfYear = daysOfYear
      let text = VerticalMonthText(context: context, style: style).render(
        months: months, today: nil, yearTitle: "2026", width: 80)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.allSatisfy { $0.count <= 80 })
      let titleLines = lines.filter { $0.hasPrefix("    ") && $0.contains(where: \.isLetter) }
      #expect(titleLines.count == 12 / perRow, "\(text)")
    }
  }
}
