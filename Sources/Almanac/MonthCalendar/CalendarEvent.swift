import Foundation

/// An event a calendar view marks with a dot: a title and the instants it spans.
///
/// The end is exclusive, so an event from 22:00 to midnight covers one day. An all-day event
/// covers the days its instants fall on in the calendar's time zone, whether its end is the
/// next midnight (exclusive, as in iCalendar) or the last second of its last day (EventKit);
/// all-day events come first within a day.
public struct CalendarEvent: Hashable, Sendable, Identifiable, Codable {
  /// A stable identifier.
  public var id: String
  /// The title.
  public var title: String
  /// The first instant.
  public var startDate: Date
  /// The end (exclusive).
  public var endDate: Date
  /// Whether the event lasts whole days.
  public var isAllDay: Bool
  /// The dot's colour, if the event has its own (in the light appearance, and in the dark
  /// one unless ``darkColor`` says otherwise).
  public var color: SRGBColor?
  /// The dot's colour in the dark appearance, when it differs from ``color`` (a dynamic
  /// system colour, a calendar's colour as EventKit gives it for dark mode).
  public var darkColor: SRGBColor?

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - id: A stable identifier.
  ///   - title: The title.
  ///   - startDate: The first instant.
  ///   - endDate: The end (exclusive); an end before the start is read as the start.
  ///   - isAllDay: Whether the event lasts whole days.
  ///   - color: The dot's colour, if the event has its own.
  ///   - darkColor: The dot's colour in the dark appearance, if it differs from `color`.
  public init(
    id: String, title: String, startDate: Date, endDate: Date, isAllDay: Bool = false,
    color: SRGBColor? = nil, darkColor: SRGBColor? = nil
  ) {
    self.id = id
    self.title = title
    self.startDate = startDate
    self.endDate = endDate
    self.isAllDay = isAllDay
    self.color = color
    self.darkColor = darkColor
  }

  /// The dot's colour in one appearance: ``darkColor`` in the dark one when there is one,
  /// else ``color``.
  ///
  /// - Parameter isDark: Whether the appearance is dark.
  /// - Returns: The colour, or `nil` when the event has none (the style's dot colour applies).
  package func color(inDarkAppearance isDark: Bool) -> SRGBColor? {
    isDark ? darkColor ?? color : color
  }

  /// The days the event covers in `timeZone`.
  ///
  /// - Parameter timeZone: The calendar's time zone.
  /// - Returns: The first and last day, inclusive.
  package func days(in timeZone: TimeZone) -> ClosedRange<Day> {
    let first = Day(startDate, in: timeZone)
    guard endDate > startDate else { return first...first }
    // The end is exclusive: the last day is the one holding the instant just before it.
    let last = Day(endDate.addingTimeInterval(-0.001), in: timeZone)
    return first...max(first, last)
  }

  /// The order of events within a day: all-day events first, then by start, end and title.
  ///
  /// - Parameters:
  ///   - lhs: An event.
  ///   - rhs: Another event.
  /// - Returns: Whether `lhs` comes first.
  package static func displayOrder(_ lhs: CalendarEvent, _ rhs: CalendarEvent) -> Bool {
    if lhs.isAllDay != rhs.isAllDay { return lhs.isAllDay }
    if lhs.startDate != rhs.startDate { return lhs.startDate < rhs.startDate }
    if lhs.endDate != rhs.endDate { return lhs.endDate < rhs.endDate }
    if lhs.title != rhs.title { return lhs.title < rhs.title }
    return lhs.id < rhs.id
  }
}
