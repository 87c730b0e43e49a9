/// Answers ``DayFacts`` for any day of a selection, precomputing once per render.
///
/// Create one per frame (or whenever the selection changes), then ask for each visible day:
/// every answer is O(1) or O(log n) in the disabled days and selected ranges, with no per-day
/// allocation, so a ten-year range over 10,000 disabled days renders as fast as an empty one.
///
/// ```swift
/// let renderer = SelectionRenderer(selection: selection, context: context, today: today)
/// for day in month.days {
///   let facts = renderer.facts(for: day, displayedMonth: month)
/// }
/// ```
public struct SelectionRenderer: Sendable {
  /// The availability the facts are drawn from.
  public let availability: Availability
  /// Today, if the caller gave it.
  public let today: Day?
  /// The first available day, when availability has a lower bound.
  public let firstAvailable: Day?
  /// The last available day, when availability has an upper bound.
  public let lastAvailable: Day?

  private let weekendMask: UInt8
  private let todaySerial: Int
  private let shape: Shape
  /// The selected days (`.days`) or ranges (`.ranges`); kept out of ``Shape`` so that a
  /// day's facts read it in place instead of copying (retaining) an enum payload per day.
  private let members: DayRangeSet

  private enum Shape: Sendable {
    case none
    case days
    case range(low: Int, high: Int, pending: Int)
    case ranges(pending: Int)
  }

  /// Precomputes what the facts need from a selection.
  ///
  /// - Parameters:
  ///   - selection: The selection to draw.
  ///   - context: The calendar context (weekend days).
  ///   - today: Today, computed by the caller in its time zone; `nil` marks no day as today.
  ///   - searchLimit: How many days past a bound to search for the first (last) available day.
  /// - Complexity: O(n log n) for n days of a multiple selection, plus the search for the
  ///   first and last available days.
  public init(
    selection: DaySelection, context: CalendarContext, today: Day?, searchLimit: Int = 3_700
  ) {
    availability = selection.availability
    self.today = today
    todaySerial = today?.serial ?? Int.min
    weekendMask = WeekdaySet.weekend(of: context).rawValue
    if let first = availability.firstDay {
      firstAvailable = availability.firstAvailable(
        onOrAfter: first, through: first.adding(days: searchLimit))
    } else {
      firstAvailable = nil
    }
    if let last = availability.lastDay {
      lastAvailable = availability.lastAvailable(
        onOrBefore: last, through: last.adding(days: -searchLimit))
    } else {
      lastAvailable = nil
    }
    let pending = selection.pendingStart?.serial ?? Int.min
    switch selection.mode {
    case .single, .multiple:
      shape = selection.days.isEmpty ? .none : .days
      members = selection.days.isEmpty ? DayRangeSet() : DayRangeSet(selection.days)
    case .range:
      if let range = selection.selectedRange {
        shape = .range(
          low: range.lowerBound.serial, high: range.upperBound.serial, pending: pending)
      } else {
        shape = .range(low: 1, high: 0, pending: pending)
      }
      members = DayRangeSet()
    case .ranges:
      shape = .ranges(pending: pending)
      members = selection.selectedRanges
    }
  }

  /// The render facts of `day`.
  ///
  /// - Parameters:
  ///   - day: The day to draw.
  ///   - displayedMonth: The month being drawn, for days of adjacent months shown in the grid;
  ///     `nil` counts every day as in the displayed month.
  /// - Returns: The facts.
  /// - Complexity: O(log n) in the disabled days and selected ranges, plus one call per
  ///   availability predicate.
  public func facts(for day: Day, displayedMonth: CalendarMonth? = nil) -> DayFacts {
    facts(for: day, isInDisplayedMonth: displayedMonth?.contains(day) ?? true)
  }

  /// The render facts of `day`, whose month the caller knows (a page's cells).
  ///
  /// - Parameters:
  ///   - day: The day to draw.
  ///   - isInDisplayedMonth: Whether the day belongs to the month being drawn.
  /// - Returns: The facts.
  @inline(__always)
  func facts(for day: Day, isInDisplayedMonth: Bool) -> DayFacts {
    let reason = availability.unavailableReason(for: day)
    let serial = day.serial
    let role: SelectionRole
    switch shape {
    case .none:
      role = .outside
    case .days:
      role = members.contains(day) ? .single : .outside
    case .range(let low, let high, let pending):
      role =
        serial == pending
        ? .single : SelectionRenderer.role(serial, low, high, isAvailable: reason == nil)
    case .ranges(let pending):
      if serial == pending {
        role = .single
      } else if let range = members.range(containing: day) {
        role = SelectionRenderer.role(
          serial, range.lowerBound.serial, range.upperBound.serial, isAvailable: reason == nil)
      } else {
        role = .outside
      }
    }
    return DayFacts(
      day: day, role: role, unavailableReason: reason, isToday: serial == todaySerial,
      isWeekend: weekendMask & (1 << UInt8(day.weekday - 1)) != 0,
      isInDisplayedMonth: isInDisplayedMonth,
      isFirstAvailable: day == firstAvailable, isLastAvailable: day == lastAvailable)
  }

  @inline(__always)
  private static func role(_ serial: Int, _ low: Int, _ high: Int, isAvailable: Bool)
    -> SelectionRole
  {
    if serial < low || serial > high { return .outside }
    if low == high { return .single }
    if serial == low { return .start }
    if serial == high { return .end }
    return isAvailable ? .middle : .outside
  }
}
