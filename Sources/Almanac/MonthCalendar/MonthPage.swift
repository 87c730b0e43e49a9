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
  /// The cells, seven per row, packed.
  let storage: PackedMonthCells

  /// Creates a page of packed cells.
  ///
  /// - Parameters:
  ///   - month: The month.
  ///   - title: The month's title.
  ///   - weekdays: The weekday names in column order.
  ///   - cells: The cells, seven per row.
  ///   - weekNumbers: The week numbers of the rows.
  package init(
    month: CalendarMonth, title: String, weekdays: [WeekdayName], cells: PackedMonthCells,
    weekNumbers: [Int]
  ) {
    self.month = month
    self.title = title
    self.weekdays = weekdays
    self.storage = cells
    self.weekNumbers = weekNumbers
  }

  /// The page's identity: its month.
  public var id: CalendarMonth { month }

  /// The week rows, seven cells each; a cell is made when it is read.
  public var weeks: MonthPageWeeks { MonthPageWeeks(storage: storage) }

  /// Every cell, row by row.
  ///
  /// - Complexity: O(cells).
  public var cells: [MonthPageCell] { storage.cells.indices.map(storage.cell(at:)) }

  /// The cell of `day`, if the page shows it.
  ///
  /// - Parameter day: A day.
  /// - Returns: The cell, or `nil` if the page does not show `day`.
  /// - Complexity: O(cells).
  public func cell(for day: Day) -> MonthPageCell? {
    let index = storage.cells.firstIndex { $0.flags.has(.hasDay) && $0.serial == day.serial }
    return index.map(storage.cell(at:))
  }

  /// The cells packed, seven per row, for a face that draws many pages (the month text).
  package var packedCells: PackedMonthCells { storage }

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
    return lhs.storage == rhs.storage || lhs.weeks == rhs.weeks
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
