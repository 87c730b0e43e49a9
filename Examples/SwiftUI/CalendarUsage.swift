// The SwiftUI calendars as their users write them: the month calendar with events and its
// modifiers, the range selector and the weekday picker, importing only AlmanacUI (the engine's
// types the APIs mention, `CalendarEvent`, `CellShape`, come with it). Type-checked by
// scripts/suites/apple/typecheck-ui.sh.
#if canImport(SwiftUI)
  import AlmanacUI
  import SwiftUI

  struct CalendarUsage: View {
    @State private var selection: [Date] = []
    @State private var mode: CalendarSelectionMode = .range
    @State private var start: Date?
    @State private var end: Date?
    @State private var weekdays: Set<Int> = [2, 4, 6]
    @State private var title = ""
    private let range = Date()...Date().addingTimeInterval(60 * 60 * 24 * 365)
    private let events = [
      CalendarEvent(
        id: "flight", title: "Flight", startDate: Date().addingTimeInterval(86_400),
        endDate: Date().addingTimeInterval(90_000), color: SRGBColor(red: 0, green: 0.5, blue: 1))
    ]

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: 24) {
            MonthCalendarView(range: range, selection: $selection)
              .selectionMode(mode)
              .calendarStyle(CalendarStyle(cellShape: .round, firstWeekday: .monday))
              .styleForDate { date in
                Calendar.current.isDateInWeekend(date) ? CalendarStyle(textColor: .secondary) : nil
              }
              .canSelectDate { date in date > Date().addingTimeInterval(-86_400) }
              .events(events)
              .displayDate(Date())
              .onScrollToMonth { month in
                title = month.formatted(.dateTime.month(.wide).year())
              }
              .scrollDirection(.vertical)
              .calendarToday(Date())
            Picker("Selection", selection: $mode) {
              Text("Single").tag(CalendarSelectionMode.single)
              Text("Multiple").tag(CalendarSelectionMode.multiple)
              Text("Range").tag(CalendarSelectionMode.range)
            }
            .pickerStyle(.segmented)
            CalendarRangeSelector(start: $start, end: $end)
            CalendarRangeSelector(
              start: $start, end: $end, month: Date(), calendar: Calendar(identifier: .hebrew),
              tint: .teal)
            WeekdaySegmentedPicker(selection: $weekdays)
            WeekdaySegmentedPicker(
              selection: $weekdays, calendar: Calendar(identifier: .iso8601), color: .green,
              showsSummary: false)
          }
          .padding()
        }
        .navigationTitle(title)
      }
    }
  }
#endif
