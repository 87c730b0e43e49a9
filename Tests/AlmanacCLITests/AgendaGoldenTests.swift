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
  struct Calendars {
    let files: StoreFixture

    init() throws {
      files = try StoreFixture()
      try files.write("vdir/work/color", "#1E90FF\n")
      try files.write("vdir/work/displayname", "Work\n")
      try files.write("vdir/work/standup.ics", calendarText(Self.standup))
      try files.write("vdir/work/fair.ics", calendarText(Self.fair))
      try files.write("vdir/work/late.ics", calendarText(Self.late))
      try files.write("vdir/home/color", "tomato\n")
      try files.write("vdir/home/dinner.ics", calendarText(Self.dinner))
      try files.write(
        "apple.ics",
        calendarText(
          Self.dentist, header: "X-WR-CALNAME:Health\nX-APPLE-CALENDAR-COLOR:#FF2968FF\n"))
      try files.write(
        "rfc7986.ics", calendarText(Self.swim, header: "X-WR-CALNAME:Sport\nCOLOR:turquoise\n"))
    }

    /// The sources as `--ics` arguments.
    var sources: [String] {
      ["vdir", "apple.ics", "rfc7986.ics"].flatMap { ["--ics", files.root + "/" + $0] }
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
    static let fair = EventsCommandTests.fair
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
