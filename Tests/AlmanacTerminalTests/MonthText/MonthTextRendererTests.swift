import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

/// `MonthTextRenderer`: every line of a block is equally wide in terminal columns (counted by
/// the test's own width rule after removing escape sequences), and what the cells show is the
/// engine model's pages: its selection, its today, its event counts.
@Suite("Month text blocks")
struct MonthTextRendererTests {

  static func visibleWidth(_ line: String) -> Int {
    var stripped = ""
    var inEscape = false
    for scalar in line.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        stripped.unicodeScalars.append(scalar)
      }
    }
    return ReferenceWidth.columns(stripped)
  }

  @Test(arguments: [
    ("en_US", CalendarSystem.gregorian), ("zh_CN", .chinese), ("ja_JP", .japanese),
    ("fa_IR", .persian), ("ar_SA", .islamicUmmAlQura), ("he_IL", .hebrew), ("ko_KR", .dangi),
    ("am_ET", .ethiopicAmeteMihret), ("th_TH", .buddhist),
  ])
  func everyLineIsBlockWidth(_ identifier: String, _ system: CalendarSystem) throws {
    let context = CalendarContext(
      system: system, locale: Locale(identifier: identifier),
      timeZone: try #require(TimeZone(identifier: "UTC")))
    let today = try Day(year: 2026, month: 11, day: 29)
    let selection = DayRangeSet(ranges: [try Day(year: 2026, month: 11, day: 3)...today])
    for level in [ColorLevel.none, .palette256] {
      for weekNumbers in [false, true] {
        let renderer = MonthTextRenderer(
          context: context,
          style: MonthTextStyle(colorLevel: level, showsWeekNumbers: weekNumbers))
        var month = context.month(containing: today)
        for _ in 0..<3 {
          let lines = renderer.block(for: month, today: today, selection: selection)
          #expect(lines.count >= 6)
          // All lines equally wide: blockWidth, or more when the title is wider than the grid
          // (ar_SA "جمادى الأولى، ١٤٤٨ هـ" is 21 columns over a 20-column grid).
          let widths = Set(lines.map(Self.visibleWidth))
          let titleWidth = ReferenceWidth.columns(lines[0].trimmingCharacters(in: .whitespaces))
          let gridWidth = 7 * (renderer.cellWidth + 1) - 1
          let expected = renderer.blockWidth + max(0, titleWidth - gridWidth)
          #expect(widths == [expected], "\(identifier) \(month.month) \(level): \(widths)")
          if level == .none { #expect(!lines.joined().contains("\u{1B}")) }
          month = try #require(context.month(after: month))
        }
      }
    }
  }

  @Test func todayIsBracketedWithoutColourAndInverseWithColour() throws {
    let context = CalendarContext(
      locale: Locale(identifier: "en_US"), timeZone: try #require(TimeZone(identifier: "UTC")))
    let today = try Day(year: 2026, month: 11, day: 11)
    let month = context.month(containing: today)
    let plain = MonthTextRenderer(context: context, style: MonthTextStyle(colorLevel: .none))
      .block(for: month, today: today)
    #expect(plain.contains { $0.contains("[11]") })
    #expect(!plain.joined().contains("\u{1B}"))
    let colored = MonthTextRenderer(context: context, style: MonthTextStyle(colorLevel: .basic))
      .block(for: month, today: today)
    #expect(colored.contains { $0.contains("\u{1B}[0;7m11\u{1B}[0m") })
    #expect(!colored.joined().contains("[11]"))
  }

  /// The braces of a plain `--select` grid mark exactly the days of the set (ranges merged
  /// when they touch, as the engine's `DayRangeSet` merges them), against a brute-force set.
  @Test(arguments: [1 as UInt64, 2, 3, 42, 2026])
  func selectionBracesMatchBruteForce(seed: UInt64) throws {
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    let renderer = MonthTextRenderer(context: context, style: MonthTextStyle(colorLevel: .none))
    let month = context.month(containing: try Day(year: 2026, month: 3, day: 1))
    var random = SeededGenerator(state: seed)
    for _ in 0..<40 {
      var ranges: [ClosedRange<Day>] = []
      var expected: Set<Int> = []
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        let start = Int.random(in: 1...31, using: &random)
        let end = min(31, start + Int.random(in: 0...6, using: &random))
        ranges.append(
          try Day(year: 2026, month: 3, day: start)...Day(year: 2026, month: 3, day: end))
        expected.formUnion(start...end)
      }
      let lines = renderer.block(for: month, today: nil, selection: DayRangeSet(ranges: ranges))
      // Read the grid back: a day is selected when an opening brace stands before it or it
      // follows a selected day with no closing brace between.
      var selected: Set<Int> = []
      for line in lines.dropFirst(2) {
        let characters = Array(line)
        var inside = false
        for column in 0..<7 {
          let slot = column * 3
          if slot < characters.count {
            if characters[slot] == "{" { inside = true }
            if characters[slot] == "}" { inside = false }
          }
          let text = String(
            characters[min(slot + 1, characters.count)..<min(slot + 3, characters.count)])
          if let number = Int(text.trimmingCharacters(in: .whitespaces)), inside {
            selected.insert(number)
          }
        }
      }
      #expect(selected == expected, "seed \(seed): \(ranges)")
    }
  }

  /// `today` reaches the drawn cell through the model, and so do the model's event counts.
  @Test func theModelsTodayAndEventsAreDrawn() throws {
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    let renderer = MonthTextRenderer(context: context, style: MonthTextStyle(colorLevel: .none))
    let month = context.month(containing: try Day(year: 2026, month: 11, day: 1))
    var model = renderer.model(
      today: try Day(year: 2026, month: 11, day: 2), selection: DayRangeSet(),
      reference: month.firstDay,
      eventCount: { $0 == (try? Day(year: 2026, month: 11, day: 20)) ? 3 : 0 })
    model.today = try Day(year: 2026, month: 11, day: 11)
    let lines = renderer.block(for: MonthTextRenderer.page(for: month, in: model))
    #expect(lines.contains { $0.contains("[11]") })
    #expect(!lines.contains { $0.contains("[ 2]") })
    #expect(lines.contains { $0.contains("20\u{2022}") })
    let unmarked = renderer.block(
      for: MonthTextRenderer.page(for: month, in: model), marksToday: false)
    #expect(!unmarked.joined().contains("["))
  }
}
