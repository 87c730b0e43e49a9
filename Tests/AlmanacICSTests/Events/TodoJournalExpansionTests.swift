import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacICS

/// VTODO and VJOURNAL expansion (RFC 5545 §3.6.2, §3.6.3): the events' expansion applied to
/// to-dos anchored on DTSTART (or DUE without one) and to journals. Expected instances are
/// worked out by hand from the rules.
@Suite("To-do and journal expansion")
struct TodoJournalExpansionTests {
  static func calendar(_ body: String) throws -> ICSCalendar {
    let text = StoreFixture.calendar(body).replacingOccurrences(of: "\n", with: "\r\n")
    let document = try ICSParser().parse(text, file: "todos.ics")
    return try #require(ICSCalendar.calendars(in: document, file: "todos.ics").first)
  }

  static func todo(_ uid: String, _ lines: String) -> String {
    "BEGIN:VTODO\nUID:\(uid)\nDTSTAMP:20260101T000000Z\nSUMMARY:\(uid)\n\(lines)END:VTODO\n"
  }

  /// `start/end` of each instance, in the instances' own form.
  static func spans(_ instances: [ICSEventInstance]) -> [String] {
    instances.map { "\($0.start.text)/\($0.end.text)" }
  }

  static let window = (from: 0, to: 4_102_444_800)  // 1970 … 2100

  @Test func recurringTodoWithStartAndDueMovesTheDueTime() throws {
    let calendar = try Self.calendar(
      Self.todo(
        "report",
        "DTSTART:20260302T090000Z\nDUE:20260302T170000Z\nRRULE:FREQ=WEEKLY;COUNT=3\n"))
    var skipped: [ICSError] = []
    let instances = calendar.todoInstances(
      from: Self.window.from, to: Self.window.to, skipped: &skipped)
    #expect(skipped.isEmpty)
    #expect(
      Self.spans(instances) == [
        "20260302T090000Z/20260302T170000Z", "20260309T090000Z/20260309T170000Z",
        "20260316T090000Z/20260316T170000Z",
      ])
    #expect(
      instances.map(\.recurrenceID?.text) == [
        "20260302T090000Z", "20260309T090000Z", "20260316T090000Z",
      ])
    #expect(calendar.events.isEmpty)
    #expect(calendar.todos.map(\.due?.text) == ["20260302T170000Z"])
  }

  @Test func durationGivesEachInstanceItsDueTime() throws {
    // A zoned to-do across the US DST change: the wall time stays 09:00, the due time 11:00.
    let calendar = try Self.calendar(
      Self.todo(
        "water",
        "DTSTART;TZID=America/New_York:20260307T090000\nDURATION:PT2H\nRRULE:FREQ=DAILY;COUNT=2\n"
      ))
    var skipped: [ICSError] = []
    let instances = calendar.todoInstances(
      from: Self.window.from, to: Self.window.to, skipped: &skipped)
    #expect(
      Self.spans(instances) == [
        "20260307T090000/20260307T110000", "20260308T090000/20260308T110000",
      ])
    // 09:00 EST is 14:00Z, 09:00 EDT 13:00Z.
    #expect(instances.map(\.startUTC) == [1_772_892_000, 1_772_974_800])
    #expect(instances.map { $0.endUTC - $0.startUTC } == [7_200, 7_200])
  }

  @Test func dueWithoutStartAnchorsTheRuleOnDue() throws {
    // The 31st monthly: February and April have none; they are skipped and not counted.
    let calendar = try Self.calendar(
      Self.todo("rent", "DUE;VALUE=DATE:20260131\nRRULE:FREQ=MONTHLY;COUNT=3\n")
        + Self.todo("once", "DUE:20260401T120000Z\n"))
    var skipped: [ICSError] = []
    let instances = calendar.todoInstances(
      from: Self.window.from, to: Self.window.to, skipped: &skipped)
    #expect(
      Self.spans(instances) == [
        "20260131/20260131", "20260331/20260331", "20260401T120000Z/20260401T120000Z",
        "20260531/20260531",
      ])
    // The decoded to-do still has no DTSTART: the anchor is only the expansion's.
    #expect(calendar.todos[0].start == nil)
  }

  @Test func overridesCarryTheirOwnCompletion() throws {
    let calendar = try Self.calendar(
      Self.todo("rent", "DUE;VALUE=DATE:20260101\nRRULE:FREQ=MONTHLY;COUNT=3\n")
        + Self.todo(
          "rent",
          "RECURRENCE-ID;VALUE=DATE:20260101\nDUE;VALUE=DATE:20260102\nSTATUS:COMPLETED\n"
            + "COMPLETED:20260102T100000Z\nPERCENT-COMPLETE:100\n")
        + Self.todo(
          "rent",
          "RECURRENCE-ID;VALUE=DATE:20260201\nDUE;VALUE=DATE:20260201\nSTATUS:IN-PROCESS\n"
            + "PERCENT-COMPLETE:40\nPRIORITY:1\n"))
    var skipped: [ICSError] = []
    let instances = calendar.todoInstances(
      from: Self.window.from, to: Self.window.to, skipped: &skipped)
    #expect(
      Self.spans(instances) == ["20260102/20260102", "20260201/20260201", "20260301/20260301"])
    let sources = instances.map { calendar.todos[$0.eventIndex] }
    #expect(sources.map(\.isDone) == [true, false, false])
    #expect(sources.map(\.completed?.text) == ["20260102T100000Z", nil, nil])
    #expect(sources.map(\.percentComplete) == [100, 40, nil])
    #expect(sources.map(\.priority) == [nil, 1, nil])
    #expect(sources.map(\.status) == ["COMPLETED", "IN-PROCESS", nil])
    #expect(instances.map(\.isOverridden) == [true, true, false])
  }

  @Test func journalsExpandLikeEvents() throws {
    let calendar = try Self.calendar(
      "BEGIN:VJOURNAL\nUID:diary\nDTSTAMP:20260101T000000Z\nDTSTART;VALUE=DATE:20260301\n"
        + "RRULE:FREQ=DAILY;COUNT=4\nEXDATE;VALUE=DATE:20260302\nSUMMARY:Diary\nEND:VJOURNAL\n"
        + "BEGIN:VJOURNAL\nUID:note\nDTSTAMP:20260101T000000Z\nSUMMARY:Undated\nEND:VJOURNAL\n")
    var skipped: [ICSError] = []
    let instances = calendar.journalInstances(
      from: Self.window.from, to: Self.window.to, skipped: &skipped)
    #expect(
      Self.spans(instances) == ["20260301/20260302", "20260303/20260304", "20260304/20260305"])
    #expect(calendar.journals.count == 2)
    #expect(calendar.todoInstances(from: 0, to: Self.window.to, skipped: &skipped).isEmpty)
  }

  /// One expansion: a to-do's instances are those of the same component read as an event
  /// (DUE for DTEND), on rules of every shape the events' tests cover.
  @Test(arguments: [
    "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=6",
    "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;COUNT=3",
    "FREQ=DAILY;INTERVAL=3;UNTIL=20260401T000000Z",
    "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD;COUNT=4",
  ])
  func todosExpandAsEventsDo(_ rule: String) throws {
    let lines =
      "DTSTART;TZID=Europe/Paris:20260130T080000\n%@;TZID=Europe/Paris:20260130T093000\n"
      + "RRULE:\(rule)\nEXDATE;TZID=Europe/Paris:20260227T080000\n"
    let todo = try Self.calendar(
      Self.todo("t", lines.replacingOccurrences(of: "%@", with: "DUE")))
    let event = try Self.calendar(
      "BEGIN:VEVENT\nUID:t\nDTSTAMP:20260101T000000Z\n"
        + lines.replacingOccurrences(of: "%@", with: "DTEND") + "END:VEVENT\n")
    var skipped: [ICSError] = []
    let fromTodo = todo.todoInstances(from: 0, to: Self.window.to, skipped: &skipped)
    let fromEvent = try event.instances(from: 0, to: Self.window.to)
    #expect(skipped.isEmpty)
    #expect(!fromTodo.isEmpty)
    #expect(fromTodo == fromEvent)
  }

  @Test func outOfRangeNumbersAreIgnored() throws {
    let calendar = try Self.calendar(
      Self.todo(
        "n",
        "DUE:20260301T090000Z\nPERCENT-COMPLETE:101\nPRIORITY:-1\n"
          + "COMPLETED:yesterday\n")
        + Self.todo("m", "PERCENT-COMPLETE:99999999999999999999999\nPRIORITY:10\n"))
    #expect(calendar.todos.map(\.percentComplete) == [nil, nil])
    #expect(calendar.todos.map(\.priority) == [nil, nil])
    // A COMPLETED that is not a date-time still says the to-do is done.
    #expect(calendar.todos.map(\.completed) == [nil, nil])
    #expect(calendar.todos.map(\.isDone) == [true, false])
  }
}
