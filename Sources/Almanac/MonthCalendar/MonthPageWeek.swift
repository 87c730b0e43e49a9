/// One week row of a ``MonthPage``: its cells, leading edge first, each made when it is read.
public struct MonthPageWeek: RandomAccessCollection, Hashable, Sendable {
  let storage: MonthPage.Storage
  /// The row, from 0.
  public let row: Int

  /// The position of the first cell.
  public var startIndex: Int { 0 }

  /// The position after the last cell (7 for the model's pages).
  public var endIndex: Int {
    switch storage {
    case .packed: 7
    case .cells(let weeks): weeks[row].count
    }
  }

  /// The cell in `column`.
  ///
  /// - Parameter column: A column, from 0, in the calendar's weekday order.
  /// - Returns: The cell.
  public subscript(column: Int) -> MonthPageCell {
    switch storage {
    case .packed(let packed):
      precondition(column >= 0 && column < 7, "MonthPageWeek: column \(column) out of range")
      return packed.cell(at: row * 7 + column)
    case .cells(let weeks):
      return weeks[row][column]
    }
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
