import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// The to-do list of a store: each to-do once, recurring ones at their current instance
/// (whichever way the client completed the earlier ones), sorted by due time.
@Suite("To-do list")
struct TodoListTests {
  static func todo(_ uid: String, _ lines: String) -> String {
    "BEGIN:VTODO\nUID:\(uid)\nDTSTAMP:20260101T000000Z\nSUMMARY:\(uid)\n\(lines)END:VTODO\n"
  }

  /// 2026-03-10T12:00:00Z.
  static let now = 1_773_144_000

  static func store() throws -> (EventStore, StoreFixture) {
    let fixture = try StoreFixture()
    try fixture.write(
      "cal/home/list.ics",
      calendarOf: Self.todo("late", "DUE;VALUE=DATE:20260309\nPRIORITY:5\n")
        + Self.todo("soon", "DUE:20260311T090000Z\n")
        + Self.todo("today", "DUE;VALUE=DATE:20260310\n")
        + Self.todo("undated", "")
        + Self.todo("started", "DTSTART:20260305T080000Z\n")
        + Self.todo("done", "DUE:20260301T090000Z\nSTATUS:COMPLETED\n")
        + Self.todo("dropped", "DUE:20260302T090000Z\nSTATUS:CANCELLED\n")
        // Thunderbird: each completed instance is an override.
        + Self.todo("plants", "DUE;VALUE=DATE:20260307\nRRULE:FREQ=DAILY\n")
        + Self.todo(
          "plants",
          "RECURRENCE-ID;VALUE=DATE:20260307\nDUE;VALUE=DATE:20260307\nSTATUS:COMPLETED\n")
        + Self.todo(
          "plants",
          "RECURRENCE-ID;VALUE=DATE:20260308\nDUE;VALUE=DATE:20260308\n"
            + "COMPLETED:20260308T200000Z\n")
        // A series done as a whole.
        + Self.todo(
          "retired", "DTSTART:20260101T090000Z\nRRULE:FREQ=WEEKLY\nSTATUS:COMPLETED\n"))
    // Apple Reminders and todoman move the series on instead.
    try fixture.write(
      "cal/work/standup-notes.ics",
      calendarOf: Self.todo(
        "notes",
        "DTSTART:20260316T090000Z\nDUE:20260316T100000Z\nRRULE:FREQ=WEEKLY;BYDAY=MO\n"
          + "PRIORITY:1\n"))
    return (
      try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil), fixture
    )
  }

  @Test func eachTodoOnceByDueTime() throws {
    let (store, _) = try Self.store()
    var skipped: [ICSError] = []
    let list = store.todos(in: try zone("UTC"), now: Self.now, skipped: &skipped)
    #expect(skipped.isEmpty)
    #expect(
      list.map(\.uid) == [
        "started", "late", "plants", "today", "soon", "notes", "undated",
      ])
    #expect(
      list.map { $0.isOverdue(at: Self.now) } == [false, true, true, false, false, false, false])
    // At equal due times, priority decides (undefined last).
    #expect(list[1].priority == 5)
    #expect(list[2].dueText == "2026-03-09")
    #expect(list[2].recurrenceID?.text == "20260309")
    #expect(list[2].isRecurring)
    #expect(!list[1].isRecurring)
    #expect(list[4].dueText == "2026-03-11T09:00:00+00:00")
    #expect(list[5].startText == "2026-03-16T09:00:00+00:00")
    #expect(list[5].collection.name == "work")
    #expect(list[0].due == nil)
    #expect(list[6].day == nil)
  }

  @Test func allIncludesDoneOnesAndDoneInstances() throws {
    let (store, _) = try Self.store()
    var skipped: [ICSError] = []
    let list = store.todos(
      in: try zone("UTC"), now: Self.now, includingDone: true, skipped: &skipped)
    #expect(
      list.map { "\($0.uid)\($0.isDone ? "✓" : "")" } == [
        "retired✓", "done✓", "dropped✓", "started", "plants✓", "plants✓", "late", "plants",
        "today", "soon", "notes", "undated",
      ])
    #expect(list[4].dueText == "2026-03-07")
    #expect(list[5].completed?.text == "20260308T200000Z")
  }

  @Test func aDateIsOverdueFromTheEndOfItsDayInTheDisplayZone() throws {
    let (store, _) = try Self.store()
    var skipped: [ICSError] = []
    // 2026-03-10T12:00Z is 2026-03-11 01:00 in Auckland: "today" (the 10th) is overdue there.
    let list = store.todos(in: try zone("Pacific/Auckland"), now: Self.now, skipped: &skipped)
    let today = try #require(list.first { $0.uid == "today" })
    #expect(today.isOverdue(at: Self.now))
    let inUTC = store.todos(in: try zone("UTC"), now: Self.now, skipped: &skipped)
    #expect(inUTC.first { $0.uid == "today" }?.isOverdue(at: Self.now) == false)
  }

  @Test func aWindowListsEveryInstanceOnItsDueDay() throws {
    let (store, _) = try Self.store()
    var skipped: [ICSError] = []
    let week = store.todos(
      from: day("2026-03-07"), through: day("2026-03-16"), in: try zone("UTC"),
      skipped: &skipped)
    #expect(skipped.isEmpty)
    #expect(
      week.map { "\($0.uid) \($0.day.map(\.description) ?? "-")" }
        == [
          "started 2026-03-05", "late 2026-03-09", "plants 2026-03-09", "plants 2026-03-10",
          "today 2026-03-10", "plants 2026-03-11", "soon 2026-03-11", "plants 2026-03-12",
          "plants 2026-03-13", "plants 2026-03-14", "plants 2026-03-15", "plants 2026-03-16",
          "notes 2026-03-16",
        ].filter { !$0.hasPrefix("started") })
    let all = store.todos(
      from: day("2026-03-07"), through: day("2026-03-08"), in: try zone("UTC"),
      includingDone: true, skipped: &skipped)
    #expect(all.map(\.uid) == ["plants", "plants"])
    #expect(all.allSatisfy { $0.isDone })
  }

  @Test func anEndlessSecondlyTodoIsLeftOutAndNamed() throws {
    let fixture = try StoreFixture()
    let store = try fixture.store(
      "busy.ics",
      calendarOf: Self.todo("tick", "DTSTART:20260101T000000Z\nRRULE:FREQ=SECONDLY\n")
        + Self.todo("calm", "DUE:20260311T090000Z\n"))
    var skipped: [ICSError] = []
    let list = store.todos(in: try zone("UTC"), now: Self.now, limit: 10_000, skipped: &skipped)
    #expect(list.map(\.uid) == ["calm"])
    #expect(skipped.count == 1)
    #expect(skipped.first?.reason.hasPrefix("to-do UID tick: ") == true)
    #expect(skipped.first?.location.line == 9)
  }

  @Test func brokenTodoIsAWarningNotAProblem() throws {
    let text = StoreFixture.calendar(
      Self.todo("bad", "DUE:2026-03-01\n")
        + Self.todo("odd-zone", "DUE;TZID=Mars/Olympus:20260301T090000\n")
        + StoreFixture.event(uid: "e", summary: "E", start: "DTSTART:20260301T090000Z"))
    let fixture = try StoreFixture()
    let path = try fixture.write("mixed.ics", text)
    let item = try StoredItem(path: path, collectionIndex: 0)
    #expect(item.isClean)
    #expect(item.problems.isEmpty)
    #expect(item.warnings.count == 2)
    #expect(item.warnings[0].reason.hasPrefix("to-do UID bad: "))
    #expect(item.warnings[0].reason.hasSuffix("the to-do is kept but not listed"))
    #expect(item.warnings[0].location.line == 8)
    #expect(item.warnings[1].reason.contains("Mars/Olympus"))
    #expect(item.calendars[0].todos.map(\.uid) == ["odd-zone"])
    #expect(item.calendars[0].events.map(\.uid) == ["e"])
  }
}
