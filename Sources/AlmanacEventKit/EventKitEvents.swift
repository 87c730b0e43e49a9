#if canImport(EventKit)
  import Combine
  import EventKit
  import Foundation

  /// The events of the user's calendars over the days a calendar shows, kept up to date: a
  /// main-actor object that a SwiftUI view observes and the UIKit `CalendarView` uses.
  ///
  /// ```swift
  /// @StateObject private var calendarEvents = EventKitEvents()
  ///
  /// MonthCalendarView(range: range, selection: $dates)
  ///   .events(calendarEvents.events)
  ///   .task { try? await calendarEvents.loadEvents(in: range) }
  /// ```
  ///
  /// Reading asks for full access (iOS 17's `requestFullAccessToEvents`; the app declares
  /// `NSCalendarsFullAccessUsageDescription`); an app that only adds events asks for write-only
  /// access with ``requestWriteOnlyAccess()`` (`NSCalendarsWriteOnlyAccessUsageDescription`).
  /// When the store changes (`EKEventStoreChanged`: another app, a sync, a save here), the last
  /// load runs again. Store events become ``CalendarEvent``s through the engine's
  /// ``EventRecordMapping`` (all-day events keep their days in any zone, each occurrence of a
  /// recurring event is its own event).
  ///
  /// The store is queried on the main actor, where the store lives (`EKEventStore` is not
  /// `Sendable`): load the days a calendar shows, not decades.
  @MainActor
  public final class EventKitEvents: ObservableObject {
    /// The events of the last load, in display order.
    @Published public private(set) var events: [CalendarEvent] = []
    /// What the app may do with the user's calendars.
    @Published public private(set) var access: EventKitAccess
    /// The event store.
    public let store: EKEventStore
    /// The days and calendar of the last load, loaded again when the store changes.
    private var lastLoad: (days: ClosedRange<Day>, context: CalendarContext)?
    /// The notification observer; removed when the object goes (a `deinit` is nonisolated).
    nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

    /// Creates the events of a store.
    ///
    /// - Parameter store: The store; a new `EKEventStore` by default (keep one per app).
    public init(store: EKEventStore = EKEventStore()) {
      self.store = store
      self.access = EventKitAccess.current()
      observer = NotificationCenter.default.addObserver(
        forName: .EKEventStoreChanged, object: store, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.storeChanged() }
      }
    }

    deinit {
      if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// Asks for full access when it has not been decided yet.
    ///
    /// - Returns: The access now.
    /// - Throws: ``EventKitError/missingUsageDescription(key:)`` without the Info.plist key.
    @discardableResult
    public func requestFullAccess() async throws -> EventKitAccess {
      if access == .notDetermined || access == .writeOnly {
        try checkUsageDescription("NSCalendarsFullAccessUsageDescription")
        _ = try await requestAccess { store, done in
          store.requestFullAccessToEvents(completion: done)
        }
      }
      access = EventKitAccess.current()
      return access
    }

    /// Asks for write-only access (enough to add events, iOS 17) when it has not been decided.
    ///
    /// - Returns: The access now.
    /// - Throws: ``EventKitError/missingUsageDescription(key:)`` without the Info.plist key.
    @discardableResult
    public func requestWriteOnlyAccess() async throws -> EventKitAccess {
      if access == .notDetermined {
        try checkUsageDescription("NSCalendarsWriteOnlyAccessUsageDescription")
        _ = try await requestAccess { store, done in
          store.requestWriteOnlyAccessToEvents(completion: done)
        }
      }
      access = EventKitAccess.current()
      return access
    }

    /// Loads the events that touch the days of `range` in `calendar`, asking for full access
    /// first when the user has not been asked.
    ///
    /// - Parameters:
    ///   - range: Instants on the first and last days shown.
    ///   - calendar: The calendar (and zone) the view shows days in.
    /// - Returns: The events, also in ``events``.
    /// - Throws: ``EventKitError/noAccess(_:)`` when the app cannot read events (its
    ///   ``EventKitAccess/explanation`` says why), or a missing usage description.
    @discardableResult
    public func loadEvents(in range: ClosedRange<Date>, calendar: Calendar = .autoupdatingCurrent)
      async throws -> [CalendarEvent]
    {
      let context = CalendarContext(calendar: calendar, locale: calendar.locale ?? .current)
      return try await loadEvents(days: context.days(for: range), in: context)
    }

    /// Loads the events that touch `days` (the engine's days of a calendar view).
    ///
    /// - Parameters:
    ///   - days: The days shown.
    ///   - context: The view's calendar.
    /// - Returns: The events, also in ``events``.
    /// - Throws: ``EventKitError/noAccess(_:)`` or a missing usage description.
    @discardableResult
    public func loadEvents(days: ClosedRange<Day>, in context: CalendarContext) async throws
      -> [CalendarEvent]
    {
      if access == .notDetermined { try await requestFullAccess() }
      guard access.canRead else {
        events = []
        throw EventKitError.noAccess(access)
      }
      lastLoad = (days, context)
      events = query(days: days, in: context)
      return events
    }

    /// Adds an event of `hours` hours to the default calendar for new events, and shows it.
    ///
    /// Does not ask for access (it returns at once): ask with ``requestWriteOnlyAccess()``
    /// first.
    ///
    /// - Parameters:
    ///   - title: The title; blank titles are refused.
    ///   - date: The start.
    ///   - hours: The length in hours, 1 through 8,784.
    /// - Returns: `false` without write access, for a blank title or a length out of range, or
    ///   when the store refuses the event.
    @discardableResult
    public func addEvent(_ title: String, date: Date, duration hours: Int = 1) -> Bool {
      guard access.canWrite,
        let draft = EventRecordMapping.draft(title: title, start: date, hours: hours),
        let calendar = store.defaultCalendarForNewEvents
      else { return false }
      let event = EKEvent(eventStore: store)
      event.title = draft.title
      event.startDate = draft.startDate
      event.endDate = draft.endDate
      event.calendar = calendar
      do {
        try store.save(event, span: .thisEvent, commit: true)
      } catch {
        return false
      }
      if let lastLoad, access.canRead {
        events = query(days: lastLoad.days, in: lastLoad.context)
      } else {
        events.append(draft)
      }
      return true
    }

    private func query(days: ClosedRange<Day>, in context: CalendarContext) -> [CalendarEvent] {
      let mapping = EventRecordMapping(storeTimeZone: .current, context: context)
      var found: [EKEvent] = []
      for interval in mapping.queryIntervals(for: days) {
        let predicate = store.predicateForEvents(
          withStart: interval.start, end: interval.end, calendars: nil)
        found += store.events(matching: predicate)
      }
      return mapping.events(for: found)
    }

    private func storeChanged() {
      access = EventKitAccess.current()
      guard let lastLoad, access.canRead else { return }
      events = query(days: lastLoad.days, in: lastLoad.context)
    }

    private func checkUsageDescription(_ key: String) throws {
      guard Bundle.main.object(forInfoDictionaryKey: key) != nil else {
        throw EventKitError.missingUsageDescription(key: key)
      }
    }

    /// Runs one of the store's completion-handler requests as an async call (the handler is
    /// `@Sendable`; only the Boolean crosses back).
    private func requestAccess(
      _ request: (EKEventStore, @escaping @Sendable (Bool, (any Error)?) -> Void) -> Void
    ) async throws -> Bool {
      try await withCheckedThrowingContinuation { continuation in
        request(store) { granted, error in
          if let error {
            continuation.resume(throwing: error)
          } else {
            continuation.resume(returning: granted)
          }
        }
      }
    }
  }
#endif
