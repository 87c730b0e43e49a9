/// One cell of a month page: a day with everything a front end draws or says about it, or an
/// empty slot.
public struct MonthPageCell: Hashable, Sendable, Identifiable {
  /// The position in the page, `row * 7 + column`: stable for a given page.
  public let id: Int
  /// The week row, from 0.
  public let row: Int
  /// The column, from 0, in the calendar's weekday order (leading edge first).
  public let column: Int
  /// The day, or `nil` for an empty slot (a blank adjacent day or an omitted skipped day).
  public let day: Day?
  /// The day's number in the locale's digits; empty for an empty slot.
  public let dayText: String
  /// Whether the day belongs to the page's month.
  public let isInMonth: Bool
  /// Role, availability, today and weekend; `nil` for an empty slot.
  public let facts: DayFacts?
  /// Label, value and hint for assistive technology; `nil` for an empty slot.
  public let accessibleText: AccessibleText?
  /// Whether the keyboard focus rests on this day.
  public let isFocused: Bool
  /// The number of events covering the day.
  public let eventCount: Int
  /// The day of the month (0 for an empty slot), for faces that keep their own digit labels.
  public let dayOfMonth: Int
  /// Whether the time zone skipped the day (it has no instant; drawn blank, never picked).
  public let isSkipped: Bool

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - row: The week row.
  ///   - column: The column.
  ///   - day: The day, or `nil` for an empty slot.
  ///   - dayText: The day's number as text.
  ///   - isInMonth: Whether the day belongs to the page's month.
  ///   - facts: The day's facts.
  ///   - accessibleText: The day's accessible text.
  ///   - isFocused: Whether the keyboard focus rests on the day.
  ///   - eventCount: The number of events covering the day.
  ///   - dayOfMonth: The day of the month (0 for an empty slot).
  ///   - isSkipped: Whether the time zone skipped the day.
  package init(
    row: Int, column: Int, day: Day?, dayText: String, isInMonth: Bool, facts: DayFacts?,
    accessibleText: AccessibleText?, isFocused: Bool = false, eventCount: Int = 0,
    dayOfMonth: Int = 0, isSkipped: Bool = false
  ) {
    self.id = row * 7 + column
    self.row = row
    self.column = column
    self.day = day
    self.dayText = dayText
    self.isInMonth = isInMonth
    self.facts = facts
    self.accessibleText = accessibleText
    self.isFocused = isFocused
    self.eventCount = eventCount
    self.dayOfMonth = dayOfMonth
    self.isSkipped = isSkipped
  }

  /// Whether the cell is an empty slot.
  public var isEmpty: Bool { day == nil }

  /// Whether a tap may change the selection: a day of the month that is available.
  public var isSelectable: Bool {
    guard let facts, isInMonth else { return false }
    return !facts.isUnavailable
  }

  /// The selection role (``SelectionRole/outside`` for an empty slot).
  public var role: SelectionRole { facts?.role ?? .outside }

  /// Whether the cell shows a day of its month (not an empty slot, an adjacent day or a
  /// skipped day).
  public var isShown: Bool { day != nil && isInMonth && !isSkipped }

  /// The band behind a selected range in this cell (none outside the page's month).
  public var band: RangeBand { isInMonth ? RangeBand(role: role) : .none }
}
