/// One week row of a ``MonthPage``: its cells, leading edge first, each made when it is read.
public struct MonthPageWeek: RandomAccessCollection, Hashable, Sendable {
  let storage: PackedMonthCells
  /// The row, from 0.
  public let row: Int

  /// The position of the first cell.
  public var startIndex: Int { 0 }

  /// The position after the last cell: 7.
  public var endIndex: Int { 7 }

  /// The cell in `column`.
  ///
  /// - Parameter column: A column, from 0, in the calendar's weekday order.
  /// - Returns: The cell.
  public subscript(column: Int) -> MonthPageCell {
    precondition(column >= 0 && column < 7, "MonthPageWeek: column \(column) out of range")
    return storage.cell(at: row * 7 + column)
  }

  /// Whether two weeks have the same cells.
  ///
  /// - Parameters:
  ///   - lhs: A week.
  ///   - rhs: Another week.
  /// - Returns: `true` if their cells are equal, in order.
  public static func == (lhs: MonthPageWeek, rhs: MonthPageWeek) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Hashes the cells.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for cell in self { hasher.combine(cell) }
  }
}
