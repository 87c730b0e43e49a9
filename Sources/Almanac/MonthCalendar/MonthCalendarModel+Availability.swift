extension MonthCalendarModel {
  /// Creates a model whose selection follows a whole ``Availability`` (bounds, weekday rules,
  /// disabled days with their reasons, predicates and range rules) and that shows
  /// `visibleMonthCount` months at once, paging by month.
  ///
  /// The web face builds one of these per request; the other initializer takes a bare
  /// predicate, whose refusals carry no reason.
  ///
  /// - Parameters:
  ///   - context: The calendar, locale, time zone and week rules.
  ///   - today: Today in the calendar's time zone.
  ///   - mode: How taps select.
  ///   - availability: Which days may be selected and why not; its first and last day bound
  ///     the calendar (years 1 through 9999 when absent).
  ///   - visibleMonthCount: How many months are shown side by side (at least 1).
  ///   - allowsDeselection: Whether a tap on a selected day deselects it.
  ///   - events: The events marked with dots.
  public init(
    context: CalendarContext, today: Day, mode: SelectionMode, availability: Availability,
    visibleMonthCount: Int, allowsDeselection: Bool = true, events: [CalendarEvent] = []
  ) {
    let lower = availability.firstDay ?? Day.earliest
    let upper = max(lower, availability.lastDay ?? Day.latest)
    self.init(
      context: context, range: lower...upper, today: today, mode: mode,
      rangeRules: availability.rangeRules, allowsDeselection: allowsDeselection, events: events)
    var bounded = availability
    bounded.firstDay = range.lowerBound
    bounded.lastDay = range.upperBound
    selection.availability = bounded
    focus = FocusModel(
      context: context, today: today, bounds: range, policy: .allowUnavailable,
      availability: bounded, visibleMonthCount: visibleMonthCount, paging: .byMonth)
  }

  /// Restores a view (from a web request or a saved scene): the first visible month and the
  /// focused day, each clamped to the range; the months page to show the focus if the two
  /// disagree.
  ///
  /// - Parameters:
  ///   - firstMonth: The first month on screen.
  ///   - focusedDay: The day with the keyboard focus.
  public mutating func restoreView(firstMonth: CalendarMonth, focusedDay: Day) {
    focus.focusedDay = min(max(focusedDay, range.lowerBound), range.upperBound)
    focus.firstVisibleMonth = context.clamp(firstMonth, to: range)
    focus.intendedDayOfMonth = nil
    focus.revealFocus()
  }
}

extension MonthCalendarModel {
  /// Scrolls the visible months by `step` months, keeping the focused day where it still
  /// shows (the header's previous and next buttons when several months are on screen); a
  /// scroll that would show a month wholly outside the range does nothing.
  ///
  /// - Parameter step: Months to scroll: negative toward earlier months.
  /// - Returns: The focus events, the new displayed month and the visible months' titles to
  ///   announce, if they changed.
  @discardableResult
  public mutating func scrollMonthsWithinRange(by step: Int) -> MonthCalendarUpdate {
    let count = focus.visibleMonthCount
    if step < 0 {
      guard let month = context.month(step, after: displayedMonth),
        month.lastDay >= range.lowerBound
      else { return MonthCalendarUpdate() }
    } else if step > 0 {
      guard let month = context.month(count - 1 + step, after: displayedMonth),
        month.firstDay <= range.upperBound
      else { return MonthCalendarUpdate() }
    }
    let events = focus.scrollMonths(by: step)
    var update = MonthCalendarUpdate(focusEvents: events)
    for event in events {
      guard case .monthChanged = event else { continue }
      update.displayedMonth = displayedMonth
      update.announcement = Announcer(context: context).monthChanged(focus.visibleMonths)
    }
    return update
  }
}
