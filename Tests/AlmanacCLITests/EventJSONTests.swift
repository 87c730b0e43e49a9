import Almanac
import AlmanacICS
import AlmanacPrimitives
import AlmanacStore
import Foundation
import Testing

@testable import AlmanacCLI

/// The agenda's JSON, written into a byte buffer, is byte for byte what the same fields give
/// when each is built as a `String` (`startText`, `JSONText.quoted`, …), on awkward events:
/// escapes, emoji, control characters, offsets with seconds, years before 1000, all-day
/// events, overrides and every kind of RECURRENCE-ID.
@Suite("Event JSON bytes")
struct EventJSONTests {
  /// One event object built from `String` fields, as docs/json.md describes it.
  static func reference(_ event: EventInstance) -> String {
    func quoted(_ text: String) -> String { JSONText.quoted(text) }
    var fields = [
      "\"uid\": \(quoted(event.uid))", "\"summary\": \(quoted(event.summary))",
      "\"start\": \(quoted(event.startText))", "\"end\": \(quoted(event.endText))",
      "\"allDay\": \(event.isAllDay)",
      "\"location\": \(event.location.map(quoted) ?? "null")",
      "\"description\": \(event.notes.map(quoted) ?? "null")",
      "\"collection\": \(quoted(event.collection.title))",
    ]
    if let recurrenceID = event.recurrenceID {
      fields.append("\"recurrenceId\": \(quoted(recurrenceID.isoText))")
    }
    let statuses = ["TENTATIVE", "CONFIRMED", "CANCELLED"]
    let status = event.status.flatMap { statuses.contains($0) ? quoted($0.lowercased()) : nil }
    fields.append("\"status\": \(status ?? "null")")
    return "{" + fields.joined(separator: ", ") + "}"
  }

  static func reference(_ events: [EventInstance]) -> String {
    if events.isEmpty { return "[]\n" }
    var out = "[\n"
    for (position, event) in events.enumerated() {
      out += "  " + reference(event) + (position + 1 < events.count ? ",\n" : "\n")
    }
    return out + "]\n"
  }

  static let calendar = """
    BEGIN:VCALENDAR
    VERSION:2.0
    PRODID:-//Test//EN
    X-WR-CALNAME:Team "ß" \\\\ 📅
    BEGIN:VEVENT
    UID:weekly-"quoted"\\\\uid
    DTSTAMP:20260101T000000Z
    DTSTART;TZID=Europe/Berlin:20261130T090000
    DTEND;TZID=Europe/Berlin:20261130T093000
    RRULE:FREQ=WEEKLY;COUNT=3
    SUMMARY:Tab\there "and" back\\\\slash 👩‍👩‍👧 \u{1}\u{1F}\u{7F}
    LOCATION:Room "A"\\nsecond line\\, with comma
    DESCRIPTION:Line 1\\nLine 2\\N\u{0B}\u{1B}[0m é ñ 中文 \u{200D}
    END:VEVENT
    BEGIN:VEVENT
    UID:weekly-"quoted"\\\\uid
    DTSTAMP:20260101T000000Z
    RECURRENCE-ID;TZID=Europe/Berlin:20261207T090000
    DTSTART;TZID=Europe/Berlin:20261208T140000
    DTEND;TZID=Europe/Berlin:20261208T150000
    SUMMARY:Moved
    END:VEVENT
    BEGIN:VEVENT
    UID:all-day
    DTSTAMP:20260101T000000Z
    DTSTART;VALUE=DATE:20261202
    DTEND;VALUE=DATE:20261204
    RRULE:FREQ=YEARLY;COUNT=2
    SUMMARY:
    END:VEVENT
    BEGIN:VEVENT
    UID:utc
    DTSTAMP:20260101T000000Z
    DTSTART:20261201T233000Z
    DURATION:PT1H
    RRULE:FREQ=DAILY;COUNT=2
    SUMMARY:UTC
    END:VEVENT
    BEGIN:VEVENT
    UID:floating
    DTSTAMP:20260101T000000Z
    DTSTART:20261203T000000
    DTEND:20261203T000001
    SUMMARY:Floating
    END:VEVENT
    BEGIN:VEVENT
    UID:old
    DTSTAMP:20260101T000000Z
    DTSTART:08991231T235959Z
    DTEND:09000101T000001Z
    SUMMARY:Old
    END:VEVENT
    END:VCALENDAR
    """

  @Test(arguments: [
    "UTC", "Europe/Berlin", "America/St_Johns", "Asia/Kolkata", "Pacific/Chatham",
    "America/Los_Angeles", "Europe/Amsterdam", "Pacific/Kiritimati", "Africa/Monrovia",
  ])
  func bytesMatchTheStringFields(_ zoneName: String) throws {
    let path = FileManager.default.temporaryDirectory.path + "/event-json-\(UUID()).ics"
    try Data(Self.calendar.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(
      to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    let zone = try #require(TimeZone(identifier: zoneName))
    var skipped: [ICSError] = []
    let first = try Day(year: 899, month: 12, day: 30)
    let last = try Day(year: 2027, month: 12, day: 31)
    var events = store.events(from: first, through: last, in: zone, skipped: &skipped)
    #expect(skipped.isEmpty)
    #expect(events.count == 9)
    #expect(events.contains { $0.recurrenceID != nil && $0.isAllDay })
    #expect(events.contains { $0.notes != nil && $0.location != nil })
    #expect(EventsCommand.json(events) == Self.reference(events))
    for event in events { #expect(EventsCommand.object(event) == Self.reference(event)) }
    var blocks: [[UInt8]] = []
    EventsCommand.writeJSON(events) { blocks.append($0) }
    #expect(String(decoding: blocks.joined(), as: UTF8.self) == Self.reference(events))
    // Enough events for several blocks, each ending at an object's end.
    events = Array(repeating: events, count: 400).flatMap { $0 }
    blocks = []
    EventsCommand.writeJSON(events) { blocks.append($0) }
    #expect(blocks.count > 1)
    #expect(blocks.dropLast().allSatisfy { $0.last == 0x0A })
    #expect(String(decoding: blocks.joined(), as: UTF8.self) == Self.reference(events))
    #expect(EventsCommand.json([]) == "[]\n")
  }
}
