/// One month of a calendar view, ready to draw: title, weekday header, and week rows of
/// cells carrying facts, accessible text, focus and event counts.
///
/// A page the model builds keeps its cells packed (trivial values and indices into shared
/// texts) and makes each ``MonthPageCell`` when ``weeks`` is read; pages compare and hash by
/// their cells, however they are stored.
public struct MonthPage: Hashable, Sendable, Identifiable {
  /// The month.
  public let month: CalendarMonth
  /// The month's title in the locale and calendar ("March 2026", "令和8年3月").
  public let title: String
  /// The weekday names in column order (leading edge first).
  public let weekdays: [WeekdayName]
  /// The week numbers of the rows, by the context's week rules.
  public let weekNumbers: [Int]
  /// The cells, packed by the model or as the caller gave them.
  let storage: Storage

  /// How a page holds its cells.
  enum Storage: Sendable {
    /// Built by the model: seven packed cells per row.
    case packed(PackedMonthCells)
    /// Given to ``MonthPage/init(month:title:weekdays:weeks:weekNumbers:)``, kept as they are.
    case cells([[MonthPageCell]])
  }

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - month: The month.
  ///   - title: The month's title.
  ///   - weekdays: The weekday names in column order.
  ///   - weeks: The week rows.
  ///   - weekNumbers: The week numbers of the rows.
  package init(
    month: CalendarMonth, title: String, weekdays: [WeekdayName], weeks: [[MonthPageCell]],
    weekNumbers: [Int]
  ) {
    self.month = month
    self.title = title
    self.weekdays = weekdays
    self.storage = .cells(weeks)
    self.weekNumbers = weekNumbers
  }

  /// Creates a page of packed cells (the model's pages).
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
    self.storage = .packed(cells)
    self.weekNumbers = weekNumbers
  }

  /// The page's identity: its month.
  public var id: CalendarMonth { month }

  /// The week rows, seven cells each; a cell is made when it is read.
  public var weeks: MonthPageWeeks { MonthPageWeeks(storage: storage) }

  /// Every cell, row by row.
  ///
  /// - Complexity: O(cells).
  public var cells: [MonthPageCell] {
    switch storage {
    case .packed(let packed): packed.cells.indices.map(packed.cell(at:))
    case .cells(let weeks): weeks.flatMap { $0 }
    }
  }

  /// The cell of `day`, if the page shows it.
  ///
  /// - Parameter day: A day.
  /// - Returns: The cell, or `nil` if the page does not show `day`.
  /// - Complexity: O(cells).
  public func cell(for day: Day) -> MonthPageCell? {
    switch storage {
    case .packed(let packed):
      let index = packed.cells.firstIndex {
        $0.flags.has(.hasDay) && $0.serial == day.serial
      }
      return index.map(packed.cell(at:))
    case .cells(let weeks):
      for week in weeks {
        if let cell = week.first(where: { $0.day == day }) { return cell }
      }
      return nil
    }
  }

  /// The cells packed, seven per row, for a face that draws many pages (the month text): the
  /// model's pages as they are, a page built by hand packed now
  /// (see ``PackedMonthCells/init(packing:)``).
  package var packedCells: PackedMonthCells {
    switch storage {
    case .packed(let packed): packed
    case .cells(let weeks): PackedMonthCells(packing: weeks)
    }
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
    if case .packed(let left) = lhs.storage, case .packed(let right) = rhs.storage,
      left == right
    {
      return true
    }
    return lhs.weeks == rhs.weeks
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
