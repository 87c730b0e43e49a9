import AlmanacTestSupport
import Foundation
import Testing

/// `almanac events` and the month display's markers and `--list`, in-process, on calendars
/// written by the test (times worked out by hand).
@Suite("almanac events")
struct EventsCommandTests {
  /// A scratch folder, removed at the end, whose `write` turns line ends into CRLF.
  typealias Scratch = StoreFixture

  /// An all-day event over 2 and 3 December 2026.
  static let fair = """
    BEGIN:VEVENT
    UID:fair
    DTSTAMP:20260101T000000Z
    DTSTART;VALUE=DATE:20261202
    DTEND;VALUE=DATE:20261204
    SUMMARY:Fair
    END:VEVENT

    """

  /// A weekly series with a moved instance, and `fair`, in the calendar "Team"
  /// (`Fixtures/team.ics`).
  static func calendar() throws -> String { try TestFiles.calendar("team.ics") }

  @Test func jsonAgendaCarriesTheDocumentedFields() throws {
    let scratch = try EventsCommandTests.Scratch()
    let path = try scratch.write("team.ics", try Self.calendar())
    let result = CLIHarness.run(
      [
        "events", "--ics", path, "--from", "2026-11-30", "--to", "2026-12-14", "--format", "json",
        "--time-zone", "America/New_York",
      ], environment: scratch.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [[String: Any]])
    #expect(
      items.map { $0["summary"] as? String } == [
        "Planning", "Fair", "Planning (moved)", "Planning",
      ])
    // 09:00 Berlin (UTC+1) is 03:00 in New York (UTC-5).
    #expect(items[0]["start"] as? String == "2026-11-30T03:00:00-05:00")
    #expect(items[0]["end"] as? String == "2026-11-30T03:30:00-05:00")
    #expect(items[0]["allDay"] as? Bool == false)
    #expect(items[0]["location"] as? String == "Room \"A\"")
    #expect(items[0]["collection"] as? String == "Team")
    #expect(items[0]["recurrenceId"] as? String == "2026-11-30T09:00:00")
    #expect(items[1]["start"] as? String == "2026-12-02")
    #expect(items[1]["end"] as? String == "2026-12-04")
    #expect(items[1]["allDay"] as? Bool == true)
    #expect(items[1]["recurrenceId"] == nil)
    // The help (and the man page made from it) says so too: recurrenceId is not among the
    // keys every item carries.
    let help = CLIHarness.run(["events", "--help"]).standardOutput
    let always = try #require(help.range(of: "always all of them"))
    #expect(!help[..<always.lowerBound].contains("recurrenceId"), "\(help)")
    #expect(help[always.upperBound...].contains("also carries recurrenceId"))
    #expect(items[2]["recurrenceId"] as? String == "2026-12-07T09:00:00")
    #expect(items[2]["start"] as? String == "2026-12-08T08:00:00-05:00")
    #expect(items[3]["start"] as? String == "2026-12-14T03:00:00-05:00")
    #expect(items.allSatisfy { $0["uid"] as? String != nil })
  }

  /// `--details` shows UID, location and description under each event in the text; the JSON
  /// of `events`, `search` and `at` always carries them (`null` where missing), so the flag
  /// changes nothing there.
  @Test func jsonCarriesTheDetailsWithOrWithoutTheFlag() throws {
    let scratch = try EventsCommandTests.Scratch()
    let path = try scratch.write(
      "notes.ics",
      """
      BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Test//EN
      BEGIN:VEVENT
      UID:review-1
      DTSTAMP:20260101T000000Z
      DTSTART:20261201T100000Z
      DTEND:20261201T110000Z
      SUMMARY:Review
      LOCATION:Room 4
      DESCRIPTION:Agenda:\\n1. budget\\, "final"
      END:VEVENT
      BEGIN:VEVENT
      UID:bare-2
      DTSTAMP:20260101T000000Z
      DTSTART:20261201T120000Z
      DTEND:20261201T123000Z
      SUMMARY:Bare
      END:VEVENT
      END:VCALENDAR

      """)
    func items(_ arguments: [String]) throws -> [[String: Any]] {
      let result = CLIHarness.run(
        arguments + ["--ics", path, "--format", "json"], environment: scratch.environment)
      #expect(result.exitCode == 0, "\(arguments): \(result.standardError)")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
          as? [[String: Any]], "\(arguments)")
    }
    for arguments in [
      ["events", "--from", "2026-12-01", "--days", "1"],
      ["events", "--from", "2026-12-01", "--days", "1", "--details"],
    ] {
      let list = try items(arguments)
      #expect(list.count == 2)
      #expect(list[0]["uid"] as? String == "review-1")
      #expect(list[0]["location"] as? String == "Room 4")
      #expect(list[0]["description"] as? String == "Agenda:\n1. budget, \"final\"")
      #expect(list[1]["uid"] as? String == "bare-2")
      // Present and null, not absent: the keys are the same for every event.
      #expect(list[1].keys.contains("description") && list[1]["description"] is NSNull)
      #expect(list[1].keys.contains("location") && list[1]["location"] is NSNull)
      #expect(Set(list[0].keys) == Set(list[1].keys))
    }
    let found = try items(["search", "budget", "--details"])
    #expect(found.map { $0["uid"] as? String } == ["review-1"])
    #expect(found[0]["description"] as? String == "Agenda:\n1. budget, \"final\"")
    let now = try items(["at", "2026-12-01T12:10Z", "--details"])
    #expect(now.map { $0["uid"] as? String } == ["bare-2"])
    #expect(now[0]["description"] is NSNull)
    // The text form with --details, for comparison: the same three facts.
    let text = CLIHarness.run(
      [
        "events", "--ics", path, "--from", "2026-12-01", "--days", "1", "--details", "--locale",
        "C",
      ],
      environment: scratch.environment
    ).standardOutput
    #expect(text.contains("      uid: review-1\n      location: Room 4\n"))
    #expect(text.contains("      description: Agenda:\n        1. budget, \"final\"\n"))
  }

  @Test func textAgendaListsEachDay() throws {
    let scratch = try EventsCommandTests.Scratch()
    let path = try scratch.write("team.ics", try Self.calendar())
    let result = CLIHarness.run(
      ["events", "--ics", path, "--from", "2026-12-01", "--days", "3", "--locale", "C"],
      environment: scratch.environment)
    #expect(
      result.standardOutput == """
        Wed 2026-12-02
          all day ↦    Fair  [Team]
        Thu 2026-12-03
          all day ⇥    Fair  [Team]

        """)
    // LANG=en_US: the locale's full dates and words.
    let english = CLIHarness.run(
      ["events", "--ics", path, "--from", "2026-12-01", "--days", "3"],
      environment: scratch.environment)
    #expect(
      english.standardOutput == """
        Wednesday, December 2, 2026
          all day ↦          Fair  [Team]
        Thursday, December 3, 2026
          all day ⇥          Fair  [Team]

        """)
  }

  @Test func monthShowsMarkersAndTheList() throws {
    let scratch = try EventsCommandTests.Scratch()
    let path = try scratch.write("team.ics", try Self.calendar())
    let result = CLIHarness.run(
      ["12", "2026", "--ics", path, "--list", "--today", "2026-12-20", "--color", "never"],
      environment: scratch.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    // December 2026 starts on a Tuesday. Events: the 2nd and 3rd (fair), the 8th (moved
    // planning), the 14th (planning); the 7th's instance was moved away.
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "        1  2· 3· 4  5")
    #expect(lines[3] == "  6  7  8· 9 10 11 12")
    #expect(lines[4] == " 13 14·15 16 17 18 19")
    #expect(lines[5] == " 20 21 22 23 24 25 26")
    // 14:00 in Berlin is 13:00 UTC (TZ=UTC).
    // The list under the grid speaks the grid's locale (LANG=en_US).
    #expect(
      result.standardOutput.contains(
        "Tuesday, December 8, 2026\n  1:00\u{202F}PM–2:00\u{202F}PM    Planning (moved) ⟳  [Team]\n"
      ))
    // No sources, no markers: the plain month is unchanged.
    let plain = CLIHarness.run(
      ["12", "2026", "--today", "2026-12-20", "--color", "never"], environment: scratch.environment)
    #expect(!plain.standardOutput.contains("·"))
    #expect(plain.standardOutput.count < result.standardOutput.count)
  }

  @Test func twoEventsOnADayGetTheBiggerMarkerAndColourUnderlines() throws {
    let scratch = try EventsCommandTests.Scratch()
    let path = try scratch.write("team.ics", try Self.calendar())
    let both = CLIHarness.run(
      ["12", "2026", "--ics", path, "--ics", path, "--today", "2026-12-20", "--color", "never"],
      environment: scratch.environment)
    #expect(both.standardOutput.contains(" 2• 3•"))
    let colour = CLIHarness.run(
      ["12", "2026", "--ics", path, "--today", "2026-12-20", "--color", "always"],
      environment: scratch.environment)
    #expect(colour.standardOutput.contains("\u{1B}[0;4m 8\u{1B}[0m·"))
  }

  @Test func eventsFromTheDefaultLocation() throws {
    let scratch = try EventsCommandTests.Scratch()
    try scratch.write("default-calendars/home/a.ics", try Self.calendar())
    let result = CLIHarness.run(
      ["12", "2026", "--events", "--today", "2026-12-20", "--color", "never"],
      environment: scratch.environment)
    #expect(result.standardOutput.contains(" 1  2· 3·"))
    let agenda = CLIHarness.run(
      ["events", "--from", "2026-12-02", "--days", "1"], environment: scratch.environment)
    // A vdir collection is named by its folder (or its displayname file), not X-WR-CALNAME.
    #expect(agenda.standardOutput.contains("Fair  [home]"))
  }

  @Test(arguments: [
    (["events", "--from", "2026-13-01"], Int32(64), "2026-13-01"),
    (["events", "--to", "2026-12-01", "--days", "2"], Int32(64), "--days"),
    (["events", "--from", "2026-12-05", "--to", "2026-12-01"], Int32(64), "before"),
    (["12", "2026", "--list"], Int32(64), "--list"),
  ])
  func badCommandLines(_ arguments: [String], _ code: Int32, _ fragment: String) throws {
    let scratch = try EventsCommandTests.Scratch()
    let result = CLIHarness.run(arguments, environment: scratch.environment)
    #expect(result.exitCode == code)
    #expect(result.standardError.contains(fragment), "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }

  /// Every event left out of a file is named on stderr (UID, summary, file and line), up to
  /// 100 lines a file and then how many more.
  @Test func eachEventLeftOutIsNamedOnStderr() throws {
    let scratch = try Scratch()
    func file(_ broken: Int) throws -> String {
      var text = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\n"
      for index in 1...broken {
        text +=
          "BEGIN:VEVENT\nUID:empty-\(index)\nDTSTAMP:20260101T000000Z\n"
          + "DTSTART:20260601T090000Z\nSUMMARY:Broken \(index)\nRRULE:\nEND:VEVENT\n"
      }
      text +=
        "BEGIN:VEVENT\nUID:fine\nDTSTAMP:20260101T000000Z\nDTSTART:20260601T100000Z\n"
        + "SUMMARY:Fine\nEND:VEVENT\nEND:VCALENDAR\n"
      return try scratch.write("broken-\(broken).ics", text)
    }
    let path = try file(34)
    let run = CLIHarness.run(
      ["events", "--ics", path, "--from", "2026-06-01", "--days", "1"],
      environment: scratch.environment)
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.contains("Fine"))
    let warnings = run.standardError.split(separator: "\n")
    try #require(warnings.count == 34)
    for index in 1...34 {
      #expect(
        warnings[index - 1]
          == "almanac: warning: \(path):\(2 + 7 * index):7: event UID empty-\(index) "
          + "(\"Broken \(index)\"): RRULE: the rule has no FREQ; the event is left out")
    }
    let many = try file(130)
    let flood = CLIHarness.run(
      ["events", "--ics", many, "--from", "2026-06-01", "--days", "1"],
      environment: scratch.environment)
    let lines = flood.standardError.split(separator: "\n")
    #expect(lines.count == 101)
    #expect(
      lines.last
        == "almanac: warning: \(many): 30 more problems not shown (the first 100 are above)")
  }
}

/// The month view's JSON carries each day's events, none dropped.
@Suite("Month JSON with events")
struct MonthJSONEventsTests {
  @Test func everyDayCarriesItsEvents() throws {
    let scratch = try EventsCommandTests.Scratch()
    let path = try scratch.write("team.ics", try EventsCommandTests.calendar())
    let result = CLIHarness.run(
      ["12", "2026", "--ics", path, "--format", "json"], environment: scratch.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let months = try #require(document["months"] as? [[String: Any]])
    let weeks = try #require(months.first?["weeks"] as? [[String: Any]])
    var byDate: [String: [String]] = [:]
    for week in weeks {
      for day in try #require(week["days"] as? [[String: Any]]) {
        let events = try #require(day["events"] as? [[String: Any]], "\(day)")
        if let date = day["date"] as? String {
          byDate[date] = events.compactMap { $0["summary"] as? String }
        }
      }
    }
    // The same events the agenda lists for those days.
    let agenda = CLIHarness.run(
      ["events", "--ics", path, "--from", "2026-11-30", "--to", "2027-01-03", "-f", "json"],
      environment: scratch.environment)
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(agenda.standardOutput.utf8)) as? [[String: Any]])
    #expect(!items.isEmpty)
    for item in items {
      let start = try #require(item["start"] as? String)
      let summary = try #require(item["summary"] as? String)
      #expect(byDate[String(start.prefix(10))]?.contains(summary) == true, "\(start) \(summary)")
    }
    let refused = CLIHarness.run(
      ["12", "2026", "--ics", path, "--format", "json", "--list"], environment: scratch.environment)
    #expect(refused.exitCode == 64)
    // Without event sources the documented document is unchanged: no events key.
    let plain = CLIHarness.run(["12", "2026", "--format", "json"])
    #expect(!plain.standardOutput.contains("\"events\""))
  }
}
