import Almanac

/// Everything a page needs to carry between requests: the selection, the months on screen
/// and the focus. A stateless server turns it into query fields and back
/// (``HTMLPicker/queryItems(for:)``, ``HTMLPicker/state(fromQuery:)``).
///
/// The configuration (mode, bounds, unavailable days, booking rules, events) is not part of
/// the state: the server holds it, so a client cannot loosen the rules by editing a field.
public struct HTMLPickerState: Hashable, Sendable {
  /// The selected days (single and multiple modes), in selection order.
  public var days: [Day]
  /// The selected ranges (range mode: at most one; ranges mode: any, disjoint).
  public var ranges: [ClosedRange<Day>]
  /// The first end of a range being picked.
  public var pendingStart: Day?
  /// The selected weekdays (weekdays mode).
  public var weekdays: WeekdaySet
  /// A day of the first month on screen; `nil` shows the focused day's month first.
  public var firstMonthDay: Day?
  /// The day with the keyboard focus; `nil` lets the engine place it (the earliest selected
  /// day, else today or the nearest available day).
  public var focusedDay: Day?
  /// The day of the month that month and year moves aim for, kept while they follow one
  /// another (Jan 31 → Feb 28 → Mar 31, a bound's clamp undone by the next move); `nil` after
  /// any other move.
  public var intendedDayOfMonth: Int?
  /// The weekday with the focus (weekdays mode, 1 = Sunday).
  public var focusedWeekday: Int?
  /// What to say after the last action: a completed selection, a new month, or why a tap was
  /// refused. Not carried between requests.
  public var message: String?
  /// Whether the last action refused the input (the message says why).
  public var isRejected: Bool
  /// Whether the last action confirmed a complete selection (Enter).
  public var isConfirmed: Bool
  /// The action that led to this state, whose control the page focuses again (`autofocus`)
  /// when it is loaded after a click without JavaScript. Not carried between requests.
  public var lastAction: HTMLPickerAction?

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - days: The selected days.
  ///   - ranges: The selected ranges.
  ///   - pendingStart: The first end of a range being picked.
  ///   - weekdays: The selected weekdays.
  ///   - firstMonthDay: A day of the first month on screen.
  ///   - focusedDay: The focused day.
  ///   - intendedDayOfMonth: The day of the month that month and year moves aim for.
  ///   - focusedWeekday: The focused weekday.
  public init(
    days: [Day] = [], ranges: [ClosedRange<Day>] = [], pendingStart: Day? = nil,
    weekdays: WeekdaySet = .none, firstMonthDay: Day? = nil, focusedDay: Day? = nil,
    intendedDayOfMonth: Int? = nil, focusedWeekday: Int? = nil
  ) {
    self.days = days
    self.ranges = ranges
    self.pendingStart = pendingStart
    self.weekdays = weekdays
    self.firstMonthDay = firstMonthDay
    self.focusedDay = focusedDay
    self.intendedDayOfMonth = intendedDayOfMonth
    self.focusedWeekday = focusedWeekday
    self.message = nil
    self.isRejected = false
    self.isConfirmed = false
    self.lastAction = nil
  }
}

/// One thing a person did on the page, sent as one query field beside the state.
public enum HTMLPickerAction: Hashable, Sendable {
  /// A click, tap or Space on a day (`NAME.pick=2026-03-05`).
  case pick(Day)
  /// A key of the terminal picker's contract (`NAME.key=PageDown`, `NAME.key=Shift+PageDown`,
  /// `NAME.key=t`), when its target is not on the page.
  case key(FocusCommand)
  /// The previous or next month button, a swipe (`NAME.scroll=-1`).
  case scroll(Int)
  /// The month or year list (`NAME.jump-month=…`, `NAME.jump-year=…`): show the month of the
  /// day.
  case jump(Day)
  /// A weekday button (`NAME.toggle=2`, 1 = Sunday).
  case toggle(Int)
  /// Enter: confirm the selection, taking the focused day as the missing choice in single and
  /// range modes, as the terminal picker does (`NAME.confirm=1`).
  case confirm
}
