import Foundation

/// The platform-neutral model of a calendar or date picker, the one model every face drives:
/// the months it shows (one or several side by side), the days (single, multiple, a range in
/// each behaviour, non-contiguous ranges) or the weekdays being picked, bounds and
/// availability, keyboard focus and paging, the month and year choices, the events per day,
/// the summary, the result, and every message and announcement in the locale's language.
///
/// SwiftUI's calendar views, UIKit's `CalendarView`, the terminal picker, the month text and
/// the HTML face hold one of these and only map it: a tap calls ``tap(_:)``, a key calls
/// ``handle(_:)`` (or ``activateFocusedDay()`` and ``confirm()``), the header buttons call
/// ``showPreviousMonth()`` and ``showNextMonth()``, a paged scroll calls ``show(_:)`` or
/// ``scrollMonths(by:)``; each returns a ``MonthCalendarUpdate`` with the events, the new
/// month and the announcement, and leaves a ``message`` when something was refused.
/// ``page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)`` and
/// ``visiblePages(rows:skippedDays:adjacentDays:includesAccessibleText:)`` give the cells to
/// draw; ``DayAppearance`` resolves a cell with a style.
///
/// The model is a value that compares whole (`Equatable`): a test can assert the entire state
/// after each action. Closures it holds are identified (``DayPredicate``, ``DayEventFeed``).
/// ``today`` has one home, the focus model, so setting it reaches everything.
///
/// ```swift
/// let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
/// var model = MonthCalendarModel(
///   context: context, range: Day("2026-01-01")!...Day("2026-12-31")!,
///   today: Day("2026-03-18")!, mode: .range(.eitherOrder))
/// model.tap(Day("2026-03-20")!)
/// model.tap(Day("2026-03-16")!).announcement  // "Selected range: March 16 to March 20, 2026"
/// model.selectedDays                          // [2026-03-16, 2026-03-20]
/// ```
public struct MonthCalendarModel: Sendable, Equatable {
  /// The calendar, locale, time zone and week rules the grid is drawn in.
  public let context: CalendarContext
  /// The days the calendar shows and may select; its months are the pages.
  public let range: ClosedRange<Day>
  /// Today, in the calendar's time zone. Held by the focus model (the `today` key goes
  /// there), so there is one source of truth: set it here when the day changes.
  public var today: Day {
    get { focus.today }
    set { focus.today = newValue }
  }
  /// The selection (its availability holds the range, the included days and the
  /// can-select predicate).
  public internal(set) var selection: DaySelection {
    didSet { refreshSummary() }
  }
  /// The keyboard focus; its first visible month is the displayed month.
  public internal(set) var focus: FocusModel
  /// The weekday row when the model picks weekdays instead of days (`nil` otherwise).
  public internal(set) var weekdayPicker: WeekdayPickerModel? {
    didSet { refreshSummary() }
  }
  /// Why the last action did not do what was asked, or `nil`; every action clears it first.
  public internal(set) var message: CalendarMessage?
  /// The summary line, worked out on the first read after the selection changes and kept
  /// (not per frame, and not at all by a face that never shows it, such as the month text):
  /// the stay's stage and length for a range ("Mar 5 – 9, 2026 · 4 nights"), the chosen day
  /// or days ("3 days: Mar 2, 2026 … Mar 9, 2026"), or the weekdays ("Weekdays").
  public var summary: String {
    if let known = summaryBox.text.withLock({ $0 }) { return known }
    let made = makeSummary()
    summaryBox.text.withLock { $0 = made }
    return made
  }
  // The summary of the current selection once read; replaced when the selection changes.
  var summaryBox = SummaryBox()
  /// The events marked with dots.
  public var events: [CalendarEvent] {
    didSet { eventSpans = MonthCalendarModel.spans(of: events, in: context.timeZone) }
  }
  /// Events from an outside store; when set, it replaces ``events`` for counts and lines.
  public var eventFeed: DayEventFeed?
  // The days each event covers, computed once per change of `events`.
  private var eventSpans: [ClosedRange<Day>]
  // The weekday header and the day numbers 0 to 40, shared by every model of the context.
  private let constants: ContextConstants

  /// Creates a model.
  ///
  /// - Parameters:
  ///   - context: The calendar, locale, time zone and week rules.
  ///   - range: The days shown and selectable; clamped to years 1 through 9999.
  ///   - today: Today in the calendar's time zone.
  ///   - mode: How taps select (the month calendar views pass
  ///     ``CalendarSelectionMode/pickerMode``'s selection mode).
  ///   - includedDays: Which days of the week may be selected.
  ///   - weekend: Which weekend `includedDays` means: the locale's (by default) or Saturday
  ///     and Sunday.
  ///   - rangeRules: Rules for ranges; by default a range may cross unavailable days, which
  ///     stay unselected.
  ///   - allowsDeselection: Whether a tap on a selected day deselects it.
  ///   - canSelect: Decides, per day, whether it may be selected (pure and fast); identified
  ///     as `"canSelect"` when models are compared (pass a ``DayPredicate`` through
  ///     `availability` to name it).
  ///   - selectedDays: The days selected initially (see ``setSelectedDays(_:)``).
  ///   - displayedDay: A day of the month to show first; by default the earliest selected day
  ///     in the range, else today (clamped to the range).
  ///   - events: The events marked with dots.
  ///   - visibleMonthCount: How many months show side by side (at least 1).
  public init(
    context: CalendarContext,
    range: ClosedRange<Day> = Day.earliest...Day.latest,
    today: Day,
    mode: SelectionMode,
    includedDays: IncludedDays = .allDays,
    weekend: WeekdaySummary.WeekendReading = .locale,
    rangeRules: RangeRules = RangeRules(crossing: .allowed),
    allowsDeselection: Bool = true,
    canSelect: (@Sendable (Day) -> Bool)? = nil,
    selectedDays: [Day] = [],
    displayedDay: Day? = nil,
    events: [CalendarEvent] = [],
    visibleMonthCount: Int = 1
  ) {
    let lower = max(range.lowerBound, Day.earliest)
    let upper = max(lower, min(range.upperBound, Day.latest))
    var availability = includedDays.applied(
      to: Availability(firstDay: lower, lastDay: upper, rangeRules: rangeRules), in: context,
      weekend: weekend)
    if let canSelect { availability = availability.filtered(id: "canSelect", canSelect) }
    self.context = context
    self.range = lower...upper
    self.events = events
    self.eventSpans = MonthCalendarModel.spans(of: events, in: context.timeZone)
    self.constants = ContextConstants.of(context)
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
    focus.visibleMonthCount = max(1, visibleMonthCount)
  }

  /// Creates a picker, the one initializer of every picking face (the terminal's
  /// `almanac pick`, the web face, a booking widget): what it picks (any ``PickerMode``), which
  /// days can be picked, the initial value, the first month and how many months show.
  ///
  /// The range is the availability's bounds (every supported day when unbounded). Days the
  /// context's time zone skipped (Pacific/Apia 2011-12-30) are added as unavailable
  /// ("Skipped by the time zone"). The focus starts on the initial selection if there is one,
  /// else on today if it can be picked, else on the first day that can (``FocusModel``'s
  /// rule); with `startMonth`, on the first available day of that month; in weekday mode on
  /// the first chosen weekday in calendar order, else the week's first day.
  ///
  /// - Parameters:
  ///   - mode: What is picked.
  ///   - context: The calendar, locale and week rules.
  ///   - today: Today in the person's time zone.
  ///   - availability: Which days can be picked, why others cannot, and the range rules.
  ///   - initial: The initial value (it must fit the mode).
  ///   - startMonth: The first month to show when there is no initial value.
  ///   - visibleMonthCount: How many months show side by side (at least 1).
  ///   - readingDirection: Overrides the locale's direction for ← and → (a terminal draws
  ///     its grid left to right in every locale).
  ///   - allowsDeselection: Whether a tap on a selected day deselects it.
  ///   - events: The events marked with dots.
  /// - Throws: ``PickerSetupError`` when the initial value does not fit the mode or the
  ///   selection refuses it.
  public init(
    picking mode: PickerMode, context: CalendarContext, today: Day,
    availability: Availability = .unrestricted, initial: PickerResult? = nil,
    startMonth: CalendarMonth? = nil, visibleMonthCount: Int = 1,
    readingDirection: ReadingDirection? = nil, allowsDeselection: Bool = true,
    events: [CalendarEvent] = []
  ) throws(PickerSetupError) {
    let selectionMode = mode.selectionMode ?? .multiple
    let picksWeekdays = mode == .weekdays
    var availability = availability
    let skipped = context.skippedDays(in: Day.earliest...Day.latest)
    if !skipped.isEmpty {
      availability = availability.disabling(
        skipped, label: LocalizedWords(locale: context.locale)(.skippedByTimeZone))
    }
    var selection = DaySelection(
      mode: selectionMode, availability: availability,
      allowsDeselectionByTap: allowsDeselection)
    var weekdays = WeekdaySet.none
    switch (picksWeekdays, selectionMode, initial) {
    case (_, _, nil):
      break
    case (true, _, .weekdays(let set)):
      weekdays = set
    case (false, _, .day(let day)):
      try Self.apply(selection.select(day))
    case (false, .multiple, .days(let days)):
      for day in days { try Self.apply(selection.select(day)) }
    case (false, .multiple, .range(let range)), (false, .range, .range(let range)),
      (false, .ranges, .range(let range)):
      try Self.apply(selection.selectRange(range))
    case (false, .ranges, .ranges(let set)):
      for range in set.ranges { try Self.apply(selection.selectRange(range)) }
    case (_, _, .some(let value)):
      throw .initialValueDoesNotFitMode(value)
    }
    let chosen =
      selection.sortedDays
      + [selection.pendingStart, selection.selectedRange?.lowerBound].compactMap { $0 }
      + (selection.selectedRanges.ranges.first.map { [$0.lowerBound] } ?? [])
    let lower = availability.firstDay.map { max($0, Day.earliest) } ?? Day.earliest
    let upper = availability.lastDay.map { min($0, Day.latest) } ?? Day.latest
    let bounds = lower <= upper ? lower...upper : Day.earliest...Day.latest
    var focus = FocusModel(
      context: context, today: today, selection: chosen, bounds: bounds,
      policy: .allowUnavailable, availability: availability, visibleMonthCount: 1,
      readingDirection: readingDirection)
    if chosen.isEmpty, let startMonth {
      let target =
        availability.firstAvailable(
          onOrAfter: startMonth.firstDay, through: startMonth.lastDay) ?? startMonth.firstDay
      _ = focus.handle(.goToDay(target))
    }
    focus.visibleMonthCount = max(1, visibleMonthCount)
    self.context = context
    self.range = bounds
    self.events = events
    self.eventSpans = MonthCalendarModel.spans(of: events, in: context.timeZone)
    self.constants = ContextConstants.of(context)
    self.selection = selection
    self.focus = focus
    if picksWeekdays {
      self.weekdayPicker = WeekdayPickerModel(
        context: context, selection: Set(weekdays.weekdays),
        readingDirection: readingDirection)
    }
  }

  private static func apply(_ events: [SelectionEvent]) throws(PickerSetupError) {
    for case .rejected(let day, let reason) in events {
      throw .initialValueRejected(day, reason)
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
  /// - Returns: The events on the day, possibly empty.
  /// - Complexity: O(n + k log k) for n events, k of them on the day.
  public func events(on day: Day) -> [CalendarEvent] {
    eventSpans.indices.filter { eventSpans[$0].contains(day) }.map { events[$0] }
      .sorted(by: CalendarEvent.displayOrder)
  }

  /// The number of events covering `day`: the feed's count when there is a feed.
  ///
  /// - Parameter day: A day.
  /// - Returns: The count.
  /// - Complexity: The feed's, or O(n) for n events.
  public func eventCount(on day: Day) -> Int {
    if let eventFeed { return eventFeed.count(on: day) }
    return eventSpans.reduce(0) { $0 + ($1.contains(day) ? 1 : 0) }
  }

  /// One line of text per event of `day`, in display order: the feed's lines, or the titles
  /// of ``events(on:)``.
  ///
  /// - Parameter day: A day.
  /// - Returns: The lines.
  public func eventLines(on day: Day) -> [String] {
    if let eventFeed { return eventFeed.lines(on: day) }
    return events(on: day).map(\.title)
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
  ///   - skippedDays: Whether days the time zone skipped are omitted (the later days move up
  ///     a cell) or keep their cells, flagged (``MonthPageCell/isSkipped``).
  ///   - adjacentDays: Whether the days of the neighbouring months that fill the first and
  ///     last weeks carry their days and facts, or are empty slots (a face that never draws
  ///     them saves their work).
  ///   - includesAccessibleText: Whether cells carry accessible text (a face that speaks
  ///     none, the terminal, saves one date format per day).
  /// - Returns: The page.
  /// - Complexity: O(cells + n + k log k) for n events, k of them in the grid; one date text
  ///   per day of the grid when accessible text is included.
  public func page(
    for month: CalendarMonth, rows: RowPolicy = .variable,
    skippedDays: SkippedDayPolicy = .omitted, adjacentDays: AdjacentDays = .shown,
    includesAccessibleText: Bool = true
  ) -> MonthPage {
    var renderer = SelectionRenderer(selection: selection, context: context, today: today)
    return page(
      for: month, rows: rows, skippedDays: skippedDays, adjacentDays: adjacentDays,
      includesAccessibleText: includesAccessibleText,
      renderer: &renderer, title: context.title(of: month))
  }

  /// The pages of the visible months (``visibleMonths``), first to last.
  ///
  /// - Parameters:
  ///   - rows: Variable rows or always six.
  ///   - skippedDays: Whether skipped days are omitted or flagged.
  ///   - adjacentDays: Whether adjacent days carry their days and facts.
  ///   - includesAccessibleText: Whether cells carry accessible text.
  /// - Returns: One page per visible month.
  /// - Complexity: As ``page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)`` per
  ///   month.
  public func visiblePages(
    rows: RowPolicy = .variable, skippedDays: SkippedDayPolicy = .omitted,
    adjacentDays: AdjacentDays = .shown, includesAccessibleText: Bool = true
  ) -> [MonthPage] {
    pages(
      for: visibleMonths, rows: rows, skippedDays: skippedDays, adjacentDays: adjacentDays,
      includesAccessibleText: includesAccessibleText)
  }

  /// The pages of `months`, in order: as many calls of
  /// ``page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)``, with the
  /// selection's per-render work done once (a year or a century of months as text).
  ///
  /// - Parameters:
  ///   - months: Months of the context's calendar.
  ///   - rows: Variable rows or always six.
  ///   - skippedDays: Whether skipped days are omitted or flagged.
  ///   - adjacentDays: Whether adjacent days carry their days and facts.
  ///   - includesAccessibleText: Whether cells carry accessible text.
  /// - Returns: One page per month.
  /// - Complexity: As ``page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)`` per
  ///   month.
  public func pages(
    for months: [CalendarMonth], rows: RowPolicy = .variable,
    skippedDays: SkippedDayPolicy = .omitted, adjacentDays: AdjacentDays = .shown,
    includesAccessibleText: Bool = true
  ) -> [MonthPage] {
    // One renderer for every page, lent to each (a copy per page retained its arrays).
    var renderer = SelectionRenderer(selection: selection, context: context, today: today)
    // The titles of more than a year of months share their templates and each year's digits
    // (for fewer, each name comes once and keeping its template costs more than it saves).
    var titles = months.count > 12 ? MonthTitleWriter(context: context) : nil
    var pages: [MonthPage] = []
    pages.reserveCapacity(months.count)
    for month in months {
      pages.append(
        page(
          for: month, rows: rows, skippedDays: skippedDays, adjacentDays: adjacentDays,
          includesAccessibleText: includesAccessibleText, renderer: &renderer,
          title: titles?.title(of: month) ?? context.title(of: month)))
    }
    return pages
  }

  private func page(
    for month: CalendarMonth, rows: RowPolicy, skippedDays: SkippedDayPolicy,
    adjacentDays: AdjacentDays, includesAccessibleText: Bool, renderer: inout SelectionRenderer,
    title: String
  ) -> MonthPage {
    let options = MonthLayoutOptions(
      rows: rows, adjacentDays: adjacentDays, skippedDays: skippedDays, today: today)
    let dayLabels = includesAccessibleText ? DayLabelRenderer(locale: context.locale) : nil
    let spans = eventSpans
    let feed = eventFeed
    // The model's own events are indexed over the grid's days, which a layout kept whole
    // gives; otherwise the rows are built straight into page cells, with no layout between.
    let layout =
      spans.isEmpty || feed != nil
      ? nil : MonthLayout(month: month, context: context, options: options)
    let window: ClosedRange<Day>? = layout.map { layout in
      layout.weeks.first?.cells.first?.day.flatMap { first in
        layout.weeks.last?.cells.last?.day.map { first...max(first, $0) }
      } ?? month.days
    }
    // Only the counts matter here, so the index holds event numbers in any order.
    let index =
      window.map { window in
        EventIndex(
          events: Array(spans.indices), window: window, span: { spans[$0] }, by: { $0 < $1 })
      }
    // One way of counting for the whole page, taken out of its optional once (asking
    // `feed?.count(on:) ?? index?.count(on:)` per cell copied both optionals per cell).
    let counter: ((Day) -> Int)? =
      if let feed { feed.count(on:) } else if let index { index.count(on:) } else { nil }
    let isPickingWeekdays: Bool = if case .some = weekdayPicker { true } else { false }
    var packer = MonthPagePacker(
      month: month, counter: counter, dayLabels: dayLabels,
      focusedDay: isPickingWeekdays ? nil : focus.focusedDay,
      dayTexts: constants.dayNumberTexts)
    if let layout {
      for week in layout.weeks {
        week.cells.withUnsafeBufferPointer {
          packer.addRow(week.number, $0, renderer: &renderer, context: context)
        }
      }
    } else {
      MonthLayout.forEachRow(of: month, in: context, options: options) {
        packer.addRow($0, $1, renderer: &renderer, context: context)
      }
    }
    packer.finish()
    return MonthPage(
      month: month, title: title, weekdays: constants.weekdayNames,
      cells: packer.cells, weekNumbers: packer.weekNumbers)
  }

  /// The page of the displayed month.
  public var displayedPage: MonthPage { page(for: displayedMonth) }
}
