/// The week rows of a ``MonthPage``, first to last: a collection of ``MonthPageWeek``s that
/// makes each cell when it is read.
public struct MonthPageWeeks: RandomAccessCollection, Hashable, Sendable {
  let storage: PackedMonthCells

  /// The position of the first week.
  public var startIndex: Int { 0 }

  /// The position after the last week.
  public var endIndex: Int { storage.rowCount }

  /// The week at `row`.
  ///
  /// - Parameter row: A week row, from 0.
  /// - Returns: Its cells.
  public subscript(row: Int) -> MonthPageWeek {
    precondition(row >= 0 && row < endIndex, "MonthPageWeeks: row \(row) out of range")
    return MonthPageWeek(storage: storage, row: row)
  }

  /// Whether two pages' weeks have the same cells.
  ///
  /// - Parameters:
  ///   - lhs: Weeks.
  ///   - rhs: Other weeks.
  /// - Returns: `true` if they have as many rows and the rows are equal.
  public static func == (lhs: MonthPageWeeks, rhs: MonthPageWeeks) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Hashes the rows.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for week in self { hasher.combine(week) }
  }
}
