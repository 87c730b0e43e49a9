import Almanac

/// Where a calendar's events come from: a store queried off the main actor (AlmanacEventKit's
/// `EventKitStore`, a fake in tests). Results are values (`CalendarEvent` is `Sendable`), so
/// the store's own objects never leave it.
package protocol CalendarEventSource: Sendable {
  /// The events that touch `days` of `context`, in display order.
  ///
  /// - Parameters:
  ///   - days: The days shown.
  ///   - context: The calendar (zone) the days are in.
  /// - Returns: The events.
  /// - Throws: Whatever the store throws (no access).
  func events(days: ClosedRange<Day>, in context: CalendarContext) async throws
    -> [CalendarEvent]
}

/// The events a calendar view shows, kept in step with their source: a load for the days on
/// screen, again when the page changes, and again when the source says it changed
/// (`EKEventStoreChanged`); every result goes to ``apply`` (the UIKit view's `events`, the
/// SwiftUI object's published `events`).
///
/// Loads may finish out of order (the store is queried off the main actor): a result for a
/// request that a later one replaced is dropped, so a slow query for last month never
/// overwrites this month's events.
@MainActor
package final class CalendarEventsFeed {
  /// Receives each current result.
  package var apply: @MainActor ([CalendarEvent]) -> Void
  private let source: any CalendarEventSource
  private var request: (days: ClosedRange<Day>, context: CalendarContext)?
  private var generation = 0

  /// Creates a feed.
  ///
  /// - Parameters:
  ///   - source: The store.
  ///   - apply: Receives each current result.
  package init(
    source: any CalendarEventSource, apply: @escaping @MainActor ([CalendarEvent]) -> Void
  ) {
    self.source = source
    self.apply = apply
  }

  /// The days of the last request, reloaded by ``sourceChanged()``.
  package var requestedDays: ClosedRange<Day>? { request?.days }

  /// Loads the events of `days` and applies them, unless a later request replaced this one.
  ///
  /// - Parameters:
  ///   - days: The days shown.
  ///   - context: The view's calendar.
  /// - Returns: The events applied, or `nil` when a later request replaced this one.
  /// - Throws: The source's error (nothing is applied then).
  @discardableResult
  package func show(days: ClosedRange<Day>, in context: CalendarContext) async throws
    -> [CalendarEvent]?
  {
    request = (days, context)
    return try await load()
  }

  /// Loads the last request again (the store changed) and applies the result.
  ///
  /// - Returns: The events applied, or `nil` without a request or when a later one replaced
  ///   this one.
  /// - Throws: The source's error.
  @discardableResult
  package func sourceChanged() async throws -> [CalendarEvent]? {
    guard request != nil else { return nil }
    return try await load()
  }

  private func load() async throws -> [CalendarEvent]? {
    guard let request else { return nil }
    generation += 1
    let mine = generation
    let events = try await source.events(days: request.days, in: request.context)
    guard mine == generation else { return nil }
    apply(events)
    return events
  }
}
