import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Weekday focus")
struct WeekdayFocusTests {
  @Test func startsOnTheFirstWeekdayInCalendarOrder() {
    // en_US weeks start on Sunday (1), de_DE weeks on Monday (2).
    #expect(WeekdayFocus(context: context(.gregorian, "en_US")).focusedWeekday == 1)
    #expect(WeekdayFocus(context: context(.gregorian, "de_DE")).focusedWeekday == 2)
    // Selected Saturday and Tuesday, Monday-first week: Tuesday comes first.
    let focus = WeekdayFocus(context: context(.gregorian, "de_DE"), selection: [7, 3])
    #expect(focus.focusedWeekday == 3)
  }

  @Test func movesAlongTheRowAndStopsAtTheEnds() {
    var focus = WeekdayFocus(context: context(.gregorian, "de_DE"))
    #expect(focus.handle(.left) == [.blocked(.lowerBound)])
    #expect(focus.handle(.right) == [.moved(from: 2, to: 3)])
    #expect(focus.handle(.endOfWeek) == [.moved(from: 3, to: 1)])
    #expect(focus.handle(.nextDay) == [.blocked(.upperBound)])
    #expect(focus.handle(.startOfWeek) == [.moved(from: 1, to: 2)])
    #expect(focus.handle(.up) == [])
    // 2026-03-06 is a Friday (6).
    #expect(focus.handle(.goToDay(day("2026-03-06"))) == [.moved(from: 2, to: 6)])
  }

  @Test func mirrorsRightToLeft() {
    var focus = WeekdayFocus(context: context(.gregorian, "he_IL"))
    #expect(focus.focusedWeekday == 1)
    #expect(focus.handle(.left) == [.moved(from: 1, to: 2)])
    #expect(focus.handle(.right) == [.moved(from: 2, to: 1)])
  }
}
