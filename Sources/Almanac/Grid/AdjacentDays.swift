/// Whether the days of the previous and next month that fill the first and last week rows
/// are shown.
public enum AdjacentDays: Hashable, Sendable {
  /// Adjacent-month days are in their cells, with ``MonthPageCell/isInMonth`` false.
  case shown
  /// Adjacent-month cells are empty slots: ``MonthPageCell/day`` is `nil` and
  /// ``MonthPageCell/dayOfMonth`` is 0.
  case blank
}
