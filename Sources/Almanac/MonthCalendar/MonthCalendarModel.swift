import Foundation

/// The platform-neutral model of a month calendar view: the days it shows, the selection, the
/// keyboard focus, the displayed month, the events, and the text to announce.
///
/// SwiftUI's calendar views and UIKit's `CalendarView` hold one of these and only map it:
/// a tap calls ``tap(_:)``, a key calls ``handle(_:)``, the header buttons call
/// ``showPreviousMonth()`` and ``showNextMonth()``, a paged scroll calls ``show(_:)``; each
/// returns a ``MonthCalendarUpdate`` with the events, the new month and the announcement.
/// ``page(for:)`` gives the cells of a month to draw; ``DayAppearance`` resolves a cell with a
/// style.
///
/// ```swift
/// let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
/// var model = MonthCalendarModel(
///   context: context, range: Day("2026-01-01")!...Day("2026-12-31")!,
///   today: Day("2026-03-18")!, mode: CalendarSelectionMode.range.selectionMode)
/// model.tap(Day("2026-03-20")!)
/// model.tap(Day("2026-03-16")!).announcement  // "Selected range: March 16 to March 20, 2026"
/// model.selectedDays                          // [2026-03-16, 2026-03-20]
/// ```
public struct MonthCalendarModel: Sendable {
  /// The calendar, locale, time zone and week rules the grid is drawn in.
  public let context: CalendarContext
  /// The days the calendar shows and may select; its months are the pages.
  public let range: ClosedRange<Day>
  /// Today, in the calendar's time zone.
  public var today: Day
  /// The selection (its availability holds the range, the included days and the
  /// can-select predicate).
  public internal(set) var selection: DaySelection
  /// The keyboard focus; its first visible month is the displayed month.
  public internal(set) var focus: FocusModel
  /// The events marked with dots.
  public var events: [CalendarEvent] {
    didSet { eventSpans = MonthCalendarModel.spans(of: events, in: context.timeZone) }
  }
  // The days each event covers, computed once per change of `events`.
  private var eventSpans: [ClosedRange<Day>]
  // The weekday header, from Foundation once.
  private let weekdayNames: [WeekdayName]

  /// Creates a model.
  ///
  /// - Parameters:
  ///   - context: The calendar, locale, time zone and week rules.
  ///   - range: The days shown and selectable; clamped to years 1 through 9999.
  ///   - today: Today in the calendar's time zone.
  ///   - mode: How taps select (``CalendarSelectionMode/selectionMode`` for the full
  ///     calendar).
  ///   - includedDays: Which days of the week may be selected.
  ///   - rangeRules: Rules for ranges; by default a range may cross unavailable days, which
  ///     stay unselected.
  ///   - allowsDeselection: Whether a tap on a selected day deselects it.
  ///   - canSelect: Decides, per day, whether it may be selected (pure and fast).
  ///   - selectedDays: The days selected initially (see ``setSelectedDays(_:)``).
  ///   - displayedDay: A day of the month to show first; by default the earliest selected day
  ///     in the range, else today (clamped to the range).
  ///   - events: The events marked with dots.
  public init(
    context: CalendarContext,
    range: ClosedRange<Day> = Day.earliest...Day.latest,
    today: Day,
    mode: SelectionMode,
    includedDays: IncludedDays = .allDays,
    rangeRules: RangeRules = RangeRules(crossing: .allowed),
    allowsDeselection: Bool = true,
    canSelect: (@Sendable (Day) -> Bool)? = nil,
    selectedDays: [Day] = [],
    displayedDay: Day? = nil,
    events: [CalendarEvent] = []
  ) {
    let lower = max(range.lowerBound, Day.earliest)
    let upper = max(lower, min(range.upperBound, Day.latest))
    var availability = includedDays.applied(
      to: Availability(firstDay: lower, lastDay: upper, rangeRules: rangeRules), in: context)
    if let canSelect { availability = availability.filtered(canSelect) }
    self.context = context
    self.range = lower...upper
    self.today = today
    self.events = events
    self.eventSpans = MonthCalendarModel.spans(of: events, in: context.timeZone)
    self.weekdayNames = WeekdayName.week(in: context)
    self.selection = DaySelection(
      mode: mode, availability: availability, allowsDeselectionByTap: allowsDeselection)
    self.focus = FocusModel(
      context: context, today: today, selection: selectedDays, bounds: lower...upper,
      policy: .allowUnavailable, availability: availability, visibleMonthCount: 1,
      paging: .byMonth)
    setSelectedDays(selectedDays)
    if let displayedDay {
      _ = focus.handle(.goToDay(min(max(displayedDay, lower), upper)))
    }
  }

  // MARK: Reading

  /// The month on screen.
  public var displayedMonth: CalendarMonth { focus.firstVisibleMonth }

  /// The displayed month's title ("March 2026").
  public var title: String { context.title(of: displayedMonth) }

  /// The month before the displayed one, or `nil` if it lies wholly before the range.
  public var previousMonth: CalendarMonth? {
    guard let month = context.month(before: displayedMonth), month.lastDay >= range.lowerBound
    else { return nil }
    return month
  }

  /// The month after the displayed one, or `nil` if it lies wholly after the range.
  public var nextMonth: CalendarMonth? {
    guard let month = context.month(after: displayedMonth), month.firstDay <= range.upperBound
    else { return nil }
    return month
  }

  /// Every month the range touches, in order: the pages of a paged view.
  ///
  /// - Complexity: O(months): integer math for Gregorian months, cached Foundation look-ups
  ///   for other calendars. Bound the range for paged views.
  public var months: [CalendarMonth] {
    context.months(from: range.lowerBound, through: range.upperBound)
  }

  /// Whether ← and → are mirrored and pages run right to left.
  public var readingDirection: ReadingDirection { focus.readingDirection }

  /// The screen direction of the "previous month" arrow: left, or right in right-to-left
  /// locales.
  public var previousMonthArrow: HorizontalArrow {
    readingDirection.isRightToLeft ? .right : .left
  }

  /// The screen direction of the "next month" arrow.
  public var nextMonthArrow: HorizontalArrow {
    readingDirection.isRightToLeft ? .left : .right
  }

  /// The months to move for a horizontal swipe whose content moves toward `arrow`: content
  /// pushed left shows the next month in left-to-right locales and the previous one in
  /// right-to-left locales.
  ///
  /// - Parameter arrow: The direction the finger moved.
  /// - Returns: +1 (next month) or -1 (previous month).
  public func monthStep(forSwipeToward arrow: HorizontalArrow) -> Int {
    (arrow == .left) != readingDirection.isRightToLeft ? 1 : -1
  }

  /// The selected days as a bound value holds them: the selected day (single), the days in
  /// ascending order (multiple), the start while a range is pending, the two ends of a range
  /// (one day if they coincide).
  public var selectedDays: [Day] {
    switch selection.mode {
    case .single, .multiple:
      return selection.sortedDays
    case .range, .ranges:
      if let range = selection.selectedRange {
        return range.lowerBound == range.upperBound
          ? [range.lowerBound] : [range.lowerBound, range.upperBound]
      }
      if case .ranges = selection.mode {
        return selection.selectedRanges.ranges.flatMap { [$0.lowerBound, $0.upperBound] }
      }
      return selection.pendingStart.map { [$0] } ?? []
    }
  }

  /// The completed range, if the mode selects ranges and both ends are chosen.
  public var selectedRange: ClosedRange<Day>? { selection.selectedRange }

  /// The events covering `day`, all-day ones first, then by start.
  ///
  /// - Parameter day: A day.
  /// - Complexity: O(n + k log k) for n events, k of them on the day.
  public func events(on day: Day) -> [CalendarEvent] {
    eventSpans.indices.filter { eventSpans[$0].contains(day) }.map { events[$0] }
      .sorted(by: CalendarEvent.displayOrder)
  }

  private static func spans(of events: [CalendarEvent], in timeZone: TimeZone)
    -> [ClosedRange<Day>]
  {
    events.map { $0.days(in: timeZone) }
  }

  // MARK: Pages

  /// The cells of `month`: the layout, each day's facts, accessible text, focus and events.
  ///
  /// - Parameters:
  ///   - month: A month of the context's calendar.
  ///   - rows: Variable rows (4 to 6) or always six (steady page heights).
  /// - Returns: The page.
  /// - Complexity: O(cells + n + k log k) for n events, k of them in the grid; one date text
  ///   per day of the grid.
  public func page(for month: CalendarMonth, rows: RowPolicy = .variable) -> MonthPage {
    let layout = MonthLayout(
      month: month, context: context,
      options: MonthLayoutOptions(rows: rows, adjacentDays: .shown, today: today))
    let renderer = SelectionRenderer(selection: selection, context: context, today: today)
    let labels = DayLabelRenderer(locale: context.locale)
    let window: ClosedRange<Day>? =
      layout.weeks.first?.cells.first?.day.flatMap { first in
        layout.weeks.last?.cells.last?.day.map { first...max(first, $0) }
      } ?? month.days
    // Only the counts matter here, so the index holds event numbers in any order.
    let spans = eventSpans
    let index = window.map { window in
      EventIndex(
        events: Array(spans.indices), window: window, span: { spans[$0] }, by: { $0 < $1 })
    }
    var weeks: [[MonthPageCell]] = []
    weeks.reserveCapacity(layout.weeks.count)
    for (row, week) in layout.weeks.enumerated() {
      var cells: [MonthPageCell] = []
      cells.reserveCapacity(7)
      for (column, cell) in week.cells.enumerated() {
        guard let day = cell.day else {
          cells.append(
            MonthPageCell(
              row: row, column: column, day: nil, dayText: "", isInMonth: cell.isInMonth,
              facts: nil, accessibleText: nil))
          continue
        }
        let facts = renderer.facts(for: day, displayedMonth: month)
        let count = index?.count(on: day) ?? 0
        let parts = DayLabelParts(
          facts: facts, context: context, eventCount: count > 0 ? count : nil)
        cells.append(
          MonthPageCell(
            row: row, column: column, day: day, dayText: context.format(number: cell.dayOfMonth),
            isInMonth: cell.isInMonth, facts: facts,
            accessibleText: labels.accessibleText(for: parts),
            isFocused: day == focus.focusedDay && cell.isInMonth, eventCount: count))
      }
      weeks.append(cells)
    }
    return MonthPage(
      month: month, title: context.title(of: month), weekdays: weekdayNames,
      weeks: weeks, weekNumbers: layout.weeks.map(\.number))
  }

  /// The page of the displayed month.
  public var displayedPage: MonthPage { page(for: displayedMonth) }
}
