// The original KDCalendar's SwiftUI demo (mmick66/CalendarView, SwiftUIDemoView) as its users
// write it, with only the import line changed to AlmanacUIKit: `KDCalendarView(range:selection:)`
// and its modifiers taking the UIKit view's `CalendarView.Style` and `SelectionMode`.
// Type-checked by scripts/suites/apple/typecheck-uikit.sh.
#if canImport(UIKit) && canImport(SwiftUI)
  import AlmanacUIKit
  import SwiftUI
  import UIKit

  struct KDCalendarUsage: View {
    @State private var selection: [Date] = []
    @State private var month: Date = Date()
    @State private var mode: CalendarView.SelectionMode = .range

    private let range: ClosedRange<Date> = Date()...Date().addingTimeInterval(120 * 86_400)

    private var style: CalendarView.Style {
      var style = CalendarView.Style.default
      style.cellShape = .round
      style.cellSelectedColor = .tintColor
      style.cellSelectedTextColor = .white
      style.cellSelectedBorderWidth = 0
      style.cellColorToday = UIColor.tintColor.withAlphaComponent(0.2)
      style.cellEventColor = .tintColor
      return style
    }

    private var events: [CalendarEvent] {
      [CalendarEvent(title: "Dentist", startDate: Date(), endDate: Date().addingTimeInterval(3600))]
    }

    var body: some View {
      NavigationStack {
        VStack(spacing: 16) {
          KDCalendarView(range: range, selection: $selection)
            .calendarStyle(style)
            .selectionMode(mode)
            .events(events)
            .displayDate(Date())
            .onScrollToMonth { month = $0 }
            .canSelect { date in date >= Calendar.current.startOfDay(for: Date()) }
            .styleForDate { date in
              Calendar.current.isDateInWeekend(date) ? CalendarView.Style.default : nil
            }
            .onLongPress { date, events in print(date, events.count) }
            .direction(.vertical)
            .allowsDeselection(true)
            .marksWeekends(true)
            .scrollEnabled(true)
            .aspectRatio(1, contentMode: .fit)

          Picker("Selection", selection: $mode) {
            Text("Single").tag(CalendarView.SelectionMode.single)
            Text("Multiple").tag(CalendarView.SelectionMode.multiple)
            Text("Range").tag(CalendarView.SelectionMode.range)
          }
          .pickerStyle(.segmented)

          Button("Clear") { selection = [] }
            .buttonStyle(.bordered)
        }
        .padding(.horizontal)
        .navigationTitle(month.formatted(.dateTime.month(.wide).year()))
        .navigationBarTitleDisplayMode(.inline)
      }
    }
  }
#endif
