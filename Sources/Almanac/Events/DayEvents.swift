import Foundation

/// The events a ``MonthCalendarModel`` marks, from one of two sources: a list the model holds
/// and indexes itself, or a feed from an outside store that answers per day.
public enum DayEvents: Hashable, Sendable {
  /// Events the model holds: it counts them per day, lists each day's events
  /// (``MonthCalendarModel/events(on:)``) and their titles.
  case list([CalendarEvent])
  /// Events that live elsewhere (an iCalendar index, EventKit): counts and lines per day.
  case feed(DayEventFeed)

  /// The days each listed event covers, in `timeZone` (none for a feed).
  func spans(in timeZone: TimeZone) -> [ClosedRange<Day>] {
    guard case .list(let events) = self else { return [] }
    return events.map { $0.days(in: timeZone) }
  }
}
