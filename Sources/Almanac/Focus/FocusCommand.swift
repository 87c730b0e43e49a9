/// A keyboard (or button) command for the calendar grid, after the WAI-ARIA date picker
/// dialog pattern.
///
/// Front ends map keys to commands: ← `left`, → `right`, ↑ `up`, ↓ `down`, Home
/// `startOfWeek`, End `endOfWeek`, Page Up `previousMonth`, Page Down `nextMonth`,
/// Shift+Page Up `previousYear`, Shift+Page Down `nextYear`.
public enum FocusCommand: Hashable, Sendable {
  /// The day to the left: the previous day, or the next day in a right-to-left grid.
  case left
  /// The day to the right: the next day, or the previous day in a right-to-left grid.
  case right
  /// The same weekday one week earlier.
  case up
  /// The same weekday one week later.
  case down
  /// The previous day, whatever the reading direction.
  case previousDay
  /// The next day, whatever the reading direction.
  case nextDay
  /// The first day of the focused week (per the context's first weekday).
  case startOfWeek
  /// The last day of the focused week.
  case endOfWeek
  /// The same day of the month in the previous month, clamped to its length; the intended
  /// day is remembered, so Mar 31 → Feb 28 → Jan 31.
  case previousMonth
  /// The same day of the month in the next month (Jan 31 → Feb 28 → Mar 31).
  case nextMonth
  /// The same month and day one year earlier (see ``FocusModel`` for months that a year lacks).
  case previousYear
  /// The same month and day one year later.
  case nextYear
  /// The model's ``FocusModel/today``.
  case today
  /// A given day (clamped to the bounds).
  case goToDay(Day)
  /// The intended day of the month in a given month.
  case goToMonth(CalendarMonth)
  /// The same month and day in a given year of the focused day's calendar; `era` `nil` means
  /// the focused day's era.
  case goToYear(Int, era: Int? = nil)
}
