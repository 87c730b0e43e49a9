import Almanac

/// A small dialog drawn over the months: typing a date, or jumping to a month or a year.
public enum PickerOverlay: Hashable, Sendable {
  /// Nothing over the months.
  case none
  /// The go-to-date prompt (`g`) with the text typed so far.
  case goToDate(String)
  /// The month list (`m`): the months of one year and the highlighted index.
  case monthList([CalendarMonth], highlighted: Int)
  /// The year list (`y`): the highlighted year in an era.
  case yearList(year: Int, era: Int)
}
