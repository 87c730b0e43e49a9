// CalendarRangeSelector and the BookYourStay demo, run with ../shared/apple-typecheck/run
// (scripts/suites/apple/run-ui.sh): taps, the bound values, VoiceOver's labels and traits.
// run-ui-with: Examples/SwiftUI/BookYourStayDemo.swift
import AlmanacUI
import Foundation
import SwiftUI
import SwiftUIHost

struct Stay: View {
  @State var start: Date?
  @State var end: Date?
  @State var now = date(2026, 3, 18, hour: 12)

  var body: some View {
    VStack {
      CalendarRangeSelector(
        start: $start, end: $end, month: date(2026, 3, 1), calendar: gregorian())
      Text(verbatim: "start=\(iso(start)) end=\(iso(end))")
      Button("Clear") {
        start = nil
        end = nil
      }
      Button("Midnight") { now = date(2026, 3, 19) }
    }
    .environment(\.locale, Locale(identifier: "en_US"))
    .calendarToday(now)
  }
}

test("the first tap writes the start, the second the end") {
  let host = ViewHost(Stay())
  expect(host.find(text: "March 2026") != nil, "the month title")
  expect(host.find(text: "start=nil end=nil") != nil)
  try host.day("March 16, 2026").tap()
  expect(host.find(text: "start=2026-03-16 end=nil") != nil, "\(host.texts)")
  try host.day("March 20, 2026").tap()
  expect(
    host.find(text: "start=2026-03-16 end=2026-03-20") != nil, "\(host.texts)")
}

test("ends say start and end; days between say in range") {
  let host = ViewHost(Stay())
  try host.day("March 16, 2026").tap()
  try host.day("March 20, 2026").tap()
  let start = try host.day("March 16, 2026").accessibility
  let middle = try host.day("March 17, 2026").accessibility
  let end = try host.day("March 20, 2026").accessibility
  expectEqual(start.value, "Start of range")
  expectEqual(middle.value, "In range")
  expectEqual(end.value, "End of range")
  expect(start.isSelected && end.isSelected, "the ends are selected")
  expect(!middle.isSelected, "a day inside the range is not marked selected: \(middle.traitNames)")
  expect(start.isButton && middle.isButton)
}

test("a lone first tap is selected; the parent's reset clears the days") {
  let host = ViewHost(Stay())
  try host.day("March 16, 2026").tap()
  expect(try host.day("March 16, 2026").accessibility.isSelected)
  try require(host.find(text: "Clear")).tap()
  expect(host.shows("start=nil end=nil"))
  expect(try !host.day("March 16, 2026").accessibility.isSelected)
}

test("a tap before the start, or after a complete range, starts again") {
  let host = ViewHost(Stay())
  try host.day("March 16, 2026").tap()
  try host.day("March 10, 2026").tap()
  expect(host.shows("start=2026-03-10 end=nil"), "\(host.texts)")
  try host.day("March 12, 2026").tap()
  try host.day("March 25, 2026").tap()
  expect(host.shows("start=2026-03-25 end=nil"), "\(host.texts)")
}

test("the weekday row has the very short symbols, as the original") {
  let host = ViewHost(Stay())
  expect(host.findAll(text: "S").count == 2 && host.find(text: "W") != nil, "\(host.texts)")
  expect(host.find(text: "Sun") == nil && host.find(text: "Wed") == nil, "\(host.texts)")
}

test("today moves when the day changes") {
  let host = ViewHost(Stay())
  expect(try host.day("March 18, 2026").accessibility.label?.hasPrefix("Today") == true)
  try require(host.find(text: "Midnight")).tap()
  expect(
    try host.day("March 19, 2026").accessibility.label?.hasPrefix("Today") == true,
    "the 19th is today after midnight")
}

/// The demo as it ships: "Book your stay" and the nights summary.
struct Demo: View {
  var body: some View {
    BookYourStayDemo()
      .environment(\.locale, Locale(identifier: "en_US"))
      .environment(\.calendar, gregorian())
      .calendarToday(date(2026, 3, 18, hour: 12))
  }
}

test("the demo's summary: arrival, departure, then the nights and the dates") {
  let host = ViewHost(Demo())
  expect(host.shows("Pick your arrival"), "\(host.texts)")
  try host.day("March 16, 2026").tap()
  expect(host.shows("Now pick your departure"), "\(host.texts)")
  try host.day("March 20, 2026").tap()
  expect(host.shows("4 nights"), "\(host.texts)")
  expect(host.find(textContaining: "Mar 16") != nil, "the stay's dates: \(host.texts)")
}

exit(ViewTest.finish())
