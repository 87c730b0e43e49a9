import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// Adding, updating, deleting and importing: every byte the change does not touch stays, a
/// file changed by someone else is a conflict, a file that did not parse is never rewritten.
@Suite("Event store writes")
struct EventStoreWritingTests {
  /// A file with things a writer could easily lose: unknown properties and parameters, an
  /// X- component, odd folding (at 30 octets), LF line ends and lower-case names.
  static let quirky =
    "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Quirky//EN\nX-WR-CALNAME:Quirky\n"
    + "BEGIN:VEVENT\nUID:keep-me\nDTSTAMP:20260101T000000Z\n"
    + "DTSTART;TZID=Europe/Paris:20260610T100000\nDTEND;TZID=Europe/Paris:20260610T110000\n"
    + "SUMMARY:Keep me\nX-CUSTOM;X-PARAM=\"a:b\":some value\n"
    + "DESCRIPTION:A long description folded at thi\n rty octets\\, with an escape\n"
    + "x-lower-case:lower\nBEGIN:VALARM\nACTION:DISPLAY\nTRIGGER:-PT10M\nEND:VALARM\n"
    + "END:VEVENT\nBEGIN:X-THING\nX-A:1\nEND:X-THING\n"
    + "BEGIN:VEVENT\nUID:other\nDTSTAMP:20260101T000000Z\nDTSTART;VALUE=DATE:20260611\n"
    + "SUMMARY:Other\nEND:VEVENT\nEND:VCALENDAR\n"

  static let stamp = ICSDateTime(day: Day(unchecked: 20_000), secondOfDay: 3600, kind: .utc)

  static func draft(_ title: String = "Lunch") throws -> EventDraft {
    EventDraft(
      title: title, start: try ICSDateTime(parsing: "20260612T120000", tzid: "Europe/Paris"),
      duration: ICSDuration(seconds: 5400), location: "Café, Rue X", notes: "line 1\nline 2",
      rules: [try RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=3")],
      alarms: [ICSDuration(seconds: 900)])
  }

  @Test func addToAFileKeepsEveryOtherByte() throws {
    let fixture = try StoreFixture()
    let path = try fixture.write("quirky.ics", Self.quirky, crlf: false)
    let before = try fixture.bytes(path)
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    let result = try store.add(try Self.draft(), uid: "new-1", stamp: Self.stamp)
    #expect(result.path == path)
    let after = try fixture.bytes(path)
    // The new event sits just before END:VCALENDAR; removing it gives the old file back.
    let text = String(decoding: after, as: UTF8.self)
    let begin = try #require(text.range(of: "BEGIN:VEVENT\nUID:new-1"))
    let end = try #require(text.range(of: "END:VEVENT\n", range: begin.upperBound..<text.endIndex))
    var restored = text
    restored.removeSubrange(begin.lowerBound..<end.upperBound)
    #expect(Array(restored.utf8) == before)
    #expect(!text.contains("\r"), "the file's LF line ends are kept")
    // Read back: three weekly lunches, 90 minutes, with the location and notes unescaped.
    let events = try store.events(
      from: day("2026-06-01"), through: day("2026-06-30"), in: try zone("Europe/Paris"))
    let lunches = events.filter { $0.uid == "new-1" }
    #expect(
      lunches.map(\.startText) == [
        "2026-06-12T12:00:00+02:00", "2026-06-19T12:00:00+02:00", "2026-06-26T12:00:00+02:00",
      ])
    #expect(lunches.first?.endText == "2026-06-12T13:30:00+02:00")
    #expect(lunches.first?.location == "Café, Rue X")
    #expect(lunches.first?.notes == "line 1\nline 2")
    let component = try #require(
      store.items.first?.document.calendars.first?.components.first { $0.text("UID") == "new-1" })
    #expect(component.components.first?.text("TRIGGER") == "-PT15M")
    #expect(component.text("DTSTAMP") == "20241004T010000Z")
  }

  @Test func updateChangesOnlyTheTouchedProperty() throws {
    let fixture = try StoreFixture()
    let path = try fixture.write("quirky.ics", Self.quirky, crlf: false)
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    try store.update(uid: "keep-me") { component in
      guard let at = component.properties.firstIndex(where: { $0.name == "SUMMARY" }) else {
        return
      }
      component.properties[at] = ICSProperty(name: "SUMMARY", text: "Renamed; really")
    }
    let expected = Self.quirky.replacingOccurrences(
      of: "SUMMARY:Keep me\n", with: "SUMMARY:Renamed\\; really\n")
    #expect(String(decoding: try fixture.bytes(path), as: UTF8.self) == expected)
  }

  @Test func deleteRemovesOnlyThatEventsBytes() throws {
    let fixture = try StoreFixture()
    let path = try fixture.write("quirky.ics", Self.quirky, crlf: false)
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    try store.delete(uid: "other")
    let expected = Self.quirky.replacingOccurrences(
      of: "BEGIN:VEVENT\nUID:other\nDTSTAMP:20260101T000000Z\nDTSTART;VALUE=DATE:20260611\n"
        + "SUMMARY:Other\nEND:VEVENT\n", with: "")
    #expect(String(decoding: try fixture.bytes(path), as: UTF8.self) == expected)
    #expect(throws: EventStoreError.notFound(uid: "other")) { try store.delete(uid: "other") }
  }

  @Test func vdirItemsAreCreatedUpdatedInPlaceAndRemoved() throws {
    let fixture = try StoreFixture()
    let root = fixture.root + "/calendars"
    var store = try EventStore(sources: [EventSource(path: root)], cache: nil)
    #expect(store.collections.isEmpty)
    let added = try store.add(try Self.draft(), uid: "a/b c@x", stamp: Self.stamp)
    #expect(added.path == root + "/default/a_b_c@x.ics")
    #expect(store.collections.map(\.name) == ["default"])
    try store.update(uid: "a/b c@x") { component in
      component.properties.append(ICSProperty(name: "CATEGORIES", text: "food"))
    }
    let reloaded = try EventStore(sources: [EventSource(path: root)], cache: nil)
    #expect(reloaded.items.map(\.path) == [added.path])
    #expect(reloaded.items.first?.calendars.first?.events.first?.categories == ["food"])
    #expect(reloaded.items.first?.isClean == true)
    var again = reloaded
    try again.delete(uid: "a/b c@x")
    #expect(!FileManager.default.fileExists(atPath: added.path))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root + "/default")
    #expect(leftovers.isEmpty, "no temporary file is left behind: \(leftovers)")
  }

  @Test func aFileChangedByAnotherWriterIsAConflict() throws {
    let fixture = try StoreFixture()
    let path = try fixture.write("quirky.ics", Self.quirky, crlf: false)
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    // Someone else rewrites the file (same size, so only the fingerprint's inode/mtime tells).
    let theirs = Self.quirky.replacingOccurrences(of: "Keep me", with: "Their me")
    try fixture.write("quirky.ics", theirs, crlf: false)
    #expect(throws: EventStoreError.conflict(path: path)) {
      try store.add(try Self.draft(), uid: "late", stamp: Self.stamp)
    }
    #expect(throws: EventStoreError.conflict(path: path)) { try store.delete(uid: "other") }
    #expect(String(decoding: try fixture.bytes(path), as: UTF8.self) == theirs)
    // Reading again resolves it.
    var fresh = try EventStore(sources: [EventSource(path: path)], cache: nil)
    _ = try fresh.add(try Self.draft(), uid: "late", stamp: Self.stamp)
    #expect(String(decoding: try fixture.bytes(path), as: UTF8.self).contains("Their me"))
  }

  @Test func aNewVdirItemNeverReplacesAFileCreatedMeanwhile() throws {
    let fixture = try StoreFixture()
    let folder = fixture.root + "/race"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try fixture.write("race/x.ics", "mine")
    #expect(throws: EventStoreError.conflict(path: folder + "/x.ics")) {
      try AtomicFile.write(Array("new".utf8), to: folder + "/x.ics", expected: nil)
    }
    #expect(String(decoding: try fixture.bytes(folder + "/x.ics"), as: UTF8.self) == "mine")
  }

  @Test func filesThatDidNotParseAreNeverRewritten() throws {
    let fixture = try StoreFixture()
    let broken = Self.quirky.replacingOccurrences(of: "SUMMARY:Other\n", with: "SUMMARY Other\n")
    let path = try fixture.write("broken.ics", broken, crlf: false)
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    #expect(store.items.first?.isClean == false)
    let draft = try Self.draft()
    do throws(EventStoreError) {
      _ = try store.add(draft, uid: "x", stamp: Self.stamp)
      Issue.record("a file with parse problems was rewritten")
    } catch {
      guard case .unreadable(let file, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(file == path)
    }
    #expect(throws: EventStoreError.self) {
      try store.update(uid: "keep-me") { $0.properties.removeAll() }
    }
    #expect(String(decoding: try fixture.bytes(path), as: UTF8.self) == broken)
  }

  @Test(
    arguments: [
      ("20260612T120000", "20260612T110000", "not after the start"),
      ("20260612", "20260612T130000", "must be a date"),
      ("20260612T120000", nil, "title is empty"),
    ] as [(String, String?, String)])
  func badDraftsWriteNothing(_ start: String, _ end: String?, _ fragment: String) throws {
    let fixture = try StoreFixture()
    let path = try fixture.write("quirky.ics", Self.quirky, crlf: false)
    var store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    let draft = EventDraft(
      title: end == nil ? " " : "Bad", start: try ICSDateTime(parsing: start, tzid: "Europe/Paris"),
      end: try end.map { try ICSDateTime(parsing: $0, tzid: "Europe/Paris") })
    do throws(EventStoreError) {
      _ = try store.add(draft, uid: "bad", stamp: Self.stamp)
      Issue.record("a bad draft was written")
    } catch {
      #expect(error.description.contains(fragment), "\(error)")
    }
    #expect(String(decoding: try fixture.bytes(path), as: UTF8.self) == Self.quirky)
  }

  @Test func importMergesByUIDAndCopiesComponentsVerbatim() throws {
    let fixture = try StoreFixture()
    let root = fixture.root + "/cal"
    var store = try EventStore(sources: [EventSource(path: root)], cache: nil)
    _ = try store.add(try Self.draft("Old lunch"), uid: "lunch", stamp: Self.stamp)
    let incoming =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other//EN\r\n"
      + "BEGIN:VTIMEZONE\r\nTZID:Custom/Zone\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\n"
      + "TZOFFSETFROM:+0300\r\nTZOFFSETTO:+0300\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"
      + "BEGIN:VEVENT\r\nUID:lunch\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:20260612\r\n"
      + "SUMMARY:New lunch\r\nX-KEEP:yes\r\nEND:VEVENT\r\n"
      + "BEGIN:VEVENT\r\nUID:zoned\r\nDTSTAMP:20260101T000000Z\r\n"
      + "DTSTART;TZID=Custom/Zone:20260613T090000\r\nSUMMARY:Zoned\r\nEND:VEVENT\r\n"
      + "END:VCALENDAR\r\n"
    let summary = try store.importEvents(Array(incoming.utf8), file: "in.ics", into: "default")
    #expect(summary.updated == ["lunch"])
    #expect(summary.added == ["zoned"])
    let again = try store.importEvents(Array(incoming.utf8), file: "in.ics", into: "default")
    #expect(again.unchanged == ["lunch", "zoned"])
    let events = try store.events(
      from: day("2026-06-12"), through: day("2026-06-13"), in: try zone("UTC"))
    #expect(events.map(\.summary) == ["New lunch", "Zoned"])
    // 09:00 at +03:00 (the imported VTIMEZONE, copied into the new item) is 06:00 UTC.
    #expect(events[1].startText == "2026-06-13T06:00:00+00:00")
    let lunchFile = try String(contentsOfFile: root + "/default/lunch.ics", encoding: .utf8)
    #expect(lunchFile.contains("X-KEEP:yes\r\n"))
    #expect(!lunchFile.contains("Old lunch"))
  }
}
