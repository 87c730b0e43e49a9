import AlmanacTestSupport
import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

/// A store's event as EventKit hands it over, without EventKit.
private struct Record: EventRecord {
  var recordIdentifier = "E1"
  var recordTitle = "Event"
  var recordStart: Date
  var recordEnd: Date
  var recordIsAllDay = false
  var recordTimeZone: TimeZone? = nil
  var recordOccurrenceDate: Date? = nil
  var recordColor: SRGBColor? = nil
}

private func zone(_ id: String) -> TimeZone { TimeZone(identifier: id) ?? .gmt }

/// `text`'s day at `hour` in `zone`.
private func at(_ text: String, _ hour: Double, _ zoneID: String) -> Date {
  context(zone: zoneID).startDate(of: day(text)).addingTimeInterval(hour * 3600)
}

@Suite("Event record mapping")
struct EventRecordMappingTests {
  @Test(
    "an all-day event keeps its days in a view shown in another zone",
    arguments: ["Asia/Tokyo", "America/Los_Angeles", "UTC", "Pacific/Kiritimati"])
  func allDayKeepsDays(viewZone: String) {
    // EventKit on a device in Berlin: midnight to 23:59:59 of March 18.
    let record = Record(
      recordStart: at("2026-03-18", 0, "Europe/Berlin"),
      recordEnd: at("2026-03-18", 24, "Europe/Berlin").addingTimeInterval(-1),
      recordIsAllDay: true)
    let ctx = context(zone: viewZone)
    let event = EventRecordMapping(storeTimeZone: zone("Europe/Berlin"), context: ctx)
      .event(for: record)
    #expect(event.isAllDay)
    #expect(event.days(in: ctx.timeZone) == day("2026-03-18")...day("2026-03-18"))
  }

  @Test("a multi-day all-day event covers each day, whether it ends at 23:59:59 or midnight")
  func multiDay() {
    let mapping = EventRecordMapping(storeTimeZone: zone("UTC"), context: context())
    let lastSecond = Record(
      recordStart: at("2026-03-30", 0, "UTC"), recordEnd: at("2026-04-01", 24, "UTC") - 1,
      recordIsAllDay: true)
    let midnight = Record(
      recordStart: at("2026-03-30", 0, "UTC"), recordEnd: at("2026-04-02", 0, "UTC"),
      recordIsAllDay: true)
    for record in [lastSecond, midnight] {
      #expect(
        mapping.event(for: record).days(in: .gmt) == day("2026-03-30")...day("2026-04-01"))
    }
  }

  @Test("a timed event keeps its instants; its days are the view zone's")
  func timedKeepsInstants() {
    let record = Record(
      recordStart: at("2026-03-18", 22, "America/New_York"),
      recordEnd: at("2026-03-18", 23, "America/New_York"),
      recordTimeZone: zone("America/New_York"))
    let tokyo = context(zone: "Asia/Tokyo")
    let event = EventRecordMapping(storeTimeZone: zone("UTC"), context: tokyo).event(for: record)
    #expect(event.startDate == record.recordStart)
    #expect(event.days(in: tokyo.timeZone) == day("2026-03-19")...day("2026-03-19"))
  }

  @Test("a floating event keeps its wall-clock time in the view's zone")
  func floating() {
    // 09:00 floating, read by a store in Berlin.
    let record = Record(
      recordStart: at("2026-07-01", 9, "Europe/Berlin"),
      recordEnd: at("2026-07-01", 10, "Europe/Berlin"))
    let tokyo = context(zone: "Asia/Tokyo")
    let event = EventRecordMapping(storeTimeZone: zone("Europe/Berlin"), context: tokyo)
      .event(for: record)
    #expect(event.startDate == at("2026-07-01", 9, "Asia/Tokyo"))
    #expect(event.endDate == at("2026-07-01", 10, "Asia/Tokyo"))
  }

  @Test("occurrences of a recurring event stay apart; one found twice counts once")
  func occurrences() {
    let mapping = EventRecordMapping(storeTimeZone: .gmt, context: context())
    let monday = Record(
      recordStart: at("2026-03-02", 9, "UTC"), recordEnd: at("2026-03-02", 10, "UTC"),
      recordTimeZone: .gmt, recordOccurrenceDate: at("2026-03-02", 9, "UTC"))
    var nextMonday = monday
    nextMonday.recordStart = at("2026-03-09", 9, "UTC")
    nextMonday.recordEnd = at("2026-03-09", 10, "UTC")
    nextMonday.recordOccurrenceDate = nextMonday.recordStart
    let events = mapping.events(for: [monday, nextMonday, monday])
    #expect(events.count == 2)
    #expect(Set(events.map(\.id)).count == 2)
    #expect(events.map(\.startDate) == [monday.recordStart, nextMonday.recordStart])
  }

  @Test("a long range is asked for in pieces of under four years that tile it")
  func queryIntervals() {
    let mapping = EventRecordMapping(storeTimeZone: .gmt, context: context())
    let intervals = mapping.queryIntervals(for: day("2000-01-01")...day("2029-12-31"))
    #expect(intervals.count == 8)
    #expect(intervals.allSatisfy { $0.duration <= EventRecordMapping.longestQuery })
    #expect(intervals.first?.start == at("2000-01-01", 0, "UTC"))
    #expect(intervals.last?.end == at("2030-01-01", 0, "UTC"))
    for (a, b) in zip(intervals, intervals.dropFirst()) { #expect(a.end == b.start) }
    #expect(mapping.queryIntervals(for: day("2026-03-01")...day("2026-03-31")).count == 1)
  }

  @Test(
    "a draft refuses blank titles and lengths out of range",
    arguments: [
      ("Lunch", 1, true), ("Lunch", 0, false), ("Lunch", -3, false),
      ("Trip", 8_784, true), ("Trip", 8_785, false), ("  ", 1, false), ("X", Int.max, false),
    ]
      as [(String, Int, Bool)])
  func draft(title: String, hours: Int, isMade: Bool) {
    let start = at("2026-03-18", 12, "UTC")
    let draft = EventRecordMapping.draft(title: title, start: start, hours: hours)
    #expect((draft != nil) == isMade)
    if let draft { #expect(draft.endDate.timeIntervalSince(start) == Double(hours) * 3600) }
  }
}
