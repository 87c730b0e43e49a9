import Almanac
import Foundation

/// When "today" changes, so that a view that circles today can redraw at midnight instead of
/// going stale until something else makes it render.
///
/// The engine never reads the clock: a face passes the instant it takes for now and waits
/// until ``nextChange(after:in:)``, then reads the clock again.
package enum TodayClock {
  /// The first instant of the day after `now`'s day in `context`'s time zone: when today
  /// changes. Days that do not start at midnight (a DST change at 00:00) and skipped days
  /// (30 December 2011 in Pacific/Apia) are the engine's: the next day that has an instant.
  ///
  /// - Parameters:
  ///   - now: The instant taken for now.
  ///   - context: The calendar and time zone.
  /// - Returns: An instant after `now`; `now` plus a day at the end of the supported range.
  package static func nextChange(after now: Date, in context: CalendarContext) -> Date {
    let today = context.day(for: now)
    var next = today
    // A skipped day has no instant of its own: its start is the next day's, still after now.
    for _ in 0..<3 {
      guard next < Day.latest else { break }
      next = next.adding(days: 1)
      let start = context.startDate(of: next)
      if start > now { return start }
    }
    return now.addingTimeInterval(86_400)
  }
}
