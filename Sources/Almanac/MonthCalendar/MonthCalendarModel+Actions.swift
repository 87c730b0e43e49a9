extension MonthCalendarModel {
  /// A tap (or Return/Space) on `day`: the selection reacts by its mode and rules, and the
  /// focus moves to the day if it is in a visible month (a tap never pages). A refusal
  /// becomes the ``message``, as does a tap in weekday mode, which shows no days.
  ///
  /// - Parameter day: The day tapped.
  /// - Returns: The selection events and the announcement (a completed or cleared selection,
  ///   or why the tap was refused).
  @discardableResult
  public mutating func tap(_ day: Day) -> MonthCalendarUpdate {
    message = nil
    guard weekdayPicker == nil else {
      message = .rejected(.unsupportedInMode)
      return MonthCalendarUpdate()
    }
    var update = MonthCalendarUpdate()
    if focus.isVisible(day), range.contains(day), day != focus.focusedDay {
      update = focusUpdate(focus.handle(.goToDay(day)))
      message = nil
    }
    let events = selection.tap(day)
    update.selectionEvents = events
    if let text = selectionAnnouncement(for: events) { update.announcement = text }
    if let rejection = update.rejection { message = .rejected(rejection) }
    return update
  }

  /// Applies a keyboard command to the focus (to the weekday row in weekday mode); Return
  /// and Space should call ``activateFocusedDay()`` instead. A blocked move, or a move onto a
  /// day that cannot be picked, becomes the ``message``.
  ///
  /// - Parameter command: The command.
  /// - Returns: The focus events, the new displayed month and its title to announce.
  @discardableResult
  public mutating func handle(_ command: FocusCommand) -> MonthCalendarUpdate {
    message = nil
    if weekdayPicker != nil {
      for case .blocked(let reason) in weekdayPicker?.handle(command) ?? [] {
        message = .blocked(reason)
      }
      return MonthCalendarUpdate()
    }
    return focusUpdate(focus.handle(command))
  }

  /// Selects (or deselects) the focused day, as Return or Space do; toggles the focused
  /// weekday in weekday mode.
  ///
  /// - Returns: As ``tap(_:)``; in weekday mode the announcement of the new weekdays.
  @discardableResult
  public mutating func activateFocusedDay() -> MonthCalendarUpdate {
    if weekdayPicker != nil {
      message = nil
      return MonthCalendarUpdate(announcement: weekdayPicker?.activateFocusedWeekday())
    }
    return tap(focus.focusedDay)
  }

  /// Toggles `weekday` (a tap on its chip) and focuses it, in weekday mode; in a day mode the
  /// ``message`` says it is not possible.
  ///
  /// - Parameter weekday: The weekday (1 = Sunday); others are ignored.
  /// - Returns: The announcement of the new weekdays.
  @discardableResult
  public mutating func toggle(weekday: Int) -> MonthCalendarUpdate {
    message = nil
    guard weekdayPicker != nil else {
      message = .rejected(.unsupportedInMode)
      return MonthCalendarUpdate()
    }
    return MonthCalendarUpdate(announcement: weekdayPicker?.toggle(weekday))
  }

  /// Shows the previous month (the header's "Previous month" button, an adjustable
  /// decrement, a swipe).
  ///
  /// - Returns: The new month and its title to announce; nothing at the range's start.
  @discardableResult
  public mutating func showPreviousMonth() -> MonthCalendarUpdate {
    guard let month = previousMonth else { return MonthCalendarUpdate() }
    return show(month)
  }

  /// Shows the next month.
  ///
  /// - Returns: The new month and its title to announce; nothing at the range's end.
  @discardableResult
  public mutating func showNextMonth() -> MonthCalendarUpdate {
    guard let month = nextMonth else { return MonthCalendarUpdate() }
    return show(month)
  }

  /// Shows `month` (a page scrolled to, a month and year wheel), clamped to the range. The
  /// focus keeps its day of the month.
  ///
  /// - Parameter month: A month of the context's calendar.
  /// - Returns: The new month and its title to announce, if it changed.
  @discardableResult
  public mutating func show(_ month: CalendarMonth) -> MonthCalendarUpdate {
    message = nil
    let target = context.clamp(month, to: range)
    guard target != displayedMonth else { return MonthCalendarUpdate() }
    return focusUpdate(focus.handle(.goToMonth(target)))
  }

  /// Shows the month of `day` (clamped to the range) and focuses the day.
  ///
  /// - Parameter day: A day.
  /// - Returns: The new month and its title to announce, if it changed.
  @discardableResult
  public mutating func show(day: Day) -> MonthCalendarUpdate {
    message = nil
    return focusUpdate(focus.handle(.goToDay(min(max(day, range.lowerBound), range.upperBound))))
  }

  /// Restores a view (from a web request or a saved scene): the first visible month, the
  /// focused day, each clamped to the range, and the day of the month that month and year
  /// moves aim for; the months page to show the focus if the first two disagree. Without a
  /// focused day the focus goes where a new picker puts it: the earliest selected day (or a
  /// range's pending start), else today if it can be picked, else the nearest day that can.
  /// Without a first month, the focused day's month shows first. Weekday mode shows no
  /// months: nothing changes.
  ///
  /// - Parameters:
  ///   - firstMonth: The first month on screen, or `nil` for the focused day's month.
  ///   - focusedDay: The day with the keyboard focus, or `nil` for the picker's rule.
  ///   - intendedDayOfMonth: The day of the month the last month or year move aimed for
  ///     (``FocusModel/intendedDayOfMonth``: Jan 31 → Feb 28 → Mar 31), or `nil` after any
  ///     other move; values below 1 count as `nil`.
  public mutating func restoreView(
    firstMonth: CalendarMonth?, focusedDay: Day?, intendedDayOfMonth: Int? = nil
  ) {
    guard weekdayPicker == nil else { return }
    let day = focusedDay ?? initialFocus
    focus.focusedDay = min(max(day, range.lowerBound), range.upperBound)
    focus.firstVisibleMonth = context.clamp(
      firstMonth ?? context.month(containing: focus.focusedDay), to: range)
    focus.intendedDayOfMonth = intendedDayOfMonth.flatMap { $0 >= 1 ? $0 : nil }
    focus.revealFocus()
  }

  /// Where a new picker with this selection puts the focus (``FocusModel``'s rule).
  private var initialFocus: Day {
    var chosen = selectedDays
    if let pending = selection.pendingStart { chosen.append(pending) }
    return FocusModel(
      context: context, today: today, selection: chosen, bounds: range,
      policy: .allowUnavailable, availability: selection.availability
    ).focusedDay
  }

  /// Replaces the selection with `days` (from a binding), without events: single keeps the
  /// last day, multiple keeps every available day, a range goes from the earliest to the
  /// latest day (one day starts a range). Days that are not available are dropped.
  ///
  /// - Parameter days: The days, in any order.
  /// - Returns: Whether the selection changed.
  @discardableResult
  public mutating func setSelectedDays(_ days: [Day]) -> Bool {
    let before = selectedDays
    guard Array(Set(days)).sorted() != before else { return false }
    selection.clearAll()
    switch selection.mode {
    case .single:
      if let last = days.last { selection.select(last) }
    case .multiple:
      for day in days.sorted() { selection.select(day) }
    case .range, .ranges:
      if let first = days.min(), let last = days.max() {
        if first == last {
          selection.select(first)
        } else {
          selection.selectRange(first...last)
        }
      }
    }
    return selectedDays != before
  }

  /// Replaces the selection with non-contiguous `ranges` (a ``SelectionMode/ranges`` model:
  /// the month text's `--select` list, a saved set of stays), without events. Ranges the
  /// availability refuses are left out; in another mode nothing changes.
  ///
  /// - Parameter ranges: The ranges.
  /// - Returns: Whether the selection changed.
  /// - Complexity: O(n log n) for n ranges.
  @discardableResult
  public mutating func setSelectedRanges(_ ranges: DayRangeSet) -> Bool {
    guard case .ranges = selection.mode, selection.selectedRanges != ranges else { return false }
    let before = selection.selectedRanges
    // Built aside and stored once, so the summary is worked out once.
    var updated = selection
    updated.clearAll()
    for range in ranges.ranges { updated.selectRange(range) }
    selection = updated
    return selection.selectedRanges != before
  }

  /// Rebuilds the selection with another mode, keeping what the new mode can hold.
  ///
  /// - Parameters:
  ///   - mode: The new mode.
  ///   - allowsDeselection: Whether a tap on a selected day deselects it.
  public mutating func setMode(_ mode: SelectionMode, allowsDeselection: Bool = true) {
    let days = selectedDays
    selection = DaySelection(
      mode: mode, availability: selection.availability,
      allowsDeselectionByTap: allowsDeselection)
    setSelectedDays(days)
  }

  mutating func focusUpdate(_ events: [FocusEvent]) -> MonthCalendarUpdate {
    var update = MonthCalendarUpdate(focusEvents: events)
    for event in events {
      switch event {
      case .monthChanged:
        update.displayedMonth = displayedMonth
        update.announcement = Announcer(context: context).monthChanged(visibleMonths)
      case .blocked(let reason):
        message = .blocked(reason)
      case .moved:
        break
      }
    }
    if message == nil, let reason = selection.availability.unavailableReason(for: focus.focusedDay)
    {
      message = .unavailable(reason)
    }
    return update
  }

  /// The announcement for selection events: the completed selection, "Selection cleared",
  /// or why a tap was refused; `nil` for a range's first tap.
  ///
  /// - Parameter events: Events from the selection.
  /// - Returns: The text, or `nil`.
  public func selectionAnnouncement(for events: [SelectionEvent]) -> String? {
    guard let last = events.last else { return nil }
    let announcer = Announcer(context: context)
    switch last {
    case .rangeCompleted(let range):
      return announcer.selectionCompleted(.range(range.lowerBound, range.upperBound))
    case .selected(let day):
      if case .multiple = selection.mode {
        return announcer.selectionCompleted(.days(selection.days.count))
      }
      return announcer.selectionCompleted(.day(day))
    case .deselected:
      if case .multiple = selection.mode, !selection.days.isEmpty {
        return announcer.selectionCompleted(.days(selection.days.count))
      }
      return announcer.selectionCompleted(.cleared)
    case .rangeCleared:
      return announcer.selectionCompleted(.cleared)
    case .rangeStarted:
      return nil
    case .rejected(_, let reason):
      return reason.text(in: context)
    }
  }
}
