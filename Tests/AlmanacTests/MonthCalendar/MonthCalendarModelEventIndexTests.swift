import Almanac
import AlmanacTestSupport
import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

@Suite("Event index of a month page")
struct MonthCalendarModelEventIndexTests {
  @Test("every shown day's events match events(on:), in the same order")
  func matchesEventsOn() throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: zone)
    let seed: UInt64 = 0xE7E7_0001
    var generator = SeededGenerator(seed: seed)
    let base = context.startDate(of: try Day(parsing: "2026-02-20"))
    // Random events from late February to mid April: timed, all-day, some ending at midnight,
    // some with equal starts (the order then falls to end, title and id).
    let events = (0..<300).map { index in
      let start = base.addingTimeInterval(
        Double(Int.random(in: 0..<(50 * 24), using: &generator)) * 3_600)
      let hours = Double([0, 1, 5, 24, 48, 72].randomElement(using: &generator) ?? 1)
      return CalendarEvent(
        id: "e\(index)", title: ["A", "B", "C"].randomElement(using: &generator) ?? "A",
        startDate: start, endDate: start.addingTimeInterval(hours * 3_600),
        isAllDay: Bool.random(using: &generator))
    }
    let model = MonthCalendarModel.calendarView(
      mode: .single, context: context,
      range: try Day(parsing: "2026-01-01")...Day(parsing: "2026-12-31"),
      today: try Day(parsing: "2026-03-18"), events: events)
    for month in context.months(
      from: try Day(parsing: "2026-02-01"), through: try Day(parsing: "2026-04-30"))
    {
      let page = model.page(for: month, rows: .fixedSix)
      let index = try #require(model.eventIndex(for: page))
      for day in page.cells.compactMap(\.day) {
        #expect(
          index.events(on: day).map(\.id) == model.events(on: day).map(\.id),
          "seed \(seed) day \(day)")
        #expect(
          index.count(on: day) == (page.cell(for: day)?.eventCount ?? -1), "seed \(seed) \(day)")
      }
    }
  }
}
