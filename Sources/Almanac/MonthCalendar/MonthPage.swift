/// One month of a calendar view, ready to draw: title, weekday header, and week rows of
/// cells carrying facts, accessible text, focus and event counts.
///
/// A page keeps its cells packed (trivial values and indices into shared texts) and makes each
/// ``MonthPageCell`` when ``weeks`` is read; pages compare and hash by their cells.
public struct MonthPage: Hashable, Sendable, Identifiable {
  /// The month.
  public let month: CalendarMonth
  /// The month's title in the locale and calendar ("March 2026", "令和8年3月").
  public let title: String
  /// The weekday names in column order (leading edge first).
  public let weekdays: [WeekdayName]
  /// The week numbers of the rows, by the context's week rules.
  public let weekNumbers: [Int]
  /// The cells packed, seven per row; a face that draws many pages (the month text) reads them
  /// without making a ``MonthPageCell`` for each.
  package let packedCells: PackedMonthCells

  /// The page's identity: its month.
  public var id: CalendarMonth { month }

  /// The week rows, seven cells each; a cell is made when it is read.
  public var weeks: MonthPageWeeks { MonthPageWeeks(storage: packedCells) }

  /// Every cell, row by row.
  ///
  /// - Complexity: O(cells).
  public var cells: [MonthPageCell] { packedCells.cells.indices.map(packedCells.cell(at:)) }

  /// The cell of `day`, if the page shows it.
  ///
  /// - Parameter day: A day.
  /// - Returns: The cell, or `nil` if the page does not show `day`.
  /// - Complexity: O(cells).
  public func cell(for day: Day) -> MonthPageCell? {
    let index = packedCells.cells.firstIndex { $0.flags.has(.hasDay) && $0.serial == day.serial }
    return index.map(packedCells.cell(at:))
  }

  /// Whether two pages have the same month, title, weekdays, week numbers and cells.
  ///
  /// - Parameters:
  ///   - lhs: A page.
  ///   - rhs: Another page.
  /// - Returns: `true` if every part and every cell is equal.
  public static func == (lhs: MonthPage, rhs: MonthPage) -> Bool {
    guard lhs.month == rhs.month, lhs.title == rhs.title, lhs.weekdays == rhs.weekdays,
      lhs.weekNumbers == rhs.weekNumbers
    else { return false }
    return lhs.packedCells == rhs.packedCells || lhs.weeks == rhs.weeks
  }

  /// Hashes the month, title, weekdays, week numbers and cells.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(month)
    hasher.combine(title)
    hasher.combine(weekdays)
    hasher.combine(weekNumbers)
    hasher.combine(weeks)
  }
}
