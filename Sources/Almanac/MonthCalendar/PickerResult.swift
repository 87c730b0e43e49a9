/// What a picker confirmed (or starts from, when passed as the initial value).
public enum PickerResult: Hashable, Sendable {
  /// One day (single mode).
  case day(Day)
  /// Days in ascending order (multiple mode).
  case days([Day])
  /// A range, both ends included (range mode).
  case range(ClosedRange<Day>)
  /// A set of weekdays (weekday mode).
  case weekdays(WeekdaySet)
  /// Non-contiguous ranges (``PickerMode/ranges``), disjoint and in order.
  case ranges(DayRangeSet)
}
