import Foundation
import Testing

@testable import Almanac

@Suite("Weekday picker model")
struct WeekdayPickerModelTests {
  let britain = CalendarContext(locale: Locale(identifier: "en_GB"), timeZone: .gmt)

  @Test("buttons in the calendar's order with narrow letters and full names")
  func buttons() {
    let model = WeekdayPickerModel(context: britain, selection: [2, 6])
    #expect(model.buttons.map(\.letter) == ["M", "T", "W", "T", "F", "S", "S"])
    #expect(model.buttons.map(\.fullName).first == "Monday")
    #expect(model.buttons.map(\.weekday) == [2, 3, 4, 5, 6, 7, 1])
    #expect(model.buttons.filter(\.isSelected).map(\.weekday) == [2, 6])
    #expect(model.buttons.filter(\.isFocused).map(\.weekday) == [2])
    let us = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    #expect(WeekdayPickerModel(context: us).buttons.first?.fullName == "Sunday")
  }

  @Test("toggling updates the summary and announces the full names in week order")
  func toggling() {
    var model = WeekdayPickerModel(context: britain)
    #expect(model.summary == "Never")
    model.toggle(6)
    model.toggle(2)
    #expect(model.toggle(4) == "Selected weekdays: Monday, Wednesday and Friday")
    #expect(model.summary == "Mon, Wed and Fri")
    #expect(model.selectedWeekdays == [2, 4, 6])
    #expect(model.focus.focusedWeekday == 4)
    model.toggle(3)
    model.toggle(5)
    #expect(model.summary == "Weekdays")
    #expect(model.toggle(9) == nil)
    model.setSelectedWeekdays([1, 7, 12])
    #expect(model.summary == "Weekends")
  }

  @Test("keyboard: arrows move along the row, mirrored right to left; Space toggles")
  func keyboard() {
    var model = WeekdayPickerModel(context: britain)
    model.handle(.right)
    #expect(model.focus.focusedWeekday == 3)
    #expect(model.activateFocusedWeekday() == "Selected weekdays: Tuesday")
    let hebrew = CalendarContext(locale: Locale(identifier: "he_IL"), timeZone: .gmt)
    var rtl = WeekdayPickerModel(context: hebrew)
    #expect(rtl.focus.focusedWeekday == 1)
    rtl.handle(.left)
    #expect(rtl.focus.focusedWeekday == 2)
  }

  @Test("text on a selected button contrasts with its fill (WCAG)")
  func contrast() throws {
    let blue = try #require(SRGBColor(hex: "#0000FF"))
    let dodger = try #require(SRGBColor(hex: "#1E90FF"))
    #expect(WeekdayPickerModel.foreground(onFill: blue) == .white)
    #expect(WeekdayPickerModel.foreground(onFill: dodger) == .black)
  }

  @Test("control labels in the locale's language, English otherwise")
  func labels() {
    #expect(ControlLabels(locale: Locale(identifier: "en_US")).previousMonth == "Previous month")
    #expect(ControlLabels(locale: Locale(identifier: "fr_FR")).nextMonth == "Mois suivant")
    #expect(ControlLabels(locale: Locale(identifier: "sw_KE")).nextMonth == "Next month")
  }
}
