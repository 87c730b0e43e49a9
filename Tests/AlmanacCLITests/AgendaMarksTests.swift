import AlmanacTestSupport
import Foundation
import Testing

/// khal's marks in the text agenda (recurrence, cancellation, continuation over several days,
/// the description inline) and `--format` templates, through the built `almanac` binary.
@Suite("Agenda marks and templates")
struct AgendaMarksTests {
  static let environment = ["LANG": "C", "TZ": "UTC", "PATH": "/usr/bin:/bin"]

  /// A calendar "Team" of `events` in a fresh folder, removed at the end.
  struct Scratch {
    let files: StoreFixture
    let path: String

    init(_ events: String) throws {
      try self.init(calendar: calendarText(events, header: "X-WR-CALNAME:Team\n"))
    }

    init(calendar: String) throws {
      files = try StoreFixture()
      path = try files.write("cal.ics", calendar)
    }
  }

  static func event(_ uid: String, _ lines: String) -> String {
    "BEGIN:VEVENT\nUID:\(uid)\nDTSTAMP:20260101T000000Z\n" + lines + "END:VEVENT\n"
  }

  static let weekly = event(
    "weekly",
    "DTSTART:20261201T090000Z\nDTEND:20261201T091500Z\nRRULE:FREQ=WEEKLY;COUNT=2\n"
      + "SUMMARY:Standup\n")
  static let single = event(
    "single", "DTSTART:20261201T140000Z\nDTEND:20261201T150000Z\nSUMMARY:Review\n")

  /// `events` over 1–3 December 2026 of `events`, with `extra` arguments.
  static func agenda(_ events: String, _ extra: [String] = []) throws -> RunResult {
    try agenda(Scratch(events), extra)
  }

  /// `events` over 1–3 December 2026 of the calendar file `name` in `Fixtures` (calendar
  /// "Team"), with `extra` arguments.
  static func agenda(file name: String, _ extra: [String] = []) throws -> RunResult {
    try agenda(Scratch(calendar: TestFiles.calendar(name)), extra)
  }

  static func agenda(_ scratch: Scratch, _ extra: [String]) throws -> RunResult {
    try BinaryLocator.run(
      ["events", "--ics", scratch.path, "--from", "2026-12-01", "--days", "3"] + extra,
      environment: environment)
  }

  // MARK: Marks

  @Test func aRecurringInstanceCarriesTheRecurrenceMark() throws {
    let result = try Self.agenda(Self.weekly + Self.single)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("  09:00–09:15  Standup ⟳  [Team]\n"))
    #expect(result.standardOutput.contains("  14:00–15:00  Review  [Team]\n"))
  }

  @Test func theRepeatedHourOfAFallBackIsMarkedWithItsZone() throws {
    // 1 November 2026, New York: 01:00–02:00 EDT, then 01:00–02:00 EST again.
    let scratch = try Scratch(
      Self.event(
        "across", "DTSTART:20261101T053000Z\nDTEND:20261101T060000Z\nSUMMARY:Across\n")
        + Self.event(
          "second", "DTSTART:20261101T061500Z\nDTEND:20261101T064500Z\nSUMMARY:Second\n")
        + Self.event(
          "before", "DTSTART:20261101T043000Z\nDTEND:20261101T050000Z\nSUMMARY:Before\n")
        + Self.event(
          "after", "DTSTART:20261101T080000Z\nDTEND:20261101T090000Z\nSUMMARY:After\n"))
    var environment = Self.environment
    environment["TZ"] = "America/New_York"
    let result = try BinaryLocator.run(
      ["events", "--ics", scratch.path, "--from", "2026-11-01", "--days", "1"],
      environment: environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let out = result.standardOutput
    #expect(out.contains("  00:30–01:00  Before  [Team]\n"), "\(out)")
    #expect(out.contains("  01:30–01:00 EST  Across  [Team]\n"), "\(out)")
    #expect(out.contains("  01:15 EST–01:45 EST  Second  [Team]\n"), "\(out)")
    #expect(out.contains("  03:00–04:00  After  [Team]\n"), "\(out)")
  }

  @Test func aMovedInstanceIsStillMarkedRecurring() throws {
    let moved = Self.event(
      "weekly",
      "RECURRENCE-ID:20261208T090000Z\nDTSTART:20261202T110000Z\nDTEND:20261202T113000Z\n"
        + "SUMMARY:Standup moved\n")
    let result = try Self.agenda(Self.weekly + moved)
    #expect(result.standardOutput.contains("  11:00–11:30  Standup moved ⟳  [Team]\n"))
  }

  @Test func aCancelledEventIsMarkedInTextAndJSON() throws {
    let cancelled = Self.event(
      "gone",
      "DTSTART:20261202T100000Z\nDTEND:20261202T110000Z\nSUMMARY:Offsite\nSTATUS:CANCELLED\n")
    let text = try Self.agenda(cancelled + Self.single)
    #expect(text.standardOutput.contains("  10:00–11:00  CANCELLED Offsite  [Team]\n"))
    #expect(text.standardOutput.contains("  14:00–15:00  Review  [Team]\n"))
    let json = try Self.agenda(cancelled + Self.single, ["--format", "json"])
    let items = try #require(
      JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
    #expect(items.count == 2)
    #expect(items.first { $0["uid"] as? String == "gone" }?["status"] as? String == "cancelled")
    #expect(items.first { $0["uid"] as? String == "single" }?["status"] is NSNull)
  }

  @Test func jsonStatusNamesTentativeAndConfirmed() throws {
    let tentative = Self.event(
      "maybe", "DTSTART:20261201T100000Z\nDTEND:20261201T110000Z\nSTATUS:TENTATIVE\n")
    let confirmed = Self.event(
      "sure", "DTSTART:20261201T120000Z\nDTEND:20261201T130000Z\nSTATUS:confirmed\n")
    let json = try Self.agenda(tentative + confirmed, ["--format", "json"])
    let lines = json.standardOutput.split(separator: "\n")
    // The new key comes last, after every key the object had before.
    #expect(lines[1].hasSuffix(", \"collection\": \"Team\", \"status\": \"tentative\"},"))
    #expect(lines[2].hasSuffix(", \"collection\": \"Team\", \"status\": \"confirmed\"}"))
  }

  @Test func aCancelledSeriesMarksEveryInstanceAndItsUnchangedOverride() throws {
    let series = Self.event(
      "weekly",
      "DTSTART:20261201T090000Z\nDTEND:20261201T091500Z\nRRULE:FREQ=DAILY;COUNT=2\n"
        + "SUMMARY:Standup\nSTATUS:CANCELLED\n")
    let moved = Self.event(
      "weekly",
      "RECURRENCE-ID:20261202T090000Z\nDTSTART:20261202T100000Z\nDTEND:20261202T101500Z\n"
        + "SUMMARY:Standup later\n")
    let result = try Self.agenda(series + moved)
    #expect(result.standardOutput.contains("  09:00–09:15  CANCELLED Standup ⟳  [Team]\n"))
    #expect(result.standardOutput.contains("  10:00–10:15  CANCELLED Standup later ⟳  [Team]\n"))
  }

  @Test func aTimedEventOverSeveralDaysCarriesKhalsContinuationMarks() throws {
    let trip = Self.event(
      "trip", "DTSTART:20261201T220000Z\nDTEND:20261203T013000Z\nSUMMARY:Trip\n")
    let result = try Self.agenda(trip)
    #expect(
      result.standardOutput == """
        Tue 2026-12-01
          22:00→       Trip  [Team]
        Wed 2026-12-02
          ↔            Trip  [Team]
        Thu 2026-12-03
          ↦01:30       Trip  [Team]

        """)
  }

  @Test func anAllDayEventOverSeveralDaysCarriesKhalsRangeMarks() throws {
    let fair = Self.event(
      "fair", "DTSTART;VALUE=DATE:20261201\nDTEND;VALUE=DATE:20261204\nSUMMARY:Fair\n")
    let oneDay = Self.event(
      "holiday", "DTSTART;VALUE=DATE:20261202\nDTEND;VALUE=DATE:20261203\nSUMMARY:Holiday\n")
    let result = try Self.agenda(fair + oneDay)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "Tue 2026-12-01", "  all day ↦    Fair  [Team]", "Wed 2026-12-02",
        "  all day ↔    Fair  [Team]", "  all day      Holiday  [Team]", "Thu 2026-12-03",
        "  all day ⇥    Fair  [Team]",
      ])
  }

  @Test func theDescriptionsFirstLineFollowsTheTitleWithoutDetails() throws {
    let described = Self.event(
      "notes",
      "DTSTART:20261201T100000Z\nDTEND:20261201T110000Z\nSUMMARY:Planning\n"
        + "DESCRIPTION:  Bring the budget  \\nsecond line\n")
    let plain = try Self.agenda(described)
    #expect(plain.standardOutput.contains("  10:00–11:00  Planning  [Team] :: Bring the budget\n"))
    #expect(!plain.standardOutput.contains("second line"))
    // --details keeps the whole description underneath, not inline.
    let details = try Self.agenda(described, ["--details"])
    #expect(details.standardOutput.contains("  10:00–11:00  Planning  [Team]\n"))
    #expect(!details.standardOutput.contains("::"))
    #expect(details.standardOutput.contains("second line"))
  }

  @Test func anEmptyDescriptionAddsNoSeparator() throws {
    let empty = Self.event(
      "empty",
      "DTSTART:20261201T100000Z\nDTEND:20261201T110000Z\nSUMMARY:Quiet\nDESCRIPTION:  \n")
    let result = try Self.agenda(empty)
    #expect(result.standardOutput.contains("  10:00–11:00  Quiet  [Team]\n"))
  }

  @Test func theHTMLPageMarksACancelledEvent() throws {
    let cancelled = Self.event(
      "gone",
      "DTSTART:20261201T100000Z\nDTEND:20261201T110000Z\nSUMMARY:Offsite\nSTATUS:CANCELLED\n")
    let scratch = try Scratch(cancelled + Self.single)
    let result = try BinaryLocator.run(
      [
        "html", "--today", "2026-12-01", "--time-zone", "UTC", "--locale", "en_US", "--ics",
        scratch.path, "--fragment",
      ], environment: Self.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("CANCELLED Offsite</li>"))
    #expect(result.standardOutput.contains("Review</li>"))
  }

  /// A daily series whose 2 December instance is cancelled by its override.
  static let cancelledInstance =
    event(
      "daily",
      "DTSTART:20261201T090000Z\nDTEND:20261201T091500Z\nRRULE:FREQ=DAILY;COUNT=3\n"
        + "SUMMARY:Standup\n")
    + event(
      "daily",
      "RECURRENCE-ID:20261202T090000Z\nDTSTART:20261202T090000Z\nDTEND:20261202T091500Z\n"
        + "SUMMARY:Standup\nSTATUS:CANCELLED\n")

  @Test func anInstanceItsOverrideCancelsIsListedMarkedByEveryListing() throws {
    let scratch = try Scratch(Self.cancelledInstance)
    let marked = "  09:00–09:15  CANCELLED Standup ⟳  [Team]\n"
    let events = try Self.agenda(Self.cancelledInstance)
    #expect(events.standardOutput.contains(marked), "\(events.standardOutput)")
    let at = try BinaryLocator.run(
      ["at", "2026-12-02T09:05", "--ics", scratch.path], environment: Self.environment)
    #expect(at.exitCode == 0, "\(at.standardError)")
    #expect(at.standardOutput.contains("CANCELLED Standup"), "\(at.standardOutput)")
    let month = try BinaryLocator.run(
      ["12", "2026", "--ics", scratch.path, "--list"], environment: Self.environment)
    #expect(month.exitCode == 0, "\(month.standardError)")
    #expect(month.standardOutput.contains(marked), "\(month.standardOutput)")
    #expect(month.standardOutput.components(separatedBy: "Standup ⟳").count == 4)
    let search = try BinaryLocator.run(
      ["search", "Standup", "--ics", scratch.path, "--format", "{start-date} {cancelled}{title}"],
      environment: Self.environment)
    #expect(search.exitCode == 0, "\(search.standardError)")
    #expect(
      search.standardOutput == "2026-12-01 Standup\n2026-12-02 CANCELLED Standup\n",
      "\(search.standardOutput)")
  }

  // MARK: Templates

  @Test func aTemplateWritesOneLinePerInstance() throws {
    let result = try Self.agenda(Self.weekly + Self.single, ["--format", "{start-time} {title}"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "09:00 Standup\n14:00 Review\n")
  }

  @Test func templateFieldsCarryTheInstancesValues() throws {
    let template =
      "{start}|{end}|{start-date}|{end-date}|{start-end-time-style}|{location}|{calendar}"
      + "|{status}|{uid}|{all-day}|{repeat-symbol}"
    let result = try Self.agenda(file: "agenda-trip-and-standup.ics", ["--format", template])
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "2026-12-01 09:00|2026-12-01 09:15|2026-12-01|2026-12-01|09:00–09:15||Team||weekly"
          + "|false| ⟳",
        "2026-12-01 22:00|2026-12-03 01:30|2026-12-01|2026-12-03|22:00–2026-12-03 01:30"
          + "|Airport|Team|tentative|trip|false|",
      ])
  }

  @Test func templateTimesAreInTheDisplayZone() throws {
    let result = try Self.agenda(
      Self.single, ["--format", "{start-time}", "--time-zone", "Asia/Tokyo"])
    #expect(result.standardOutput == "23:00\n")
  }

  @Test func anAllDayEventHasDatesAndNoTimes() throws {
    let result = try Self.agenda(
      file: "agenda-all-day-fair.ics", ["--format", "{start}/{end}/[{start-time}]/{all-day}"])
    #expect(result.standardOutput == "2026-12-01/2026-12-02/[]/true\n")
  }

  @Test func doubledBracesWriteBraces() throws {
    let result = try Self.agenda(Self.single, ["--format", "{{{title}}} {{x}}"])
    #expect(result.standardOutput == "{Review} {x}\n")
  }

  @Test func lineBreaksAndControlCharactersInValuesBecomeSpaces() throws {
    let hostile = Self.event(
      "hostile",
      "DTSTART:20261201T100000Z\nDTEND:20261201T110000Z\nSUMMARY:Two\\nlines\n"
        + "DESCRIPTION:a\\nb\u{1B}[31mc\tz\n")
    let result = try Self.agenda(hostile, ["--format", "{title}|{description}"])
    #expect(result.standardOutput == "Two lines|a b [31mc z\n")
  }

  @Test func cancelledAndDescriptionFieldsFollowKhal() throws {
    let result = try Self.agenda(
      file: "agenda-cancelled-offsite-and-review.ics",
      ["--format", "{cancelled}{title}{description-separator}{description}"])
    #expect(result.standardOutput == "Review\nCANCELLED Offsite :: By the lake\n")
  }

  @Test func searchTakesATemplateToo() throws {
    let scratch = try Scratch(Self.weekly + Self.single)
    let result = try BinaryLocator.run(
      ["search", "Review", "--ics", scratch.path, "--format", "{uid} {start}"],
      environment: Self.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "single 2026-12-01 14:00\n")
  }

  @Test func atTakesATemplateToo() throws {
    let scratch = try Scratch(Self.weekly + Self.single)
    let result = try BinaryLocator.run(
      [
        "at", "2026-12-01T14:30", "--ics", scratch.path, "--format",
        "{start-time}-{end-time} {title}",
      ],
      environment: Self.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "14:00-15:00 Review\n")
  }

  static let badTemplates: [(template: String, fragment: String)] = [
    ("{start-time} {nosuch}", "unknown field '{nosuch}'; valid: start, start-date"),
    ("{titel}", "repeat-symbol, all-day"),
    ("{}", "unknown field '{}'"),
    ("{title", "'{' is not closed"),
    ("title}", "'}' without '{'"),
    ("{Title}", "unknown field '{Title}'"),
  ]

  @Test(arguments: badTemplates)
  func aBadTemplateIsAUsageError(_ template: String, _ fragment: String) throws {
    let result = try Self.agenda(Self.single, ["--format", template])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(fragment), "\(result.standardError)")
  }

  @Test func aFormatWordWithoutBracesIsStillAChoice() throws {
    let result = try Self.agenda(Self.single, ["--format", "yaml"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("unknown format; valid: text, json, or a template"))
  }
}
