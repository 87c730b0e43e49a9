import Almanac
import AlmanacICS
import Foundation

/// The events a calendar face shows: the store's instances over the days around the months on
/// screen, indexed by day, and queried again only when the months shown leave those days.
///
/// A query covers the days shown widened by ``margin`` on either side (a year by default), cut
/// to ``bounds``, so that paging a few months costs nothing. An event that cannot be expanded
/// (a `FREQ=SECONDLY` rule without end) is left out and named in ``skipped``; when the wide
/// query leaves one out, the window narrows to the days shown alone, as a month display would
/// query them. An instance cancelled by its series' override is listed, with
/// ``EventInstance/isCancelled`` set, as a cancelled event is, so that a face can mark it.
///
/// ```swift
/// var window = EventWindow(store: store, timeZone: zone)
/// window.show(months: model.visibleMonths)
/// let count = window.index?.count(on: day) ?? 0
/// ```
public struct EventWindow: Sendable {
  /// The loaded sources, cancelled instances kept.
  private let store: EventStore
  /// The display zone, which decides the days a timed event covers.
  public let timeZone: TimeZone
  /// The days on either side of the days shown that a query covers.
  public let margin: Int
  /// The days a query may cover at most (a picker's bounds: no event outside them is shown).
  public let bounds: ClosedRange<Day>
  /// The index of the last query (`nil` before the first, or when the days shown lie outside
  /// ``bounds``); its `window` is the days it covers.
  public private(set) var index: EventIndex<EventInstance>?
  /// The events the last query left out because they could not be expanded, one problem each
  /// (file, line, UID and why).
  public private(set) var skipped: [ICSError] = []

  /// A window over `store` that has not queried yet.
  ///
  /// - Parameters:
  ///   - store: The loaded sources.
  ///   - timeZone: The display zone.
  ///   - margin: The days on either side of the days shown that a query covers.
  ///   - bounds: The days a query may cover at most.
  public init(
    store: EventStore, timeZone: TimeZone, margin: Int = 366,
    bounds: ClosedRange<Day> = Day.earliest...Day.latest
  ) {
    var store = store
    store.keepsCancelledInstances = true
    self.store = store
    self.timeZone = timeZone
    self.margin = max(0, margin)
    self.bounds = bounds
  }

  /// The days a query for `shown` covers: `shown` widened by ``margin`` on either side and cut
  /// to ``bounds``.
  ///
  /// - Parameter shown: The days on screen.
  /// - Returns: The days, or `nil` when `shown` lies outside ``bounds``.
  func days(around shown: ClosedRange<Day>) -> ClosedRange<Day>? {
    let lower = shown.lowerBound.adding(
      days: -min(margin, Day.earliest.days(to: shown.lowerBound)))
    let upper = shown.upperBound.adding(days: min(margin, shown.upperBound.days(to: Day.latest)))
    return Self.clamp(lower...upper, to: bounds)
  }

  /// Queries the store when the days shown are not all inside the days the last query covered.
  ///
  /// - Parameter shown: The days on screen.
  /// - Returns: Whether the store was queried (``index`` and ``skipped`` are new).
  /// - Complexity: O(1) while `shown` stays inside the last query's days; else the store's
  ///   query over the new days (``EventStore/events(from:through:in:limit:skipped:)``).
  @discardableResult
  public mutating func show(_ shown: ClosedRange<Day>) -> Bool {
    if let covered = index?.window, covered.contains(shown.lowerBound),
      covered.contains(shown.upperBound)
    {
      return false
    }
    guard let wide = days(around: shown) else {
      index = nil
      skipped = []
      return true
    }
    var problems: [ICSError] = []
    var found = store.index(window: wide, in: timeZone, skipped: &problems)
    if !problems.isEmpty, let narrow = Self.clamp(shown, to: bounds), narrow != wide {
      // Too many instances over the wide window (a minutely rule): the days shown alone; what
      // still cannot be expanded there is left out.
      problems = []
      found = store.index(window: narrow, in: timeZone, skipped: &problems)
    }
    index = found
    skipped = problems
    return true
  }

  /// ``show(_:)`` for the months on screen, from the first day of the first to the last day of
  /// the last.
  ///
  /// - Parameter months: The months shown, in order.
  /// - Returns: Whether the store was queried; `false` when `months` is empty.
  /// - Complexity: As ``show(_:)``.
  @discardableResult
  public mutating func show(months: [CalendarMonth]) -> Bool {
    guard let first = months.first, let last = months.last else { return false }
    return show(first.firstDay...last.lastDay)
  }

  static func clamp(_ days: ClosedRange<Day>, to bounds: ClosedRange<Day>) -> ClosedRange<Day>? {
    let lower = max(days.lowerBound, bounds.lowerBound)
    let upper = min(days.upperBound, bounds.upperBound)
    return lower <= upper ? lower...upper : nil
  }
}
