// One rule for the closures of both Apple faces under Swift 6: what the calendar calls on the
// main actor (`canSelect`, `styleForDate`, `onScrollToMonth`) is a `@MainActor` closure, so it
// may read and write a view's `@State`; values such as `CalendarView.Style` are `Sendable`, so
// a shared style is a `static let`. Type-checked by scripts/suites/apple/typecheck-uikit.sh, with
// warnings as errors, also under main-actor default isolation.
#if canImport(UIKit) && canImport(SwiftUI)
  import AlmanacUIKit
  import SwiftUI
  import UIKit

  extension CalendarView.Style {
    /// The app's calendar look, shared by every screen.
    static let brand: CalendarView.Style = {
      var style = CalendarView.Style()
      style.cellShape = .round
      style.cellSelectedColor = .systemIndigo
      style.cellSelectedTextColor = .white
      // Fonts at the default text size: the view scales them for Dynamic Type.
      style.cellFont = .monospacedDigitSystemFont(ofSize: 17, weight: .medium)
      return style
    }()

    /// The style of a public holiday.
    static let holiday: CalendarView.Style = {
      var style = CalendarView.Style.brand
      style.cellTextColorDefault = .systemRed
      return style
    }()
  }

  struct BookingCalendar: View {
    @State private var selection: [Date] = []
    @State private var booked: Set<Date> = []
    @State private var holidays: Set<Date> = []
    @State private var month = Date()
    private let range = Date()...Date().addingTimeInterval(180 * 86_400)

    var body: some View {
      KDCalendarView(range: range, selection: $selection)
        .calendarStyle(.brand)
        .selectionMode(.range)
        // Reads @State: a @MainActor closure, no Sendable capture needed.
        .canSelect { date in !booked.contains(date) }
        // Drawn again when the holidays change (their set is the identity).
        .styleForDate(id: holidays) { date in holidays.contains(date) ? .holiday : nil }
        // Writes @State: delivered after the view update when a render moved the page.
        .onScrollToMonth { month = $0 }
        .task { holidays = await loadHolidays() }
    }

    private func loadHolidays() async -> Set<Date> {
      [Calendar.current.startOfDay(for: Date().addingTimeInterval(14 * 86_400))]
    }
  }

  final class BookingViewController: UIViewController, CalendarViewDelegate {
    private let calendarView = CalendarView(frame: .zero)
    /// Main-actor state the delegate reads.
    private var booked: Set<Date> = []

    override func viewDidLoad() {
      super.viewDidLoad()
      calendarView.style = .brand
      calendarView.selectionMode = .range
      calendarView.delegate = self
      view.addSubview(calendarView)
    }

    func markBooked(_ day: Date) {
      booked.insert(day)
      // The delegate's answers changed: draw the days again.
      calendarView.reloadData()
    }

    /// The calendar's availability: refused days are greyed, and neither taps nor
    /// `selectDate(_:)` select them.
    func calendar(_ calendar: CalendarView, canSelectDate date: Date) -> Bool {
      !booked.contains(date)
    }

    func calendar(_ calendar: CalendarView, didScrollToMonth date: Date) {}
    func calendar(
      _ calendar: CalendarView, didSelectDate date: Date, withEvents events: [CalendarEvent]
    ) {}
  }
#endif
