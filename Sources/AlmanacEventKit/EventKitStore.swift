#if canImport(EventKit)
  import AlmanacUIKitSupport
  import AlmanacUISupport
  import EventKit
  import Foundation

  /// The app's event store: one `EKEventStore`, owned by an actor, so that queries (a year of
  /// events takes a while) and saves run off the main actor.
  ///
  /// Apple advises one `EKEventStore` per app: every ``EventKitEvents`` (and so every
  /// calendar view) uses ``shared`` unless given another. `EKEventStore` and `EKEvent` are not
  /// `Sendable`; they never leave the actor. What comes out are values: the engine's
  /// ``CalendarEvent``s, mapped by `EventRecordMapping`.
  public actor EventKitStore: CalendarEventSource {
    /// The store every ``EventKitEvents`` uses by default.
    public static let shared = EventKitStore()

    private let store: EKEventStore
    /// The store's identity, to match its `EKEventStoreChanged` notifications.
    nonisolated let storeIdentity: ObjectIdentifier

    /// Creates a store with a new `EKEventStore` (prefer ``shared``).
    public init() {
      let store = EKEventStore()
      self.store = store
      self.storeIdentity = ObjectIdentifier(store)
    }

    /// Takes an existing `EKEventStore` (the one an app keeps for EventKitUI, say), which
    /// from now on only this actor uses.
    ///
    /// - Parameter store: The store, sent into the actor.
    public init(_ store: sending EKEventStore) {
      self.store = store
      self.storeIdentity = ObjectIdentifier(store)
    }

    /// Runs `body` with the store, on the actor: for queries and saves this type does not
    /// offer. Return values, not EventKit objects.
    ///
    /// - Parameter body: What to do with the store.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func withStore<Value: Sendable>(
      _ body: (EKEventStore) throws -> Value
    ) rethrows -> Value {
      try body(store)
    }

    /// The events that touch `days` of `context`, in display order, queried on the actor.
    ///
    /// - Parameters:
    ///   - days: The days shown.
    ///   - context: The view's calendar (zone).
    /// - Returns: The events.
    /// - Throws: ``EventKitError/noAccess(_:)`` when the app may not read events.
    /// - Complexity: One store query per interval of `EventRecordMapping/queryIntervals(for:)`
    ///   (EventKit limits a query to four years).
    package func events(days: ClosedRange<Day>, in context: CalendarContext) throws
      -> [CalendarEvent]
    {
      let access = EventKitAccess.current()
      guard access.canRead else { throw EventKitError.noAccess(access) }
      let mapping = EventRecordMapping(storeTimeZone: .current, context: context)
      var found: [EKEvent] = []
      for interval in mapping.queryIntervals(for: days) {
        let predicate = store.predicateForEvents(
          withStart: interval.start, end: interval.end, calendars: nil)
        found += store.events(matching: predicate)
      }
      return mapping.events(for: found)
    }

    /// Saves `draft` to the default calendar for new events.
    ///
    /// - Parameter draft: The event (title, start, end).
    /// - Returns: `false` without a default calendar or when the store refuses the event.
    func save(_ draft: CalendarEvent) -> Bool {
      guard let calendar = store.defaultCalendarForNewEvents else { return false }
      let event = EKEvent(eventStore: store)
      event.title = draft.title
      event.startDate = draft.startDate
      event.endDate = draft.endDate
      event.calendar = calendar
      do {
        try store.save(event, span: .thisEvent, commit: true)
        return true
      } catch {
        return false
      }
    }

    /// Asks for full access (iOS 17).
    ///
    /// - Returns: Whether it was granted.
    /// - Throws: EventKit's error.
    func requestFullAccess() async throws -> Bool {
      try await requestAccess { $0.requestFullAccessToEvents(completion: $1) }
    }

    /// Asks for write-only access (iOS 17).
    ///
    /// - Returns: Whether it was granted.
    /// - Throws: EventKit's error.
    func requestWriteOnlyAccess() async throws -> Bool {
      try await requestAccess { $0.requestWriteOnlyAccessToEvents(completion: $1) }
    }

    /// Runs one of EventKit's access requests and waits for its answer.
    ///
    /// - Parameter request: Asks `store` for access, calling the handler with the answer.
    /// - Returns: Whether it was granted.
    /// - Throws: EventKit's error.
    private func requestAccess(
      _ request: (EKEventStore, @escaping @Sendable EKEventStoreRequestAccessCompletionHandler) ->
        Void
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
