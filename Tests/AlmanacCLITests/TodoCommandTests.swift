import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// `almanac todo`, in-process (now is 2026-11-29 12:00 UTC), on a calendar written by the
/// test; the expected lines are worked out by hand.
@Suite("almanac todo")
struct TodoCommandTests {
  /// A monthly to-do due on the 27th, with an X- property a writer must keep.
  static let rent = """
    BEGIN:VTODO
    UID:rent
    DTSTAMP:20261101T000000Z
    DUE;VALUE=DATE:20261127
    RRULE:FREQ=MONTHLY
    SUMMARY:Pay rent
    X-KEEP;X-P=1:yes
    END:VTODO

    """

  static let calendar = calendarText(
    rent + """
      BEGIN:VTODO
      UID:rent
      DTSTAMP:20261101T000000Z
      RECURRENCE-ID;VALUE=DATE:20261027
      DUE;VALUE=DATE:20261027
      STATUS:COMPLETED
      COMPLETED:20261026T180000Z
      SUMMARY:Pay rent
      END:VTODO
      BEGIN:VTODO
      UID:report
      DTSTAMP:20261101T000000Z
      DTSTART;TZID=Europe/Berlin:20261130T090000
      DUE;TZID=Europe/Berlin:20261130T170000
      STATUS:IN-PROCESS
      PERCENT-COMPLETE:40
      PRIORITY:1
      SUMMARY:Send the report
      LOCATION:Office
      DESCRIPTION:Figures first\\nthen the text
      END:VTODO
      BEGIN:VTODO
      UID:bulbs
      DTSTAMP:20261101T000000Z
      SUMMARY:Buy bulbs
      END:VTODO
      BEGIN:VTODO
      UID:call
      DTSTAMP:20261101T000000Z
      DUE:20261120T100000Z
      STATUS:COMPLETED
      COMPLETED:20261120T090000Z
      SUMMARY:Call the bank
      END:VTODO
      BEGIN:VJOURNAL
      UID:diary
      DTSTAMP:20261101T000000Z
      DTSTART;VALUE=DATE:20261129
      SUMMARY:Not a to-do
      END:VJOURNAL
      BEGIN:VEVENT
      UID:meeting
      DTSTAMP:20261101T000000Z
      DTSTART:20261130T100000Z
      SUMMARY:Not a to-do either
      END:VEVENT

      """, header: "X-WR-CALNAME:Home\n")

  static func run(_ arguments: [String]) throws -> (RunResult, EventsCommandTests.Scratch) {
    let scratch = try EventsCommandTests.Scratch()
    let path = try scratch.write("home.ics", Self.calendar)
    let result = CLIHarness.run(
      ["todo", "--ics", path] + arguments, environment: scratch.environment)
    return (result, scratch)
  }

  @Test func listsOpenTodosByDueDateOverdueFirst() throws {
    let (result, _) = try Self.run([])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    // The rent of 27 October was done (an override); 27 November is the current instance.
    #expect(
      result.standardOutput == """
        [ ] 2026-11-27        Pay rent  repeats  [Home]  overdue
        [ ] 2026-11-30 16:00  Send the report  40%  !!!  [Home]
        [ ]                   Buy bulbs  [Home]

        """)
  }

  @Test func allShowsDoneOnesAndTheTimeZoneMovesTimes() throws {
    let (result, _) = try Self.run(["--all", "--time-zone", "Europe/Berlin"])
    #expect(
      result.standardOutput == """
        [x] 2026-10-27        Pay rent  repeats  [Home]
        [x] 2026-11-20 11:00  Call the bank  [Home]
        [ ] 2026-11-27        Pay rent  repeats  [Home]  overdue
        [ ] 2026-11-30 17:00  Send the report  40%  !!!  [Home]
        [ ]                   Buy bulbs  [Home]

        """)
  }

  @Test func todayMovesWhatIsOverdue() throws {
    let (result, _) = try Self.run(["--today", "2026-12-01"])
    #expect(
      result.standardOutput == """
        [ ] 2026-11-27        Pay rent  repeats  [Home]  overdue
        [ ] 2026-11-30 16:00  Send the report  40%  !!!  [Home]  overdue
        [ ]                   Buy bulbs  [Home]

        """)
  }

  @Test func aRangeListsEveryInstanceDueInIt() throws {
    let (result, _) = try Self.run(["--from", "2026-11-01", "--to", "2027-01-31"])
    #expect(
      result.standardOutput == """
        [ ] 2026-11-27        Pay rent  repeats  [Home]  overdue
        [ ] 2026-11-30 16:00  Send the report  40%  !!!  [Home]
        [ ] 2026-12-27        Pay rent  repeats  [Home]
        [ ] 2027-01-27        Pay rent  repeats  [Home]

        """)
  }

  @Test func jsonCarriesTheDocumentedFields() throws {
    let (result, _) = try Self.run(["--format", "json", "--details"])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [[String: Any]])
    #expect(items.map { $0["uid"] as? String } == ["rent", "report", "bulbs"])
    #expect(items[0]["due"] as? String == "2026-11-27")
    #expect(items[0]["overdue"] as? Bool == true)
    #expect(items[0]["recurrenceId"] as? String == "2026-11-27")
    #expect(items[1]["due"] as? String == "2026-11-30T16:00:00+00:00")
    #expect(items[1]["start"] as? String == "2026-11-30T08:00:00+00:00")
    #expect(items[1]["status"] as? String == "IN-PROCESS")
    #expect(items[1]["percentComplete"] as? Int == 40)
    #expect(items[1]["priority"] as? Int == 1)
    #expect(items[1]["location"] as? String == "Office")
    #expect(items[1]["done"] as? Bool == false)
    #expect(items[1]["collection"] as? String == "Home")
    #expect(items[2]["due"] is NSNull)
    #expect(items[2]["recurrenceId"] is NSNull)
  }

  @Test func detailsShowUIDLocationAndDescription() throws {
    let (result, _) = try Self.run(["--details", "-a", "Home"])
    #expect(
      result.standardOutput.contains(
        """
        [ ] 2026-11-30 16:00  Send the report  40%  !!!  [Home]
            uid: report
            location: Office
            description: Figures first
              then the text

        """))
  }

  @Test func badInputIsRefusedWithItsExitCode() throws {
    let (before, _) = try Self.run(["--from", "2026-12-10", "--to", "2026-12-01"])
    #expect(before.exitCode == 64)
    #expect(before.standardError.contains("is before --from"))
    let (both, _) = try Self.run(["--to", "2026-12-10", "--days", "3"])
    #expect(both.exitCode == 64)
    let (extra, _) = try Self.run(["tomorrow"])
    #expect(extra.exitCode == 64)
    let (unknown, _) = try Self.run(["-a", "nowhere"])
    #expect(unknown.exitCode == 64)
    let alias = CLIHarness.run(["todos"])
    #expect(alias.standardError.contains("todo"))
  }

  @Test func anEmptyListIsSuccess() throws {
    let scratch = try EventsCommandTests.Scratch()
    let path = try scratch.write(
      "empty.ics", "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\nEND:VCALENDAR\n")
    let result = CLIHarness.run(["todo", "--ics", path], environment: scratch.environment)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.isEmpty)
    let json = CLIHarness.run(
      ["todo", "--ics", path, "--format", "json"], environment: scratch.environment)
    #expect(json.standardOutput == "[]\n")
  }
}

/// PRIORITY in the text form, as todoman writes it.
@Suite("To-do priority marks")
struct TodoPriorityMarkTests {
  @Test(
    "1-4 are high (!!!), 5 medium (!!), 6-9 low (!); 0 and out-of-range values show nothing",
    arguments: [
      (1, "!!!"), (4, "!!!"), (5, "!!"), (6, "!"), (9, "!"), (0, nil), (10, nil), (-1, nil),
    ] as [(Int, String?)])
  func marks(priority: Int, marks: String?) {
    #expect(TodoCommand.priorityMarks(priority) == marks)
  }
}
