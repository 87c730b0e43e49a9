import Almanac
import Foundation

/// How a store's events become the engine's ``CalendarEvent``s for a calendar view, and how a
/// view's "add an event" becomes a draft for the store.
///
/// - **All-day events keep their days.** A store gives an all-day event as instants in the
///   zone it was read in (EventKit: the device's zone, midnight to 23:59:59 of the last day).
///   The days are taken in that zone and given back as midnights in the view's zone, so an
///   all-day event on 18 March covers 18 March in a calendar shown in Tokyo or in Los Angeles.
/// - **Multi-day events** cover every day from the first to the last (an exclusive end at
///   midnight does not add a day; EventKit's last second does not lose one).
/// - **Timed events keep their instants** in the event's zone; a **floating** event (no zone)
///   keeps its wall-clock time, re-read in the view's zone.
/// - **Recurring occurrences** share the store's identifier; each gets its own ``CalendarEvent``
///   identifier (`identifier@occurrence-seconds`), so two occurrences never collapse into one
///   and the same occurrence found by two queries counts once.
package struct EventRecordMapping: Sendable {
  /// The zone the store read its events in (EventKit: the device's, `TimeZone.current`).
  package var storeTimeZone: TimeZone
  /// The calendar view's calendar and zone.
  package var context: CalendarContext

  /// The longest interval a store is asked for at once: EventKit shortens a longer query to
  /// its first four years. Four years less a day.
  package static let longestQuery: TimeInterval = (4 * 365 - 1) * 86_400

  /// Creates a mapping.
  ///
  /// - Parameters:
  ///   - storeTimeZone: The zone the store read its events in.
  ///   - context: The view's calendar and zone.
  package init(storeTimeZone: TimeZone, context: CalendarContext) {
    self.storeTimeZone = storeTimeZone
    self.context = context
  }

  /// The engine's event for a store's event.
  ///
  /// - Parameter record: The store's event.
  /// - Returns: The event the view marks.
  package func event(for record: some EventRecord) -> CalendarEvent {
    let id = Self.identifier(of: record)
    let start = record.recordStart
    let end = max(record.recordEnd, start)
    if record.recordIsAllDay {
      let zone = record.recordTimeZone ?? storeTimeZone
      let first = Day(start, in: zone)
      // An exclusive midnight ends the day before; EventKit's 23:59:59 is in the last day.
      let last = end > start ? max(first, Day(end.addingTimeInterval(-0.001), in: zone)) : first
      let after = last < Day.latest ? last.adding(days: 1) : last
      return CalendarEvent(
        id: id, title: record.recordTitle, startDate: context.startDate(of: first),
        endDate: context.startDate(of: after), isAllDay: true, color: record.recordColor)
    }
    guard record.recordTimeZone == nil else {
      return CalendarEvent(
        id: id, title: record.recordTitle, startDate: start, endDate: end, isAllDay: false,
        color: record.recordColor)
    }
    return CalendarEvent(
      id: id, title: record.recordTitle, startDate: floating(start), endDate: floating(end),
      isAllDay: false, color: record.recordColor)
  }

  /// The engine's events for a store's answers, one per occurrence, in display order.
  ///
  /// - Parameter records: What the store returned, possibly from several queries (an event
  ///   that overlaps two query intervals comes twice).
  /// - Returns: The events, each occurrence once.
  /// - Complexity: O(n log n).
  package func events(for records: some Sequence<some EventRecord>) -> [CalendarEvent] {
    var seen: Set<String> = []
    var events: [CalendarEvent] = []
    for record in records {
      let event = event(for: record)
      if seen.insert(event.id).inserted { events.append(event) }
    }
    return events.sorted(by: CalendarEvent.displayOrder)
  }

  /// The intervals to ask a store for so that every event touching `days` is found: from the
  /// first day's start to the start of the day after the last, in pieces no longer than
  /// ``longestQuery``.
  ///
  /// - Parameter days: The days shown (a month page, or the whole range).
  /// - Returns: Consecutive intervals, each starting where the one before ends.
  package func queryIntervals(for days: ClosedRange<Day>) -> [DateInterval] {
    let start = context.startDate(of: days.lowerBound)
    let after = days.upperBound < Day.latest ? days.upperBound.adding(days: 1) : days.upperBound
    let end = max(start, context.startDate(of: after))
    var intervals: [DateInterval] = []
    var from = start
    while end.timeIntervalSince(from) > Self.longestQuery {
      let to = from.addingTimeInterval(Self.longestQuery)
      intervals.append(DateInterval(start: from, end: to))
      from = to
    }
    intervals.append(DateInterval(start: from, end: end))
    return intervals
  }

  /// The event a view's `addEvent(_:date:duration:)` asks the store to save.
  ///
  /// - Parameters:
  ///   - title: The title; blank titles are refused.
  ///   - start: The first instant.
  ///   - hours: The length in hours, 1 through 8,784 (a leap year).
  /// - Returns: The event, or `nil` when the title is blank or `hours` is out of range.
  package static func draft(title: String, start: Date, hours: Int) -> CalendarEvent? {
    guard (1...8_784).contains(hours),
      !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { return nil }
    return CalendarEvent(
      id: UUID().uuidString, title: title, startDate: start,
      endDate: start.addingTimeInterval(Double(hours) * 3600))
  }

  /// The identifier of one occurrence.
  ///
  /// - Parameter record: A store's event.
  /// - Returns: The store's identifier, with the occurrence's original start for a recurring
  ///   event.
  package static func identifier(of record: some EventRecord) -> String {
    guard let occurrence = record.recordOccurrenceDate else { return record.recordIdentifier }
    return "\(record.recordIdentifier)@\(Int64(occurrence.timeIntervalSince1970.rounded()))"
  }

  /// The same wall-clock time in the view's zone as `date` has in the store's.
  private func floating(_ date: Date) -> Date {
    let offset = storeTimeZone.secondsFromGMT(for: date)
    let wall = date.addingTimeInterval(Double(offset))
    let viewOffset = context.timeZone.secondsFromGMT(for: date)
    return wall.addingTimeInterval(-Double(viewOffset))
  }
}
