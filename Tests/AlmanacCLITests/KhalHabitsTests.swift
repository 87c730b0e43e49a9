import AlmanacTestSupport
import Foundation
import Testing

/// What khal users reach for, end to end through the command line (in-process, fixed clock:
/// Sunday 2026-11-29 12:00 UTC): the one-line `add`, day ranges for `events`, `search`, `at`,
/// `-a/--collection`, `--details`, `edit`, and `delete` of a UID in two collections.
@Suite("khal habits")
struct KhalHabitsTests {
  typealias Scratch = EventsCommandTests.Scratch

  /// Runs in the C locale, whose agenda is the plain, machine-friendly form
  /// (`Mon 2026-11-30`, 24-hour times) that these tests compare against.
  static func run(_ arguments: [String], _ scratch: Scratch, zone: String = "Europe/Berlin")
    -> RunResult
  {
    CLIHarness.run(
      arguments, environment: scratch.environment.merging(["TZ": zone, "LANG": "C"]) { $1 })
  }

  static func uid(_ result: RunResult) -> String {
    AddCommandTests.field("uid", in: result.standardOutput) ?? ""
  }

  @Test func oneLineAddThenRangesSearchAndAt() throws {
    let scratch = try Scratch()
    let dinner = Self.run(["add", "tomorrow", "18:00-19:00", "Dinner", "@home"], scratch)
    #expect(dinner.exitCode == 0, "\(dinner.standardError)")
    let file = try #require(AddCommandTests.field("file", in: dinner.standardOutput))
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261130T180000\r\n"))
    #expect(text.contains("DTEND;TZID=Europe/Berlin:20261130T190000\r\n"))
    #expect(text.contains("LOCATION:home\r\n"))
    let dentist = Self.run(
      ["add", "fri", "9:30", "45m", "Dentist", "@", "Main", "Street", "::", "bring", "card"],
      scratch)
    #expect(dentist.exitCode == 0, "\(dentist.standardError)")
    #expect(Self.run(["add", "2026-12-24", "2026-12-26", "Holidays"], scratch).exitCode == 0)
    // `events today 7d`, `tomorrow`, `week`.
    #expect(
      Self.run(["events", "today", "7d"], scratch).standardOutput == """
        Mon 2026-11-30
          18:00–19:00  Dinner  @ home  [default]
        Fri 2026-12-04
          09:30–10:15  Dentist  @ Main Street  [default] :: bring card

        """)
    #expect(
      Self.run(["events", "tomorrow"], scratch).standardOutput
        == "Mon 2026-11-30\n  18:00–19:00  Dinner  @ home  [default]\n")
    // The C locale's weeks start on Sunday: the 29th to 5 December; en_GB's on Monday, so on
    // Sunday 6 December `week` is 30 November to 6 December there and 6 to 12 in C.
    #expect(Self.run(["events", "week"], scratch).standardOutput.contains("Fri 2026-12-04"))
    #expect(
      Self.run(["events", "week", "--today", "2026-12-06"], scratch).standardOutput == "")
    #expect(
      Self.run(["events", "week", "--locale", "en_GB", "--today", "2026-12-06"], scratch)
        .standardOutput.contains("Dentist"))
    #expect(
      Self.run(["events", "2026-12-24", "2026-12-25"], scratch).standardOutput.contains(
        "Fri 2026-12-25\n  all day ↔    Holidays"))
    let both = Self.run(["events", "today", "--days", "3"], scratch)
    #expect(both.exitCode == 64)
    let bad = Self.run(["events", "today", "0d"], scratch)
    #expect(bad.exitCode == 64)
    #expect(bad.standardError.contains("days 'today 0d'"))
    // --details.
    let details = Self.run(["events", "fri", "--details"], scratch).standardOutput
    #expect(details.contains("      uid: " + Self.uid(dentist) + "\n"))
    #expect(details.contains("      location: Main Street\n"))
    #expect(details.contains("      description: bring card\n"))
    // search, each event once; exit 1 for nothing.
    let found = Self.run(["search", "DENT"], scratch)
    #expect(found.exitCode == 0)
    #expect(
      found.standardOutput == "Fri 2026-12-04  09:30–10:15  Dentist  @ Main Street  [default]\n")
    #expect(
      Self.run(["search", "holidays"], scratch).standardOutput.hasPrefix("Thu 2026-12-24  all day"))
    #expect(Self.run(["search", "nothing"], scratch).exitCode == 1)
    // at: a moment inside, at the end (not inside), and the all-day event.
    #expect(Self.run(["at", "tomorrow", "18:30"], scratch).standardOutput.contains("Dinner"))
    #expect(Self.run(["at", "2026-11-30T19:00"], scratch).exitCode == 1)
    #expect(Self.run(["at", "2026-12-25T12:00"], scratch).standardOutput.contains("Holidays"))
    #expect(Self.run(["at"], scratch).exitCode == 1)
    let json = Self.run(["at", "2026-11-30 18:15", "-f", "json"], scratch).standardOutput
    #expect(json.contains("\"summary\": \"Dinner\""))
  }

  @Test func badOneLineEntriesWriteNothing() throws {
    let scratch = try Scratch()
    for words in [["Dinner", "tomorrow"], ["25:00", "x"], ["tomorrow", "18:00"]] {
      let result = Self.run(["add"] + words, scratch)
      #expect(result.exitCode != 0, "\(words)")
      #expect(!result.standardError.isEmpty)
    }
    let mixed = Self.run(["add", "tomorrow", "Dinner", "--title", "X"], scratch)
    #expect(mixed.exitCode == 64)
    #expect(!FileManager.default.fileExists(atPath: scratch.root + "/default-calendars"))
  }

  static let shared = """
    BEGIN:VCALENDAR
    VERSION:2.0
    PRODID:-//Test//EN
    BEGIN:VEVENT
    UID:twin
    DTSTAMP:20260101T000000Z
    DTSTART;TZID=Europe/Berlin:20261201T100000
    DTEND;TZID=Europe/Berlin:20261201T110000
    SUMMARY:Review
    X-VENDOR-THING;X-P=1:keep this
    BEGIN:VALARM
    ACTION:DISPLAY
    TRIGGER:-PT5M
    DESCRIPTION:soon
    END:VALARM
    END:VEVENT
    END:VCALENDAR

    """

  @Test func collectionsFilterAndDeleteRefusesAnAmbiguousUID() throws {
    let scratch = try Scratch()
    let work = try scratch.write("default-calendars/work/twin.ics", Self.shared)
    let home = try scratch.write("default-calendars/home/twin.ics", Self.shared)
    try scratch.write("default-calendars/home/displayname", "Family")
    let all = Self.run(["events", "2026-12-01"], scratch).standardOutput
    #expect(all.contains("[work]") && all.contains("[Family]"))
    let onlyWork = Self.run(["events", "2026-12-01", "-a", "work"], scratch).standardOutput
    #expect(onlyWork.contains("[work]") && !onlyWork.contains("[Family]"))
    #expect(
      Self.run(["search", "review", "--collection", "Family"], scratch).standardOutput
        .contains("[Family]"))
    let unknown = Self.run(["events", "-a", "nope"], scratch)
    #expect(unknown.exitCode == 64)
    #expect(unknown.standardError.contains("valid: "))
    // delete: two collections hold the UID, so it is refused without -a.
    let refused = Self.run(["delete", "twin"], scratch)
    #expect(refused.exitCode == 64)
    #expect(refused.standardError.contains("is in 2 collections"))
    #expect(refused.standardError.contains("-a work"))
    #expect(FileManager.default.fileExists(atPath: work))
    #expect(FileManager.default.fileExists(atPath: home))
    let deleted = Self.run(["delete", "twin", "-a", "Family"], scratch)
    #expect(deleted.exitCode == 0, "\(deleted.standardError)")
    #expect(!FileManager.default.fileExists(atPath: home))
    #expect(FileManager.default.fileExists(atPath: work))
    // One collection left: no -a needed.
    #expect(Self.run(["delete", "twin"], scratch).exitCode == 0)
  }

  @Test func aConfiguredDefaultCollectionDoesNotFilterTheAgenda() throws {
    let scratch = try Scratch()
    try scratch.write("default-calendars/work/twin.ics", Self.shared)
    let config = try scratch.write("config", "collection = home\n")
    let result = CLIHarness.run(
      ["events", "2026-12-01"],
      environment: scratch.environment.merging([
        "ALMANAC_CONFIG": config, "TZ": "Europe/Berlin", "LANG": "C",
      ]) {
        $1
      })
    #expect(result.standardOutput.contains("Review  [work]"), "\(result.standardError)")
  }

  @Test func editChangesOnlyWhatItIsToldAndKeepsUnknownContent() throws {
    let scratch = try Scratch()
    let path = try scratch.write("default-calendars/work/twin.ics", Self.shared)
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let edited = Self.run(
      ["edit", "twin", "--start", "2026-12-02T15:00", "--location", "Room 2"], scratch,
      zone: "UTC")
    #expect(edited.exitCode == 0, "\(edited.standardError)")
    #expect(edited.standardOutput == "updated: twin\nfile: \(path)\n")
    let after = try String(contentsOfFile: path, encoding: .utf8)
    // Read in the event's own zone (Berlin), not TZ=UTC; the hour's length kept.
    #expect(after.contains("DTSTART;TZID=Europe/Berlin:20261202T150000\r\n"))
    #expect(after.contains("DTEND;TZID=Europe/Berlin:20261202T160000\r\n"))
    #expect(after.contains("LOCATION:Room 2\r\n"))
    #expect(after.contains("SEQUENCE:1\r\n"))
    #expect(after.contains("X-VENDOR-THING;X-P=1:keep this\r\n"))
    #expect(after.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT5M\r\n"))
    #expect(after.contains("SUMMARY:Review\r\n"))
    #expect(after != before)
    let listed = Self.run(["events", "2026-12-02", "-a", "work"], scratch).standardOutput
    #expect(listed.contains("15:00–16:00  Review  @ Room 2  [work]"))
    // --summary is --title; --notes '' removes nothing that is not there; bad input writes
    // nothing.
    #expect(Self.run(["edit", "twin", "--summary", "Retro"], scratch).exitCode == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("SUMMARY:Retro\r\n"))
    let unchanged = try String(contentsOfFile: path, encoding: .utf8)
    for bad in [
      ["edit", "twin", "--end", "2026-12-02T14:00"],
      ["edit", "twin", "--start", "2026-02-30T10:00"],
      ["edit", "twin"], ["edit", "twin", "--title", "a", "--summary", "b"],
    ] {
      let result = Self.run(bad, scratch)
      #expect(result.exitCode == 64 || result.exitCode == 65, "\(bad)")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == unchanged, "\(bad)")
    }
    #expect(Self.run(["edit", "nope", "--title", "x"], scratch).exitCode == 1)
  }
}
