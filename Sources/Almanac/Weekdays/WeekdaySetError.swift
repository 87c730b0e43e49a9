/// Why text could not be read as a set of weekdays.
package enum WeekdaySetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An RRULE `BYDAY` entry is not one of `SU`, `MO`, `TU`, `WE`, `TH`, `FR`, `SA`
  /// (ordinals such as `1MO` name monthly positions, not weekdays).
  case invalidRRULEDay(String, position: Int)
  /// A cron day-of-week entry is not a number 0–7, a name, a range or a step.
  case invalidCronDay(String, position: Int)
  /// The text is empty.
  case empty

  /// Where and why, in English.
  package var description: String {
    switch self {
    case .invalidRRULEDay(let token, let position):
      "BYDAY entry \(position) \"\(token)\" is not a weekday (SU, MO, TU, WE, TH, FR, SA)"
    case .invalidCronDay(let token, let position):
      "day-of-week entry \(position) \"\(token)\" is not 0-7, SUN-SAT, a range or a step"
    case .empty: "no weekdays given"
    }
  }
}
