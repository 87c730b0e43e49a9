#if canImport(EventKit)
  import AlmanacUIKitSupport
  import Combine
  import AlmanacUISupport
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
  /// Reading asks for full access (iOS 17's `requestFullAccessToEvents`; the app's Info.plist
  /// declares `NSCalendarsFullAccessUsageDescription`); an app that only adds events asks for
  /// write-only access with ``requestWriteOnlyAccess()``
  /// (`NSCalendarsWriteOnlyAccessUsageDescription`). When the store changes
  /// (`EKEventStoreChanged`: another app, a sync, a save here), the last load runs again and
  /// its result replaces ``events`` (and a UIKit calendar's `events`). Store events become
  /// ``CalendarEvent``s through the engine's `EventRecordMapping` (all-day events keep their
  /// days in any zone, each occurrence of a recurring event is its own event).
  ///
  /// The store is queried off the main actor, on ``EventKitStore``, which owns the app's one
  /// `EKEventStore` (``EventKitStore/shared`` unless another is given); make one
  /// `EventKitEvents` per calendar view. A load that a later one replaced (the user paged on)
  /// is dropped when it finishes.
  @MainActor
  public final class EventKitEvents: ObservableObject {
    /// The events of the last load, in display order.
    @Published public private(set) var events: [CalendarEvent] = []
    /// What the app may do with the user's calendars.
    @Published public private(set) var access: EventKitAccess
    /// The event store, shared by default with every other `EventKitEvents` of the app.
    public let store: EventKitStore
    /// Loads, reloads on store changes, and drops results a later load replaced.
    private var feed: CalendarEventsFeed?
    /// Told each time ``events`` changes (the UIKit calendar's `events`).
    package var eventsDidChange: (@MainActor ([CalendarEvent]) -> Void)?
    /// The notification observer; removed when the object goes (a `deinit` is nonisolated).
    nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

    /// Creates the events of a store.
    ///
    /// - Parameter store: The store; by default the app's one ``EventKitStore/shared``.
    public init(store: EventKitStore = .shared) {
      self.store = store
      self.access = EventKitAccess.current()
      let identity = store.storeIdentity
      observer = NotificationCenter.default.addObserver(
        forName: .EKEventStoreChanged, object: nil, queue: .main
      ) { [weak self] notification in
        // Only this store's changes (an app may keep another store for EventKitUI).
        guard let object = notification.object as AnyObject?,
          ObjectIdentifier(object) == identity
        else { return }
        MainActor.assumeIsolated { self?.storeChanged() }
      }
      feed = CalendarEventsFeed(source: store) { [weak self] events in self?.show(events) }
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
        _ = try await store.requestFullAccess()
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
        _ = try await store.requestWriteOnlyAccess()
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

    /// Loads the events that touch `days` (the engine's days of a calendar view), querying
    /// the store off the main actor.
    ///
    /// - Parameters:
    ///   - days: The days shown.
    ///   - context: The view's calendar.
    /// - Returns: The events, also in ``events`` (the current ones when a later load replaced
    ///   this one before it finished).
    /// - Throws: ``EventKitError/noAccess(_:)`` or a missing usage description.
    @discardableResult
    public func loadEvents(days: ClosedRange<Day>, in context: CalendarContext) async throws
      -> [CalendarEvent]
    {
      if access == .notDetermined { try await requestFullAccess() }
      guard access.canRead, let feed else {
        show([])
        throw EventKitError.noAccess(access)
      }
      return try await feed.show(days: days, in: context) ?? events
    }

    /// Adds an event of `hours` hours to the default calendar for new events, and shows it.
    ///
    /// Does not ask for access (it returns at once): ask with ``requestWriteOnlyAccess()``
    /// first. The save runs on ``store``, off the main actor.
    ///
    /// - Parameters:
    ///   - title: The title; blank titles are refused.
    ///   - date: The start.
    ///   - hours: The length in hours, 1 through 8,784.
    /// - Returns: `false` without write access, for a blank title or a length out of range, or
    ///   when the store refuses the event.
    @discardableResult
    public func addEvent(_ title: String, date: Date, duration hours: Int = 1) async -> Bool {
      guard access.canWrite,
        let draft = EventRecordMapping.draft(title: title, start: date, hours: hours)
      else { return false }
      guard await store.save(draft) else { return false }
      if access.canRead, let feed, feed.requestedDays != nil {
        _ = try? await feed.sourceChanged()
      } else {
        show(events + [draft])
      }
      return true
    }

    private func show(_ newEvents: [CalendarEvent]) {
      events = newEvents
      eventsDidChange?(newEvents)
    }

    private func storeChanged() {
      access = EventKitAccess.current()
      guard access.canRead, let feed else { return }
      Task { _ = try? await feed.sourceChanged() }
    }

    private func checkUsageDescription(_ key: String) throws {
      guard Bundle.main.object(forInfoDictionaryKey: key) != nil else {
        throw EventKitError.missingUsageDescription(key: key)
      }
    }
  }
#endif
