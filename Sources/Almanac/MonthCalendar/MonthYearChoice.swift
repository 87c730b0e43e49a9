/// One row of a month or year wheel: the month to show when it is chosen, and its text.
public struct MonthYearChoice: Hashable, Sendable, Identifiable {
  /// The month shown when this row is chosen.
  public let month: CalendarMonth
  /// The row's text: a month name ("March", "Adar II") or a year ("2026", "令和8年").
  public let text: String

  /// Creates a choice.
  ///
  /// - Parameters:
  ///   - month: The month shown when the row is chosen.
  ///   - text: The row's text.
  package init(month: CalendarMonth, text: String) {
    self.month = month
    self.text = text
  }

  /// The row's identity: its month.
  public var id: CalendarMonth { month }
}
