import Almanac
import AlmanacStore
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// `almanac pick` in-process: usage errors (exit 64, one stderr line naming the argument),
/// no terminal (exit 64, no hang), and the generated help.
@Suite("Pick command")
struct PickCommandTests {
  struct BadInput: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var fragments: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// The rows of `Fixtures/pick-bad-input.txt`.
  static func badInputs() throws -> [BadInput] {
    try TestFiles.folder.records("pick-bad-input.txt", keys: ["says"]).map { record in
      do {
        return BadInput(
          arguments: try DataFiles.words(record.title), fragments: try record.list("says"))
      } catch let error as DataFileError where error.path.isEmpty {
        throw record.error(error.message)
      }
    }
  }

  @Test(arguments: try badInputs())
  func badInputExits64WithOneLine(_ input: BadInput) {
    let result = CLIHarness.run(["pick", "--today", "2026-03-01"] + input.arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(result.standardError)")
    for fragment in input.fragments {
      #expect(result.standardError.contains(fragment), "\(result.standardError)")
    }
  }

  @Test("Valid options without a terminal: exit 64 with a message, nothing on stdout")
  func noTerminal() {
    let result = CLIHarness.run([
      "pick", "--range", "--months", "3", "--min-nights", "2", "--disable",
      "2026-03-12,2026-03-20..2026-03-22", "--initial", "2026-03-05..2026-03-09", "--today",
      "2026-03-01",
    ])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("almanac: no terminal"))
  }

  @Test("Help lists every pick option and the keys; the main help lists the subcommand")
  func help() {
    let help = CLIHarness.run(["pick", "--help"])
    #expect(help.exitCode == 0)
    for long in [
      "--single", "--multiple", "--range", "--weekdays", "--range-behavior", "--months",
      "--start-month", "--initial", "--min", "--max", "--weekdays-only", "--weekends-only",
      "--disable", "--min-nights", "--max-nights", "--format", "--ics", "--events", "--calendar",
      "--locale",
      "--first-weekday", "--today", "--color",
    ] {
      #expect(help.standardOutput.contains(long), "\(long) missing")
    }
    #expect(help.standardOutput.contains("Esc, q "))
    #expect(help.standardOutput.contains("Ctrl-C   interrupt (exit 130)"))
    let main = CLIHarness.run(["--help"])
    #expect(main.standardOutput.contains("pick"))
    #expect(CLIHarness.run(["pikc"]).standardError.contains("did you mean 'pick'"))
  }
}

extension PickCommandTests {
  @Test(
    "A refusal in the default single mode never names --single, which was not typed",
    arguments: [["--format", "cron"], ["--format", "rrule"], ["--min-nights", "2"]])
  func defaultModeIsNotNamed(_ arguments: [String]) {
    let result = CLIHarness.run(["pick", "--today", "2026-03-01"] + arguments)
    #expect(result.exitCode == 64)
    #expect(!result.standardError.contains("--single"), "\(result.standardError)")
    #expect(result.standardError.contains(arguments[0]), "\(result.standardError)")
    // Typed, the mode is named.
    let typed = CLIHarness.run(["pick", "--multiple", "--today", "2026-03-01"] + arguments)
    #expect(typed.standardError.contains("'--multiple'"), "\(typed.standardError)")
  }
}

/// `--ics` and `--events`: sources are read and indexed before the terminal is opened, and the
/// feed hands the picker counts and lines, indexing again when the months shown leave its window.
extension PickCommandTests {
  static func scratchFile(_ name: String, _ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("almanac-pick-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: url)
    return url
  }

  static func calendar(_ events: [(uid: String, start: String, end: String, summary: String)])
    -> String
  {
    var text = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\nX-WR-CALNAME:Team\n"
    for event in events {
      text +=
        "BEGIN:VEVENT\nUID:\(event.uid)\nDTSTAMP:20260101T000000Z\nDTSTART:\(event.start)\n"
        + "DTEND:\(event.end)\nSUMMARY:\(event.summary)\nEND:VEVENT\n"
    }
    return text + "END:VCALENDAR\n"
  }

  @Test("An event that cannot be expanded is left out with a warning naming file and UID")
  func unexpandableEventIsSkippedWithAWarning() throws {
    let url = try Self.scratchFile(
      "tick.ics",
      "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\nBEGIN:VEVENT\nUID:tick\n"
        + "DTSTAMP:20260101T000000Z\nDTSTART:20260301T000000Z\nRRULE:FREQ=SECONDLY\n"
        + "SUMMARY:Tick\nEND:VEVENT\nBEGIN:VEVENT\nUID:lunch\nDTSTAMP:20260101T000000Z\n"
        + "DTSTART:20260310T120000Z\nDTEND:20260310T130000Z\nSUMMARY:Lunch\nEND:VEVENT\n"
        + "END:VCALENDAR\n")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    // The picker warns before the terminal is needed and goes on (here: no terminal, 64).
    let result = CLIHarness.run(["pick", "--today", "2026-03-01", "--ics", url.path])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains("\(url.path):8:1: event UID tick: more than"),
      "\(result.standardError)")
    #expect(result.standardError.contains("no terminal"), "\(result.standardError)")
    // The month display shows the other event and says what it left out.
    let month = CLIHarness.run(
      ["3", "2026", "--ics", url.path, "-z", "UTC", "--list", "--color", "never"])
    #expect(month.exitCode == 0)
    #expect(month.standardOutput.contains("Lunch"), "\(month.standardOutput)")
    #expect(month.standardError.contains("event UID tick"), "\(month.standardError)")
    // The web page, from the same event window as the picker: the other event, and a warning.
    let page = CLIHarness.run(
      ["html", "--today", "2026-03-01", "--time-zone", "UTC", "--ics", url.path, "--fragment"])
    #expect(page.exitCode == 0, "\(page.standardError)")
    #expect(page.standardOutput.contains("Lunch</li>"), "\(page.standardOutput)")
    #expect(
      page.standardError.contains("\(url.path):8:1: event UID tick: more than"),
      "\(page.standardError)")
  }

  @Test("A readable source gets as far as the terminal check (exit 64, no terminal)")
  func readableSourceReachesTheTerminal() throws {
    let url = try Self.scratchFile(
      "team.ics",
      Self.calendar([("a", "20260303T090000Z", "20260303T100000Z", "Dentist")]))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let result = CLIHarness.run(["pick", "--today", "2026-03-01", "--ics", url.path])
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("almanac: no terminal"), "\(result.standardError)")
  }

  /// A single-day picker on 2026-03-01 whose feed has read the calendar at `url` once.
  static func fedPicker(_ url: URL, context: CalendarContext) throws -> (
    PickerState, PickCommand.EventFeed
  ) {
    let store = try EventStore(sources: [EventSource(path: url.path)], cache: nil)
    var state = try PickerState(
      mode: .single, context: context, today: try #require(Day("2026-03-01")))
    var feed = PickCommand.EventFeed(store: store, context: context)
    feed.update(&state)
    return (state, feed)
  }

  @Test("The feed fills counts and lines, and indexes again when the months leave its window")
  func feedFollowsTheMonths() throws {
    let url = try Self.scratchFile(
      "team.ics",
      Self.calendar([
        ("a", "20260303T090000Z", "20260303T100000Z", "Dentist"),
        ("b", "20260303T140000Z", "20260303T150000Z", "Review"),
        ("c", "20260310T080000Z", "20260310T083000Z", "Standup"),
        ("far", "20290115T120000Z", "20290115T130000Z", "Far away"),
      ]))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let context = CalendarContext(locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
    var (state, feed) = try Self.fedPicker(url, context: context)
    let march3 = try #require(Day("2026-03-03"))
    #expect(state.eventCount(march3) == 2)
    #expect(state.eventCount(try #require(Day("2026-03-10"))) == 1)
    #expect(state.eventCount(try #require(Day("2026-03-04"))) == 0)
    #expect(
      state.eventLines(march3) == [
        "09:00–10:00  Dentist  [Team]", "14:00–15:00  Review  [Team]",
      ])
    let first = try #require(feed.window)
    #expect(first.contains(try #require(Day("2025-03-01"))))
    #expect(first.contains(try #require(Day("2027-03-31"))))
    // January 2029 is outside the first window: no mark until the feed follows the focus.
    let far = try #require(Day("2029-01-15"))
    #expect(state.eventCount(far) == 0)
    state.handle(KeyEvent(.character("}")))
    feed.update(&state)
    #expect(feed.window == first, "a year ahead is still inside the window")
    for key: Character in ["}", "}", "["] { state.handle(KeyEvent(.character(key))) }
    #expect(state.visibleMonths.first?.month == 2)
    #expect(state.visibleMonths.first?.year == 2029)
    feed.update(&state)
    #expect(feed.window != first)
    #expect(state.eventCount(far) == 1)
    #expect(state.eventLines(far) == ["12:00–13:00  Far away  [Team]"])
    #expect(state.eventCount(march3) == 0, "March 2026 has left the window")
  }

  @Test("The feed lists an instance its override cancels, marked, and counts it")
  func feedMarksACancelledInstance() throws {
    let url = try Self.scratchFile(
      "team.ics",
      "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//T//EN\nX-WR-CALNAME:Team\n"
        + "BEGIN:VEVENT\nUID:s\nDTSTAMP:20260101T000000Z\nDTSTART:20260302T090000Z\n"
        + "DTEND:20260302T091500Z\nRRULE:FREQ=DAILY;COUNT=3\nSUMMARY:Standup\n"
        + "END:VEVENT\nBEGIN:VEVENT\nUID:s\nDTSTAMP:20260101T000000Z\n"
        + "RECURRENCE-ID:20260303T090000Z\nDTSTART:20260303T090000Z\n"
        + "DTEND:20260303T091500Z\nSUMMARY:Standup\nSTATUS:CANCELLED\nEND:VEVENT\n"
        + "END:VCALENDAR\n")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let context = CalendarContext(locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
    let (state, _) = try Self.fedPicker(url, context: context)
    let march3 = try #require(Day("2026-03-03"))
    #expect(state.eventCount(march3) == 1)
    #expect(state.eventLines(march3) == ["09:00–09:15  CANCELLED Standup ⟳  [Team]"])
  }

  /// The focused day's lines follow the picker's locale as the agenda does: the locale's
  /// clock, and "all day" and "(no title)" from the engine's table.
  @Test(
    "The feed's lines are in the picker's language and clock",
    arguments: [
      (
        "de_DE", "09:00–10:00  Zahnarzt  @ Hauptstraße  [Team]", "ganztägig    Messe  [Team]",
        "(ohne Titel)  [Team]"
      ),
      // The time column is as wide as the widest of the clock's ranges and "all day" with a
      // continuation mark ("toute la journée ↦").
      (
        "fr_FR", "09:00–10:00         Zahnarzt  @ Hauptstraße  [Team]",
        "toute la journée    Messe  [Team]", "(sans titre)  [Team]"
      ),
      (
        "en_US_POSIX", "09:00–10:00  Zahnarzt  @ Hauptstraße  [Team]",
        "all day      Messe  [Team]", "(no title)  [Team]"
      ),
    ])
  func feedLinesAreLocalized(locale: String, timed: String, allDay: String, untitled: String)
    throws
  {
    let url = try Self.scratchFile(
      "team.ics",
      "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\nX-WR-CALNAME:Team\n"
        + "BEGIN:VEVENT\nUID:a\nDTSTAMP:20260101T000000Z\nDTSTART:20260303T090000Z\n"
        + "DTEND:20260303T100000Z\nSUMMARY:Zahnarzt\nLOCATION:Hauptstraße\nEND:VEVENT\n"
        + "BEGIN:VEVENT\nUID:b\nDTSTAMP:20260101T000000Z\nDTSTART;VALUE=DATE:20260303\n"
        + "DTEND;VALUE=DATE:20260304\nSUMMARY:Messe\nEND:VEVENT\n"
        + "BEGIN:VEVENT\nUID:c\nDTSTAMP:20260101T000000Z\nDTSTART:20260303T140000Z\n"
        + "DTEND:20260303T150000Z\nEND:VEVENT\nEND:VCALENDAR\n")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let context = CalendarContext(locale: Locale(identifier: locale), timeZone: .gmt)
    let (state, _) = try Self.fedPicker(url, context: context)
    let lines = state.eventLines(try #require(Day("2026-03-03")))
    #expect(lines.count == 3)
    #expect(lines.first == allDay)
    #expect(lines.dropFirst().first == timed)
    // The untitled event's line starts with its time in the locale's clock.
    let untitledLine = try #require(lines.last)
    #expect(untitledLine.hasSuffix(untitled), "\(untitledLine)")
    #expect(untitledLine.hasPrefix("14:00–15:00 "))
  }

  /// A 12-hour locale: the times the engine's clock writes ("2:00 PM"), not a 24-hour form.
  @Test("An en_US picker lists 12-hour times")
  func feedLinesUseTheTwelveHourClock() throws {
    let url = try Self.scratchFile(
      "team.ics", Self.calendar([("a", "20260303T140000Z", "20260303T150000Z", "Review")]))
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    let (state, _) = try Self.fedPicker(url, context: context)
    let march3 = try #require(Day("2026-03-03"))
    let line = try #require(state.eventLines(march3).first)
    let start = context.timeText(secondOfDay: 14 * 3600)
    let end = context.timeText(secondOfDay: 15 * 3600)
    #expect(start.hasPrefix("2:00") && start.hasSuffix("PM"), "\(start)")
    #expect(line.hasPrefix(start + "–" + end + " "), "\(line)")
    #expect(line.hasSuffix("  Review  [Team]"))
    #expect(!line.contains("14:00"))
  }
}
