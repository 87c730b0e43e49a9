import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// A weekday picker of the model in `context`, with `initial` chosen.
private func weekdays(
  _ context: CalendarContext, initial: Set<Int> = [],
  weekend: WeekendReading = .locale
) throws -> TestStore<MonthCalendarModel, CalendarState> {
  TestStore(
    try MonthCalendarModel(
      picking: .weekdays, context: context, today: day("2026-03-18"),
      initial: .weekdays(WeekdaySet(initial)), weekend: weekend),
    observe: CalendarState.init)
}

@Suite("Weekday row of the model")
struct WeekdayRowTests {
  let britain = CalendarContext(locale: Locale(identifier: "en_GB"), timeZone: .gmt)

  @Test("buttons in the calendar's order with narrow letters and full names")
  func buttons() throws {
    let row = try #require(try weekdays(britain, initial: [2, 6]).subject.weekdayRow)
    #expect(row.buttons.map(\.letter) == ["M", "T", "W", "T", "F", "S", "S"])
    #expect(row.buttons.map(\.fullName).first == "Monday")
    #expect(row.buttons.map(\.weekday) == [2, 3, 4, 5, 6, 7, 1])
    #expect(row.buttons.filter(\.isSelected).map(\.weekday) == [2, 6])
    #expect(row.buttons.filter(\.isFocused).map(\.weekday) == [2])
    let us = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    #expect(try weekdays(us).subject.weekdayRow?.buttons.first?.fullName == "Sunday")
  }

  @Test("toggling updates the summary and announces the full names in week order")
  func toggling() throws {
    var store = try weekdays(britain)
    store.assert(
      CalendarState(
        mode: .weekdays, focusedWeekday: 2, today: day("2026-03-18"), summary: "Never"))
    store.send({ $0.toggle(weekday: 6) }) {
      $0.weekdays = [6]
      $0.focusedWeekday = 6
      $0.summary = "Fri"
      $0.result = .weekdays([6])
    }
    store.send({ $0.toggle(weekday: 2) }) {
      $0.weekdays = [2, 6]
      $0.focusedWeekday = 2
      $0.summary = "Mon and Fri"
      $0.result = .weekdays([2, 6])
    }
    let third = store.send({ $0.toggle(weekday: 4) }) {
      $0.weekdays = [2, 4, 6]
      $0.focusedWeekday = 4
      $0.summary = "Mon, Wed and Fri"
      $0.result = .weekdays([2, 4, 6])
    }
    #expect(third.announcement == "Selected weekdays: Monday, Wednesday and Friday")
    store.send({ $0.toggle(weekday: 3) }) {
      $0.weekdays = [2, 3, 4, 6]
      $0.focusedWeekday = 3
      $0.summary = "Mon, Tue, Wed and Fri"
      $0.result = .weekdays([2, 3, 4, 6])
    }
    store.send({ $0.toggle(weekday: 5) }) {
      $0.weekdays = [2, 3, 4, 5, 6]
      $0.focusedWeekday = 5
      $0.summary = "Weekdays"
      $0.result = .weekdays([2, 3, 4, 5, 6])
    }
    let ignored = store.send({ $0.toggle(weekday: 9) })
    #expect(ignored.announcement == nil)
    store.send({ $0.setSelectedWeekdays([1, 7]) }) {
      $0.weekdays = [1, 7]
      $0.summary = "Weekends"
      $0.result = .weekdays([1, 7])
    }
  }

  @Test("keyboard: arrows move along the row, mirrored right to left; Space toggles")
  func keyboard() throws {
    var store = try weekdays(britain)
    store.send({ $0.handle(.right) }) { $0.focusedWeekday = 3 }
    let toggled = store.send({ $0.activateFocusedDay() }) {
      $0.weekdays = [3]
      $0.summary = "Tue"
      $0.result = .weekdays([3])
    }
    #expect(toggled.announcement == "Selected weekdays: Tuesday")
    let hebrew = CalendarContext(locale: Locale(identifier: "he_IL"), timeZone: .gmt)
    var rtl = try weekdays(hebrew)
    #expect(rtl.state.focusedWeekday == 1)
    rtl.send({ $0.handle(.left) }) { $0.focusedWeekday = 2 }
  }

  @Test("text on a selected button contrasts with its fill (WCAG)")
  func contrast() throws {
    let blue = try #require(SRGBColor(hex: "#0000FF"))
    let dodger = try #require(SRGBColor(hex: "#1E90FF"))
    #expect(blue.contrastingForeground == .white)
    #expect(dodger.contrastingForeground == .black)
  }

  @Test("control labels in the locale's language, English otherwise")
  func labels() {
    #expect(ControlLabels(locale: Locale(identifier: "en_US")).previousMonth == "Previous month")
    #expect(ControlLabels(locale: Locale(identifier: "fr_FR")).nextMonth == "Mois suivant")
    #expect(ControlLabels(locale: Locale(identifier: "sw_KE")).nextMonth == "Next month")
  }
}
