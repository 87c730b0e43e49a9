/// Events per day from an outside store (an iCalendar index, EventKit), identified so that
/// models holding one still compare with `==`.
///
/// A calendar model counts and lists its own ``CalendarEvent``s; a feed replaces them when
/// the events live elsewhere. Give each new feed a new ``id`` (a generation number, the
/// store's change token): equal identifiers mean the same events.
public struct DayEventFeed: Hashable, Sendable {
  /// What identifies the feed's events.
  public let id: String
  private let count: @Sendable (Day) -> Int
  private let lines: @Sendable (Day) -> [String]

  /// Creates a feed.
  ///
  /// - Parameters:
  ///   - id: What identifies the feed's events; equal identifiers mean the same events.
  ///   - count: The number of events covering a day; it must be fast (it is asked per cell).
  ///   - lines: One line of text per event of a day, in display order.
  public init(
    id: String, count: @escaping @Sendable (Day) -> Int,
    lines: @escaping @Sendable (Day) -> [String]
  ) {
    self.id = id
    self.count = count
    self.lines = lines
  }

  /// The number of events covering `day`.
  ///
  /// - Parameter day: A day.
  /// - Returns: The count, 0 for none.
  package func count(on day: Day) -> Int { count(day) }

  /// One line per event of `day`.
  ///
  /// - Parameter day: A day.
  /// - Returns: The lines, in display order.
  package func lines(on day: Day) -> [String] { lines(day) }

  /// Whether two feeds have the same identifier.
  ///
  /// - Parameters:
  ///   - lhs: A feed.
  ///   - rhs: Another feed.
  /// - Returns: `true` when the identifiers are equal.
  public static func == (lhs: DayEventFeed, rhs: DayEventFeed) -> Bool { lhs.id == rhs.id }

  /// Hashes the identifier.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
