// WeekdaySegmentedPicker, run with ../shared/apple-typecheck/run
// (scripts/suites/apple/run-ui.sh): the row's order and names, toggles written to the binding,
// the summary, and the parent's set.
import AlmanacUI
import Foundation
import SwiftUI
import SwiftUIHost

struct Repeat: View {
  @State var days: Set<Int>
  var calendar = gregorian()
  var locale = Locale(identifier: "en_US")

  var body: some View {
    VStack {
      WeekdaySegmentedPicker(selection: $days, calendar: calendar)
      Text(verbatim: "bound=\(days.sorted())")
      Button("Weekends") { days = [1, 7] }
    }
    .environment(\.locale, locale)
  }
}

/// The picker's buttons: the elements labelled with a full day name, in the row's order.
@MainActor func row(_ host: ViewHost) -> [ViewNode] {
  let names = Set(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
  return host.all(role: .button).filter { names.contains($0.accessibility.label ?? "") }
}

test("seven buttons in the calendar's order, read by their full names") {
  let host = ViewHost(Repeat(days: []))
  expectEqual(
    row(host).map { $0.accessibility.label ?? "" },
    ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
  var monday = gregorian()
  monday.firstWeekday = 2
  let iso = ViewHost(Repeat(days: [], calendar: monday))
  expectEqual(row(iso).first?.accessibility.label, "Monday")
  expectEqual(row(iso).last?.accessibility.label, "Sunday")
  expectEqual(row(iso).first?.plainText, "M", "the narrow letter shows")
}

test("a tap toggles the day, writes the binding and marks the button selected") {
  let host = ViewHost(Repeat(days: [2, 4, 6]))
  expect(host.shows("bound=[2, 4, 6]"))
  expect(try host.day("Monday").accessibility.isSelected)
  expect(try !host.day("Tuesday").accessibility.isSelected)
  try host.day("Tuesday").tap()
  expect(host.shows("bound=[2, 3, 4, 6]"), "\(host.texts)")
  expect(try host.day("Tuesday").accessibility.isSelected)
  try host.day("Monday").tap()
  expect(host.shows("bound=[3, 4, 6]"), "\(host.texts)")
  expect(try !host.day("Monday").accessibility.isSelected)
}

test("the summary reads the selection") {
  let host = ViewHost(Repeat(days: [2, 4, 6]))
  expect(host.shows("Mon, Wed, and Fri"), "\(host.texts)")
  for weekday in ["Tuesday", "Thursday"] { try host.day(weekday).tap() }
  expect(host.shows("Weekdays"), "\(host.texts)")
  for weekday in ["Sunday", "Saturday"] { try host.day(weekday).tap() }
  expect(host.shows("Every day"), "\(host.texts)")
  for weekday in ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] {
    try host.day(weekday).tap()
  }
  expect(host.shows("Never"), "\(host.texts)")
}

test("a new set from the parent shows at once") {
  let host = ViewHost(Repeat(days: [2]))
  try require(host.find(text: "Weekends")).tap()
  expect(host.shows("bound=[1, 7]"))
  expect(host.shows("Weekends"), "the summary follows the parent: \(host.texts)")
  expect(try host.day("Saturday").accessibility.isSelected)
  expect(try !host.day("Monday").accessibility.isSelected)
}

test("arrows move the focus and Space toggles the focused day") {
  let host = ViewHost(Repeat(days: []))
  let first = try require(row(host).first)
  _ = first.focus()
  _ = host.press(key: .rightArrow)
  _ = host.press(key: .space)
  expect(host.shows("bound=[2]"), "\(host.texts)")
}

test("Saturday and Sunday are the weekend of the summary by default, whatever the locale") {
  // Israel's weekend is Friday and Saturday; the picker says "Weekdays" for Monday to Friday.
  let host = ViewHost(Repeat(days: [2, 3, 4, 5, 6], locale: Locale(identifier: "en_IL")))
  expect(host.shows("Weekdays"), "\(host.texts)")
}

exit(ViewTest.finish())
