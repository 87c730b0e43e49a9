import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacTerminal

/// The picker's ways out and its small-screen behaviour, on a pseudo-terminal: Ctrl-C exits
/// 130 and Escape/`q` 1 (docs/decisions/0005-picker-exit-codes.md), `q quit` stays in the key line
/// at any width, the month list scrolls to the highlighted month at small heights, Enter on
/// "Terminal too small" does nothing, and `g 2026-02-30` says "No such day".
@Suite("almanac pick: leaving and small screens", .serialized)
struct PickLeavingTests {
  typealias Run = PickEndToEndTests.Run

  @Test("Ctrl-C is an interrupt: exit 130, nothing on stdout, terminal restored")
  func controlC() throws {
    let run = try Run(["--today", "2026-03-01"])
    #expect(run.waitFor("Pick a day"))
    run.type("\u{03}")
    let (termination, output) = run.finish()
    #expect(termination == .exited(130))
    #expect(output.isEmpty)
    try run.expectRestored()
  }

  @Test(
    "q quit stays in the key line, at 80 columns and at the narrowest width", arguments: [80, 31])
  func quitStaysVisible(columns: Int) throws {
    let run = try Run(["--today", "2026-03-01", "--color", "never"], columns: columns)
    #expect(run.waitFor("q quit"), "no 'q quit' at \(columns) columns")
    run.type("q")
    #expect(run.finish().0 == .exited(1))
  }

  @Test("The month list scrolls so that the highlighted month stays in view at 13 rows")
  func monthListScrolls() throws {
    let run = try Run(["--today", "2026-03-01", "--color", "never"], rows: 13)
    #expect(run.waitFor("March 2026"))
    var mark = run.pty.position
    run.type("m")
    #expect(run.waitFor("January", after: mark))
    // Seven rows fit: December is below them until End moves the highlight there.
    run.pty.drain(timeout: 0.3)
    #expect(!run.pty.contains("December", after: mark))
    mark = run.pty.position
    run.type("\u{1B}[F")  // End
    #expect(run.waitFor("December", after: mark))
    run.type("\r")
    mark = run.pty.position
    #expect(run.waitFor("December 2026", after: mark))
    run.type("\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-12-01\n")
  }

  @Test("Enter on the 'Terminal too small' screen does nothing; q still leaves")
  func enterWhenTooSmall() throws {
    let run = try Run(["--today", "2026-03-01", "--color", "never"])
    #expect(run.waitFor("Pick a day"))
    var mark = run.pty.position
    run.pty.resize(columns: 20, rows: 6)
    #expect(run.waitFor("Terminal too small", after: mark))
    run.type("\r \r")
    run.pty.drain(timeout: 0.5)
    mark = run.pty.position
    run.pty.resize(columns: 80, rows: 24)
    #expect(run.waitFor("Pick a day", after: mark), "the picker ended on the small screen")
    run.type("q")
    let (termination, output) = run.finish()
    #expect(termination == .exited(1))
    #expect(output.isEmpty)
    try run.expectRestored()
  }

  @Test("g 2026-02-30 says there is no such day, and the prompt stays open")
  func noSuchDay() throws {
    let run = try Run(["--today", "2026-03-01", "--color", "never"])
    #expect(run.waitFor("Pick a day"))
    run.type("g")
    #expect(run.waitFor("YYYY-MM-DD"))
    var mark = run.pty.position
    run.type("2026-02-30\r")
    #expect(run.waitFor("No such day: 2026-02-30", after: mark))
    mark = run.pty.position
    run.type("\u{7F}\u{7F}28\r")
    #expect(run.waitFor("[28]", after: mark))
    run.type("\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-02-28\n")
  }

  @Test("The key line keeps its way out and drops middle items with …")
  func keyLineFitting() throws {
    let state = try PickerState(
      mode: .single, context: PickerFixtures.enUS, today: day("2026-03-01"))
    let words = LocalizedWords(locale: Locale(identifier: "en_US"))
    let full = PickerScreen.help(for: state, words: words)
    #expect(PickerScreen.help(for: state, words: words, width: 200) == full)
    #expect(TextWidth.columns(of: full) > 50)
    for width in [20, 30, 50] {
      let line = PickerScreen.help(for: state, words: words, width: width)
      #expect(line.hasSuffix("q quit"), "\(width): \(line)")
      #expect(TextWidth.columns(of: line) <= width, "\(width): \(line)")
      #expect(line.contains("…"), "\(width): \(line)")
    }
    #expect(PickerScreen.help(for: state, words: words, width: 30).hasPrefix("←↓↑→ move"))
  }

  @Test("Off screen, Enter, Space and moves do nothing; Escape, q and Ctrl-C still act")
  func keysWhenNotDrawn() throws {
    var state = try PickerState(
      mode: .single, context: PickerFixtures.enUS, today: day("2026-03-01"))
    let before = state
    for key in [PickerFixtures.enter, PickerFixtures.space, KeyEvent(.right)] {
      #expect(state.handle(.key(key), hitMap: PickerHitMap(), isDrawn: false) == .continue)
    }
    #expect(state == before)
    #expect(
      state.handle(.key(PickerFixtures.enter), hitMap: PickerHitMap(), isDrawn: true) != .continue)
    for key in [
      PickerFixtures.escape, KeyEvent(.character("q")), KeyEvent(.character("c"), .control),
    ] {
      var copy = before
      #expect(copy.handle(.key(key), hitMap: PickerHitMap(), isDrawn: false) == .cancel)
    }
  }

  @Test("No such day is localized through the engine's table")
  func noSuchDayWords() {
    #expect(
      CalendarMessage.noSuchDay("2026-02-30").text(locale: Locale(identifier: "de_DE"))
        == "Diesen Tag gibt es nicht: 2026-02-30")
    #expect(
      CalendarMessage.noSuchDay("2026-02-30").text(locale: Locale(identifier: "en_US"))
        == "No such day: 2026-02-30")
  }
}
