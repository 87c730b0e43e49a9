import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// `almanac events` in the user's settings: headings, times and "all day" in the locale and
/// calendar, lines in the collection's colour, plain text without colour. Checked against
/// golden files (`__Snapshots__/agenda-*.txt`).
@Suite("Agenda in the user's settings")
struct AgendaGoldenTests {
  /// A vdir with two coloured collections and two .ics files coloured the Apple way and the
  /// RFC 7986 way, removed at the end.
  final class Calendars {
    let root: String

    init() throws {
      root = FileManager.default.temporaryDirectory.path + "/almanac-agenda-\(UUID().uuidString)"
      try write("vdir/work/color", "#1E90FF\n")
      try write("vdir/work/displayname", "Work\n")
      try write("vdir/work/standup.ics", Self.calendar(Self.standup))
      try write("vdir/work/fair.ics", Self.calendar(Self.fair))
      try write("vdir/work/late.ics", Self.calendar(Self.late))
      try write("vdir/home/color", "tomato\n")
      try write("vdir/home/dinner.ics", Self.calendar(Self.dinner))
      try write(
        "apple.ics",
        Self.calendar(
          Self.dentist, header: "X-WR-CALNAME:Health\nX-APPLE-CALENDAR-COLOR:#FF2968FF\n"))
      try write(
        "rfc7986.ics", Self.calendar(Self.swim, header: "X-WR-CALNAME:Sport\nCOLOR:turquoise\n"))
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    private func write(_ relative: String, _ text: String) throws {
      let path = root + "/" + relative
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(
        to: URL(fileURLWithPath: path))
    }

    /// The sources as `--ics` arguments.
    var sources: [String] {
      ["--ics", root + "/vdir", "--ics", root + "/apple.ics", "--ics", root + "/rfc7986.ics"]
    }

    static func calendar(_ events: String, header: String = "") -> String {
      "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\n" + header + events + "END:VCALENDAR\n"
    }

    static let standup = """
      BEGIN:VEVENT
      UID:standup
      DTSTAMP:20260101T000000Z
      DTSTART:20261201T090000Z
      DTEND:20261201T091500Z
      RRULE:FREQ=DAILY;COUNT=3
      SUMMARY:Standup
      LOCATION:Room 1
      END:VEVENT

      """
    static let fair = """
      BEGIN:VEVENT
      UID:fair
      DTSTAMP:20260101T000000Z
      DTSTART;VALUE=DATE:20261202
      DTEND;VALUE=DATE:20261204
      SUMMARY:Fair
      END:VEVENT

      """
    static let late = """
      BEGIN:VEVENT
      UID:late
      DTSTAMP:20260101T000000Z
      DTSTART:20261202T220000Z
      DTEND:20261203T013000Z
      END:VEVENT

      """
    static let dinner = """
      BEGIN:VEVENT
      UID:dinner
      DTSTAMP:20260101T000000Z
      DTSTART:20261201T183000Z
      DTEND:20261201T200000Z
      SUMMARY:Dinner
      LOCATION:Home
      END:VEVENT

      """
    static let dentist = """
      BEGIN:VEVENT
      UID:dentist
      DTSTAMP:20260101T000000Z
      DTSTART:20261203T140000Z
      DTEND:20261203T144500Z
      SUMMARY:Dentist
      END:VEVENT

      """
    static let swim = """
      BEGIN:VEVENT
      UID:swim
      DTSTAMP:20260101T000000Z
      DTSTART:20261201T070000Z
      DTEND:20261201T080000Z
      SUMMARY:Swim
      END:VEVENT

      """
  }

  /// A named agenda command line kept as a golden file.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var environment: [String: String] = [:]
    var isTerminal = false

    var testDescription: String { name }
  }

  static let window = ["events", "--from", "2026-12-01", "--days", "3", "--time-zone", "UTC"]

  static let cases: [Case] = [
    Case(name: "agenda-posix", arguments: window + ["--locale", "C"]),
    Case(name: "agenda-en_US", arguments: window + ["--locale", "en_US"]),
    Case(name: "agenda-de_DE", arguments: window + ["--locale", "de_DE"]),
    Case(name: "agenda-fr_FR", arguments: window + ["--locale", "fr_FR"]),
    Case(
      name: "agenda-fa_IR-persian",
      arguments: window + ["--locale", "fa_IR", "--calendar", "persian"]),
    Case(
      name: "agenda-ja_JP-japanese",
      arguments: window + ["--locale", "ja_JP", "--calendar", "japanese"]),
    Case(
      name: "agenda-en_GB-tokyo",
      arguments: [
        "events", "--from", "2026-12-01", "--days", "3", "--time-zone", "Asia/Tokyo",
        "--locale", "en_GB",
      ]),
    Case(
      name: "agenda-color-truecolor", arguments: window + ["--locale", "C", "--color", "always"],
      environment: ["COLORTERM": "truecolor"]),
    Case(
      name: "agenda-color-256", arguments: window + ["--locale", "de_DE", "--color", "always"],
      environment: ["TERM": "xterm-256color"]),
    Case(
      name: "agenda-color-auto-terminal", arguments: window + ["--locale", "C"],
      environment: ["TERM": "xterm"], isTerminal: true),
  ]

  @Test(arguments: cases)
  func matchesGoldenFile(_ testCase: Case) throws {
    let calendars = try Calendars()
    let environment = CLIHarness.environment.merging(testCase.environment) { $1 }
    let result = CLIHarness.run(
      testCase.arguments + calendars.sources, environment: environment,
      terminal: testCase.isTerminal ? .init(isTerminal: true, columns: 80) : .pipe)
    #expect(result.exitCode == 0, "stderr: \(result.standardError)")
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    try snapshots.check(result.standardOutput, named: "\(testCase.name).txt")
  }

  /// Without colour the agenda is plain text, whatever the terminal: `--color never`,
  /// `NO_COLOR`, a pipe.
  @Test(arguments: [
    (["--color", "never"], ["TERM": "xterm-256color"], true),
    ([], ["TERM": "xterm-256color", "NO_COLOR": "1"], true),
    ([], ["TERM": "xterm-256color", "COLORTERM": "truecolor"], false),
  ])
  func plainWithoutColour(_ extra: [String], _ environment: [String: String], _ isTerminal: Bool)
    throws
  {
    let calendars = try Calendars()
    let result = CLIHarness.run(
      Self.window + ["--locale", "C"] + extra + calendars.sources,
      environment: CLIHarness.environment.merging(environment) { $1 },
      terminal: isTerminal ? .init(isTerminal: true, columns: 80) : .pipe)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(!result.standardOutput.contains("\u{1B}"))
    #expect(result.standardOutput.contains("Tue 2026-12-01\n  07:00–08:00  Swim  [Sport]\n"))
  }

  /// The agenda has no weeks: the first-weekday options are not among its options.
  @Test(arguments: [["--first-weekday", "mon"], ["--monday"], ["-m"], ["--sunday"]])
  func weekOptionsAreNotOffered(_ extra: [String]) {
    let result = CLIHarness.run(Self.window + extra)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("unknown option"), "\(result.standardError)")
    let help = CLIHarness.run(["events", "--help"])
    #expect(!help.standardOutput.contains("--first-weekday"))
    #expect(help.standardOutput.contains("--locale"))
    #expect(help.standardOutput.contains("--color"))
  }

  /// The month view's `--list` speaks the grid's language.
  @Test func monthListIsLocalized() throws {
    let calendars = try Calendars()
    let result = CLIHarness.run(
      ["12", "2026", "--list", "--locale", "de_DE", "--today", "2026-12-01", "--color", "never"]
        + calendars.sources)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("Dezember 2026"))
    #expect(result.standardOutput.contains("Dienstag, 1. Dezember 2026\n  07:00–08:00  Swim"))
    #expect(result.standardOutput.contains("  ganztägig ↦  Fair  [Work]\n"))
    let empty = CLIHarness.run(
      ["1", "2027", "--list", "--locale", "de_DE", "--color", "never"] + calendars.sources)
    #expect(empty.standardOutput.hasSuffix("\nKeine Termine.\n"), "\(empty.standardOutput)")
  }
}
