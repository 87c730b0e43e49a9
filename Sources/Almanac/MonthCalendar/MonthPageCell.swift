/// One cell of a month page: a day with everything a front end draws or says about it, or an
/// empty slot.
public struct MonthPageCell: Hashable, Sendable, Identifiable {
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

  /// The position in the page, `row * 7 + column`: stable for a given page.
  public var id: Int { row * 7 + column }

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
