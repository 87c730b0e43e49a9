extension MonthCalendarModel {
  // MARK: Selecting

  /// A tap (or Return/Space) on `day`: the selection reacts by its mode and rules, and the
  /// focus moves to the day if it is in a visible month (a tap never pages). A refusal
  /// becomes the ``message``, as does a tap in weekday mode, which shows no days.
  ///
  /// - Parameter day: The day tapped.
  /// - Returns: The selection events and the announcement (a completed or cleared selection,
  ///   or why the tap was refused).
  @discardableResult
  public mutating func tap(_ day: Day) -> MonthCalendarUpdate {
    perform(.tap(day))
  }

  /// Selects `day` from code (a form filled in, a delegate's `selectDate`): a tap's rules and
  /// its focus and message, except that a selected day stays selected (in a range mode it
  /// becomes an end).
  ///
  /// - Parameter day: The day.
  /// - Returns: As ``tap(_:)``.
  @discardableResult
  public mutating func select(_ day: Day) -> MonthCalendarUpdate {
    perform(.select(day))
  }

  /// Deselects `day` from code (in a range mode, clears the range that holds it), also when
  /// deselection by tap is off; the focus and the message follow a tap's rules.
  ///
  /// - Parameter day: The day.
  /// - Returns: As ``tap(_:)``.
  @discardableResult
  public mutating func deselect(_ day: Day) -> MonthCalendarUpdate {
    perform(.deselect(day))
  }

  /// Selects `days` from code: one range (range modes), each available day (multiple), or a
  /// refusal (single); the focus goes to the first day as for a tap, and a refusal becomes
  /// the ``message``.
  ///
  /// - Parameter days: The days.
  /// - Returns: As ``tap(_:)``.
  @discardableResult
  public mutating func selectRange(_ days: ClosedRange<Day>) -> MonthCalendarUpdate {
    perform(.selectRange(days))
  }

  /// The one way a selection command reaches the selection: the message cleared, the focus
  /// moved to the command's day when it shows, the selection's events, the announcement.
  private mutating func perform(_ command: SelectionCommand) -> MonthCalendarUpdate {
    message = nil
    guard case .days(_, let focus) = picking else {
      return unsupportedInMode()
    }
    let target: Day
    switch command {
    case .tap(let day), .select(let day), .deselect(let day): target = day
    case .selectRange(let days): target = days.lowerBound
    }
    var update = MonthCalendarUpdate()
    if focus.isVisible(target), range.contains(target), target != focus.focusedDay {
      update = focusUpdate(changeFocus { $0.handle(.goToDay(target)) } ?? [])
      message = nil
    }
    let events = changeSelection { $0.handle(command) } ?? []
    update.selectionEvents = events
    update.announcement = selectionAnnouncement(for: events) ?? update.announcement
    if let rejection = update.rejection { message = .rejected(rejection) }
    return settled(update)
  }

  /// Selects (or deselects) the focused day, as Return or Space do; toggles the focused
  /// weekday in weekday mode.
  ///
  /// - Returns: As ``tap(_:)``; in weekday mode the announcement of the new weekdays.
  @discardableResult
  public mutating func activateFocusedDay() -> MonthCalendarUpdate {
    if case .weekdays(let row) = picking { return toggle(weekday: row.focus.focusedWeekday) }
    return tap(focusedDay)
  }

  /// Toggles `weekday` (a tap on its chip) and focuses it, in weekday mode; in a day mode the
  /// ``message`` says it is not possible.
  ///
  /// - Parameter weekday: The weekday (1 = Sunday); others are ignored.
  /// - Returns: The announcement of the new weekdays.
  @discardableResult
  public mutating func toggle(weekday: Int) -> MonthCalendarUpdate {
    message = nil
    guard let announcement = changeRow({ $0.toggle(weekday) }) else {
      return unsupportedInMode()
    }
    return MonthCalendarUpdate(announcement: announcement)
  }

  // MARK: Focus and months

  /// Applies a keyboard command to the focus (to the weekday row in weekday mode); Return
  /// and Space should call ``activateFocusedDay()`` instead. A blocked move, or a move onto a
  /// day that cannot be picked, becomes the ``message``.
  ///
  /// - Parameter command: The command.
  /// - Returns: The focus events, the new displayed month and its title to announce.
  @discardableResult
  public mutating func handle(_ command: FocusCommand) -> MonthCalendarUpdate {
    message = nil
    guard picksDays else {
      let events = changeRow { $0.focus.handle(command) } ?? []
      for case .blocked(let reason) in events { message = .blocked(reason) }
      return settled(MonthCalendarUpdate())
    }
    let update = focusUpdate(changeFocus { $0.handle(command) } ?? [])
    return settled(update)
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
    guard picksDays, target != displayedMonth else { return MonthCalendarUpdate() }
    let update = focusUpdate(changeFocus { $0.handle(.goToMonth(target)) } ?? [])
    return settled(update)
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
  package mutating func restoreView(
    firstMonth: CalendarMonth?, focusedDay: Day?, intendedDayOfMonth: Int? = nil
  ) {
    guard case .days(let selection, _) = picking else { return }
    let day = min(
      max(focusedDay ?? initialFocus(of: selection), range.lowerBound), range.upperBound)
    let first = context.clamp(firstMonth ?? context.month(containing: day), to: range)
    changeFocus { focus in
      focus.focusedDay = day
      focus.firstVisibleMonth = first
      focus.intendedDayOfMonth = intendedDayOfMonth.flatMap { $0 >= 1 ? $0 : nil }
      focus.revealFocus()
    }
  }

  /// Where a new picker with `selection` puts the focus (``FocusModel``'s rule).
  private func initialFocus(of selection: DaySelection) -> Day {
    var chosen = selectedDays
    if let pending = selection.pendingStart { chosen.append(pending) }
    return FocusModel(
      context: context, today: today, selection: chosen, bounds: range,
      policy: .allowUnavailable, availability: selection.availability
    ).focusedDay
  }

  // MARK: Setting the value

  /// Replaces the selection with `days` (from a binding), without events: single keeps the
  /// last day, multiple keeps every available day, a range goes from the earliest to the
  /// latest day (one day starts a range). Days that are not available are dropped; nothing
  /// changes in weekday mode.
  ///
  /// - Parameter days: The days, in any order.
  /// - Returns: Whether the selection changed.
  @discardableResult
  public mutating func setSelectedDays(_ days: [Day]) -> Bool {
    guard case .days(var selection, let focus) = picking else { return false }
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
    summaryCache = SummaryCache()
    picking = .days(selection, focus)
    return selectedDays != before
  }

  /// Replaces the chosen weekdays (from a binding), without an announcement; the focus stays.
  /// Nothing changes in a day mode.
  ///
  /// - Parameter weekdays: The weekdays.
  /// - Returns: Whether the weekdays changed.
  @discardableResult
  package mutating func setSelectedWeekdays(_ weekdays: WeekdaySet) -> Bool {
    guard let row = weekdayRow, row.selection != weekdays else { return false }
    changeRow { $0.selection = weekdays }
    return true
  }

  /// Replaces the selection with non-contiguous `ranges` (a ``PickerMode/ranges`` model: the
  /// month text's `--select` list, a saved set of stays), without events. Ranges the
  /// availability refuses are left out; in another mode nothing changes.
  ///
  /// - Parameter ranges: The ranges.
  /// - Returns: Whether the selection changed.
  /// - Complexity: O(n log n) for n ranges.
  @discardableResult
  package mutating func setSelectedRanges(_ ranges: DayRangeSet) -> Bool {
    guard case .days(var selection, let focus) = picking, case .ranges = selection.mode,
      selection.selectedRanges != ranges
    else { return false }
    let before = selection.selectedRanges
    selection.clearAll()
    for range in ranges.ranges { selection.selectRange(range) }
    let changed = selection.selectedRanges != before
    summaryCache = SummaryCache()
    picking = .days(selection, focus)
    return changed
  }

  /// Replays `old` (a selection of an earlier model: before a new style, period or mode) on
  /// this model, without events, keeping what this model can hold in the order it was made:
  /// the days of a single or multiple selection in selection order, a pending range end, a
  /// complete range, each range of a non-contiguous selection. Days this model does not
  /// allow are dropped, as a tap would refuse them. (``setSelectedDays(_:)`` sorts the days;
  /// the UIKit view's `selectedDates` promise selection order, hence this.)
  ///
  /// - Parameter old: The earlier selection.
  /// - Complexity: O(n) commands for n selected days or ranges.
  package mutating func restoreSelection(from old: DaySelection) {
    changeSelection { selection in
      selection.clearAll()
      var days = old.days
      if let range = old.selectedRange { days += [range.lowerBound, range.upperBound] }
      let ranges = old.selectedRanges.ranges
      switch selection.mode {
      case .single, .multiple:
        for range in ranges { days += [range.lowerBound, range.upperBound] }
        if let pending = old.pendingStart { days.append(pending) }
        var seen: Set<Day> = []
        for day in days where seen.insert(day).inserted { selection.select(day) }
      case .range, .ranges:
        if let range = old.selectedRange {
          selection.selectRange(range)
        } else if !ranges.isEmpty {
          for range in ranges { selection.selectRange(range) }
        } else if let first = old.days.min(), let last = old.days.max() {
          if first == last { selection.select(first) } else { selection.selectRange(first...last) }
        }
        if let pending = old.pendingStart { selection.select(pending) }
      }
    }
  }

  /// Rebuilds the selection with another day mode (the UIKit view's `selectionMode`), keeping
  /// what the new mode can hold; a model picking weekdays, or ``PickerMode/weekdays``, changes
  /// nothing.
  ///
  /// - Parameters:
  ///   - mode: The new mode.
  ///   - allowsDeselection: Whether a tap on a selected day deselects it.
  package mutating func setMode(_ mode: PickerMode, allowsDeselection: Bool = true) {
    guard let selectionMode = mode.selectionMode, case .days(let old, _) = picking else { return }
    changeSelection {
      $0 = DaySelection(
        mode: selectionMode, availability: old.availability,
        allowsDeselectionByTap: allowsDeselection)
    }
    restoreSelection(from: old)
  }

  // MARK: Updates

  /// The update of focus events: the new month and its announcement; a blocked move, or a
  /// focus on a day that cannot be picked, as the ``message``.
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
    if message == nil, case .days(let selection, let focus) = picking,
      let reason = selection.availability.unavailableReason(for: focus.focusedDay)
    {
      message = .unavailable(reason)
    }
    return update
  }

  /// The answer to an action the picking mode has no use for (a day action while weekdays
  /// are picked, or the reverse): nothing changes, and the ``message`` says so.
  mutating func unsupportedInMode() -> MonthCalendarUpdate {
    message = .rejected(.unsupportedInMode)
    return settled(MonthCalendarUpdate())
  }

  /// `update` with the ``message`` it leaves in its announcement, so that every face speaks
  /// the same text: a refusal alone (it is the news), otherwise the action's announcement
  /// followed by the message ("April 2026. Sold out"). Pass an update already made: this
  /// reads the message as it is when it is called.
  func settled(_ update: MonthCalendarUpdate) -> MonthCalendarUpdate {
    guard let message, let text = messageText else { return update }
    var update = update
    if message.isRefusal {
      update.announcement = text
    } else {
      update.announcement = [update.announcement, text].compactMap { $0 }.joined(separator: ". ")
    }
    return update
  }

  /// The announcement for selection events: the completed selection, "Selection cleared",
  /// or why a tap was refused; `nil` for a range's first tap.
  ///
  /// - Parameter events: Events from the selection.
  /// - Returns: The text, or `nil`.
  func selectionAnnouncement(for events: [SelectionEvent]) -> String? {
    guard let last = events.last, let selection else { return nil }
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
