/// One month of one calendar system: its identity and the days it spans.
///
/// A month is defined by its first day and its length, so navigation is calendar-independent:
/// the next month starts the day after ``lastDay``. Create months with
/// ``CalendarContext/month(containing:)`` and its relatives.
public struct CalendarMonth: Hashable, Sendable {
  /// The calendar system the month belongs to.
  package let identifier: CalendarSystem
  /// The era of the month.
  public let era: Int
  /// The year of the month within its era.
  public let year: Int
  /// The month number (1-based) as Foundation numbers it.
  public let month: Int
  /// Whether this is a leap month (Chinese, Dangi).
  public let isLeapMonth: Bool
  /// The first day of the month.
  public let firstDay: Day
  /// The number of days in the month (21 for October 1582 in the reformed Gregorian calendar).
  public let dayCount: Int

  /// The last day of the month.
  public var lastDay: Day { firstDay.adding(days: dayCount - 1) }

  /// The days of the month.
  public var days: ClosedRange<Day> { firstDay...lastDay }

  /// Whether `day` falls in this month.
  ///
  /// - Parameter day: The day to test.
  /// - Returns: `true` if `day` is one of the month's days.
  public func contains(_ day: Day) -> Bool {
    day >= firstDay && day.serial < firstDay.serial + dayCount
  }

  /// The components of the month's first day.
  package var components: DayComponents {
    DayComponents(era: era, year: year, month: month, isLeapMonth: isLeapMonth, day: 1)
  }
}
