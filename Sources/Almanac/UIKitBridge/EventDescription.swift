import Foundation

/// A platform-neutral description of a calendar event, the shape every event source hands to
/// the front ends (the UIKit view's `CalendarEvent` is made from one).
///
/// The iCalendar event store can produce these from its instances; until then apps build
/// them from their own data.
public struct EventDescription: Hashable, Sendable, Codable {
  /// The event's title.
  public var title: String
  /// The first instant.
  public var start: Date
  /// The instant after the event (exclusive), as in iCalendar's DTEND and EventKit.
  public var end: Date
  /// Whether the event lasts whole days (dates without times).
  public var isAllDay: Bool
  /// The event's colour, if its source has one.
  public var color: SRGBColor?
  /// A stable identifier (an iCalendar UID plus recurrence id, an EventKit identifier).
  public var identifier: String

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - start: The first instant.
  ///   - end: The exclusive end instant; an end before `start` is read as `start`.
  ///   - isAllDay: Whether the event lasts whole days.
  ///   - color: The colour, or `nil`.
  ///   - identifier: A stable identifier; a new UUID string when omitted.
  public init(
    title: String, start: Date, end: Date, isAllDay: Bool = false, color: SRGBColor? = nil,
    identifier: String = UUID().uuidString
  ) {
    self.title = title
    self.start = start
    self.end = max(start, end)
    self.isAllDay = isAllDay
    self.color = color
    self.identifier = identifier
  }

  /// The days the event covers in `context`'s time zone: every day from the start's day to
  /// the day of the last instant before `end`. An event that ends exactly at a day's start
  /// does not cover that day; an event of no length covers its start's day.
  ///
  /// - Parameter context: The display context (time zone).
  /// - Returns: The first and last covered days.
  public func days(in context: CalendarContext) -> ClosedRange<Day> {
    EventDescription.days(from: start, to: end, in: context)
  }

  /// The days an event from `start` to the exclusive `end` covers in `context`'s time zone.
  ///
  /// - Parameters:
  ///   - start: The first instant.
  ///   - end: The exclusive end.
  ///   - context: The display context (time zone).
  /// - Returns: The first and last covered days.
  public static func days(from start: Date, to end: Date, in context: CalendarContext)
    -> ClosedRange<Day>
  {
    let first = context.day(for: start)
    guard end > start else { return first...first }
    var last = context.day(for: end)
    if last > first, context.startDate(of: last) >= end { last = last.adding(days: -1) }
    return first...max(first, last)
  }

  /// The order of events within a day: all-day events first, then by start, end, title and
  /// identifier (a total order, so a day's dots never shuffle between renders).
  ///
  /// - Parameters:
  ///   - lhs: An event.
  ///   - rhs: Another event.
  /// - Returns: Whether `lhs` comes first.
  public static func precedes(_ lhs: EventDescription, _ rhs: EventDescription) -> Bool {
    if lhs.isAllDay != rhs.isAllDay { return lhs.isAllDay }
    if lhs.start != rhs.start { return lhs.start < rhs.start }
    if lhs.end != rhs.end { return lhs.end < rhs.end }
    if lhs.title != rhs.title { return lhs.title < rhs.title }
    return lhs.identifier < rhs.identifier
  }
}
