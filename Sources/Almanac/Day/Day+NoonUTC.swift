import AlmanacPrimitives
import Foundation

extension Day {
  /// Noon UTC of this day: the instant that the package hands to Foundation calendars and
  /// formatters set to UTC, where no time zone offset (±14 hours at most) can move it to a
  /// neighbouring day.
  package var noonUTC: Date {
    Date(timeIntervalSince1970: Double(serial) * Double(DaySeconds.perDay) + 43_200)
  }
}
