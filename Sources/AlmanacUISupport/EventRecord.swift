import Almanac
import Foundation

/// An event as a calendar store outside the engine hands it over: what the engine needs to
/// turn it into a ``CalendarEvent``. EventKit's `EKEvent` conforms in AlmanacEventKit; tests
/// conform plain values, so the mapping is tested where tests run.
///
/// The names carry a `record` prefix so that a store's own properties of the same meaning
/// (`title`, `startDate`, often implicitly unwrapped) do not clash with them.
package protocol EventRecord {
  /// The store's identifier, shared by every occurrence of a recurring event.
  var recordIdentifier: String { get }
  /// The title.
  var recordTitle: String { get }
  /// The first instant. For an all-day event, the start of its first day in
  /// ``recordTimeZone`` (or the store's zone when that is `nil`).
  var recordStart: Date { get }
  /// The end. For an all-day event, EventKit gives the last second of the last day; an
  /// exclusive midnight (iCalendar) works too.
  var recordEnd: Date { get }
  /// Whether the event lasts whole days.
  var recordIsAllDay: Bool { get }
  /// The event's zone; `nil` for a floating event (the same wall-clock time in every zone)
  /// and for all-day events.
  var recordTimeZone: TimeZone? { get }
  /// The original start of this occurrence when the event recurs, else `nil`.
  var recordOccurrenceDate: Date? { get }
  /// The colour of the event's calendar, if any.
  var recordColor: SRGBColor? { get }
}
