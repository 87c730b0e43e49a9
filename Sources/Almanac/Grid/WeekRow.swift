/// One week of a ``MonthLayout``: seven cells in the context's weekday order and the week's
/// number.
package struct WeekRow: Hashable, Sendable {
  /// The week of the year by the context's rules (first weekday, minimum days in the first
  /// week): ISO 8601 weeks for `iso8601`, US weeks for en_US, and so on. In calendars other
  /// than the Gregorian family the week is counted in that calendar's year.
  package let number: Int
  /// The seven cells, in ``CalendarContext/weekdayOrder``.
  package let cells: [DayCell]

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - number: The week of the year.
  ///   - cells: Seven cells.
  /// - Precondition: `cells` has seven elements.
  package init(number: Int, cells: [DayCell]) {
    precondition(cells.count == 7, "a week row has seven cells, not \(cells.count)")
    self.number = number
    self.cells = cells
  }

  /// Creates a row whose seven cells the caller guarantees.
  init(unchecked number: Int, cells: [DayCell]) {
    self.number = number
    self.cells = cells
  }
}
