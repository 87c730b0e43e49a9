import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// The khal-style inputs read in AlmanacStore: day ranges (`today 7d`, `week`), one-line entries
/// (`tomorrow 18:00-19:00 Dinner @home`), changes to an existing event, search and `at`.
@Suite("Event inputs: ranges, one-line entries, changes, search, at")
struct EventInputTests {
  static func reader(today text: String) throws -> DateTimeReader {
    DateTimeReader(zone: "Europe/Berlin", today: day(text))
  }

  @Test(arguments: [
    ([], "2026-11-29", "2026-12-05"),
    (["today"], "2026-11-29", "2026-11-29"),
    (["tomorrow"], "2026-11-30", "2026-11-30"),
    (["today", "7d"], "2026-11-29", "2026-12-05"),
    (["today", "1d"], "2026-11-29", "2026-11-29"),
    (["fri", "2w"], "2026-12-04", "2026-12-17"),
    (["2026-12-01", "2026-12-24"], "2026-12-01", "2026-12-24"),
    (["2026-12-01", "10"], "2026-12-01", "2026-12-10"),
    (["week"], "2026-11-30", "2026-12-06"),
    (["week", "14d"], "2026-11-30", "2026-12-13"),
  ])
  func dayRanges(_ words: [String], _ first: String, _ last: String) throws {
    // Today is Sunday 29 November; for `week` Wednesday 2 December (weeks from Monday).
    let reader = try Self.reader(today: words.first == "week" ? "2026-12-02" : "2026-11-29")
    let range = try reader.dayRange(words, firstWeekday: 2)
    #expect(range.lowerBound.description == first)
    #expect(range.upperBound.description == last)
  }

  @Test func aWeekFollowsTheFirstWeekday() throws {
    // Sunday 29 November: a Sunday week starts on it; a Monday week on the 23rd.
    let reader = try Self.reader(today: "2026-11-29")
    #expect(try reader.dayRange(["week"], firstWeekday: 1).lowerBound.description == "2026-11-29")
    #expect(try reader.dayRange(["week"], firstWeekday: 2).lowerBound.description == "2026-11-23")
  }

  @Test(arguments: [
    ["2026-12-05", "2026-12-01"], ["today", "0d"], ["today", "9999999d"], ["nonsense"],
    ["today", "7d", "extra"], ["2026-02-30"], ["2026-12-01T10:00"],
  ])
  func badDayRanges(_ words: [String]) throws {
    let reader = try Self.reader(today: "2026-11-29")
    #expect(throws: ICSError.self) { try reader.dayRange(words, firstWeekday: 2) }
  }

  @Test func oneLineEntries() throws {
    let reader = try Self.reader(today: "2026-11-29")
    var (request, zone) = try EventRequest.oneLine(
      ["tomorrow", "18:00-19:00", "Dinner", "@home"], reader: reader)
    #expect(request.title == "Dinner")
    #expect(request.start == "2026-11-30T18:00")
    #expect(request.end == "2026-11-30T19:00")
    #expect(request.location == "home")
    #expect(zone == nil)
    (request, _) = try EventRequest.oneLine(
      ["fri 9:30 45m Dentist @ Main Street 4 :: bring the card"], reader: reader)
    #expect(request.start == "2026-12-04T09:30")
    #expect(request.end == nil)
    #expect(request.duration == ICSDuration(seconds: 2700))
    #expect(request.title == "Dentist")
    #expect(request.location == "Main Street 4")
    #expect(request.notes == "bring the card")
    (request, _) = try EventRequest.oneLine(
      ["2026-12-24", "2026-12-26", "Holidays"], reader: reader)
    #expect(request.isAllDay)
    #expect(request.start == "2026-12-24")
    #expect(request.end == "2026-12-27")
    (request, _) = try EventRequest.oneLine(["23:00-01:00", "Late"], reader: reader)
    #expect(request.start == "2026-11-29T23:00")
    #expect(request.end == "2026-11-30T01:00")
    (request, _) = try EventRequest.oneLine(["09:00", "24:00", "Long", "day"], reader: reader)
    #expect(request.end == "2026-11-30T00:00")
    #expect(request.title == "Long day")
    (request, zone) = try EventRequest.oneLine(["18:00", "UTC", "Call"], reader: reader)
    #expect(zone == "UTC")
    #expect(request.duration == ICSDuration(seconds: 3600))
    (request, zone) = try EventRequest.oneLine(
      ["18:00", "America/New_York", "Call"], reader: reader)
    #expect(zone == "America/New_York")
    #expect(request.title == "Call")
  }

  @Test(arguments: [["Dinner", "18:00"], ["25:00", "x"], [], ["2026-12-05", "2026-12-01", "x"]])
  func badOneLineEntries(_ words: [String]) throws {
    let reader = try Self.reader(today: "2026-11-29")
    #expect(throws: EventRequestError.self) { try EventRequest.oneLine(words, reader: reader) }
  }

  static let stamp = ICSDateTime(day: Day(clampingSerial: 20_000), secondOfDay: 3600, kind: .utc)

  static func component(_ lines: String) throws -> ICSComponent {
    let document = try ICSParser().parse(StoreFixture.calendar(lines))
    return try #require(document.calendars.first?.components.first)
  }

  /// Applies `change` to `event` as typed on 29 November 2026, stamped with `stamp`.
  static func apply(
    _ change: EventChange, to event: inout ICSComponent, hasOverrides: Bool = false
  ) throws {
    try change.apply(
      to: &event, reader: try reader(today: "2026-11-29"), stamp: stamp,
      hasOverrides: hasOverrides)
  }

  @Test func aNewStartKeepsTheLengthAndTheRest() throws {
    var event = try Self.component(
      StoreFixture.event(
        uid: "a", summary: "Lunch", start: "DTSTART;TZID=Europe/Berlin:20261130T120000",
        end: "DTEND;TZID=Europe/Berlin:20261130T131500",
        extra: "X-ODD;P=1:keep\nRRULE:FREQ=DAILY;UNTIL=20261210T110000Z\nSEQUENCE:4\n"))
    try Self.apply(EventChange(start: "2026-12-01T09:00", location: "Canteen"), to: &event)
    #expect(event.property("DTSTART")?.rawValue == "20261201T090000")
    #expect(event.property("DTSTART")?.parameter("TZID") == "Europe/Berlin")
    #expect(event.property("DTEND")?.rawValue == "20261201T101500")
    #expect(event.property("X-ODD")?.rawValue == "keep")
    #expect(event.property("SEQUENCE")?.rawValue == "5")
    #expect(event.text("LOCATION") == "Canteen")
    #expect(event.property("DTSTAMP")?.rawValue == Self.stamp.text)
    // Across a DST change the length stays exact: 29 March 2026, Berlin.
    try Self.apply(EventChange(start: "2026-03-29T01:30"), to: &event)
    #expect(event.property("DTEND")?.rawValue == "20260329T034500")
    try Self.apply(EventChange(location: ""), to: &event)
    #expect(event.property("LOCATION") == nil)
  }

  @Test func anAllDayEventMovesByDaysAndRefusesTimes() throws {
    var event = try Self.component(
      StoreFixture.event(
        uid: "a", summary: "Fair", start: "DTSTART;VALUE=DATE:20261202",
        end: "DTEND;VALUE=DATE:20261204"))
    try Self.apply(EventChange(start: "2026-12-10"), to: &event)
    #expect(event.property("DTEND")?.rawValue == "20261212")
    #expect(throws: EventRequestError.self) {
      try Self.apply(EventChange(end: "2026-12-12T10:00"), to: &event)
    }
  }

  @Test func aNewStartMovesTheSeriesExceptionsWithIt() throws {
    // The cancelled Thursday stays cancelled when the series moves from 18:00 to 18:30.
    var event = try StoreFixture.component(file: "gym-with-exceptions.ics")
    try Self.apply(EventChange(start: "2026-12-01T18:30"), to: &event)
    let exdates = event.properties.filter { $0.name == "EXDATE" }
    #expect(exdates.map(\.rawValue) == ["20261210T183000,20261217T183000", "20261222T183000"])
    #expect(exdates.map { $0.parameter("TZID") } == ["Europe/Berlin", "Europe/Berlin"])
    #expect(exdates[1].parameter("X-KEEP") == "1")
    #expect(event.property("RDATE")?.rawValue == "20261205T183000")
    let parsed = try ICSEvent(event)
    let series = try RecurrenceSet(
      start: try #require(parsed.start), rules: parsed.rules,
      inclusions: parsed.recurrenceDates, exclusions: parsed.exceptionDates)
    let days = series.prefix(20).map { series.text($0) }
    #expect(!days.contains { $0.hasPrefix("20261210") || $0.hasPrefix("20261217") })
    #expect(days.contains("20261205T183000"))
    // A move by a day and to a whole day moves them by the day, as DATE values.
    try Self.apply(EventChange(start: "2026-12-02"), to: &event)
    #expect(
      event.properties.filter { $0.name == "EXDATE" }.map(\.rawValue) == [
        "20261211,20261218", "20261223",
      ])
    #expect(event.property("EXDATE")?.parameter("VALUE") == "DATE")
  }

  @Test func aNewStartRefusesRDATEPeriods() throws {
    var event = try StoreFixture.component(file: "talk-with-period.ics")
    #expect(throws: EventRequestError.self) {
      try Self.apply(EventChange(start: "2026-12-01T18:30"), to: &event)
    }
  }

  @Test func badChangesAreRefused() throws {
    let original = try Self.component(
      StoreFixture.event(
        uid: "a", summary: "Lunch", start: "DTSTART:20261130T120000Z",
        end: "DTEND:20261130T130000Z", extra: "RRULE:FREQ=DAILY\n"))
    for change in [
      EventChange(end: "2026-11-30T11:00"), EventChange(title: " "),
      EventChange(start: "2026-02-30T10:00"),
    ] {
      var event = original
      #expect(throws: EventRequestError.self, "\(change)") {
        try Self.apply(change, to: &event)
      }
    }
    var event = original
    #expect(throws: EventRequestError.self) {
      try Self.apply(EventChange(start: "2026-12-01T10:00"), to: &event, hasOverrides: true)
    }
  }

  @Test func searchListsEachEventOnceAndAtFindsWhatIsHappening() throws {
    let fixture = try StoreFixture()
    try fixture.write("cal/work/a.ics", fixture: "weekly-planning.ics")
    try fixture.write("cal/home/b.ics", fixture: "fair.ics")
    var store = try EventStore(sources: [EventSource(path: fixture.root + "/cal")])
    let berlin = try zone("Europe/Berlin")
    #expect(store.search("cafe", in: berlin).map(\.uid) == ["weekly"])
    #expect(store.search("cafe", in: berlin).first?.startText == "2026-11-30T09:00:00+01:00")
    #expect(store.search("MESSE", in: berlin).map(\.uid) == ["fair"])
    #expect(store.search("", in: berlin).map(\.uid) == ["weekly", "fair"])
    #expect(store.search("nothing", in: berlin).isEmpty)
    var skipped: [ICSError] = []
    let at = try DateTimeReader(zone: "Europe/Berlin").dateTime("2026-12-07T09:15")
    #expect(store.events(at: at, in: berlin, skipped: &skipped).map(\.uid) == ["weekly"])
    let end = try DateTimeReader(zone: "Europe/Berlin").dateTime("2026-12-07T09:30")
    #expect(store.events(at: end, in: berlin, skipped: &skipped).isEmpty)
    let fairDay = try DateTimeReader(zone: "UTC").dateTime("2026-12-03T22:59Z")
    #expect(store.events(at: fairDay, in: berlin, skipped: &skipped).map(\.uid) == ["fair"])
    #expect(store.collections(holding: "fair").map(\.name) == ["home"])
    try store.restrict(toCollections: ["work"])
    #expect(store.search("", in: berlin).map(\.uid) == ["weekly"])
    #expect(throws: EventStoreError.self) { try store.restrict(toCollections: ["nope"]) }
  }
}
