import Almanac
import Foundation

/// The state of the interactive picker: a value that every key and click goes through.
///
/// All behaviour comes from the engine: focus moves from ``FocusModel`` (``WeekdayFocus`` in
/// weekday mode), selection changes and their rejections from ``DaySelection``, summaries from
/// ``StaySummary`` and ``WeekdaySummary``. The screen is a pure function of this value and the
/// terminal size (``PickerScreen``).
///
/// ```swift
/// var state = try PickerState(mode: .range(.forward), context: context, today: today)
/// state.handle(KeyEvent(.right))           // .continue; focus on tomorrow
/// state.handle(KeyEvent(.character(" ")))  // the arrival
/// ```
public struct PickerState: Sendable {
  /// What is picked.
  public let mode: PickerMode
  /// The calendar, locale and week rules.
  public let context: CalendarContext
  /// Today (marked on screen; the `t` key goes there).
  public let today: Day
  /// The day selection (day modes); its availability says which days can be picked.
  public internal(set) var selection: DaySelection {
    didSet { refreshSummary() }
  }
  /// Keyboard focus over the months (day modes).
  public internal(set) var focus: FocusModel
  /// The chosen weekdays (weekday mode).
  public internal(set) var weekdays: WeekdaySet {
    didSet { refreshSummary() }
  }
  /// Keyboard focus over the weekday row (weekday mode).
  public internal(set) var weekdayFocus: WeekdayFocus
  /// How many months the person asked to see (`--months`); fewer show on a small terminal.
  public let requestedMonthCount: Int
  /// The dialog over the months, if any.
  public internal(set) var overlay: PickerOverlay
  /// One line telling why something did not happen ("Minimum stay is 2 nights"), or `nil`.
  public internal(set) var message: String?
  /// The summary line: the stay's stage and length in range mode ("Pick your arrival",
  /// "Mar 5 – 9, 2026 · 4 nights"), the chosen day or days, or the weekdays ("Weekdays").
  /// Worked out when the selection changes, not per frame (date interval formatting is slow).
  public private(set) var summary = ""
  /// How many events a day has, for the marks beside day numbers (`·` one, `•` more); none
  /// by default. The command line fills this in from its event store (`--ics`, `--events`).
  public var eventCount: @Sendable (Day) -> Int
  /// One line of text per event of a day, in order, listed under the months for the focused
  /// day (as many as fit, then "+N more"); none by default.
  public var eventLines: @Sendable (Day) -> [String]

  /// Creates a picker.
  ///
  /// The focus starts on the initial selection if there is one, else on today if it can be
  /// picked, else on the first day that can (``FocusModel``'s rule); with `startMonth`, on the
  /// first available day of that month; in weekday mode on the first chosen weekday in
  /// calendar order, else the week's first day.
  ///
  /// - Parameters:
  ///   - mode: What is picked.
  ///   - context: The calendar, locale and week rules.
  ///   - today: Today in the person's time zone.
  ///   - availability: Which days can be picked, and the range rules; days the context's time
  ///     zone skipped are added as unavailable ("Skipped by the time zone").
  ///   - initial: The initial selection (it must fit the mode).
  ///   - startMonth: The first month to show when there is no initial selection.
  ///   - monthCount: How many months to show side by side (at least 1).
  /// - Throws: ``PickerSetupError`` when the initial value does not fit the mode or the engine
  ///   refuses it.
  public init(
    mode: PickerMode, context: CalendarContext, today: Day,
    availability: Availability = .unrestricted, initial: PickerResult? = nil,
    startMonth: CalendarMonth? = nil, monthCount: Int = 1
  ) throws(PickerSetupError) {
    self.mode = mode
    self.context = context
    self.today = today
    self.requestedMonthCount = max(1, monthCount)
    self.overlay = .none
    self.message = nil
    self.eventCount = { _ in 0 }
    self.eventLines = { _ in [] }
    // A day the time zone skipped (Pacific/Apia 2011-12-30) has no instant and is drawn
    // blank: it cannot be picked.
    var availability = availability
    let skipped = context.skippedDays(in: Day.earliest...Day.latest)
    if !skipped.isEmpty {
      availability = availability.disabling(skipped, label: "Skipped by the time zone")
    }
    var selection = DaySelection(
      mode: mode.selectionMode ?? .multiple, availability: availability)
    var weekdays = WeekdaySet.none
    switch (mode, initial) {
    case (_, nil):
      break
    case (.single, .day(let day)):
      try Self.apply(selection.select(day))
    case (.multiple, .day(let day)):
      try Self.apply(selection.select(day))
    case (.multiple, .days(let days)):
      for day in days { try Self.apply(selection.select(day)) }
    case (.multiple, .range(let range)):
      try Self.apply(selection.selectRange(range))
    case (.range, .range(let range)):
      try Self.apply(selection.selectRange(range))
    case (.range, .day(let day)):
      try Self.apply(selection.select(day))
    case (.weekdays, .weekdays(let set)):
      weekdays = set
    case (_, .some(let value)):
      throw .initialValueDoesNotFitMode(value)
    }
    self.selection = selection
    self.weekdays = weekdays
    // The terminal draws the grid left to right in every locale (terminals do not mirror a
    // grid), so ← and → are never mirrored here.
    self.weekdayFocus = WeekdayFocus(
      context: context, selection: Set(weekdays.weekdays), readingDirection: .leftToRight)
    let chosen =
      selection.sortedDays
      + [selection.pendingStart, selection.selectedRange?.lowerBound]
      .compactMap { $0 }
    let bounds = (availability.firstDay ?? Day.earliest)...(availability.lastDay ?? Day.latest)
    var focus = FocusModel(
      context: context, today: today, selection: chosen,
      bounds: bounds.lowerBound <= bounds.upperBound ? bounds : Day.earliest...Day.latest,
      policy: .allowUnavailable, availability: availability, visibleMonthCount: 1,
      readingDirection: .leftToRight)
    if chosen.isEmpty, let startMonth {
      let target =
        availability.firstAvailable(
          onOrAfter: startMonth.firstDay, through: startMonth.lastDay) ?? startMonth.firstDay
      _ = focus.handle(.goToDay(target))
    }
    focus.visibleMonthCount = requestedMonthCount
    self.focus = focus
    refreshSummary()
  }

  private static func apply(_ events: [SelectionEvent]) throws(PickerSetupError) {
    for case .rejected(let day, let reason) in events {
      throw .initialValueRejected(day, reason)
    }
  }

  /// The focused day (day modes).
  public var focusedDay: Day { focus.focusedDay }

  /// The months on screen, first to last.
  public var visibleMonths: [CalendarMonth] { focus.visibleMonths }

  /// Shows `count` months (at most ``requestedMonthCount``, at least 1), as many as fit the
  /// terminal; the focus stays visible.
  ///
  /// - Parameter count: how many months the screen can hold.
  public mutating func fit(monthCount count: Int) {
    let wanted = max(1, min(requestedMonthCount, count))
    if focus.visibleMonthCount != wanted { focus.visibleMonthCount = wanted }
  }

  /// The value Enter would confirm now, if the selection is complete.
  public var result: PickerResult? {
    switch mode {
    case .single:
      return selection.selectedDay.map(PickerResult.day)
    case .multiple:
      return selection.isEmpty ? nil : .days(selection.sortedDays)
    case .range:
      return selection.selectedRange.map(PickerResult.range)
    case .weekdays:
      return weekdays.isEmpty ? nil : .weekdays(weekdays)
    }
  }

  private mutating func refreshSummary() {
    summary = makeSummary()
  }

  private func makeSummary() -> String {
    let formatter = DayRangeFormatter(context: context)
    switch mode {
    case .single:
      guard let day = selection.selectedDay else { return "Pick a day" }
      return formatter.string(from: day)
    case .multiple:
      let days = selection.sortedDays
      switch days.count {
      case 0: return "Pick days"
      case 1: return "1 day: " + formatter.string(from: days[0])
      default:
        let first = formatter.string(from: days[0])
        let last = formatter.string(from: days[days.count - 1])
        return "\(days.count) days: \(first) … \(last)"
      }
    case .range:
      let phrase = StaySummary(selection: selection).phrase(locale: context.locale)
      if let range = selection.selectedRange {
        return formatter.string(from: range) + " · " + phrase
      }
      if let start = selection.pendingStart {
        return formatter.string(from: start) + " → … · " + phrase
      }
      return phrase
    case .weekdays:
      return weekdays.summary(in: context).text(in: context)
    }
  }
}
