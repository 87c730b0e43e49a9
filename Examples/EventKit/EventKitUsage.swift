// The user's calendars in both faces, as the original KDCalendarEventKit's users load them:
// `calendarView.loadEvents()` (async and completion forms) and `addEvent(_:date:duration:)` on
// the UIKit view, and an `EventKitEvents` object for the SwiftUI calendar. Type-checked by
// scripts/suites/apple/typecheck-eventkit.sh. The app's Info.plist needs the usage descriptions in
// Info.plist next to this file (NSCalendarsFullAccessUsageDescription to read,
// NSCalendarsWriteOnlyAccessUsageDescription to add only).
#if canImport(EventKit) && canImport(UIKit) && canImport(SwiftUI)
  import AlmanacEventKit
  import AlmanacUI
  import AlmanacUIKit
  import EventKit
  import SwiftUI
  import UIKit

  /// One store for the app (Apple's advice): every `EventKitEvents` uses
  /// `EventKitStore.shared` by default; an app that keeps its own `EKEventStore` (for
  /// EventKitUI's editors) hands it over once and passes this store on.
  enum AppCalendars {
    static let store = EventKitStore(EKEventStore())
  }

  /// A query the bridge does not offer, run on the store's actor: values come back, never
  /// EventKit objects.
  func calendarTitles() async -> [String] {
    await AppCalendars.store.withStore { store in
      store.calendars(for: .event).map(\.title)
    }
  }

  final class EventsViewController: UIViewController, CalendarViewDataSource,
    CalendarViewDelegate
  {
    private let calendarView = CalendarView(frame: .zero)
    private let messageLabel = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      calendarView.dataSource = self
      calendarView.delegate = self
      view.addSubview(calendarView)
      view.addSubview(messageLabel)
      calendarView.loadEvents { [weak self] error in
        // A refusal is explained, not silent.
        if let error = error as? EventKitError { self?.messageLabel.text = error.description }
      }
    }

    func reload() async {
      do {
        try await calendarView.loadEvents()
      } catch {
        messageLabel.text = calendarView.eventKitEvents.access.explanation
      }
    }

    func addLunch() async {
      // Adding needs only write-only access (iOS 17).
      _ = try? await calendarView.eventKitEvents.requestWriteOnlyAccess()
      if await !calendarView.addEvent("Lunch", date: Date(), duration: 1) {
        messageLabel.text = calendarView.eventKitEvents.access.explanation
      }
    }

    func startDate() -> Date { Date() }
    func endDate() -> Date { Date().addingTimeInterval(365 * 86_400) }
    func calendar(_ calendar: CalendarView, didScrollToMonth date: Date) {}
    func calendar(
      _ calendar: CalendarView, didSelectDate date: Date, withEvents events: [CalendarEvent]
    ) {}
  }

  struct EventsCalendar: View {
    @StateObject private var calendarEvents = EventKitEvents(store: AppCalendars.store)
    @State private var dates: [Date] = []
    private let shown = Date()...Date().addingTimeInterval(90 * 86_400)

    var body: some View {
      VStack {
        MonthCalendarView(range: shown, selection: $dates)
          .events(calendarEvents.events)
          .loadsEvents(from: calendarEvents, in: shown)
        if let explanation = calendarEvents.access.explanation {
          Text(explanation).font(.footnote)
        }
        Button("Add lunch today") {
          Task { await calendarEvents.addEvent("Lunch", date: Date(), duration: 1) }
        }
      }
    }
  }
#endif
