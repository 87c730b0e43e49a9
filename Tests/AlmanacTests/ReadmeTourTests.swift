import Foundation
import Testing

@testable import Almanac

/// The engine example in README.md, with the output the README shows.
@Suite("README tour")
struct ReadmeTourTests {
  @Test func bookingAndWeekdayExample() throws {
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    let today = try Day(parsing: "2026-03-01")
    let availability = Availability(firstDay: today, lastDay: today.adding(days: 365))
      .disabling([try Day(parsing: "2026-03-12")], label: "Sold out")
      .withRangeRules(
        RangeRules(minimumNights: 2, maximumNights: 14, crossing: .checkOutDayOnly))
    var booking = DaySelection(mode: .range(.forward), availability: availability)
    #expect("\(booking.tap(try Day(parsing: "2026-03-05")))" == "[rangeStarted 2026-03-05]")
    #expect(
      "\(booking.tap(try Day(parsing: "2026-03-06")))"
        == "[rejected 2026-03-06: Minimum stay is 2 nights]")
    #expect(
      "\(booking.tap(try Day(parsing: "2026-03-09")))"
        == "[rangeCompleted 2026-03-05…2026-03-09]")
    #expect(StaySummary(selection: booking).phrase(locale: context.locale) == "4 nights")
    let stay = try #require(booking.selectedRange)
    #expect(
      DayRangeFormatter(context: context).string(from: stay) == "Mar 5\u{2009}–\u{2009}9, 2026")
    let gb = CalendarContext(locale: Locale(identifier: "en_GB"), timeZone: .gmt)
    let alarm: WeekdaySet = [2, 4, 6]
    #expect(alarm.summary(in: gb).text(in: gb) == "Mon, Wed and Fri")
    #expect(alarm.rruleByDay == "MO,WE,FR")
    #expect(alarm.cronDayOfWeek == "1,3,5")
  }
}
