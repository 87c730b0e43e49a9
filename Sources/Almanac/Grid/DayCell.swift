/// One cell of a ``MonthLayout``: a day of the month, an adjacent-month day, or an empty slot.
package struct DayCell: Hashable, Sendable {
  /// The day, or `nil` for an empty slot (a blank adjacent day, the hole left by an omitted
  /// skipped day, or a day outside the supported years 1 through 9999).
  package let day: Day?
  /// The day of the month in the context's calendar (of the adjacent month for adjacent days);
  /// 0 for an empty slot.
  package let dayOfMonth: Int
  /// Whether the day belongs to the laid-out month.
  package let isInMonth: Bool
  /// Whether ``weekday`` is one of the context's weekend days.
  package let isWeekend: Bool
  /// Whether the day is the options' `today`.
  package let isToday: Bool
  /// Whether the context's time zone skipped the day (only with ``SkippedDayPolicy/flagged``).
  package let isSkipped: Bool
  /// The Calendar weekday number of the day (1 = Sunday); for an empty slot, the weekday of
  /// its column.
  package let weekday: Int

  /// Whether the cell is an empty slot (no day to draw).
  package var isEmpty: Bool { day == nil }
}
