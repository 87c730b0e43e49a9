#if canImport(EventKit) && canImport(SwiftUI)
  import EventKit
  import SwiftUI

  extension View {
    /// Loads the user's events for `range` into `source` when the view appears and whenever
    /// `range` changes (the store's own changes reload by themselves); pass
    /// `source.events` to the calendar's `.events(_:)`.
    ///
    /// ```swift
    /// MonthCalendarView(range: shown, selection: $dates)
    ///   .events(calendarEvents.events)
    ///   .loadsEvents(from: calendarEvents, in: shown)
    /// ```
    ///
    /// A refusal is not an error here: `source.access.explanation` says why nothing shows.
    ///
    /// - Parameters:
    ///   - source: The events object the parent owns (`@StateObject`).
    ///   - range: Instants on the first and last days to load.
    ///   - calendar: The calendar the view shows days in.
    /// - Returns: A view that loads the events.
    public func loadsEvents(
      from source: EventKitEvents, in range: ClosedRange<Date>,
      calendar: Calendar = .autoupdatingCurrent
    ) -> some View {
      task(id: LoadKey(range: range, calendar: calendar)) {
        _ = try? await source.loadEvents(in: range, calendar: calendar)
      }
    }
  }

  /// What a load depends on.
  private struct LoadKey: Equatable {
    var range: ClosedRange<Date>
    var calendar: Calendar
  }
#endif
