/// Choices that shape a ``MonthLayout``: row count, adjacent days, skipped days and today.
package struct MonthLayoutOptions: Hashable, Sendable {
  /// Variable (4–6) rows or always six.
  package var rows: RowPolicy
  /// Whether adjacent-month days are shown or left blank.
  package var adjacentDays: AdjacentDays
  /// Whether days the time zone skipped are omitted or flagged.
  package var skippedDays: SkippedDayPolicy
  /// The day to flag as today; `nil` flags none. The engine never reads the clock: pass it in.
  package var today: Day?

  /// Creates options.
  ///
  /// - Parameters:
  ///   - rows: Variable (4–6) rows or always six.
  ///   - adjacentDays: Whether adjacent-month days are shown or left blank.
  ///   - skippedDays: Whether days the time zone skipped are omitted or flagged.
  ///   - today: The day to flag as today, or `nil`.
  package init(
    rows: RowPolicy = .variable, adjacentDays: AdjacentDays = .shown,
    skippedDays: SkippedDayPolicy = .omitted, today: Day? = nil
  ) {
    self.rows = rows
    self.adjacentDays = adjacentDays
    self.skippedDays = skippedDays
    self.today = today
  }
}
