// MultiDayPicker (the original's MultiDatePicker), run with ../shared/apple-typecheck/run
// (scripts/suites/apple/run-ui.sh): its three modes, weekday filters, bounds, and month and
// year wheels.
import Foundation
import SwiftUI
import SwiftUIHost

@testable import AlmanacUI

/// The environment every picker below runs in: en_US, Gregorian in UTC, today 18 March 2026.
struct Fixed<Content: View>: View {
  var locale = Locale(identifier: "en_US")
  @ViewBuilder var content: Content

  var body: some View {
    content
      .environment(\.locale, locale)
      .environment(\.calendar, gregorian())
      .environment(\.timeZone, utc)
      .calendarToday(date(2026, 3, 18, hour: 12))
  }
}

struct OneDay: View {
  @State var day = date(2026, 3, 10)
  /// What the picker says (the views' announcer, replaced in the environment).
  var spoken = SpokenTexts()
  var body: some View {
    Fixed {
      MultiDayPicker(singleDay: $day)
      Text(verbatim: "bound=\(iso(day))")
    }
    .environment(\.calendarAnnouncer, spoken.announcer)
  }
}

/// The announcements a picker posts.
@MainActor final class SpokenTexts {
  var texts: [String] = []
  var announcer: CalendarAnnouncer { CalendarAnnouncer { [self] text in texts.append(text) } }
}

struct AnyDays: View {
  @State var days: [Date] = []
  var includeDays: MultiDayPicker.IncludeDays = .allDays
  var minDate: Date?
  var maxDate: Date?
  var body: some View {
    Fixed {
      MultiDayPicker(anyDays: $days, includeDays: includeDays, minDate: minDate, maxDate: maxDate)
      Text(verbatim: "bound=\(iso(days))")
    }
  }
}

struct DayRange: View {
  @State var range: ClosedRange<Date>?
  var body: some View {
    Fixed {
      MultiDayPicker(dateRange: $range)
      Text(
        verbatim: "bound=\(range.map { iso($0.lowerBound) + "..." + iso($0.upperBound) } ?? "nil")")
    }
  }
}

test("one day: a tap replaces the day; a second tap keeps it and says it cannot be deselected") {
  let spoken = SpokenTexts()
  let host = ViewHost(OneDay(spoken: spoken))
  expect(host.shows("March 2026"), "the bound day's month shows: \(host.texts)")
  expect(try host.day("March 10, 2026").accessibility.isSelected)
  try host.day("March 12, 2026").tap()
  expect(host.shows("bound=2026-03-12"), "\(host.texts)")
  expect(try !host.day("March 10, 2026").accessibility.isSelected)
  try host.day("March 12, 2026").tap()
  expect(host.shows("bound=2026-03-12"), "\(host.texts)")
  expect(try host.day("March 12, 2026").accessibility.isSelected, "the day stays chosen")
  // The binding cannot be empty, so deselection is off: the refusal of every face.
  expect(
    spoken.texts.last == "This day cannot be deselected", "spoken: \(spoken.texts)")
}

test("any days: taps toggle days and the array stays sorted") {
  let host = ViewHost(AnyDays())
  try host.day("March 20, 2026").tap()
  try host.day("March 5, 2026").tap()
  try host.day("March 12, 2026").tap()
  expect(host.shows("bound=2026-03-05,2026-03-12,2026-03-20"), "\(host.texts)")
  try host.day("March 12, 2026").tap()
  expect(host.shows("bound=2026-03-05,2026-03-20"), "\(host.texts)")
}

test("range: nil until two days in either order; a third tap empties it") {
  let host = ViewHost(DayRange())
  try host.day("March 20, 2026").tap()
  expect(host.shows("bound=nil"), "one end is not a range: \(host.texts)")
  try host.day("March 16, 2026").tap()
  expect(host.shows("bound=2026-03-16...2026-03-20"), "\(host.texts)")
  expectEqual(try host.day("March 18, 2026").accessibility.value, "In range")
  try host.day("March 25, 2026").tap()
  expect(host.shows("bound=nil"), "\(host.texts)")
}

test("weekdays only: Saturday and Sunday are refused and read unavailable") {
  let host = ViewHost(AnyDays(includeDays: .weekdaysOnly))
  try host.day("Saturday, March 14, 2026").tap()
  try host.day("Sunday, March 15, 2026").tap()
  try host.day("Monday, March 16, 2026").tap()
  expect(host.shows("bound=2026-03-16"), "\(host.texts)")
  let saturday = try host.day("Saturday, March 14, 2026")
  expectEqual(saturday.accessibility.value, "Not available on this weekday")
  expect(!saturday.isEnabled, "VoiceOver reads a day that cannot be picked as dimmed")
  expect(try host.day("Monday, March 16, 2026").isEnabled)
}

test("weekends only: Saturday and Sunday by default, whatever the locale") {
  // Israel's weekend is Friday and Saturday; the original's weekend is Saturday and Sunday.
  let host = ViewHost(
    Fixed(locale: Locale(identifier: "en_IL")) { AnyDaysInside(includeDays: .weekendsOnly) })
  try host.day("Friday, 13 March 2026").tap()
  try host.day("Saturday, 14 March 2026").tap()
  try host.day("Sunday, 15 March 2026").tap()
  expect(host.shows("bound=2026-03-14,2026-03-15"), "\(host.texts)")
}

test("weekends only, with the locale's weekend: Friday and Saturday in Israel") {
  let host = ViewHost(
    Fixed(locale: Locale(identifier: "en_IL")) {
      AnyDaysInside(includeDays: .weekendsOnly, weekend: .locale)
    })
  try host.day("Friday, 13 March 2026").tap()
  try host.day("Saturday, 14 March 2026").tap()
  try host.day("Sunday, 15 March 2026").tap()
  expect(host.shows("bound=2026-03-13,2026-03-14"), "\(host.texts)")
}

/// ``AnyDays`` without its own environment, for a test that sets another locale.
struct AnyDaysInside: View {
  @State var days: [Date] = []
  var includeDays: MultiDayPicker.IncludeDays
  /// The weekend to pass, or `nil` for the picker's default.
  var weekend: WeekendReading?
  var body: some View {
    if let weekend {
      MultiDayPicker(anyDays: $days, includeDays: includeDays, weekend: weekend)
    } else {
      MultiDayPicker(anyDays: $days, includeDays: includeDays)
    }
    Text(verbatim: "bound=\(iso(days))")
  }
}

test("bounds: days before minDate and after maxDate are refused") {
  let host = ViewHost(AnyDays(minDate: date(2026, 3, 10), maxDate: date(2026, 3, 20)))
  try host.day("March 9, 2026").tap()
  try host.day("March 21, 2026").tap()
  try host.day("March 10, 2026").tap()
  try host.day("March 20, 2026").tap()
  expect(host.shows("bound=2026-03-10,2026-03-20"), "\(host.texts)")
  let previous = try require(host.find(accessibilityLabel: "Previous month"))
  expect(!previous.isEnabled, "no month before the bounds")
}

test("the title swaps the grid for month and year wheels, which show the month chosen") {
  let host = ViewHost(OneDay())
  let title = try require(host.all(role: .button).first { $0.plainText.contains("March 2026") })
  title.tap()
  let wheels = host.all(kind: "Picker")
  expectEqual(wheels.count, 2, "a month wheel and a year wheel")
  expect(host.find(accessibilityLabelContaining: "March 10, 2026") == nil, "the grid is hidden")
  let june = try require(wheels[0].find(text: "June"), "the month wheel lists June")
  let tag = try require(june.attribute("tag") as? AnyHashable)
  expect(wheels[0].select(tag))
  let year = try require(host.all(kind: "Picker").last?.find(text: "2028"), "the years around")
  let yearTag = try require(year.attribute("tag") as? AnyHashable)
  expect(host.all(kind: "Picker")[1].select(yearTag))
  let back = try require(host.all(role: .button).first { $0.plainText.contains("2028") })
  expect(back.plainText.contains("June 2028"), "\(back.plainText)")
  back.tap()
  expect(host.find(accessibilityLabelContaining: "June 10, 2028") != nil, "\(host.texts)")
  expect(host.shows("bound=2026-03-10"), "the wheels page, they do not select")
}

/// A picker whose parent moves the instant taken for now, as midnight does.
struct Midnight: View {
  @State var day = date(2026, 3, 10)
  @State var now = date(2026, 3, 18, hour: 23)
  var body: some View {
    VStack {
      MultiDayPicker(singleDay: $day)
      Button("Midnight") { now = date(2026, 3, 19, hour: 0) }
    }
    .environment(\.locale, Locale(identifier: "en_US"))
    .environment(\.calendar, gregorian())
    .calendarToday(now)
  }
}

test("today moves when the day changes") {
  let host = ViewHost(Midnight())
  expect(try host.day("March 18, 2026").accessibility.label?.hasPrefix("Today") == true)
  try require(host.find(text: "Midnight")).tap()
  expect(
    try host.day("March 19, 2026").accessibility.label?.hasPrefix("Today") == true,
    "the 19th is today after midnight")
  expect(try host.day("March 18, 2026").accessibility.label?.hasPrefix("Today") == false)
}

exit(ViewTest.finish())
