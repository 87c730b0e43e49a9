/// One rule that can make days unavailable. Rules compose: a day is available when it lies
/// within the bounds and no rule refuses it. Rules compare whole; a predicate by its
/// identifier (`DayPredicate`).
package enum AvailabilityRule: Hashable, Sendable {
  /// Only these weekdays are available (weekdays only, weekends only, given weekdays).
  case weekdays(WeekdaySet, label: String?)
  /// These days are unavailable.
  case unavailableDays(DayRangeSet, label: String?)
  /// A day is available only when the predicate returns `true` (`canSelect`).
  case predicate(DayPredicate)
}
