/// One month of a calendar view, ready to draw: title, weekday header, and week rows of
/// cells carrying facts, accessible text, focus and event counts.
public struct MonthPage: Hashable, Sendable, Identifiable {
  /// The month.
  public let month: CalendarMonth
  /// The month's title in the locale and calendar ("March 2026", "令和8年3月").
  public let title: String
  /// The weekday names in column order (leading edge first).
  public let weekdays: [WeekdayName]
  /// The week rows, seven cells each.
  public let weeks: [[MonthPageCell]]
  /// The week numbers of the rows, by the context's week rules.
  public let weekNumbers: [Int]

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - month: The month.
  ///   - title: The month's title.
  ///   - weekdays: The weekday names in column order.
  ///   - weeks: The week rows.
  ///   - weekNumbers: The week numbers of the rows.
  public init(
    month: CalendarMonth, title: String, weekdays: [WeekdayName], weeks: [[MonthPageCell]],
    weekNumbers: [Int]
  ) {
    self.month = month
    self.title = title
    self.weekdays = weekdays
    self.weeks = weeks
    self.weekNumbers = weekNumbers
  }

  /// The page's identity: its month.
  public var id: CalendarMonth { month }

  /// Every cell, row by row.
  public var cells: [MonthPageCell] { weeks.flatMap { $0 } }

  /// The cell of `day`, if the page shows it.
  ///
  /// - Parameter day: A day.
  /// - Returns: The cell, or `nil` if the page does not show `day`.
  /// - Complexity: O(cells).
  public func cell(for day: Day) -> MonthPageCell? {
    for week in weeks {
      if let cell = week.first(where: { $0.day == day }) { return cell }
    }
    return nil
  }
}
