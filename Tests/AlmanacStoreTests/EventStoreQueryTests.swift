import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// Reading sources and querying windows: overrides, cancelled instances, all-day events in
/// every zone, events across midnight and DST changes. Expected values are worked out by hand
/// from the US (2026-03-08) and EU (2026-03-29) DST dates.
@Suite("Event store queries")
struct EventStoreQueryTests {
  /// 22:00–02:00 Berlin on 2026-06-10.
  static let late = StoreFixture.event(
    uid: "late", summary: "Late", start: "DTSTART;TZID=Europe/Berlin:20260610T220000",
    end: "DTEND;TZID=Europe/Berlin:20260611T020000")

  @Test func vdirCollectionsOverridesAndCancelledInstances() throws {
    let fixture = try StoreFixture()
    try fixture.write("cal/work/displayname", "Work\n", crlf: false)
    try fixture.write("cal/work/color", "#ff8800\n", crlf: false)
    // Daily stand-up 09:00–09:15 New York, 2026-03-02 … 03-06; Tuesday moved to 11:00,
    // Thursday cancelled.
    try fixture.write("cal/work/standup.ics", fixture: "standup-moved-and-cancelled.ics")
    try fixture.write("cal/home/dentist.ics", fixture: "dentist.ics")
    // Readers skip temporary and hidden files.
    try fixture.write("cal/home/.dentist.ics.1234.tmp", "BEGIN:VCALENDAR\nBROKEN")
    try fixture.write("cal/home/half.ics.tmp", "BEGIN:VCALENDAR\nBROKEN")
    let store = try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil)
    #expect(store.collections.map(\.name) == ["home", "work"])
    #expect(store.collections[1].displayName == "Work")
    #expect(store.collections[1].color == "#ff8800")
    #expect(store.items.count == 2)
    let events = try store.events(
      from: day("2026-03-01"), through: day("2026-03-07"), in: try zone("America/New_York"))
    #expect(
      events.map(\.startText) == [
        "2026-03-02T09:00:00-05:00", "2026-03-03T10:00:00-05:00", "2026-03-03T11:00:00-05:00",
        "2026-03-04T09:00:00-05:00", "2026-03-06T09:00:00-05:00",
      ])
    #expect(
      events.map(\.summary) == ["Stand-up", "Dentist", "Stand-up (moved)", "Stand-up", "Stand-up"])
    #expect(events[2].recurrenceID?.text == "20260303T090000")
    #expect(events[1].recurrenceID == nil)
    #expect(events[0].collection.title == "Work")
    #expect(events[1].collection.title == "home")
    #expect(events[1].endText == "2026-03-03T11:00:00-05:00")
  }

  @Test(arguments: ["Pacific/Kiritimati", "UTC", "America/Adak", "Asia/Kolkata", "Pacific/Apia"])
  func allDayEventsStayOnTheirDates(_ name: String) throws {
    let fixture = try StoreFixture()
    let store = try fixture.store(fixture: "all-day-trip-and-day.ics")
    let events = try store.events(
      from: day("2026-03-01"), through: day("2026-03-31"), in: try zone(name))
    #expect(events.map(\.summary) == ["Trip", "Day"])
    #expect(events[0].firstDay == (day("2026-03-10")))
    #expect(events[0].lastDay == (day("2026-03-12")))
    #expect(events[0].startText == "2026-03-10")
    #expect(events[0].endText == "2026-03-13")
    #expect(events[0].isAllDay)
    #expect(events[1].days == (day("2026-03-15"))...(day("2026-03-15")))
    let index = try store.index(
      window: (day("2026-03-09"))...(day("2026-03-16")), in: try zone(name))
    var counts: [Int] = []
    for number in 9...16 {
      counts.append(index.count(on: try Day(year: 2026, month: 3, day: number)))
    }
    #expect(counts == [0, 1, 1, 1, 0, 0, 1, 0])
  }

  struct Midnight: CustomTestStringConvertible, Sendable {
    var zone: String
    var days: [String]
    var start: String
    var testDescription: String { zone }
  }

  // 22:00–02:00 Berlin on 2026-06-10 (CEST, UTC+2) is 20:00–00:00 UTC.
  @Test(arguments: [
    Midnight(
      zone: "Europe/Berlin", days: ["2026-06-10", "2026-06-11"], start: "2026-06-10T22:00:00+02:00"),
    Midnight(zone: "America/New_York", days: ["2026-06-10"], start: "2026-06-10T16:00:00-04:00"),
    Midnight(zone: "UTC", days: ["2026-06-10"], start: "2026-06-10T20:00:00+00:00"),
    Midnight(zone: "Asia/Tokyo", days: ["2026-06-11"], start: "2026-06-11T05:00:00+09:00"),
  ])
  func eventsAcrossMidnightCoverEachDayTheyTouch(_ example: Midnight) throws {
    let fixture = try StoreFixture()
    let store = try fixture.store(
      "late.ics",
      calendarOf: Self.late)
    let events = try store.events(
      from: day("2026-06-01"), through: day("2026-06-30"), in: try zone(example.zone))
    let event = try #require(events.first)
    #expect(events.count == 1)
    #expect(event.startText == example.start)
    var covered: [String] = []
    var current = event.firstDay
    while current <= event.lastDay {
      covered.append(current.description)
      current = current.adding(days: 1)
    }
    #expect(covered == example.days)
  }

  @Test func instancesBridgeToTheViewsEvent() throws {
    let fixture = try StoreFixture()
    let store = try fixture.store(
      "late.ics",
      calendarOf: Self.late)
    let berlin = try zone("Europe/Berlin")
    let instance = try #require(
      try store.events(from: day("2026-06-01"), through: day("2026-06-30"), in: berlin)
        .first)
    let event = instance.calendarEvent
    #expect(event.id == "late")
    #expect(event.title == "Late")
    // 22:00 CEST is 20:00 UTC; the bridged event covers the same days as the instance.
    #expect(event.startDate.timeIntervalSince1970 == 1_781_121_600)
    #expect(event.endDate.timeIntervalSince(event.startDate) == 4 * 3_600)
    #expect(event.days(in: berlin) == instance.days)
  }

  @Test func dailyEventKeepsItsWallTimeAcrossDSTAndQueriesOnlyTheWindow() throws {
    let fixture = try StoreFixture()
    // A daily 09:00 New York event, and 01:30–03:30 on the night the clocks go forward, which
    // lasts one hour.
    let store = try fixture.store(fixture: "daily-across-dst.ics")
    let events = try store.events(
      from: day("2026-03-07"), through: day("2026-03-09"), in: try zone("UTC"))
    #expect(
      events.map(\.startText) == [
        "2026-03-07T14:00:00+00:00", "2026-03-08T06:30:00+00:00", "2026-03-08T13:00:00+00:00",
        "2026-03-09T13:00:00+00:00",
      ])
    #expect(events[1].endUTC - events[1].startUTC == 3600)
    // In Berlin (no DST change until 29 March) the daily event moves from 15:00 to 14:00.
    let berlin = try store.events(
      from: day("2026-03-07"), through: day("2026-03-09"), in: try zone("Europe/Berlin"))
    #expect(
      berlin.filter { $0.uid == "d" }.map(\.startText) == [
        "2026-03-07T15:00:00+01:00", "2026-03-08T14:00:00+01:00", "2026-03-09T14:00:00+01:00",
      ])
  }

  @Test func floatingTimesAreReadInTheDisplayZone() throws {
    let fixture = try StoreFixture()
    let store = try fixture.store(fixture: "floating.ics")
    for name in ["Asia/Tokyo", "America/Los_Angeles"] {
      let events = try store.events(
        from: day("2026-06-10"), through: day("2026-06-10"), in: try zone(name))
      #expect(events.map(\.startText).first?.hasPrefix("2026-06-10T09:00:00") == true, "\(name)")
    }
  }

  @Test func cacheReusesUnchangedFilesAndRereadsChangedOnes() throws {
    let fixture = try StoreFixture()
    let path = try fixture.write(
      "cal/a/one.ics",
      calendarOf: StoreFixture.event(
        uid: "one", summary: "One", start: "DTSTART;VALUE=DATE:20260101"))
    let cache = ItemCache()
    let source = EventSource(path: fixture.root + "/cal")
    _ = try EventStore(sources: [source], cache: cache)
    #expect(cache.count == 1)
    let first = try #require(try EventStore(sources: [source], cache: cache).items.first)
    try fixture.write(
      "cal/a/one.ics",
      calendarOf: StoreFixture.event(
        uid: "one", summary: "Changed title", start: "DTSTART;VALUE=DATE:20260101"))
    let second = try #require(try EventStore(sources: [source], cache: cache).items.first)
    #expect(first.path == path)
    #expect(first.calendars.first?.events.first?.summary == "One")
    #expect(second.calendars.first?.events.first?.summary == "Changed title")
  }

  /// A long-running process that reloads a folder whose files come and go keeps only what is
  /// there: the cache grew by every file ever loaded (the `cli` fuzz target's `add` runs made
  /// a new file per input, and its memory grew from 229 to 294 MB).
  @Test func filesThatLeaveAFolderLeaveTheCache() throws {
    let fixture = try StoreFixture()
    let cache = ItemCache()
    let source = EventSource(path: fixture.root + "/cal")
    for round in 0..<5 {
      try fixture.write(
        "cal/a/\(round).ics",
        calendarOf: StoreFixture.event(
          uid: "\(round)", summary: "Round", start: "DTSTART;VALUE=DATE:20260101"))
      if round > 0 {
        try FileManager.default.removeItem(atPath: fixture.root + "/cal/a/\(round - 1).ics")
      }
      let store = try EventStore(sources: [source], cache: cache)
      #expect(store.items.count == 1)
      #expect(cache.count == 1, "round \(round)")
    }
    // A single-file source that is gone leaves it too.
    let file = EventSource(path: fixture.root + "/cal/a/4.ics")
    _ = try EventStore(sources: [file], cache: cache)
    try FileManager.default.removeItem(atPath: fixture.root + "/cal/a/4.ics")
    _ = try EventStore(sources: [file], cache: cache)
    #expect(cache.count == 0)
  }

  @Test func defaultLocationFollowsTheEnvironment() {
    #expect(
      EventSource.defaultPath(environment: ["HOME": "/home/u"])
        == "/home/u/.local/share/almanac/calendars")
    #expect(
      EventSource.defaultPath(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/data"])
        == "/data/almanac/calendars")
    #expect(
      EventSource.defaultPath(environment: ["HOME": "/home/u", "ALMANAC_CALENDARS": "/x/cal"])
        == "/x/cal")
  }
}

/// A big file is decoded and expanded in parts, in parallel: the result must not depend on it.
@Suite("Event store, big files")
struct EventStoreBigFileTests {
  @Test func partsGiveTheSameEventsAsOneItemPerFile() throws {
    let fixture = try StoreFixture()
    var events: [String] = []
    // 2,500 single events (one a day from 2020-01-01) and, spread among them, 40 weekly
    // series each with a moved and a cancelled instance: overrides must meet their master.
    for index in 0..<2_500 {
      let serial = 18_262 + index  // 2020-01-01
      let day = Day(unchecked: serial).description.replacingOccurrences(of: "-", with: "")
      events.append(
        StoreFixture.event(
          uid: "single-\(index)", summary: "Single \(index)", start: "DTSTART:\(day)T100000Z",
          end: "DTEND:\(day)T110000Z"))
      if index % 60 == 0 {
        let uid = "series-\(index)"
        events.append(
          StoreFixture.event(
            uid: uid, summary: "Series \(index)",
            start: "DTSTART;TZID=Europe/Berlin:\(day)T090000",
            end: "DTEND;TZID=Europe/Berlin:\(day)T093000", extra: "RRULE:FREQ=WEEKLY;COUNT=6\n"))
        let second = Day(unchecked: serial + 7).description.replacingOccurrences(of: "-", with: "")
        let third = Day(unchecked: serial + 14).description.replacingOccurrences(of: "-", with: "")
        events.append(
          StoreFixture.event(
            uid: uid, summary: "Series \(index) moved",
            start: "DTSTART;TZID=Europe/Berlin:\(second)T150000",
            end: "DTEND;TZID=Europe/Berlin:\(second)T153000",
            extra: "RECURRENCE-ID;TZID=Europe/Berlin:\(second)T090000\n"))
        events.append(
          StoreFixture.event(
            uid: uid, summary: "Series \(index)",
            start: "DTSTART;TZID=Europe/Berlin:\(third)T090000",
            extra: "RECURRENCE-ID;TZID=Europe/Berlin:\(third)T090000\nSTATUS:CANCELLED\n"))
      }
    }
    // The same events as one file, and as a vdir with one UID per item.
    let big = try fixture.write("big.ics", calendarOf: events.joined())
    var byUID: [String: [String]] = [:]
    for event in events {
      let uid = String(event.split(separator: "\n")[1].dropFirst(4))
      byUID[uid, default: []].append(event)
    }
    for (uid, parts) in byUID {
      try fixture.write("vdir/items/\(uid).ics", calendarOf: parts.joined())
    }
    let whole = try EventStore(sources: [EventSource(path: big)], cache: nil)
    let split = try EventStore(sources: [EventSource(path: fixture.root + "/vdir")], cache: nil)
    #expect(split.items.count == 2_500 + 42)
    let first = day("2020-01-01")
    let last = day("2026-12-31")
    let zone = try zone("Europe/Berlin")
    let a = try whole.events(from: first, through: last, in: zone)
    let b = try split.events(from: first, through: last, in: zone)
    // 2,500 singles + 42 series × (6 − 1 cancelled) instances.
    #expect(a.count == 2_500 + 42 * 5)
    #expect(a.map(\.startUTC) == b.map(\.startUTC))
    #expect(a.map(\.summary) == b.map(\.summary))
    #expect(a.filter { $0.summary.hasSuffix("moved") }.count == 42)
  }

  @Test func aFilesNameAndColorAreItsCollections() throws {
    let fixture = try StoreFixture()
    let named = try fixture.write(
      "named.ics", "BEGIN:VCALENDAR\nNAME:Holidays\nCOLOR:darkslategray\nEND:VCALENDAR\n")
    let apple = try fixture.write(
      "apple.ics",
      "BEGIN:VCALENDAR\nX-WR-CALNAME:Work\nNAME:Job\nX-APPLE-CALENDAR-COLOR:#1E90FFFF\n"
        + "COLOR:red\nEND:VCALENDAR\n")
    let store = try EventStore(
      sources: [EventSource(path: named), EventSource(path: apple)], cache: nil)
    #expect(store.collections.map(\.title) == ["Holidays", "Work"])
    #expect(store.collections.map(\.color) == ["darkslategray", "#1E90FFFF"])
    #expect(SRGBColor(css: store.collections[0].color ?? "") == SRGBColor(hex: "2F4F4F"))
  }
}
