import AlmanacTestSupport
import Foundation
import Testing

/// `edit` and `delete` of one instance of a recurring event (`--instance DAY`), of that
/// instance and the later ones (`--this-and-future`), and of a whole series that has changed
/// instances, end to end through the command line (in-process, fixed clock: 2026-11-29
/// 12:00 UTC, so DTSTAMP and LAST-MODIFIED are 20261129T120000Z). Each write is checked
/// line by line against the file as it was.
@Suite("edit and delete one instance")
struct InstanceEditTests {
  typealias Scratch = EventsCommandTests.Scratch

  static let stamp = "20261129T120000Z"

  static func run(_ arguments: [String], _ scratch: Scratch, zone: String = "Europe/Berlin")
    -> RunResult
  {
    KhalHabitsTests.run(arguments, scratch, zone: zone)
  }

  /// A Tuesday/Thursday series in Berlin (1, 3, 8, 10, 15, 17 December), its 8 December
  /// instance moved to the 9th, beside another event and a to-do in the same file
  /// (`Fixtures/yoga.ics`; the `yoga-*.ics` files there are the file after each change).
  static func yoga() throws -> String { try TestFiles.calendar("yoga.ics") }

  /// The file as written, and its path.
  /// A calendar of one event, `uid`, whose lines between DTSTAMP and SUMMARY are `lines`.
  static func calendar(uid: String, _ lines: [String], summary: String) -> String {
    let head = ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z"]
    let tail = ["SUMMARY:\(summary)", "END:VEVENT"]
    return calendarText((head + lines + tail).map { $0 + "\n" }.joined())
  }

  static func setUp(_ text: String? = nil) throws -> (Scratch, String) {
    let scratch = try Scratch()
    let path = try scratch.write("default-calendars/team/yoga.ics", try text ?? yoga())
    return (scratch, path)
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// `--format` of the agenda: date, time and title of each instance.
  static func instances(_ scratch: Scratch, zone: String = "Europe/Berlin") -> [String] {
    run(
      ["events", "2026-11-30", "2026-12-31", "--format", "{start-date} {start-time} {title}"],
      scratch, zone: zone
    ).standardOutput.split(separator: "\n").map(String.init)
  }

  // MARK: - delete --instance

  @Test func deleteInstanceAddsAnExdateInTheSeriesFormAndKeepsEveryOtherByte() throws {
    let (scratch, path) = try Self.setUp()
    let result = Self.run(["delete", "yoga", "--instance", "2026-12-03"], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput == "deleted: yoga instance 2026-12-03T18:00:00\nfile: \(path)\n")
    #expect(try Self.read(path) == TestFiles.written("yoga-instance-deleted.ics"))
    #expect(
      Self.instances(scratch) == [
        "2026-12-01 18:00 Yoga", "2026-12-02 11:00 Other", "2026-12-09 18:00 Yoga (moved)",
        "2026-12-10 18:00 Yoga", "2026-12-15 18:00 Yoga", "2026-12-17 18:00 Yoga",
      ])
  }

  @Test func deleteInstanceRemovesItsOverrideNamedByTheOriginalOrTheMovedDay() throws {
    for day in ["2026-12-08", "2026-12-09"] {
      let (scratch, path) = try Self.setUp()
      let result = Self.run(["delete", "yoga", "--instance", day], scratch)
      #expect(result.exitCode == 0, "\(day): \(result.standardError)")
      let text = try Self.read(path)
      #expect(text.contains("EXDATE;TZID=Europe/Berlin:20261208T180000\r\n"), "\(day)")
      #expect(!text.contains("RECURRENCE-ID"), "\(day)")
      #expect(!text.contains("Yoga (moved)"), "\(day)")
      #expect(text.contains("X-FOLDED:a long line that is folded\r\n here\r\n"), "\(day)")
      #expect(text.contains("BEGIN:VTODO\r\nUID:chore\r\n"), "\(day)")
      #expect(
        Self.instances(scratch) == [
          "2026-12-01 18:00 Yoga", "2026-12-02 11:00 Other", "2026-12-03 18:00 Yoga",
          "2026-12-10 18:00 Yoga", "2026-12-15 18:00 Yoga", "2026-12-17 18:00 Yoga",
        ], "\(day)")
    }
  }

  @Test func deleteInstanceRefusesADayWithoutOneAndAnEventThatDoesNotRepeat() throws {
    let (scratch, path) = try Self.setUp()
    let before = try Self.read(path)
    let missing = Self.run(["delete", "yoga", "--instance", "2026-12-04"], scratch)
    #expect(missing.exitCode == 65)
    #expect(
      missing.standardError.contains(
        "event 'yoga' has no instance on 2026-12-04 (in its own time); the nearest: "
          + "2026-12-03T18:00:00, 2026-12-08T18:00:00"), "\(missing.standardError)")
    let single = Self.run(["delete", "other", "--instance", "2026-12-02"], scratch)
    #expect(single.exitCode == 65)
    #expect(single.standardError.contains("event 'other' does not repeat"))
    let unreadable = Self.run(["delete", "yoga", "--instance", "someday"], scratch)
    #expect(unreadable.exitCode == 64, "\(unreadable.standardError)")
    let alone = Self.run(["delete", "yoga", "--this-and-future"], scratch)
    #expect(alone.exitCode == 64)
    #expect(alone.standardError.contains("--instance DAY --this-and-future"))
    #expect(try Self.read(path) == before)
  }

  @Test func relativeDaysAndSubDailySeriesPickTheFirstInstanceOrTheOneAtTheTime() throws {
    let (scratch, path) = try Self.setUp(
      Self.calendar(
        uid: "hourly",
        ["DTSTART:20261130T090000Z", "DURATION:PT30M", "RRULE:FREQ=HOURLY;INTERVAL=2;COUNT=4"],
        summary: "Check"))
    // Today is Sunday 2026-11-29 (UTC): tomorrow is the 30th; its first instance is 09:00.
    #expect(
      Self.run(["delete", "hourly", "--instance", "tomorrow"], scratch, zone: "UTC").exitCode == 0)
    #expect(
      Self.run(["delete", "hourly", "--instance", "2026-11-30 13:00"], scratch, zone: "UTC")
        .exitCode == 0)
    let text = try Self.read(path)
    #expect(text.contains("EXDATE:20261130T090000Z\r\nEXDATE:20261130T130000Z\r\n"))
    #expect(
      Self.instances(scratch, zone: "UTC") == ["2026-11-30 11:00 Check", "2026-11-30 15:00 Check"])
  }

  // MARK: - edit --instance

  @Test func editInstanceWritesAnOverrideCopiedFromTheSeriesAndNothingElse() throws {
    let (scratch, path) = try Self.setUp()
    let before = try Self.read(path)
    let result = Self.run(
      ["edit", "yoga", "--instance", "2026-12-10", "--start", "19:00", "--title", "Yoga late"],
      scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "updated: yoga\nfile: \(path)\n")
    let after = try Self.read(path)
    // The file that was there, byte for byte, with the new override after the series.
    #expect(after == (try TestFiles.written("yoga-instance-edited.ics")), "\(after)")
    #expect(before == (try TestFiles.written("yoga.ics")))
    #expect(
      Self.instances(scratch) == [
        "2026-12-01 18:00 Yoga", "2026-12-02 11:00 Other", "2026-12-03 18:00 Yoga",
        "2026-12-09 18:00 Yoga (moved)", "2026-12-10 19:00 Yoga late", "2026-12-15 18:00 Yoga",
        "2026-12-17 18:00 Yoga",
      ])
  }

  @Test func editInstanceThatHasAnOverrideChangesThatOverrideOnly() throws {
    let (scratch, path) = try Self.setUp()
    let before = try Self.read(path)
    let result = Self.run(
      ["edit", "yoga", "--instance", "2026-12-08", "--location", "Studio"], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let after = try Self.read(path)
    #expect(before == (try TestFiles.written("yoga.ics")))
    #expect(after == (try TestFiles.written("yoga-override-edited.ics")))
    #expect(after.components(separatedBy: "RECURRENCE-ID").count == 2)
    // A time alone is on the day the instance was moved to.
    #expect(
      Self.run(["edit", "yoga", "--instance", "2026-12-08", "--start", "07:00"], scratch).exitCode
        == 0)
    let moved = try Self.read(path)
    #expect(moved.contains("DTSTART;TZID=Europe/Berlin:20261209T070000\r\n"), "\(moved)")
    #expect(moved.contains("RECURRENCE-ID;TZID=Europe/Berlin:20261208T180000\r\n"))
  }

  @Test func editInstanceOfAnAllDaySeriesAndRefusals() throws {
    let (scratch, path) = try Self.setUp(
      Self.calendar(
        uid: "days",
        [
          "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261202",
          "RRULE:FREQ=DAILY;UNTIL=20261210",
        ], summary: "Duty"))
    let moved = Self.run(
      ["edit", "days", "--instance", "2026-12-05", "--start", "2026-12-06"], scratch)
    #expect(moved.exitCode == 0, "\(moved.standardError)")
    let text = try Self.read(path)
    #expect(
      text.contains(
        "UID:days\r\nRECURRENCE-ID;VALUE=DATE:20261205\r\nDTSTAMP:\(Self.stamp)\r\n"
          + "DTSTART;VALUE=DATE:20261206\r\nDTEND;VALUE=DATE:20261207\r\n"), "\(text)")
    let missing = Self.run(["edit", "days", "--instance", "2026-12-11", "--title", "x"], scratch)
    #expect(missing.exitCode == 65)
    #expect(missing.standardError.contains("no instance on 2026-12-11"))
    #expect(try Self.read(path) == text)
  }

  // MARK: - whole series with overrides

  @Test func seriesEditCarriesTextAndStartShiftToItsOverrides() throws {
    let (scratch, path) = try Self.setUp()
    // An override that was not moved (its DTSTART is its RECURRENCE-ID), and a cancelled day.
    #expect(
      Self.run(["edit", "yoga", "--instance", "2026-12-10", "--title", "Yoga"], scratch).exitCode
        == 0)
    #expect(Self.run(["delete", "yoga", "--instance", "2026-12-15"], scratch).exitCode == 0)
    let result = Self.run(
      ["edit", "yoga", "--start", "2026-12-01T18:30", "--location", "Studio", "--title", "Flow"],
      scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let text = try Self.read(path)
    #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261201T183000\r\n"))
    #expect(text.contains("EXDATE;TZID=Europe/Berlin:20261215T183000\r\n"))
    #expect(text.contains("RECURRENCE-ID;TZID=Europe/Berlin:20261208T183000\r\n"))
    #expect(text.contains("RECURRENCE-ID;TZID=Europe/Berlin:20261210T183000\r\n"))
    // The moved override keeps its own time and title; the other follows the series.
    #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261209T180000\r\n"))
    #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261210T183000\r\n"))
    #expect(text.contains("DTEND;TZID=Europe/Berlin:20261210T193000\r\n"))
    #expect(text.contains("SUMMARY:Yoga (moved)\r\n"))
    #expect(!text.contains("LOCATION:Hall"))
    #expect(text.contains("X-FOLDED:a long line that is folded\r\n here\r\n"))
    #expect(
      Self.instances(scratch) == [
        "2026-12-01 18:30 Flow", "2026-12-02 11:00 Other", "2026-12-03 18:30 Flow",
        "2026-12-09 18:00 Yoga (moved)", "2026-12-10 18:30 Flow", "2026-12-17 18:30 Flow",
      ])
    let listed = Self.run(["events", "2026-12-09"], scratch).standardOutput
    #expect(listed.contains("Yoga (moved) ⟳  @ Studio"), "\(listed)")
  }

  @Test func aStartOffTheRuleDaysMovesToTheFirstWithANote() throws {
    let (scratch, path) = try Self.setUp()
    // Monday 30 November is not a TU/TH day; the series starts on Tuesday 1 December.
    let result = Self.run(["edit", "yoga", "--start", "2026-11-30T18:30"], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardError
        == "almanac: note: 2026-11-30 is not one of the days of its rule (BYDAY=TU,TH); the "
        + "event starts on the first day it repeats on, Tue 2026-12-01\n")
    let text = try Self.read(path)
    #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261201T183000\r\n"))
    #expect(text.contains("RECURRENCE-ID;TZID=Europe/Berlin:20261208T183000\r\n"))
    #expect(Self.run(["edit", "yoga", "--start", "2026-12-03T18:00"], scratch).standardError == "")
  }

  // MARK: - --this-and-future

  @Test func deleteThisAndFutureEndsAZonedSeriesWithAUTCUntil() throws {
    let (scratch, path) = try Self.setUp()
    let result = Self.run(
      ["delete", "yoga", "--instance", "2026-12-08", "--this-and-future"], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "ended: yoga before 2026-12-08T18:00:00\nfile: \(path)\n")
    let text = try Self.read(path)
    // 18:00 in Berlin is 17:00 UTC; UNTIL is the second before; COUNT goes.
    #expect(text.contains("RRULE:FREQ=WEEKLY;UNTIL=20261208T165959Z;BYDAY=TU,TH\r\n"))
    #expect(!text.contains("COUNT"))
    #expect(!text.contains("RECURRENCE-ID"))
    #expect(
      Self.instances(scratch) == [
        "2026-12-01 18:00 Yoga", "2026-12-02 11:00 Other", "2026-12-03 18:00 Yoga",
      ])
    // From the first instance on, the whole event goes.
    let whole = Self.run(
      ["delete", "yoga", "--instance", "2026-12-01", "--this-and-future"], scratch)
    #expect(whole.exitCode == 0, "\(whole.standardError)")
    #expect(Self.instances(scratch) == ["2026-12-02 11:00 Other"])
    #expect(try Self.read(path).contains("UID:other\r\n"))
  }

  @Test func deleteThisAndFutureInEveryFormOfStart() throws {
    let cases: [(start: String, rule: String, day: String, until: String, exdate: String)] = [
      (
        "DTSTART;VALUE=DATE:20261201", "FREQ=DAILY;UNTIL=20261210", "2026-12-05",
        "UNTIL=20261204", "EXDATE;VALUE=DATE:20261203"
      ),
      (
        "DTSTART:20261201T090000", "FREQ=DAILY;COUNT=8", "2026-12-05", "UNTIL=20261205T085959",
        "EXDATE:20261203T090000"
      ),
      (
        "DTSTART:20261201T090000Z", "FREQ=DAILY;COUNT=8", "2026-12-05", "UNTIL=20261205T085959Z",
        "EXDATE:20261203T090000Z"
      ),
      (
        "DTSTART;TZID=America/New_York:20261201T090000", "FREQ=DAILY;COUNT=8", "2026-12-05",
        "UNTIL=20261205T135959Z", "EXDATE;TZID=America/New_York:20261203T090000"
      ),
    ]
    for item in cases {
      // An RDATE like DTSTART, on the 20th instead of the 1st.
      let parameters = item.start.dropFirst(7).prefix { $0 != ":" }
      let time = item.start.split(separator: ":")[1].replacingOccurrences(of: "1201", with: "1220")
      let (scratch, path) = try Self.setUp(
        Self.calendar(
          uid: "s", [item.start, "RRULE:\(item.rule)", "RDATE\(parameters):\(time)"],
          summary: "S"))
      let cancelled = Self.run(["delete", "s", "--instance", "2026-12-03"], scratch, zone: "UTC")
      #expect(cancelled.exitCode == 0, "\(item.start): \(cancelled.standardError)")
      #expect(try Self.read(path).contains(item.exdate + "\r\n"), "\(item.start)")
      let ended = Self.run(
        ["delete", "s", "--instance", item.day, "--this-and-future"], scratch, zone: "UTC")
      #expect(ended.exitCode == 0, "\(item.start): \(ended.standardError)")
      let text = try Self.read(path)
      #expect(text.contains("RRULE:FREQ=DAILY;\(item.until)\r\n"), "\(item.start): \(text)")
      // The RDATE on the 20th is after the cut, and goes; the EXDATE before it stays.
      #expect(!text.contains("RDATE"), "\(item.start)")
      #expect(text.contains(item.exdate + "\r\n"), "\(item.start)")
      let days = Set(Self.instances(scratch, zone: "UTC").map { String($0.prefix(10)) })
      #expect(days == ["2026-12-01", "2026-12-02", "2026-12-04"], "\(item.start)")
    }
  }

  @Test func editThisAndFutureSplitsTheSeriesWithTheRestOfItsCount() throws {
    let (scratch, path) = try Self.setUp()
    let result = Self.run(
      [
        "edit", "yoga", "--instance", "2026-12-08", "--this-and-future", "--start", "19:00",
        "--title", "Late yoga",
      ], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines.first == "updated: yoga")
    let newUID = try #require(
      lines.dropFirst(2).first?.replacingOccurrences(of: "added: ", with: ""))
    #expect(newUID.hasSuffix("@almanac"))
    let newPath = String(lines[3].dropFirst("file: ".count))
    #expect(newPath != path)
    let old = try Self.read(path)
    #expect(old.contains("RRULE:FREQ=WEEKLY;UNTIL=20261208T165959Z;BYDAY=TU,TH\r\n"))
    #expect(!old.contains("RECURRENCE-ID"))
    let new = try Self.read(newPath)
    // Six instances, two before the 8th: four left, from the 8th at 19:00.
    #expect(new.contains("UID:\(newUID)\r\nDTSTAMP:\(Self.stamp)\r\n"))
    #expect(new.contains("DTSTART;TZID=Europe/Berlin:20261208T190000\r\n"))
    #expect(new.contains("DTEND;TZID=Europe/Berlin:20261208T200000\r\n"))
    #expect(new.contains("RRULE:FREQ=WEEKLY;COUNT=4;BYDAY=TU,TH\r\n"))
    #expect(new.contains("X-VENDOR;X-P=1:keep this\r\n"))
    // The moved 8 December instance goes with the new series, its RECURRENCE-ID following
    // the new start; its own time and title stay.
    #expect(new.contains("RECURRENCE-ID;TZID=Europe/Berlin:20261208T190000\r\n"))
    #expect(new.contains("SUMMARY:Yoga (moved)\r\n"))
    #expect(new.components(separatedBy: "UID:\(newUID)\r\n").count == 3)
    #expect(
      Self.instances(scratch) == [
        "2026-12-01 18:00 Yoga", "2026-12-02 11:00 Other", "2026-12-03 18:00 Yoga",
        "2026-12-09 18:00 Yoga (moved)", "2026-12-10 19:00 Late yoga",
        "2026-12-15 19:00 Late yoga", "2026-12-17 19:00 Late yoga",
      ])
  }

  @Test func editThisAndFutureOfAnAllDaySeriesKeepsItsUntil() throws {
    let (scratch, path) = try Self.setUp(
      Self.calendar(
        uid: "days",
        [
          "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261202",
          "RRULE:FREQ=DAILY;UNTIL=20261206", "EXDATE;VALUE=DATE:20261202,20261205",
        ], summary: "Duty"))
    let result = Self.run(
      ["edit", "days", "--instance", "2026-12-04", "--this-and-future", "--title", "Watch"],
      scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let newPath = String(
      result.standardOutput.split(separator: "\n").map(String.init)[3].dropFirst("file: ".count))
    let old = try Self.read(path)
    #expect(old.contains("RRULE:FREQ=DAILY;UNTIL=20261203\r\n"))
    #expect(old.contains("EXDATE;VALUE=DATE:20261202\r\n"))
    let new = try Self.read(newPath)
    #expect(new.contains("DTSTART;VALUE=DATE:20261204\r\nDTEND;VALUE=DATE:20261205\r\n"))
    #expect(new.contains("RRULE:FREQ=DAILY;UNTIL=20261206\r\n"))
    #expect(new.contains("EXDATE;VALUE=DATE:20261205\r\n"))
    #expect(
      Self.instances(scratch) == [
        "2026-12-01  Duty", "2026-12-03  Duty", "2026-12-04  Watch", "2026-12-06  Watch",
      ])
  }

  // MARK: - rough edges

  @Test func aToDoUIDPointsToTheToDoCommands() throws {
    let (scratch, path) = try Self.setUp()
    let before = try Self.read(path)
    let edit = Self.run(["edit", "chore", "--title", "x"], scratch)
    #expect(edit.exitCode == 1)
    #expect(
      edit.standardError
        == "almanac: UID 'chore' is a to-do, not an event; use 'almanac todo edit chore'\n")
    let delete = Self.run(["delete", "chore"], scratch)
    #expect(delete.exitCode == 1)
    #expect(delete.standardError.contains("use 'almanac todo delete chore'"))
    #expect(Self.run(["delete", "nothing"], scratch).standardError.contains("no such event"))
    #expect(try Self.read(path) == before)
  }

  @Test func anInstanceCancelledByItsOverrideIsListedAsCancelled() throws {
    let (scratch, _) = try Self.setUp(
      try Self.yoga().replacingOccurrences(
        of: "SUMMARY:Yoga (moved)\n", with: "SUMMARY:Yoga (moved)\nSTATUS:CANCELLED\n"))
    let text = Self.run(["events", "2026-12-09"], scratch).standardOutput
    #expect(text.contains("CANCELLED"), "\(text)")
    #expect(text.contains("Yoga (moved)"))
    let json = Self.run(["events", "2026-12-09", "--format", "json"], scratch).standardOutput
    #expect(json.contains("\"status\": \"cancelled\""), "\(json)")
    let html = Self.run(["html", "--today", "2026-12-09", "--events"], scratch)
    #expect(html.standardOutput.contains("CANCELLED Yoga (moved)"), "\(html.standardError)")
  }
}
