import Almanac
import AlmanacTerminal
import Foundation
import Testing

/// `MonthTextRenderer.block(for:)`, the part the interactive picker will draw: every line is
/// equally wide in terminal columns, counted by the test's own width rule after removing
/// escape sequences.
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
    return FactTests.displayWidth(stripped)
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
    let selection = DayRanges([try Day(year: 2026, month: 11, day: 3)...today])
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
          let titleWidth = FactTests.displayWidth(lines[0].trimmingCharacters(in: .whitespaces))
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
}
