#if canImport(EventKit) && canImport(UIKit)
  import AlmanacUIKit
  import EventKit
  import UIKit

  extension CalendarView {
    /// The user's calendars for this view: one ``EventKitEvents`` per view, made on first use,
    /// querying the app's one ``EventKitStore/shared``. Assign one made with another store
    /// before ``loadEvents()``.
    public var eventKitEvents: EventKitEvents {
      get {
        if let events = attachments[Self.eventKitKey] as? EventKitEvents { return events }
        let events = EventKitEvents()
        attachments[Self.eventKitKey] = events
        return events
      }
      set { attachments[Self.eventKitKey] = newValue }
    }

    private static let eventKitKey = "AlmanacEventKit.events"

    /// Loads the user's events for the displayed page into ``events``, asking for full access
    /// when the user has not been asked; from then on the events follow the page as the user
    /// swipes, and the store's changes (`EKEventStoreChanged`: an event added in Calendar.app
    /// shows without a swipe). The store is queried off the main actor.
    ///
    /// - Throws: ``EventKitError/noAccess(_:)`` when the app cannot read events (its
    ///   ``EventKitAccess/explanation`` says why, for the user), or a missing usage description.
    public func loadEvents() async throws {
      let source = eventKitEvents
      // Every result of the source (a load, a page change, a store change) becomes the
      // view's events.
      source.eventsDidChange = { [weak self] events in self?.events = events }
      displayedMonthDidChange = { [weak self] in
        guard let self else { return }
        let days = self.displayedPageDays
        let context = self.engineContext
        Task { @MainActor in _ = try? await source.loadEvents(days: days, in: context) }
      }
      try await source.loadEvents(days: displayedPageDays, in: engineContext)
    }

    /// Completion-handler form of ``loadEvents()``.
    ///
    /// - Parameter onComplete: Called on the main actor with `nil`, or the error
    ///   ``loadEvents()`` threw.
    public func loadEvents(onComplete: (@MainActor (_ error: (any Error)?) -> Void)? = nil) {
      Task { @MainActor [weak self] in
        guard let self else { return }
        do {
          try await self.loadEvents()
          onComplete?(nil)
        } catch {
          onComplete?(error)
        }
      }
    }

    /// Adds an event of `hours` hours to the user's default calendar and shows it.
    ///
    /// Does not ask for access: ask first with `eventKitEvents.requestWriteOnlyAccess()` (iOS
    /// 17's write-only level is enough) or ``loadEvents()``. The save runs off the main actor.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - date: The start.
    ///   - hours: The length in hours (1 through 8,784).
    /// - Returns: `false` without write access, for a blank title or a length out of range, or
    ///   when the store refuses the event.
    @discardableResult
    public func addEvent(_ title: String, date: Date, duration hours: Int = 1) async -> Bool {
      let source = eventKitEvents
      guard await source.addEvent(title, date: date, duration: hours) else { return false }
      events = source.events
      return true
    }
  }
#endif
