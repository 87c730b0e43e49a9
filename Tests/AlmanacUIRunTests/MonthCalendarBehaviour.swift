// MonthCalendarView, run with ../shared/apple-typecheck/run (scripts/suites/apple/run-ui.sh): the
// selection binding in each mode, displayDate, canSelectDate, events, today and VoiceOver.
import Foundation
import SwiftUI
import SwiftUIHost

@testable import AlmanacUI

/// The announcements the calendar posts (the views' announcer, replaced in the environment).
@MainActor final class Spoken {
  var texts: [String] = []
  var announcer: CalendarAnnouncer { CalendarAnnouncer { [self] text in texts.append(text) } }
}

struct Trip: View {
  @State var dates: [Date] = []
  @State var shown = date(2026, 3, 1)
  @State var firstOfMonth: Date?
  @State var refusesWeekends = false
  @State var now = date(2026, 3, 18, hour: 12)
  var mode: CalendarSelectionMode = .single
  var events: [CalendarEvent] = []
  var spoken = Spoken()
  var size: DynamicTypeSize = .large
  var scheme: ColorScheme = .light

  var body: some View {
    VStack {
      MonthCalendarView(range: date(2026, 1, 1)...date(2026, 12, 31), selection: $dates)
        .selectionMode(mode)
        .displayDate(shown)
        .canSelectDate { [refusesWeekends] day in
          !refusesWeekends || !gregorian().isDateInWeekend(day)
        }
        .events(events)
        .onScrollToMonth { first in firstOfMonth = first }
      Text(verbatim: "bound=\(iso(dates))")
      Text(verbatim: "scrolled=\(iso(firstOfMonth))")
      Button("Show May") { shown = date(2026, 5, 20) }
      Button("Show March again") { shown = date(2026, 3, 9) }
      Button("Select the 2nd") { dates = [date(2026, 3, 2)] }
      Button("Refuse weekends") { refusesWeekends = true }
      Button("Next day") { now = date(2026, 3, 19, hour: 12) }
    }
    .environment(\.locale, Locale(identifier: "en_US"))
    .environment(\.calendar, gregorian())
    .environment(\.calendarAnnouncer, spoken.announcer)
    .dynamicTypeSize(size)
    .environment(\.colorScheme, scheme)
    .calendarToday(now)
  }
}

@MainActor func press(_ host: ViewHost, _ title: String) throws {
  try require(host.find(text: title), "no button \(title)").tap()
}

@MainActor func header(_ host: ViewHost) -> String? {
  host.all(role: .header).first?.accessibility.label
}

test("single: a tap selects and writes the binding, another replaces it, a second tap clears") {
  let host = ViewHost(Trip())
  try host.day("March 16, 2026").tap()
  expect(host.shows("bound=2026-03-16"), "\(host.texts)")
  expect(try host.day("March 16, 2026").accessibility.isSelected)
  try host.day("March 17, 2026").tap()
  expect(host.shows("bound=2026-03-17"), "\(host.texts)")
  try host.day("March 17, 2026").tap()
  expect(host.shows("bound="), "\(host.texts)")
}

test("multiple: taps toggle") {
  let host = ViewHost(Trip(mode: .multiple))
  try host.day("March 16, 2026").tap()
  try host.day("March 3, 2026").tap()
  expect(host.shows("bound=2026-03-03,2026-03-16"), "\(host.texts)")
  try host.day("March 16, 2026").tap()
  expect(host.shows("bound=2026-03-03"), "\(host.texts)")
}

test("range: ends in either order; days between read in range but are not marked selected") {
  let host = ViewHost(Trip(mode: .range))
  try host.day("March 20, 2026").tap()
  try host.day("March 16, 2026").tap()
  expect(host.shows("bound=2026-03-16,2026-03-20"), "\(host.texts)")
  let middle = try host.day("March 18, 2026").accessibility
  expect((middle.value ?? "").contains("In range"), "\(middle)")
  expect(!middle.isSelected, "\(middle.traitNames)")
  expect(try host.day("March 20, 2026").accessibility.isSelected)
}

test("a selection from the parent shows, and writes nothing back") {
  let host = ViewHost(Trip())
  try press(host, "Select the 2nd")
  expect(try host.day("March 2, 2026").accessibility.isSelected)
  expect(host.shows("bound=2026-03-02"))
}

test("displayDate shows its month; another instant of the same month does not page back") {
  let host = ViewHost(Trip())
  expectEqual(header(host), "March 2026")
  try press(host, "Show May")
  expectEqual(header(host), "May 2026")
  expect(host.shows("scrolled=2026-05-01"), "onScrollToMonth: \(host.texts)")
  try require(host.find(accessibilityLabel: "Next month")).tap()
  expectEqual(header(host), "June 2026")
  try press(host, "Show March again")
  expectEqual(header(host), "March 2026")
}

test("the header's buttons and VoiceOver's adjustable title page months") {
  let host = ViewHost(Trip())
  try require(host.find(accessibilityLabel: "Previous month")).tap()
  expectEqual(header(host), "February 2026")
  try require(host.all(role: .header).first).adjust(.increment)
  expectEqual(header(host), "March 2026")
  try require(host.find(accessibilityLabel: "Previous month")).tap()
  try require(host.find(accessibilityLabel: "Previous month")).tap()
  expectEqual(header(host), "January 2026")
  expect(
    try !require(host.find(accessibilityLabel: "Previous month")).isEnabled,
    "no page before the range")
}

test("canSelectDate refuses days, and a new rule applies at once") {
  let host = ViewHost(Trip(mode: .multiple))
  try host.day("March 14, 2026").tap()  // a Saturday, allowed for now
  expect(host.shows("bound=2026-03-14"), "\(host.texts)")
  try press(host, "Refuse weekends")
  try host.day("March 15, 2026").tap()  // a Sunday, refused now
  expect(host.shows("bound=2026-03-14"), "\(host.texts)")
  let sunday = try host.day("March 15, 2026")
  expect(!sunday.isEnabled, "a refused day is not enabled for VoiceOver")
}

test("events: dots, a count beyond three, and the day's list") {
  let events = (0..<5).map { number in
    CalendarEvent(
      id: "e\(number)", title: "Event \(number)", startDate: date(2026, 3, 21, hour: 9 + number),
      endDate: date(2026, 3, 21, hour: 10 + number))
  }
  let host = ViewHost(Trip(events: events))
  let saturday = try host.day("March 21, 2026")
  expectEqual(saturday.accessibility.hint, "5 events")
  expect(host.shows("+2"), "three dots and the overflow mark: \(host.texts)")
  expect(saturday.performAccessibilityAction(named: "Events"))
  expect(host.shows("Event 4"), "the sheet lists the events: \(host.texts)")
}

test("today is marked, and moves when the instant taken for now does") {
  let host = ViewHost(Trip())
  expect(try host.day("March 18, 2026").accessibility.label?.hasPrefix("Today") == true)
  try press(host, "Next day")
  expect(try host.day("March 19, 2026").accessibility.label?.hasPrefix("Today") == true)
  expect(try host.day("March 18, 2026").accessibility.label?.hasPrefix("Today") == false)
}

test("a refused day is dimmed for VoiceOver, and a tap on it is refused with a reason") {
  let spoken = Spoken()
  let host = ViewHost(Trip(spoken: spoken))
  try press(host, "Refuse weekends")
  let sunday = try host.day("March 15, 2026")
  expect(!sunday.isEnabled)
  expect(try host.day("March 16, 2026").isEnabled)
  sunday.tap()
  expect(host.shows("bound="), "nothing selected: \(host.texts)")
  expectEqual(spoken.texts.count, 1, "the refusal is announced: \(spoken.texts)")
}

test("a key move the engine blocks is announced with its reason") {
  let spoken = Spoken()
  let host = ViewHost(Trip(spoken: spoken))
  try require(host.find(accessibilityLabel: "Previous month")).tap()
  try require(host.find(accessibilityLabel: "Previous month")).tap()
  expectEqual(header(host), "January 2026")
  spoken.texts = []
  _ = host.press(key: .pageUp)
  expectEqual(header(host), "January 2026", "no month before the range")
  expectEqual(spoken.texts.count, 1, "the blocked move is spoken: \(spoken.texts)")
  expect(spoken.texts.first.map { !$0.isEmpty } == true)
}

test("a page the user scrolls to is not announced; a button's page is") {
  let spoken = Spoken()
  let host = ViewHost(Trip(spoken: spoken))
  let pager = try require(host.all(kind: "ScrollView").first)
  expect(pager.scroll(to: 4))  // May, the fifth month of the range
  expectEqual(header(host), "May 2026")
  expect(host.shows("scrolled=2026-05-01"), "onScrollToMonth: \(host.texts)")
  expectEqual(spoken.texts, [], "the scroll view speaks its own page")
  try require(host.find(accessibilityLabel: "Next month")).tap()
  expectEqual(spoken.texts, ["June 2026"])
}

test("a parent's render does not build the calendar's model again") {
  let host = ViewHost(Trip())
  let built = CalendarCore.buildCount
  try press(host, "Refuse weekends")
  try host.day("March 16, 2026").tap()
  host.render()
  expectEqual(CalendarCore.buildCount, built, "renders reuse the model")
}

test("at the accessibility text sizes the weekday row has narrow symbols") {
  let large = ViewHost(Trip())
  expect(large.find(text: "Wed") != nil, "short symbols at the default size: \(large.texts)")
  let huge = ViewHost(Trip(size: .accessibility3))
  expect(huge.find(text: "Wed") == nil && huge.find(text: "W") != nil, "\(huge.texts.prefix(9))")
}

/// The colours the dots of the day labelled `label` are filled with, as the host records them
/// (their descriptions).
@MainActor func dotColors(_ host: ViewHost, _ label: String) throws -> [String] {
  let cell = try host.day(label)
  func circles(_ node: ViewNode) -> [ViewNode] {
    (node.kind == "Shape" && node.name == "Circle" ? [node] : []) + node.children.flatMap(circles)
  }
  return circles(cell).compactMap { $0.attribute("foregroundStyle").map { "\($0)" } }
}

test("each dot has its event's colour, the dark one in dark mode, else the style's") {
  let light = SRGBColor(red: 1, green: 0.23, blue: 0.19)
  let dark = SRGBColor(red: 1, green: 0.27, blue: 0.23)
  let events = [
    CalendarEvent(
      id: "a", title: "Flight", startDate: date(2026, 3, 21, hour: 9),
      endDate: date(2026, 3, 21, hour: 10), color: light, darkColor: dark),
    CalendarEvent(
      id: "b", title: "Dinner", startDate: date(2026, 3, 21, hour: 19),
      endDate: date(2026, 3, 21, hour: 21)),
  ]
  let style = "\(CalendarStyle.standard.eventDotColor)"
  expectEqual(
    try dotColors(ViewHost(Trip(events: events)), "March 21, 2026"), ["\(Color(light))", style])
  expectEqual(
    try dotColors(ViewHost(Trip(events: events, scheme: .dark)), "March 21, 2026"),
    ["\(Color(dark))", style])
}

exit(ViewTest.finish())
