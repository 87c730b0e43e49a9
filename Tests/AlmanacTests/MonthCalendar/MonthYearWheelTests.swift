import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

@Suite("Month and year wheels")
struct MonthYearWheelTests {
  @Test("Gregorian: twelve months, years around the shown one, clipped to the range")
  func gregorian() throws {
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    var model = MonthCalendarModel.calendarView(
      mode: .single, context: context,
      range: try Day(parsing: "2024-06-15")...Day(parsing: "2027-02-01"),
      today: try Day(parsing: "2026-03-18"))
    #expect(model.monthChoices().map(\.text).first == "January")
    #expect(model.monthChoices().count == 12)
    let years = model.yearChoices(radius: 5)
    #expect(years.map(\.text) == ["2024", "2025", "2026", "2027"])
    // Each row keeps the month (March) unless it lies outside the range: then the year's
    // nearest month inside it (June 2024, February 2027).
    #expect(years.map(\.month.month) == [6, 3, 3, 2])
    #expect(years.contains { $0.month == model.displayedMonth })
    let choice = try #require(years.first { $0.text == "2027" })
    model.show(choice.month)
    #expect(model.displayedMonth.year == 2027)
    #expect(model.monthChoices().map(\.text) == ["January", "February"])
  }

  @Test("Hebrew leap year 5784 has thirteen months with Adar I and Adar II")
  func hebrew() throws {
    let context = CalendarContext(
      system: .hebrew, locale: Locale(identifier: "en_US"), timeZone: .gmt)
    // 2024-03-18 is in Adar II 5784.
    let model = MonthCalendarModel.calendarView(
      mode: .single, context: context, today: try Day(parsing: "2024-03-18"))
    let names = model.monthChoices().map(\.text)
    #expect(names.count == 13)
    #expect(names.contains("Adar I"))
    #expect(names.contains("Adar II"))
    #expect(model.yearChoices(radius: 1).map(\.text) == ["5783", "5784", "5785"])
  }

  @Test(
    "the year that holds 0001-01-01 lists its supported months",
    arguments: [
      // Julian 1 January 1 (the default 1582 reform) began on proleptic 0000-12-30: all
      // twelve months, January first. Hebrew 3761 began in year 0: from Tevet, whose first
      // day is before 0001-01-01, through Elul.
      (CalendarSystem.gregorian, 12, "January"), (.hebrew, 9, "Tevet"),
    ])
  func firstSupportedYear(_ system: CalendarSystem, count: Int, first: String) throws {
    let context = CalendarContext(
      system: system, locale: Locale(identifier: "en_US"), timeZone: .gmt)
    var model = MonthCalendarModel.calendarView(
      mode: .single, context: context, today: Day.earliest)
    model.show(context.month(containing: try Day(parsing: "0001-03-05")))
    let names = model.monthChoices().map(\.text)
    #expect(names.count == count, "\(names)")
    #expect(names.first == first)
    #expect(model.monthChoices().first?.month == context.month(containing: Day.earliest))
    if system == .gregorian {
      #expect(try context.month(1, ofYear: 1, reference: Day.earliest).firstDay.serial == -719_164)
    }
  }
}
