import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// Real-world files read as their producers meant them
/// (docs/decisions/0010-real-world-calendar-files.md). Each expectation agrees with python
/// recurring-ical-events 3.8.2 on the same text. The producers' samples are kept byte for
/// byte in `Fixtures`.
@Suite struct ProducerQuirksTests {
  static func store(_ name: String, _ text: String, crlf: Bool = true) throws -> (
    EventStore, StoreFixture
  ) {
    let fixture = try StoreFixture()
    let path = try fixture.write(name, text, crlf: crlf)
    return (try EventStore(sources: [EventSource(path: path)], cache: nil), fixture)
  }

  /// A store of the file `name` in `Fixtures`, copied byte for byte.
  static func store(file name: String) throws -> (EventStore, StoreFixture) {
    try store(name, try DataFiles().text(name), crlf: false)
  }

  static func agenda(
    _ store: EventStore, _ first: String, _ last: String, _ zoneName: String
  ) throws -> [String] {
    try store.events(from: day(first), through: day(last), in: try zone(zoneName)).map {
      "\($0.summary) \($0.startText)/\($0.endText)"
    }
  }

  @Test func bareEventIsReadWithAWarning() throws {
    let (store, _) = try Self.store(file: "bare-event.ics")
    #expect(
      try Self.agenda(store, "2026-06-01", "2026-06-01", "UTC") == [
        "Bare 2026-06-01T09:00:00+00:00/2026-06-01T09:00:00+00:00"
      ])
    let warning = try #require(store.items.first?.warnings.first)
    #expect(warning.reason.contains("outside a VCALENDAR"))
    #expect(warning.location.line == 1)
  }

  /// Exchange writes a date-time RECURRENCE-ID for an all-day series; the override replaces
  /// its instance in every viewer's zone, not only in UTC.
  @Test(arguments: ["UTC", "America/Los_Angeles", "Asia/Tokyo"])
  func dateTimeRecurrenceIDOfAnAllDaySeries(viewer: String) throws {
    let (store, _) = try Self.store(file: "exchange-all-day-override.ics")
    #expect(
      try Self.agenda(store, "2020-09-01", "2020-09-30", viewer) == [
        "Series 2020-09-13/2020-09-14", "Series 2020-09-15/2020-09-16",
        "Moved 2020-09-20/2020-09-21",
      ])
  }

  @Test func leadingSlashTZID() throws {
    let (store, _) = try Self.store(file: "leading-slash-tzid.ics")
    #expect(
      try Self.agenda(store, "2026-06-01", "2026-06-01", "UTC") == [
        "Slash 2026-06-01T08:00:00+00:00/2026-06-01T09:00:00+00:00"
      ])
    #expect(store.items.first?.problems == [])
  }

  @Test func floatingEndOfAZonedStartIsInTheStartsZone() throws {
    let (store, _) = try Self.store(file: "floating-end.ics")
    #expect(
      try Self.agenda(store, "2026-06-02", "2026-06-02", "Europe/Berlin") == [
        "Floating end 2026-06-02T16:00:00+02:00/2026-06-02T17:00:00+02:00"
      ])
  }

  @Test func thisAndFutureCarriesTheOverridesProperties() throws {
    let (store, _) = try Self.store(file: "this-and-future.ics")
    let events = try store.events(
      from: day("2026-06-01"), through: day("2026-06-07"), in: try zone("UTC"))
    #expect(
      events.map(\.summary) == ["Old title", "Old title", "New title", "New title", "New title"])
    #expect(events.map(\.location) == [nil, nil, "Room 2", "Room 2", "Room 2"])
    #expect(events.map(\.startText).last == "2026-06-05T10:00:00+00:00")
    #expect(events.map(\.endText).last == "2026-06-05T11:30:00+00:00")
    #expect(events.last?.recurrenceID?.text == "20260605T090000Z")
  }

  @Test func highestSequenceWins() throws {
    let (store, _) = try Self.store(file: "sequences.ics")
    #expect(
      try Self.agenda(store, "2026-06-01", "2026-06-01", "UTC") == [
        "Other 2026-06-01T07:00:00+00:00/2026-06-01T07:00:00+00:00",
        "Second version 2026-06-01T09:00:00+00:00/2026-06-01T09:00:00+00:00",
      ])
  }

  /// A weekly series and an override of its 2026-06-08 instance, moved to 11:00.
  static func series(master: String, override: String) -> String {
    StoreFixture.calendar(
      StoreFixture.event(
        uid: "w-1", summary: "Weekly", start: "DTSTART:20260601T090000Z",
        end: "DTEND:20260601T100000Z", extra: "RRULE:FREQ=WEEKLY;COUNT=3\n" + master)
        + StoreFixture.event(
          uid: "w-1", summary: "Moved", start: "DTSTART:20260608T110000Z",
          end: "DTEND:20260608T120000Z",
          extra: "RECURRENCE-ID:20260608T090000Z\n" + override))
  }

  /// Producers raise the master's SEQUENCE without touching the overrides: an override with a
  /// lower SEQUENCE still replaces its instance.
  @Test func anOverrideWithALowerSequenceStands() throws {
    let (store, _) = try Self.store(
      "lower.ics", Self.series(master: "SEQUENCE:3\n", override: "SEQUENCE:1\n"))
    #expect(
      try Self.agenda(store, "2026-06-01", "2026-06-30", "UTC") == [
        "Weekly 2026-06-01T09:00:00+00:00/2026-06-01T10:00:00+00:00",
        "Moved 2026-06-08T11:00:00+00:00/2026-06-08T12:00:00+00:00",
        "Weekly 2026-06-15T09:00:00+00:00/2026-06-15T10:00:00+00:00",
      ])
  }

  /// A master that excludes the override's instance (EXDATE) with a higher SEQUENCE cancelled
  /// it after the override was written: the override is dropped. With an equal or higher
  /// SEQUENCE the override is the later word and stands; a whole-day EXDATE counts too.
  @Test func anExclusionNewerThanTheOverrideCancelsIt() throws {
    let cancelled = [
      "Weekly 2026-06-01T09:00:00+00:00/2026-06-01T10:00:00+00:00",
      "Weekly 2026-06-15T09:00:00+00:00/2026-06-15T10:00:00+00:00",
    ]
    for exdate in ["EXDATE:20260608T090000Z\n", "EXDATE;VALUE=DATE:20260608\n"] {
      let (store, _) = try Self.store(
        "newer.ics", Self.series(master: "SEQUENCE:2\n" + exdate, override: "SEQUENCE:1\n"))
      #expect(try Self.agenda(store, "2026-06-01", "2026-06-30", "UTC") == cancelled, "\(exdate)")
    }
    for sequence in ["SEQUENCE:2\n", "SEQUENCE:5\n"] {
      let (store, _) = try Self.store(
        "older.ics",
        Self.series(master: "SEQUENCE:2\nEXDATE:20260608T090000Z\n", override: sequence))
      #expect(
        try Self.agenda(store, "2026-06-01", "2026-06-30", "UTC") == [
          "Weekly 2026-06-01T09:00:00+00:00/2026-06-01T10:00:00+00:00",
          "Moved 2026-06-08T11:00:00+00:00/2026-06-08T12:00:00+00:00",
          "Weekly 2026-06-15T09:00:00+00:00/2026-06-15T10:00:00+00:00",
        ], "\(sequence)")
    }
  }

  /// Each event left out for a rule that cannot be read is its own problem, naming its UID and
  /// summary at its line.
  @Test func eachDroppedEventIsNamed() throws {
    var body = ""
    for index in 1...34 {
      body += StoreFixture.event(
        uid: "empty-\(index)", summary: "Broken \(index)", start: "DTSTART:20260601T090000Z",
        extra: "RRULE:\n")
    }
    body += StoreFixture.event(uid: "fine", summary: "Fine", start: "DTSTART:20260601T100000Z")
    let (store, _) = try Self.store("empty.ics", StoreFixture.calendar(body))
    let problems = try #require(store.items.first?.problems)
    #expect(problems.count == 34)
    for (index, problem) in problems.enumerated() {
      #expect(problem.reason.hasPrefix("event UID empty-\(index + 1) (\"Broken \(index + 1)\"): "))
      #expect(problem.reason.hasSuffix("; the event is left out"))
      #expect(problem.location.line == 9 + 7 * index)
    }
    #expect(try Self.agenda(store, "2026-06-01", "2026-06-01", "UTC").count == 1)
  }

  /// A malformed DTSTAMP and VALUE=DATE with a time do not drop the event; one warning per
  /// property kind, with the count.
  @Test func lenientWhereTheMeaningIsClear() throws {
    var body = ""
    for n in 1...28 {
      let date = "202606" + (n < 10 ? "0\(n)" : "\(n)")
      body +=
        "BEGIN:VEVENT\nUID:l-\(n)\nDTSTAMP:\(n == 1 ? "yesterday" : "20260101T000000Z")\n"
        + "DTSTART;VALUE=DATE:\(date)\(n == 28 ? "" : "T000000")\nSUMMARY:E\(n)\nEND:VEVENT\n"
    }
    let (store, _) = try Self.store("feed.ics", StoreFixture.calendar(body))
    let events = try store.events(
      from: day("2026-06-01"), through: day("2026-06-30"), in: try zone("Asia/Tokyo"))
    #expect(events.count == 28)
    #expect(events.allSatisfy { $0.isAllDay })
    let warnings = try #require(store.items.first?.warnings)
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.contains { $0.reason.hasPrefix("DTSTAMP: 1 value ignored") })
    #expect(warnings.contains { $0.reason.hasPrefix("DTSTART: 27 values read as dates") })
    #expect(warnings.allSatisfy { $0.location.file.hasSuffix("feed.ics") })
  }

  @Test func importGivesEventsWithoutUIDAStableOne() throws {
    let fixture = try StoreFixture()
    let folder = fixture.root + "/cal"
    try AtomicFile.makeFolder(folder + "/work")
    let text = StoreFixture.calendar(
      "BEGIN:VEVENT\nDTSTAMP:20260101T000000Z\nDTSTART:20260601T090000Z\nSUMMARY:A\nEND:VEVENT\n"
        + "BEGIN:VEVENT\nDTSTAMP:20260101T000000Z\nDTSTART:20260601T090000Z\nSUMMARY:A\n"
        + "END:VEVENT\nBEGIN:VEVENT\nUID:u\nDTSTART:20260602T090000Z\nSUMMARY:B\nEND:VEVENT\n")
    var store = try EventStore(sources: [EventSource(path: folder)], cache: nil)
    let summary = try store.importEvents(Array(text.utf8), file: "in.ics")
    #expect(summary.assignedUIDs.count == 2)
    #expect(Set(summary.assignedUIDs).count == 2)
    #expect(summary.added.count == 3)
    #expect(summary.assignedUIDs[1] == summary.assignedUIDs[0] + "-2")
    // Again: the same UIDs, found unchanged.
    var again = try EventStore(sources: [EventSource(path: folder)], cache: nil)
    let second = try again.importEvents(Array(text.utf8), file: "in.ics")
    #expect(second.assignedUIDs == summary.assignedUIDs)
    #expect(second.unchanged.count == 3 && second.added.isEmpty)
    let events = try again.events(
      from: day("2026-06-01"), through: day("2026-06-02"), in: try zone("UTC"))
    #expect(Set(events.map(\.uid)) == Set(summary.assignedUIDs + ["u"]))
  }
}
