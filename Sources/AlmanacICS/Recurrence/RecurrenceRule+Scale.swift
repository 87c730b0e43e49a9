import Almanac

extension RecurrenceRule {
  /// What an RFC 7529 rule does with an instance on a date its calendar does not have (the
  /// 30th of a 29-day month, a leap month in a common year).
  public enum Skip: String, Hashable, Sendable, CaseIterable {
    /// The instance is left out (RFC 5545's rule, and the default).
    case omit = "OMIT"
    /// The instance moves to the day before: the last day of the month, or the month before a
    /// missing leap month (`5L` becomes `5`).
    case backward = "BACKWARD"
    /// The instance moves to the day after: the first day of the next month, or the month
    /// after a missing leap month (`5L` becomes `6`).
    case forward = "FORWARD"
  }
}
