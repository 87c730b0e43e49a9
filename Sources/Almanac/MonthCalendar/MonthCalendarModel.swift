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
/// ``page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)`` gives the cells of each
/// month in ``visibleMonths`` to draw; ``DayAppearance`` resolves a cell with a style.
///
/// What is being picked is one value, ``picking``: days, with their ``DaySelection`` and
/// ``FocusModel``, or weekdays, with their ``WeekdayRow``; a model picking weekdays has no
/// day selection to get out of step. The model is a value that compares whole
/// (`Equatable`: the context, the range, what is picked, the message and the events): a test
/// can assert the entire state after each action. Closures it holds are identified
/// (`DayPredicate`, ``DayEventFeed``).
///
/// ```swift
/// let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
/// var model = try MonthCalendarModel(
///   picking: .range(.eitherOrder), context: context, today: Day("2026-03-18")!,
///   availability: Availability(firstDay: Day("2026-01-01")!, lastDay: Day("2026-12-31")!))
/// model.tap(Day("2026-03-20")!)
/// model.tap(Day("2026-03-16")!).announcement  // "Selected range: March 16 to March 20, 2026"
/// model.selectedDays                          // [2026-03-16, 2026-03-20]
/// ```
public struct MonthCalendarModel: Sendable, Equatable {
  /// What a model picks, with the state that only that kind of picking has.
  public enum Picking: Sendable, Equatable {
    /// Days: the selection (its mode, availability and chosen days) and the keyboard focus
    /// over the months.
    case days(DaySelection, FocusModel)
    /// Weekdays: the seven-day row with the chosen weekdays and its focus.
    case weekdays(WeekdayRow)
  }

  /// The calendar, locale, time zone and week rules the grid is drawn in.
  public let context: CalendarContext
  /// The days the calendar shows and may select; its months are the pages.
  public let range: ClosedRange<Day>
  /// What is being picked: the days with their selection and focus, or the weekday row.
  public internal(set) var picking: Picking
  /// Why the last action did not do what was asked, or `nil`; every action clears it first.
  public internal(set) var message: CalendarMessage?
  /// The events marked with dots: the model's own list, or an outside store's feed. The one
  /// way events enter the model.
  public var events: DayEvents {
    didSet { eventSpans = events.spans(in: context.timeZone) }
  }
  // The days each listed event covers, computed once per change of `events`.
  var eventSpans: [ClosedRange<Day>]
  // The weekday header and the day numbers 0 to 40, shared by every model of the context.
  let constants: ContextConstants
  // The summary of the current selection once read; replaced when the selection changes.
  var summaryCache: SummaryCache

  /// Whether two models are in the same state: the same context, range, picking (selection
  /// and focus, or weekday row), message and events. What is worked out from these (the
  /// events' days, the context's texts, the summary once read) is not compared.
  ///
  /// - Parameters:
  ///   - lhs: A model.
  ///   - rhs: Another model.
  /// - Returns: `true` when they are in the same state.
  public static func == (lhs: MonthCalendarModel, rhs: MonthCalendarModel) -> Bool {
    lhs.context == rhs.context && lhs.range == rhs.range && lhs.picking == rhs.picking
      && lhs.message == rhs.message && lhs.events == rhs.events
  }

  /// Creates a picker, the one initializer of every picking face (the terminal's
  /// `almanac pick`, the web face, the SwiftUI and UIKit calendars, a booking widget): what it
  /// picks (any ``PickerMode``), which days can be picked, the initial value, the first month
  /// and how many months show.
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
  ///   - weekend: Which weekend the weekday summary's "Weekdays" and "Weekends" mean: the
  ///     locale's (by default) or Saturday and Sunday.
  ///   - events: The events marked with dots.
  /// - Throws: ``PickerSetupError`` when the initial value does not fit the mode or the
  ///   selection refuses it.
  public init(
    picking mode: PickerMode, context: CalendarContext, today: Day,
    availability: Availability = .unrestricted, initial: PickerResult? = nil,
    startMonth: CalendarMonth? = nil, visibleMonthCount: Int = 1,
    readingDirection: ReadingDirection? = nil, allowsDeselection: Bool = true,
    weekend: WeekendReading = .locale, events: DayEvents = .list([])
  ) throws(PickerSetupError) {
    self.init(
      showing: mode, context: context, today: today, availability: availability,
      startMonth: startMonth, visibleMonthCount: visibleMonthCount,
      readingDirection: readingDirection, allowsDeselection: allowsDeselection,
      weekend: weekend, events: events)
    if let initial { try setInitialValue(initial) }
  }

  /// A picker with nothing chosen yet, as
  /// ``init(picking:context:today:availability:initial:startMonth:visibleMonthCount:readingDirection:allowsDeselection:weekend:events:)``
  /// makes it: the faces that hold their value as a list of dates pass it with
  /// ``setSelectedDays(_:)`` afterwards, which drops what the rules refuse instead of
  /// throwing.
  ///
  /// - Parameters:
  ///   - mode: What is picked.
  ///   - context: The calendar, locale and week rules.
  ///   - today: Today in the person's time zone.
  ///   - availability: Which days can be picked, why others cannot, and the range rules.
  ///   - startMonth: The first month to show.
  ///   - visibleMonthCount: How many months show side by side (at least 1).
  ///   - readingDirection: Overrides the locale's direction for ← and →.
  ///   - allowsDeselection: Whether a tap on a selected day deselects it.
  ///   - weekend: Which weekend the weekday summary means.
  ///   - events: The events marked with dots.
  package init(
    showing mode: PickerMode, context: CalendarContext, today: Day,
    availability: Availability = .unrestricted, startMonth: CalendarMonth? = nil,
    visibleMonthCount: Int = 1, readingDirection: ReadingDirection? = nil,
    allowsDeselection: Bool = true, weekend: WeekendReading = .locale,
    events: DayEvents = .list([])
  ) {
    var availability = availability
    let skipped = context.skippedDays(in: Day.earliest...Day.latest)
    if !skipped.isEmpty {
      availability = availability.disabling(
        skipped, label: LocalizedWords(locale: context.locale)(.skippedByTimeZone))
    }
    let lower = availability.firstDay.map { max($0, Day.earliest) } ?? Day.earliest
    let upper = availability.lastDay.map { min($0, Day.latest) } ?? Day.latest
    let bounds = lower <= upper ? lower...upper : Day.earliest...Day.latest
    self.context = context
    self.range = bounds
    self.message = nil
    self.events = events
    self.eventSpans = events.spans(in: context.timeZone)
    self.constants = ContextConstants.of(context)
    if let selectionMode = mode.selectionMode {
      let selection = DaySelection(
        mode: selectionMode, availability: availability,
        allowsDeselectionByTap: allowsDeselection)
      var focus = FocusModel(
        context: context, today: today, bounds: bounds, policy: .allowUnavailable,
        availability: availability, visibleMonthCount: 1, readingDirection: readingDirection)
      if let startMonth {
        let target =
          availability.firstAvailable(
            onOrAfter: startMonth.firstDay, through: startMonth.lastDay) ?? startMonth.firstDay
        _ = focus.handle(.goToDay(target))
      }
      focus.visibleMonthCount = max(1, visibleMonthCount)
      self.summaryCache = SummaryCache()
      self.picking = .days(selection, focus)
    } else {
      let row = WeekdayRow(
        context: context, today: today, selection: .none, readingDirection: readingDirection,
        weekend: weekend)
      self.summaryCache = SummaryCache()
      self.picking = .weekdays(row)
    }
  }

  /// Sets the initial value and puts the focus where a new picker with it puts it.
  private mutating func setInitialValue(_ value: PickerResult) throws(PickerSetupError) {
    switch picking {
    case .weekdays(var row):
      guard case .weekdays(let set) = value else { throw .initialValueDoesNotFitMode(value) }
      row.selection = set
      row.focus = WeekdayFocus(
        context: context, selection: Set(set.weekdays),
        readingDirection: row.focus.readingDirection)
      picking = .weekdays(row)
      summaryCache = SummaryCache()
    case .days(var selection, let focus):
      switch (selection.mode, value) {
      case (_, .day(let day)):
        try Self.check(selection.select(day))
      case (.multiple, .days(let days)):
        for day in days { try Self.check(selection.select(day)) }
      case (.multiple, .range(let range)), (.range, .range(let range)),
        (.ranges, .range(let range)):
        try Self.check(selection.selectRange(range))
      case (.ranges, .ranges(let set)):
        for range in set.ranges { try Self.check(selection.selectRange(range)) }
      default:
        throw .initialValueDoesNotFitMode(value)
      }
      picking = .days(selection, focus)
      summaryCache = SummaryCache()
      if !selection.isEmpty { restoreView(firstMonth: nil, focusedDay: nil) }
    }
  }

  private static func check(_ events: [SelectionEvent]) throws(PickerSetupError) {
    for case .rejected(let day, let reason) in events {
      throw .initialValueRejected(day, reason)
    }
  }

  // MARK: The state picked

  /// The day selection, or `nil` when the model picks weekdays.
  package var selection: DaySelection? {
    if case .days(let selection, _) = picking { return selection }
    return nil
  }

  /// The keyboard focus over the months, or `nil` when the model picks weekdays.
  package var focus: FocusModel? {
    if case .days(_, let focus) = picking { return focus }
    return nil
  }

  /// The weekday row, or `nil` when the model picks days.
  package var weekdayRow: WeekdayRow? {
    if case .weekdays(let row) = picking { return row }
    return nil
  }

  /// Whether the model picks days.
  var picksDays: Bool {
    if case .days = picking { return true }
    return false
  }

  /// Changes the day selection in place and forgets the summary; nothing in weekday mode.
  ///
  /// - Parameter change: The change.
  /// - Returns: What the change returns, or `nil` in weekday mode.
  @discardableResult
  mutating func changeSelection<Result>(_ change: (inout DaySelection) -> Result) -> Result? {
    guard case .days(var selection, let focus) = picking else { return nil }
    let result = change(&selection)
    summaryCache = SummaryCache()
    picking = .days(selection, focus)
    return result
  }

  /// Changes the focus in place; nothing in weekday mode.
  ///
  /// - Parameter change: The change.
  /// - Returns: What the change returns, or `nil` in weekday mode.
  @discardableResult
  mutating func changeFocus<Result>(_ change: (inout FocusModel) -> Result) -> Result? {
    guard case .days(let selection, var focus) = picking else { return nil }
    let result = change(&focus)
    picking = .days(selection, focus)
    return result
  }

  /// Changes the weekday row in place and forgets the summary; nothing in a day mode.
  ///
  /// - Parameter change: The change.
  /// - Returns: What the change returns, or `nil` in a day mode.
  @discardableResult
  mutating func changeRow<Result>(_ change: (inout WeekdayRow) -> Result) -> Result? {
    guard case .weekdays(var row) = picking else { return nil }
    let result = change(&row)
    summaryCache = SummaryCache()
    picking = .weekdays(row)
    return result
  }

  // MARK: Reading

  /// Today, in the calendar's time zone (today's mark, the `today` key). Set it when the day
  /// changes.
  public var today: Day {
    get {
      switch picking {
      case .days(_, let focus): focus.today
      case .weekdays(let row): row.today
      }
    }
    set {
      switch picking {
      case .days: changeFocus { $0.today = newValue }
      case .weekdays(var row):
        row.today = newValue
        picking = .weekdays(row)
      }
    }
  }

  /// What the model picks, as a picker mode.
  package var pickerMode: PickerMode {
    guard case .days(let selection, _) = picking else { return .weekdays }
    switch selection.mode {
    case .single: return .single
    case .multiple(let maximum): return .multiple(maximumCount: maximum)
    case .range(let behavior): return .range(behavior)
    case .ranges: return .ranges
    }
  }

  /// The month on screen (in weekday mode, today's month).
  public var displayedMonth: CalendarMonth {
    if case .days(_, let focus) = picking { return focus.firstVisibleMonth }
    return context.month(containing: today)
  }

  /// The displayed month's title ("March 2026").
  package var title: String { context.title(of: displayedMonth) }

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

  /// Whether ← and → are mirrored and pages run right to left.
  public var readingDirection: ReadingDirection {
    switch picking {
    case .days(_, let focus): focus.readingDirection
    case .weekdays(let row): row.focus.readingDirection
    }
  }

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
  /// (one day if they coincide), every range's ends (ranges); none in weekday mode.
  public var selectedDays: [Day] {
    guard case .days(let selection, _) = picking else { return [] }
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

  /// The completed range, if the mode selects a range and both ends are chosen.
  package var selectedRange: ClosedRange<Day>? {
    if case .days(let selection, _) = picking { return selection.selectedRange }
    return nil
  }

  /// How many months show side by side (at least 1; always 1 in weekday mode). Changing it (a
  /// window resized) pages the months if the focus no longer shows.
  package var visibleMonthCount: Int {
    get {
      if case .days(_, let focus) = picking { return focus.visibleMonthCount }
      return 1
    }
    set { changeFocus { $0.visibleMonthCount = max(1, newValue) } }
  }

  /// The months on screen, first to last.
  ///
  /// - Complexity: O(months shown) month steps.
  public var visibleMonths: [CalendarMonth] {
    if case .days(_, let focus) = picking { return focus.visibleMonths }
    return [displayedMonth]
  }

  /// The focused day (in weekday mode, today: the row's focus is a weekday, in
  /// ``WeekdayRow/focus``).
  public var focusedDay: Day {
    if case .days(_, let focus) = picking { return focus.focusedDay }
    return today
  }

  // MARK: Result and words

  /// The value a confirmation would give now, if the selection is complete: the day, the
  /// days in order, the complete range, the non-contiguous ranges, or the weekdays.
  public var result: PickerResult? {
    switch picking {
    case .weekdays(let row):
      return row.selection.isEmpty ? nil : .weekdays(row.selection)
    case .days(let selection, _):
      switch selection.mode {
      case .single:
        return selection.selectedDay.map(PickerResult.day)
      case .multiple:
        return selection.isEmpty ? nil : .days(selection.sortedDays)
      case .range:
        return selection.selectedRange.map(PickerResult.range)
      case .ranges:
        return selection.selectedRanges.isEmpty ? nil : .ranges(selection.selectedRanges)
      }
    }
  }

  /// The ``message`` in the context's language, or `nil`.
  public var messageText: String? { message?.text(in: context) }

  /// The summary line: the stay's stage and length for a range ("Mar 5 – 9, 2026 · 4
  /// nights"), the chosen day or days ("3 days: Mar 2, 2026 … Mar 9, 2026"), or the weekdays
  /// ("Weekdays"). Worked out on the first read after the selection changes and kept (not
  /// per frame, and not at all by a face that never shows it, such as the month text).
  public var summary: String {
    if let known = summaryCache.known { return known }
    let made = makeSummary()
    summaryCache.keep(made)
    return made
  }

  // MARK: Events

  /// The events covering `day`, all-day ones first, then by start; none from a feed, which
  /// gives counts and lines per day only.
  ///
  /// - Parameter day: A day.
  /// - Returns: The events on the day, possibly empty.
  /// - Complexity: O(n + k log k) for n events, k of them on the day.
  public func events(on day: Day) -> [CalendarEvent] {
    guard case .list(let list) = events else { return [] }
    return eventSpans.indices.filter { eventSpans[$0].contains(day) }.map { list[$0] }
      .sorted(by: CalendarEvent.displayOrder)
  }

  /// The number of events covering `day`.
  ///
  /// - Parameter day: A day.
  /// - Returns: The count.
  /// - Complexity: The feed's, or O(n) for n listed events.
  func eventCount(on day: Day) -> Int {
    if case .feed(let feed) = events { return feed.count(on: day) }
    return eventSpans.reduce(0) { $0 + ($1.contains(day) ? 1 : 0) }
  }

  /// One line of text per event of `day`, in display order: the feed's lines, or the titles
  /// of ``events(on:)``.
  ///
  /// - Parameter day: A day.
  /// - Returns: The lines.
  package func eventLines(on day: Day) -> [String] {
    if case .feed(let feed) = events { return feed.lines(on: day) }
    return events(on: day).map(\.title)
  }

  /// An index of the events over the days `page` shows, so that a face drawing dots in each
  /// cell's event colours asks O(1) per day instead of filtering every event; each day's
  /// events are in ``CalendarEvent/displayOrder(_:_:)``, as ``events(on:)`` gives them.
  ///
  /// - Parameter page: A page of this model.
  /// - Returns: The index, or `nil` for a page without days or a model fed from outside.
  /// - Complexity: O(n + k log k + c) for n events, k of them on the page, and c (event, day)
  ///   pairs on the page.
  package func eventIndex(for page: MonthPage) -> EventIndex<CalendarEvent>? {
    guard case .list(let list) = events else { return nil }
    let days = page.cells.compactMap(\.day)
    guard let first = days.min(), let last = days.max() else { return nil }
    // Indexed by position, so each event's days come from the spans the model keeps.
    let spans = eventSpans
    return EventIndex(
      events: Array(list.indices), window: first...last, span: { spans[$0] },
      by: { CalendarEvent.displayOrder(list[$0], list[$1]) }
    ).map { list[$0] }
  }
}
