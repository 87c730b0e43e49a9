import AlmanacTestSupport
import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

/// Israel's weekend is Friday and Saturday; the original SwiftUI components say Saturday and
/// Sunday whatever the locale. Both readings are the caller's choice.
@Suite("Weekend reading: the locale's weekend or Saturday and Sunday")
struct WeekendReadingTests {
  private let israel = context(.gregorian, "en_IL")
  // 13, 14 and 15 March 2026: a Friday, a Saturday and a Sunday.
  private let friday = day("2026-03-13")
  private let saturday = day("2026-03-14")
  private let sunday = day("2026-03-15")

  @Test(
    "included days follow the weekend they are given",
    arguments: [
      (IncludedDays.weekendsOnly, WeekendReading.locale, [true, true, false]),
      (.weekendsOnly, .saturdaySunday, [false, true, true]),
      (.weekdaysOnly, .locale, [false, false, true]),
      (.weekdaysOnly, .saturdaySunday, [true, false, false]),
      (.allDays, .saturdaySunday, [true, true, true]),
    ] as [(IncludedDays, WeekendReading, [Bool])])
  func includedDays(
    included: IncludedDays, weekend: WeekendReading, available: [Bool]
  ) {
    let availability = included.applied(to: .unrestricted, in: israel, weekend: weekend)
    #expect([friday, saturday, sunday].map { availability.isAvailable($0) } == available)
  }

  @Test("the locale's weekend is the default, as every face had it")
  func localeByDefault() {
    let availability = IncludedDays.weekendsOnly.applied(to: .unrestricted, in: israel)
    #expect(availability.isAvailable(friday))
    #expect(!availability.isAvailable(sunday))
  }

  @Test("the month model refuses the days outside the weekend it is given")
  func monthModel() {
    var model = MonthCalendarModel.calendarView(
      mode: .multiple, context: israel, today: day("2026-03-18"), includedDays: .weekendsOnly,
      weekend: .saturdaySunday)
    #expect(model.tap(friday).rejection != nil)
    #expect(model.tap(saturday).selectionChanged)
    #expect(model.tap(sunday).selectionChanged)
  }

  @Test("the weekday picker's summary reads Monday to Friday as weekdays with Saturday–Sunday")
  func weekdayPickerSummary() throws {
    func summary(_ weekdays: Set<Int>, _ weekend: WeekendReading) throws -> String {
      try MonthCalendarModel(
        picking: .weekdays, context: israel, today: day("2026-03-18"),
        initial: .weekdays(WeekdaySet(weekdays)), weekend: weekend
      ).summary
    }
    let workweek: Set<Int> = [2, 3, 4, 5, 6]
    #expect(try summary(workweek, .saturdaySunday) == "Weekdays")
    #expect(try summary(workweek, .locale) != "Weekdays")
    #expect(try summary([6, 7], .locale) == "Weekends")
  }
}
