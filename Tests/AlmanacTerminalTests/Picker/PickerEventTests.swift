import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

/// The picker's event hooks fed by a fake provider: marks beside the right days (`·` one
/// event, `•` more), the focused day's events listed between the months and the summary,
/// "+N more" when they do not all fit, and the layout still whole at 80×24.
@Suite("Picker events")
struct PickerEventTests {
  typealias F = PickerFixtures
  static let size = TerminalSize(columns: 80, rows: 24)

  /// A fake calendar: day → event titles.
  static func agenda() throws -> [Day: [String]] {
    [
      day("2026-03-03"): ["09:00–10:00  Dentist  [Home]"],
      day("2026-03-05"): ["all day      Fair  [Work]", "14:00–15:00  Review  [Work]"],
      day("2026-04-10"): (1...12).map { "08:\($0 + 10)–09:00  Call \($0)  [Work]" },
    ]
  }

  static func state(
    focus: String, monthCount: Int = 1, agenda: [Day: [String]]
  ) throws -> PickerState {
    var state = try PickerState(
      mode: .single, context: F.enUS, today: day("2026-03-01"),
      initial: .day(day(focus)), monthCount: monthCount)
    state.eventCount = { agenda[$0]?.count ?? 0 }
    state.eventLines = { agenda[$0] ?? [] }
    return state
  }

  static func lines(_ state: PickerState, size: TerminalSize = size) -> [String] {
    PickerScreen(context: F.enUS, colors: .none).render(state, size: size).frame.plainText()
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("A new state has no events: no marks, no lines")
  func noEventsByDefault() throws {
    let state = try PickerState(mode: .single, context: F.enUS, today: day("2026-03-01"))
    #expect(state.eventCount(day("2026-03-01")) == 0)
    #expect(state.eventLines(day("2026-03-01")).isEmpty)
    let text = Self.lines(state).joined(separator: "\n")
    #expect(!text.contains("·") && !text.contains("•"))
  }

  @Test("Marks: · beside a day with one event, • beside a day with more, nothing elsewhere")
  func marks() throws {
    let state = try Self.state(focus: "2026-03-20", agenda: try Self.agenda())
    let lines = Self.lines(state)
    // March 2026 starts on a Sunday: week one is 1…7.
    #expect(lines[2] == "   1  2  3· 4  5• 6  7")
    for row in 3...7 { #expect(!lines[row].contains("·") && !lines[row].contains("•")) }
  }

  @Test("The focused day's events are listed between the months and the summary, in order")
  func focusedDayLines() throws {
    let state = try Self.state(focus: "2026-03-05", agenda: try Self.agenda())
    let lines = Self.lines(state)
    // Months on rows 0…7, a blank row, then the events, a blank row and the summary.
    #expect(lines[8].trimmingCharacters(in: .whitespaces).isEmpty)
    #expect(lines[9] == " all day      Fair  [Work]")
    #expect(lines[10] == " 14:00–15:00  Review  [Work]")
    #expect(lines[11].trimmingCharacters(in: .whitespaces).isEmpty)
    #expect(lines[12].hasPrefix(" Mar 5, 2026"))
    #expect(lines[23].hasPrefix(" ←↓↑→ move"))
    // The focus brackets replace the mark on the focused day.
    #expect(lines[2].contains("[ 5]"))
  }

  @Test("A day without events lists nothing: the summary stays right under the months")
  func quietDay() throws {
    let state = try Self.state(focus: "2026-03-04", agenda: try Self.agenda())
    let lines = Self.lines(state)
    #expect(lines[9].hasPrefix(" Mar 4, 2026"))
  }

  @Test(
    "Too many events: as many as fit, then +N more; the summary, message and help still show",
    arguments: [(1, 24, 11), (3, 24, 11), (1, 16, 3), (6, 24, 2), (1, 13, 0)])
  func overflow(monthCount: Int, rows: Int, shown: Int) throws {
    var state = try Self.state(
      focus: "2026-04-10", monthCount: monthCount, agenda: try Self.agenda())
    let size = TerminalSize(columns: 80, rows: rows)
    state.fit(monthCount: PickerScreen(context: F.enUS, colors: .none).capacity(for: size).total)
    let lines = Self.lines(state, size: size)
    #expect(lines.count == rows)
    let calls = lines.filter { $0.contains("Call ") }
    let more = lines.filter { $0.hasSuffix(" more") }
    let total = 12
    if shown == 0 {
      #expect(calls.isEmpty && more.isEmpty)
    } else {
      // The room holds `shown` lines; the last says how many are left out.
      #expect(calls.count == shown - 1)
      #expect(calls.first == " 08:11–09:00  Call 1  [Work]")
      #expect(more == [" +\(total - (shown - 1)) more"])
    }
    #expect(lines.contains { $0.hasPrefix(" Apr 10, 2026") })
    #expect(lines[rows - 1].hasPrefix(" ←↓↑→ move"))
    // The summary leaves a row for the message above the help.
    let summary = try #require(lines.firstIndex { $0.hasPrefix(" Apr 10, 2026") })
    #expect(summary <= rows - 3)
  }

  @Test("Long event lines are cropped to the terminal with an ellipsis")
  func cropped() throws {
    let day = AlmanacTestSupport.day("2026-03-03")
    let long = "09:00–10:00  " + String(repeating: "Very long title ", count: 10) + " [Home]"
    let state = try Self.state(focus: "2026-03-03", agenda: [day: [long]])
    let line = Self.lines(state)[9]
    #expect(TextWidth.columns(of: line) <= 79)
    #expect(line.hasSuffix("…"))
    #expect(line.hasPrefix(" 09:00–10:00  Very long title"))
  }

  @Test("Golden frame: three months at 80×24 with marks and the focused day's events")
  func golden() throws {
    var state = try Self.state(focus: "2026-03-04", monthCount: 3, agenda: try Self.agenda())
    F.send(F.typed("l"), to: &state)
    #expect(state.focusedDay == (day("2026-03-05")))
    let rendered = PickerScreen(context: F.enUS, colors: .none).render(state, size: Self.size)
    try snapshots.check(rendered.frame.plainText() + "\n", named: "events-3-months.txt")
  }
}
