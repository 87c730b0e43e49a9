/// Keyboard focus over the seven weekdays, for pickers that choose weekdays (such as "every
/// Monday and Thursday") rather than days.
///
/// The weekdays form one row in the context's order. ← and → move along it (mirrored right
/// to left), Home and End go to its ends, and the focus stops at the ends rather than wrapping.
public struct WeekdayFocus: Hashable, Sendable {
  /// The weekday numbers (1 = Sunday) in display order, starting with the first weekday.
  package let weekdayOrder: [Int]
  /// Whether ← and → are mirrored.
  public var readingDirection: ReadingDirection
  /// The focused weekday (1 = Sunday … 7 = Saturday).
  public internal(set) var focusedWeekday: Int

  /// Creates the focus on the first selected weekday in calendar order, or on the first
  /// weekday of the week if none is selected.
  ///
  /// - Parameters:
  ///   - context: Gives the first weekday and, unless overridden, the reading direction.
  ///   - selection: The weekdays selected initially (1 = Sunday).
  ///   - readingDirection: Overrides the locale's direction.
  package init(
    context: CalendarContext, selection: Set<Int> = [], readingDirection: ReadingDirection? = nil
  ) {
    let order = context.weekdayOrder
    self.weekdayOrder = order
    self.readingDirection = readingDirection ?? ReadingDirection(locale: context.locale)
    self.focusedWeekday = order.first { selection.contains($0) } ?? order[0]
  }

  /// The focused weekday's column (0…6) in display order.
  package var focusedColumn: Int {
    weekdayOrder.firstIndex(of: focusedWeekday) ?? 0
  }

  /// Applies a command: ←/→ and previous/next day move one weekday, Home/End go to the ends,
  /// ``FocusCommand/goToDay(_:)`` focuses that day's weekday; other commands do nothing.
  ///
  /// - Parameter command: The command.
  /// - Returns: The move, a block at either end, or `[]`.
  package mutating func handle(_ command: FocusCommand) -> [WeekdayFocusEvent] {
    let column = focusedColumn
    let target: Int
    switch command {
    case .left: target = column + (readingDirection.isRightToLeft ? 1 : -1)
    case .right: target = column + (readingDirection.isRightToLeft ? -1 : 1)
    case .previousDay: target = column - 1
    case .nextDay: target = column + 1
    case .startOfWeek: target = 0
    case .endOfWeek: target = 6
    case .goToDay(let day): target = weekdayOrder.firstIndex(of: day.weekday) ?? column
    default: return []
    }
    if target < 0 { return [.blocked(.lowerBound)] }
    if target > 6 { return [.blocked(.upperBound)] }
    guard target != column else { return [] }
    let old = focusedWeekday
    focusedWeekday = weekdayOrder[target]
    return [.moved(from: old, to: focusedWeekday)]
  }
}

/// What a ``FocusCommand`` did to a ``WeekdayFocus``.
package enum WeekdayFocusEvent: Hashable, Sendable {
  /// The focus moved between weekdays (1 = Sunday).
  case moved(from: Int, to: Int)
  /// The focus is at an end of the row.
  case blocked(FocusBlockReason)
}
