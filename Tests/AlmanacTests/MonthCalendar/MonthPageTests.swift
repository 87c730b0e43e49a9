import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

private func dayOf(_ text: String) throws -> Day { try Day(parsing: text) }

private func utcDate(_ text: String) throws -> Date {
  let formatter = ISO8601DateFormatter()
  return try #require(formatter.date(from: text))
}

@Suite("Month pages and day appearance")
struct MonthPageTests {
  let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)

  @Test("April 2026 in en_US: three leading days of March (as `cal 4 2026`), labels, events")
  func aprilPage() throws {
    let events = [
      CalendarEvent(
        id: "a", title: "Trip", startDate: try utcDate("2026-04-03T09:00:00Z"),
        endDate: try utcDate("2026-04-05T00:00:00Z")),
      CalendarEvent(
        id: "b", title: "Holiday", startDate: try utcDate("2026-04-03T00:00:00Z"),
        endDate: try utcDate("2026-04-04T00:00:00Z"), isAllDay: true),
    ]
    let model = MonthCalendarModel.calendarView(
      mode: .single, context: context, range: try dayOf("2026-04-02")...dayOf("2026-12-31"),
      today: try dayOf("2026-04-08"), displayedDay: try dayOf("2026-04-08"), events: events)
    let page = model.displayedPage
    #expect(page.title == "April 2026")
    #expect(page.weekdays.map(\.short) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(page.weeks.count == 5)
    let first = page.weeks[0]
    #expect(first.map(\.dayText) == ["29", "30", "31", "1", "2", "3", "4"])
    #expect(first.map(\.isInMonth) == [false, false, false, true, true, true, true])
    // The range starts on the 2nd: the 1st is greyed with the reason.
    let april1 = first[3]
    #expect(april1.facts?.unavailableReason?.kind == .beforeFirstDay)
    #expect(!april1.isSelectable)
    #expect(april1.accessibleText?.label == "Wednesday, April 1, 2026")
    #expect(april1.accessibleText?.value == "Not yet available")
    #expect(first[4].isSelectable)
    // Events: two on the 3rd (the trip and the all-day holiday), one on the 4th, none on the 5th.
    #expect(first[5].eventCount == 2)
    #expect(first[5].accessibleText?.hint == "2 events")
    #expect(first[6].eventCount == 1)
    #expect(page.weeks[1][0].eventCount == 0)
    #expect(model.events(on: try dayOf("2026-04-03")).map(\.id) == ["b", "a"])
    // Today is focused.
    let today = try #require(page.cell(for: try dayOf("2026-04-08")))
    #expect(today.isFocused)
    #expect(today.accessibleText?.label == "Today, Wednesday, April 8, 2026")
    #expect(page.cells.filter(\.isFocused).count == 1)
  }

  @Test("appearance: ends filled with the inner half banded, middle banded, rings and colours")
  func appearance() throws {
    var model = MonthCalendarModel.calendarView(
      mode: .range(.eitherOrder), context: context,
      range: try dayOf("2026-04-02")...dayOf("2026-12-31"), today: try dayOf("2026-04-08"),
      displayedDay: try dayOf("2026-04-08"))
    model.tap(try dayOf("2026-04-14"))
    model.tap(try dayOf("2026-04-16"))
    let page = model.displayedPage
    let style = CalendarStyleSpec()
    func look(_ text: String) throws -> DayAppearance {
      DayAppearance(cell: try #require(page.cell(for: try dayOf(text))), style: style)
    }
    let start = try look("2026-04-14")
    #expect(start.fill == .selection)
    #expect(start.foreground == .selectionText)
    #expect(start.band == .trailingHalf)
    #expect(start.isEmphasized)
    #expect(try look("2026-04-15").band == .full)
    #expect(try look("2026-04-15").fill == nil)
    #expect(try look("2026-04-16").band == .leadingHalf)
    let today = try look("2026-04-08")
    #expect(today.foreground == .today)
    #expect(today.ring == .today)
    #expect(try look("2026-04-11").foreground == .weekendText)  // a Saturday
    #expect(try look("2026-04-10").foreground == .text)
    #expect(try look("2026-04-01").foreground == .unavailableText)
    #expect(!(try look("2026-04-01").isEnabled))
    // Adjacent days are hidden unless the style shows them, and never selectable.
    let march31 = try #require(page.cell(for: try dayOf("2026-03-31")))
    #expect(DayAppearance(cell: march31, style: style).isHidden)
    let shown = DayAppearance(cell: march31, style: CalendarStyleSpec(showsAdjacentDays: true))
    #expect(!shown.isHidden)
    #expect(!shown.isEnabled)
    #expect(shown.foreground == .unavailableText)  // before the range's first day
    let noWeekends = CalendarStyleSpec(marksWeekends: false, ringsToday: false)
    let saturday = try #require(page.cell(for: try dayOf("2026-04-11")))
    #expect(DayAppearance(cell: saturday, style: noWeekends).foreground == .text)
    let todayCell = try #require(page.cell(for: try dayOf("2026-04-08")))
    #expect(DayAppearance(cell: todayCell, style: noWeekends).ring == nil)
  }

  @Test("dots stop at the style's maximum and count the rest")
  func dots() throws {
    let start = try utcDate("2026-04-03T10:00:00Z")
    let events = (0..<5).map {
      CalendarEvent(
        id: "\($0)", title: "E\($0)", startDate: start.addingTimeInterval(Double($0) * 60),
        endDate: start.addingTimeInterval(Double($0) * 60 + 1_800))
    }
    let model = MonthCalendarModel.calendarView(
      mode: .single, context: context, today: try dayOf("2026-04-08"), events: events)
    let cell = try #require(model.displayedPage.cell(for: try dayOf("2026-04-03")))
    let look = DayAppearance(cell: cell, style: CalendarStyleSpec(maximumDots: 3))
    #expect(look.dotCount == 3)
    #expect(look.overflowCount == 2)
  }

  @Test("cell shapes give their corner radius")
  func shapes() {
    #expect(CellShape.round.cornerRadius(forSide: 40) == 20)
    #expect(CellShape.square.cornerRadius(forSide: 40) == 0)
    #expect(CellShape.bevel(radius: 6).cornerRadius(forSide: 40) == 6)
    #expect(CellShape.bevel(radius: 60).cornerRadius(forSide: 40) == 20)
  }

  @Test("style: first weekday and locale change the columns and the weekend")
  func styleContext() throws {
    let monday = CalendarStyleSpec(firstWeekday: .monday).applied(to: context)
    #expect(monday.weekdayOrder == [2, 3, 4, 5, 6, 7, 1])
    let saturday = CalendarStyleSpec(firstWeekday: .saturday).applied(to: context)
    #expect(saturday.weekdayOrder.first == 7)
    let french = CalendarStyleSpec(locale: Locale(identifier: "fr_FR")).applied(to: context)
    #expect(french.firstWeekday == 2)
    #expect(french.locale.identifier == "fr_FR")
    #expect(CalendarStyleSpec().applied(to: context) == context)
  }

  @Test("a Foundation calendar becomes a context with its zone, system and week rules")
  func foundationCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "Pacific/Auckland"))
    calendar.firstWeekday = 2
    calendar.minimumDaysInFirstWeek = 4
    let made = CalendarContext(calendar: calendar, locale: Locale(identifier: "en_US"))
    #expect(made.timeZone.identifier == "Pacific/Auckland")
    #expect(made.firstWeekday == 2)
    #expect(made.minimumDaysInFirstWeek == 4)
    #expect(made.system == .gregorian)
    // 2026-03-18T12:00Z is already 19 March in Auckland (UTC+13).
    let instant = try utcDate("2026-03-18T12:00:00Z")
    #expect(made.day(for: instant) == (try dayOf("2026-03-19")))
    let range = made.dates(for: try dayOf("2026-03-19")...dayOf("2026-03-20"))
    #expect(range.lowerBound == (try utcDate("2026-03-18T11:00:00Z")))
    #expect(made.days(for: range) == (try dayOf("2026-03-19")...dayOf("2026-03-20")))
    let persian = CalendarContext(
      calendar: Calendar(identifier: .persian), locale: Locale(identifier: "fa_IR"))
    #expect(persian.system == .persian)
  }

  @Test("events: exclusive ends, all-day either convention, the calendar's zone")
  func eventDays() throws {
    let timed = CalendarEvent(
      id: "t", title: "Late", startDate: try utcDate("2026-04-03T22:00:00Z"),
      endDate: try utcDate("2026-04-04T00:00:00Z"))
    #expect(timed.days(in: .gmt) == (try dayOf("2026-04-03")...dayOf("2026-04-03")))
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    #expect(timed.days(in: tokyo) == (try dayOf("2026-04-04")...dayOf("2026-04-04")))
    let exclusive = CalendarEvent(
      id: "x", title: "Holiday", startDate: try utcDate("2026-04-03T00:00:00Z"),
      endDate: try utcDate("2026-04-05T00:00:00Z"), isAllDay: true)
    let eventKit = CalendarEvent(
      id: "k", title: "Holiday", startDate: try utcDate("2026-04-03T00:00:00Z"),
      endDate: try utcDate("2026-04-04T23:59:59Z"), isAllDay: true)
    #expect(exclusive.days(in: .gmt) == eventKit.days(in: .gmt))
    let backwards = CalendarEvent(
      id: "b", title: "Bad", startDate: try utcDate("2026-04-03T10:00:00Z"),
      endDate: try utcDate("2026-04-01T10:00:00Z"))
    #expect(backwards.days(in: .gmt) == (try dayOf("2026-04-03")...dayOf("2026-04-03")))
  }
}
