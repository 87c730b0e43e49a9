import Almanac

/// A small dialog drawn over the months: typing a date, or jumping to a month or a year. The
/// rows of the lists are the engine model's choices (``/Almanac/MonthCalendarModel/monthChoices(inYearOf:)``,
/// ``/Almanac/MonthCalendarModel/yearChoices(around:radius:)``), so they stop at the range's ends.
public enum PickerOverlay: Hashable, Sendable {
  /// Nothing over the months.
  case none
  /// The go-to-date prompt (`g`) with the text typed so far.
  case goToDate(String)
  /// The month list (`m`): the months of one year that can be shown, and the highlighted
  /// index.
  case monthList([MonthYearChoice], highlighted: Int)
  /// The year list (`y`): the years around the highlighted one that can be shown (each row
  /// the month it goes to), and the highlighted index.
  case yearList([MonthYearChoice], highlighted: Int)
}
