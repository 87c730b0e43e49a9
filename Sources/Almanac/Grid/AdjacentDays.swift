/// Whether the days of the previous and next month that fill the first and last week rows
/// are shown.
public enum AdjacentDays: Hashable, Sendable, Codable {
  /// Adjacent-month days are in their cells, with ``DayCell/isInMonth`` false.
  case shown
  /// Adjacent-month cells are empty slots: ``DayCell/day`` is `nil` and
  /// ``DayCell/dayOfMonth`` is 0.
  case blank
}
