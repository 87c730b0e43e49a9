/// An index from days to the events that cover them, for one displayed period.
///
/// Front ends draw one dot per event on each day an event covers (up to a maximum, then
/// "+N") and hand a day's events to whoever selects it. Build the index once per displayed
/// period (three visible months, say); then every question about a day is O(1).
///
/// The index is generic over the event type, so it serves iCalendar instances, EventKit-like
/// bridges and test values alike: the caller says which days each event covers (already in
/// the display time zone) and how events are ordered within a day.
public struct EventIndex<Event: Sendable>: Sendable {
  /// The days the index answers for.
  public let window: ClosedRange<Day>
  // Offsets into `slots` per day of the window (window.count + 1 entries).
  private let starts: [Int32]
  // Indexes into `events`, grouped by day, each group in event order.
  private let slots: [Int32]
  /// Every event that covers at least one day of the window, in event order.
  public let events: [Event]

  /// Builds the index.
  ///
  /// - Parameters:
  ///   - events: The events, in any order.
  ///   - window: The displayed period; events outside it are dropped.
  ///   - span: The days an event covers (first and last, inclusive) in the display zone.
  ///   - areInIncreasingOrder: The order of events within a day (usually by start time,
  ///     then title).
  /// - Complexity: O(n log n + c), where n is the number of events and c the number of
  ///   (event, day) pairs inside the window.
  public init(
    events: [Event], window: ClosedRange<Day>, span: (Event) -> ClosedRange<Day>,
    by areInIncreasingOrder: (Event, Event) -> Bool
  ) {
    self.window = window
    let base = window.lowerBound.serial
    let dayCount = window.lowerBound.days(to: window.upperBound) + 1
    var kept: [(event: Event, first: Int, last: Int)] = []
    kept.reserveCapacity(events.count)
    for event in events {
      let covered = span(event)
      guard covered.upperBound >= window.lowerBound, covered.lowerBound <= window.upperBound
      else { continue }
      kept.append(
        (
          event, max(covered.lowerBound.serial, base) - base,
          min(covered.upperBound.serial, window.upperBound.serial) - base
        ))
    }
    kept.sort { areInIncreasingOrder($0.event, $1.event) }
    // Counting sort of (event, day) pairs by day keeps each day's events in event order.
    var counts = [Int32](repeating: 0, count: dayCount + 1)
    for entry in kept {
      for offset in entry.first...entry.last { counts[offset + 1] += 1 }
    }
    for offset in 0..<dayCount { counts[offset + 1] += counts[offset] }
    var next = counts
    var slots = [Int32](repeating: 0, count: Int(counts[dayCount]))
    for (index, entry) in kept.enumerated() {
      for offset in entry.first...entry.last {
        slots[Int(next[offset])] = Int32(index)
        next[offset] += 1
      }
    }
    self.starts = counts
    self.slots = slots
    self.events = kept.map(\.event)
  }

  private init(window: ClosedRange<Day>, starts: [Int32], slots: [Int32], events: [Event]) {
    self.window = window
    self.starts = starts
    self.slots = slots
    self.events = events
  }

  /// The same index over other values, one per event, in the same order on the same days.
  ///
  /// - Parameter transform: The value for an event.
  /// - Returns: The index of the values.
  /// - Complexity: O(n) for the n indexed events.
  package func map<Other>(_ transform: (Event) -> Other) -> EventIndex<Other> {
    EventIndex<Other>(window: window, starts: starts, slots: slots, events: events.map(transform))
  }

  /// The number of events covering `day` (0 outside the window).
  ///
  /// - Parameter day: A day.
  /// - Returns: How many indexed events cover the day.
  public func count(on day: Day) -> Int {
    guard let offset = offset(of: day) else { return 0 }
    return Int(starts[offset + 1] - starts[offset])
  }

  /// The events covering `day`, in event order (empty outside the window).
  ///
  /// - Parameter day: A day.
  /// - Returns: The events, possibly empty.
  /// - Complexity: O(k) for the k events returned.
  public func events(on day: Day) -> [Event] {
    guard let offset = offset(of: day) else { return [] }
    return slots[Int(starts[offset])..<Int(starts[offset + 1])].map { events[Int($0)] }
  }

  /// The dots to draw for `day`: one per event up to `maximum`, and how many more ("+N").
  ///
  /// - Parameters:
  ///   - day: A day.
  ///   - maximum: The most dots a cell shows.
  /// - Returns: The number of dots and the number of events beyond them.
  public func dots(on day: Day, maximum: Int) -> (dots: Int, overflow: Int) {
    let count = count(on: day)
    return count <= maximum ? (count, 0) : (maximum, count - maximum)
  }

  private func offset(of day: Day) -> Int? {
    guard window.contains(day) else { return nil }
    return window.lowerBound.days(to: day)
  }
}
