import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// Files a hostile or broken producer writes, read through the store: the event that cannot
/// be expanded is left out and named, and the others still show.
@Suite struct HostileItemTests {
  /// Int.min in each part of a file's RRULE, expanded through the store as `events` does:
  /// the rule is refused where it is parsed (an `abs` of Int.min would trap), and the other
  /// events still show.
  @Test(arguments: [
    "BYMONTHDAY=-9223372036854775808", "BYYEARDAY=-9223372036854775808",
    "BYWEEKNO=-9223372036854775808", "BYSETPOS=-9223372036854775808",
    "BYDAY=-9223372036854775808MO",
  ])
  func intMinInAFileIsReportedNotFatal(part: String) throws {
    let fixture = try StoreFixture()
    try fixture.write(
      "cal/work/bad.ics",
      calendarOf: StoreFixture.event(
        uid: "bad", summary: "Bad", start: "DTSTART:20260101T090000Z",
        extra: "RRULE:FREQ=YEARLY;\(part)\n"))
    try fixture.write(
      "cal/work/good.ics",
      calendarOf: StoreFixture.event(
        uid: "good", summary: "Good", start: "DTSTART:20260105T090000Z"))
    let store = try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil)
    let bad = try #require(store.items.first { $0.path.hasSuffix("bad.ics") })
    #expect(bad.problems.contains { $0.location.line == 9 && $0.reason.contains("RRULE") })
    let events = try store.events(
      from: day("2026-01-01"), through: day("2026-01-31"), in: try zone("UTC"))
    #expect(events.map(\.uid) == ["good"])
  }

  /// One `FREQ=SECONDLY` event without end has millions of instances in a month: it is left
  /// out with a warning naming its file, line and UID, and the other events still show.
  @Test func runawayEventIsSkippedNotFatal() throws {
    let fixture = try StoreFixture()
    let path = try fixture.write("cal.ics", fixture: "runaway-secondly.ics")
    let store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    var skipped: [ICSError] = []
    let events = store.events(
      from: day("2026-01-01"), through: day("2026-01-31"), in: try zone("UTC"),
      limit: 10_000, skipped: &skipped)
    #expect(events.map(\.uid) == ["lunch"])
    let problem = try #require(skipped.first)
    #expect(skipped.count == 1)
    #expect(problem.location.file == path)
    #expect(problem.location.line == 9)
    #expect(problem.reason.contains("UID every-second"))
    #expect(problem.reason.contains("more than 10000 instances"))
    // The strict form still fails, now saying which file and event.
    #expect(throws: EventStoreError.expansion(problem)) {
      _ = try store.events(
        from: day("2026-01-01"), through: day("2026-01-31"), in: try zone("UTC"),
        limit: 10_000)
    }
    // The index form (what the month view and picker draw) leaves it out too.
    var again: [ICSError] = []
    let index = store.index(
      window: day("2026-01-01")...(day("2026-01-31")), in: try zone("UTC"),
      limit: 10_000, skipped: &again)
    #expect(index.count(on: day("2026-01-10")) == 1)
    #expect(again == skipped)
  }
}
