import Almanac
import Foundation

/// The days a UIKit calendar view shows and lets the user select, from its data source.
package enum CalendarViewPeriod {
  /// The period of a data source's `startDate()` and `endDate()`, read in `context`'s time
  /// zone and taken in either order; with no data source, the month of `today`.
  ///
  /// - Parameters:
  ///   - start: The data source's start date, or `nil` without a data source.
  ///   - end: The data source's end date, or `nil` without a data source.
  ///   - today: Today in the calendar's time zone.
  ///   - context: The calendar (months for the fallback, time zone for the dates).
  /// - Returns: The first and last selectable days.
  package static func days(
    start: Date?, end: Date?, today: Day, in context: CalendarContext
  ) -> ClosedRange<Day> {
    guard let start, let end else { return context.month(containing: today).days }
    let first = context.day(for: start)
    let last = context.day(for: end)
    return min(first, last)...max(first, last)
  }
}
