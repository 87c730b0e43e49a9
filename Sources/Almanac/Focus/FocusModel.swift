/// Keyboard focus over a calendar: the focused day, the visible months, and the WAI-ARIA date
/// picker grid commands.
///
/// The model is a value: ``handle(_:)`` applies a ``FocusCommand`` and returns the
/// ``FocusEvent``s it caused (moved, month changed, blocked), which front ends redraw and
/// announce. It never reads the clock or the environment: ``today``, the calendar context and
/// the availability are inputs.
///
/// Rules:
/// - **Bounds.** Focus never leaves ``bounds``. A move that would cross a bound stops on it; a
///   move from the bound outwards is blocked (``FocusBlockReason/lowerBound`` or
///   ``FocusBlockReason/upperBound``).
/// - **Months.** Page Up/Down keep the *intended* day of the month, clamped to each month's
///   length (Jan 31 → Feb 28 → Mar 31), in every calendar: Hebrew and Chinese leap months,
///   the 21-day October 1582 (a day lost to the reform goes to the first day after the gap).
/// - **Years.** Shift+Page Up/Down go to the month of the same number (and leap flag) in the
///   adjacent year. If that year lacks it, a leap month becomes the regular month of the same
///   number (Chinese 2L → 2), and a missing month becomes the next one of the year (Hebrew
///   Adar I in a common year → Adar). Gregorian-month calendars (Gregorian, ISO 8601,
///   Buddhist, Japanese, ROC) move twelve months, so a Japanese era change mid-year is crossed
///   naturally.
/// - **Unavailable days.** Under ``FocusPolicy/skipUnavailable`` a move goes to the first
///   available day at or beyond its target in the direction of travel, then back toward the
///   focus; Home and End search from the week's edge back toward the focus; month and year
///   moves prefer the target month (onward, then back), then beyond it; Today and Go To
///   search forward from the target, then backward. The search is bounded by ``bounds`` and
///   by `searchLimit` probes, so it always terminates; with nothing found the focus stays
///   and the event is ``FocusBlockReason/noAvailableDay``.
/// - **Visible months.** ``visibleMonthCount`` months are shown from ``firstVisibleMonth``.
///   When the focus leaves them, they page according to ``paging`` and a
///   ``FocusEvent/monthChanged(from:to:)`` event is reported.
public struct FocusModel: Sendable {
  /// The calendar, locale and week rules.
  public let context: CalendarContext
  /// Today, for the ``FocusCommand/today`` command and the initial focus.
  public var today: Day
  /// The days the focus may rest on.
  public let bounds: ClosedRange<Day>
  /// Whether focus may rest on unavailable days.
  public var policy: FocusPolicy
  /// Which days are available.
  public var availability: any DayAvailability
  /// How many months are visible at once (values below 1 become 1). Changing it (a window
  /// resized) pages the visible months if the focus no longer shows.
  public var visibleMonthCount: Int {
    didSet {
      if visibleMonthCount < 1 { visibleMonthCount = 1 }
      revealFocus()
    }
  }
  /// How the visible months follow the focus.
  public var paging: MonthPaging
  /// Whether ← and → are mirrored; from the context's locale unless given.
  public var readingDirection: ReadingDirection
  /// The most days one command may test when skipping unavailable days (at least 1).
  package var searchLimit: Int {
    didSet { if searchLimit < 1 { searchLimit = 1 } }
  }
  /// The focused day.
  public internal(set) var focusedDay: Day
  /// The first visible month.
  public internal(set) var firstVisibleMonth: CalendarMonth
  /// The day of the month that month and year moves aim for (kept across them, so Jan 31 →
  /// Feb 28 → Mar 31); `nil` after any other move.
  public internal(set) var intendedDayOfMonth: Int?

  /// Creates a focus model and places the initial focus.
  ///
  /// The focus starts on the earliest selected day within the bounds if there is one; else on
  /// today if it is within the bounds and available; else on the first available day after
  /// today (clamped to the bounds), or failing that the last one before it; else on today
  /// clamped to the bounds. The first visible month is the focused day's.
  ///
  /// - Parameters:
  ///   - context: The calendar, locale and week rules.
  ///   - today: Today in the person's time zone.
  ///   - selection: The days selected initially (any order; a range's start and end will do).
  ///   - bounds: The days the focus may rest on; clamped to years 1 through 9999.
  ///   - policy: Whether focus may rest on unavailable days.
  ///   - availability: Which days are available.
  ///   - visibleMonthCount: How many months are shown at once (at least 1).
  ///   - paging: How the visible months follow the focus.
  ///   - readingDirection: Overrides the locale's direction for ← and →.
  ///   - searchLimit: The most days one command may test when skipping (about ten years by
  ///     default; at least 1).
  /// - Precondition: `bounds` overlaps years 1 through 9999.
  /// - Complexity: O(`searchLimit`) availability tests at most.
  public init(
    context: CalendarContext,
    today: Day,
    selection: [Day] = [],
    bounds: ClosedRange<Day> = Day.earliest...Day.latest,
    policy: FocusPolicy = .allowUnavailable,
    availability: any DayAvailability = AvailabilityPredicate.everyDay,
    visibleMonthCount: Int = 1,
    paging: MonthPaging = .byMonth,
    readingDirection: ReadingDirection? = nil,
    searchLimit: Int = 3_660
  ) {
    let lower = max(bounds.lowerBound, Day.earliest)
    let upper = min(bounds.upperBound, Day.latest)
    precondition(lower <= upper, "FocusModel bounds must overlap years 1 through 9999")
    self.context = context
    self.today = today
    self.bounds = lower...upper
    self.policy = policy
    self.availability = availability
    self.visibleMonthCount = max(1, visibleMonthCount)
    self.paging = paging
    self.readingDirection = readingDirection ?? ReadingDirection(locale: context.locale)
    self.searchLimit = max(1, searchLimit)
    self.intendedDayOfMonth = nil
    let start = min(max(today, lower), upper)
    self.focusedDay = start
    self.firstVisibleMonth = context.month(containing: start)
    let focus: Day
    if let selected = selection.filter({ (lower...upper).contains($0) }).min() {
      focus = selected
    } else if start == today, availability.isAvailable(today) {
      focus = today
    } else {
      focus = nearestAvailable(from: start) ?? start
    }
    self.focusedDay = focus
    self.firstVisibleMonth = context.month(containing: focus)
  }

  /// The visible months, in order.
  ///
  /// - Complexity: O(``visibleMonthCount``) month steps.
  public var visibleMonths: [CalendarMonth] {
    var months = [firstVisibleMonth]
    while months.count < visibleMonthCount, let last = months.last,
      let next = context.month(after: last)
    {
      months.append(next)
    }
    return months
  }

  /// Whether `day` lies in one of the visible months.
  ///
  /// - Parameter day: The day to test.
  /// - Returns: `true` if `day` is on one of the months shown.
  /// - Complexity: O(``visibleMonthCount``) month steps.
  public func isVisible(_ day: Day) -> Bool {
    day >= firstVisibleMonth.firstDay && day <= lastVisibleDay
  }

  /// Whether the focused day may be chosen.
  package var isFocusedDayAvailable: Bool {
    availability.isAvailable(focusedDay)
  }

  /// Applies a command and returns what it did.
  ///
  /// - Parameter command: The command.
  /// - Returns: `[]` if the focus was already where the command points; `[.moved]`, followed
  ///   by `[.monthChanged]` when the visible months paged; or `[.blocked(reason)]`.
  /// - Complexity: O(1) month steps for Gregorian calendars, a few cached Foundation calls
  ///   otherwise; under ``FocusPolicy/skipUnavailable`` up to `searchLimit` availability
  ///   tests.
  public mutating func handle(_ command: FocusCommand) -> [FocusEvent] {
    switch command {
    case .left: return moveByDays(readingDirection.isRightToLeft ? 1 : -1)
    case .right: return moveByDays(readingDirection.isRightToLeft ? -1 : 1)
    case .previousDay: return moveByDays(-1)
    case .nextDay: return moveByDays(1)
    case .up: return moveByDays(-7)
    case .down: return moveByDays(7)
    case .startOfWeek: return moveWithinWeek(toEnd: false)
    case .endOfWeek: return moveWithinWeek(toEnd: true)
    case .previousMonth: return pageMonths(-1)
    case .nextMonth: return pageMonths(1)
    case .previousYear: return pageYears(-1)
    case .nextYear: return pageYears(1)
    case .today: return jump(to: today)
    case .goToDay(let day): return jump(to: day)
    case .goToMonth(let month): return move(toMonth: month, step: nil)
    case .goToYear(let year, let era): return goTo(year: year, era: era)
    }
  }

  /// Moves the focus off an unavailable day after ``availability`` or ``policy`` changed.
  ///
  /// Under ``FocusPolicy/skipUnavailable``, if the focused day is unavailable, the focus goes
  /// to the first available day after it, or failing that the last one before it.
  ///
  /// - Returns: The events, as for ``handle(_:)``.
  /// - Complexity: Up to `searchLimit` availability tests.
  package mutating func revalidate() -> [FocusEvent] {
    guard policy == .skipUnavailable, !availability.isAvailable(focusedDay) else { return [] }
    guard let found = nearestAvailable(from: focusedDay) else {
      return [.blocked(.noAvailableDay)]
    }
    return settle(on: found)
  }
}
