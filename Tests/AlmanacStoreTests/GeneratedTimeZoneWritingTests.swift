import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// New files get a VTIMEZONE for every TZID they use; VTIMEZONEs already in a file or in an
/// import are kept byte for byte.
@Suite struct GeneratedTimeZoneWritingTests {
  static let stamp = ICSDateTime(day: Day(unchecked: 20_000), secondOfDay: 0, kind: .utc)

  static func draft(_ tzid: String, rule: String? = nil) throws -> EventDraft {
    let start = try ICSDateTime(parsing: "20260612T120000", tzid: tzid)
    return EventDraft(
      title: "Meeting", start: start, duration: ICSDuration(seconds: 3600),
      rules: try rule.map { [try RecurrenceRule(parsing: $0)] } ?? [])
  }

  static func text(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  static func zones(_ text: String) throws -> [ICSComponent] {
    try ICSParser(options: .strict).parse(text).calendars.flatMap {
      $0.components(named: "VTIMEZONE")
    }
  }

  /// A calendar file in `Fixtures`, and the VTIMEZONE block written in it by hand (a Berlin
  /// zone with an odd TZNAME and an X- property, to see it kept), byte for byte.
  static func file(_ name: String) throws -> (text: String, zone: String) {
    let files = DataFiles()
    let text = try files.text(name)
    guard let begin = text.range(of: "BEGIN:VTIMEZONE\r\n"),
      let end = text.range(of: "END:VTIMEZONE\r\n", range: begin.upperBound..<text.endIndex)
    else {
      throw DataFileError(path: files.url(named: name).path, line: nil, message: "no VTIMEZONE")
    }
    return (text, String(text[begin.lowerBound..<end.upperBound]))
  }

  @Test func anEventAddedToAFolderCarriesItsZone() throws {
    let fixture = try StoreFixture()
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/cal/work", withIntermediateDirectories: true)
    var store = try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil)
    let result = try store.add(
      try Self.draft("Europe/Berlin", rule: "FREQ=WEEKLY"), uid: "a", stamp: Self.stamp)
    let text = try Self.text(result.path)
    let zones = try Self.zones(text)
    #expect(zones.map { $0.property("TZID")?.rawValue } == ["Europe/Berlin"])
    // Before the event, and read back with Berlin's offsets for the event's ten years.
    let zoneAt = try #require(text.range(of: "BEGIN:VTIMEZONE"))
    let eventAt = try #require(text.range(of: "BEGIN:VEVENT"))
    #expect(zoneAt.lowerBound < eventAt.lowerBound)
    let parsed = try ICSTimeZone(vtimezone: try #require(zones.first))
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let start = try Day(parsing: "2026-06-12").serial * 86_400
    for instant in stride(from: start, to: start + 10 * 365 * 86_400, by: 86_400 / 2) {
      #expect(
        parsed.offset(atUTC: instant)
          == berlin.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant))))
    }
  }

  @Test func aNewFileCarriesItsZoneAndAWindowsNameKeepsItsName() throws {
    let fixture = try StoreFixture()
    let path = fixture.root + "/new.ics"
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    _ = try store.add(try Self.draft("Eastern Standard Time"), uid: "a", stamp: Self.stamp)
    let zones = try Self.zones(try Self.text(path))
    #expect(zones.map { $0.property("TZID")?.rawValue } == ["Eastern Standard Time"])
    #expect(zones.first?.components.compactMap { $0.text("TZNAME") }.sorted() == ["EDT", "EST"])
  }

  @Test(arguments: ["20260612T120000", "20260612T120000Z"])
  func floatingUTCAndAllDayEventsNeedNoZone(_ start: String) throws {
    let fixture = try StoreFixture()
    let path = fixture.root + "/new.ics"
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    _ = try store.add(
      EventDraft(title: "Timed", start: try ICSDateTime(parsing: start)), uid: "a",
      stamp: Self.stamp)
    _ = try store.add(
      EventDraft(title: "Day", start: try ICSDateTime(parsing: "20260612", isDate: true)),
      uid: "b", stamp: Self.stamp)
    #expect(try Self.zones(try Self.text(path)).isEmpty)
  }

  @Test func evenTZIDUTCGetsItsVTIMEZONE() throws {
    // RFC 5545 §3.2.19: every TZID needs its VTIMEZONE, `TZID=UTC` too.
    let fixture = try StoreFixture()
    let path = fixture.root + "/new.ics"
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    _ = try store.add(try Self.draft("UTC"), uid: "a", stamp: Self.stamp)
    let zone = try #require(try Self.zones(try Self.text(path)).first)
    #expect(zone.components.map { $0.property("TZOFFSETTO")?.rawValue } == ["+0000"])
  }

  @Test func aFileKeepsItsOwnZonesAndGetsOnlyNewOnes() throws {
    let fixture = try StoreFixture()
    let source = try Self.file("berlin-zone-two-events.ics")
    let path = try fixture.write("cal.ics", source.text, crlf: false)
    let before = try Self.text(path)
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    // Berlin is defined and Paris used without a definition: the file stays as it was but
    // for the new events; Kolkata is new, so it gets a VTIMEZONE.
    _ = try store.add(try Self.draft("Europe/Berlin"), uid: "b1", stamp: Self.stamp)
    _ = try store.add(try Self.draft("Europe/Paris"), uid: "p1", stamp: Self.stamp)
    let middle = try Self.text(path)
    #expect(middle.hasPrefix(String(before.dropLast("END:VCALENDAR\r\n".count))))
    #expect(try Self.zones(middle).count == 1)
    _ = try store.add(try Self.draft("Asia/Kolkata"), uid: "k1", stamp: Self.stamp)
    let after = try Self.text(path)
    #expect(after.contains(source.zone))
    #expect(
      try Self.zones(after).map { $0.property("TZID")?.rawValue } == [
        "Europe/Berlin", "Asia/Kolkata",
      ])
  }

  @Test func anEditThatBringsANewZoneAddsItsVTIMEZONEAndKeepsTheOthers() throws {
    let fixture = try StoreFixture()
    let source = try Self.file("berlin-zone-one-event.ics")
    let path = try fixture.write("cal.ics", source.text, crlf: false)
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    // An edit in the same zone adds nothing.
    try store.update(uid: "e") { event in
      EventChange.set(&event, ICSProperty(name: "SUMMARY", text: "Renamed"))
    }
    #expect(try Self.zones(try Self.text(path)).count == 1)
    try store.update(uid: "e") { event in
      EventChange.set(
        &event,
        ICSProperty(
          name: "DTSTART", parameters: [ICSParameter(name: "TZID", value: "America/New_York")],
          rawValue: "20260601T090000"))
    }
    let text = try Self.text(path)
    #expect(text.contains(source.zone))
    #expect(
      try Self.zones(text).map { $0.property("TZID")?.rawValue } == [
        "Europe/Berlin", "America/New_York",
      ])
  }

  @Test(arguments: [true, false])
  func anImportKeepsItsZonesAndGetsTheMissingOnes(intoFolder: Bool) throws {
    let fixture = try StoreFixture()
    let imported = try Self.file("custom-zone-import.ics")
    let source = try fixture.write("source.ics", imported.text, crlf: false)
    let target = intoFolder ? fixture.root + "/vdir" : fixture.root + "/target.ics"
    if intoFolder {
      try FileManager.default.createDirectory(
        atPath: target + "/cal", withIntermediateDirectories: true)
    }
    var store = try EventStore(sources: [EventSource(path: target)], cache: nil)
    let summary = try store.importEvents(try fixture.bytes(source), file: source)
    #expect(summary.added.sorted() == ["i1", "i2"])
    let files = store.items.map(\.path)
    var zones: [String: String] = [:]
    for file in files {
      let text = try Self.text(file)
      for zone in try Self.zones(text) {
        zones[zone.property("TZID")?.rawValue ?? ""] = ICSWriter().string([zone])
      }
    }
    #expect(zones.keys.sorted() == ["America/New_York", "Custom Berlin"])
    // The source's own block, byte for byte.
    #expect(try files.contains { try Self.text($0).contains(imported.zone) })
    // The generated one covers the rule to its UNTIL in 2030 and goes on after.
    let york = try ICSTimeZone(
      vtimezone: try #require(
        try ICSParser().parse(zones["America/New_York"] ?? "").components.first))
    let foundation = try #require(TimeZone(identifier: "America/New_York"))
    let start = try Day(parsing: "2026-06-01").serial * 86_400
    for instant in stride(from: start, to: start + 5 * 366 * 86_400, by: 3 * 3600) {
      #expect(
        york.offset(atUTC: instant)
          == foundation.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant))))
    }
  }
}
