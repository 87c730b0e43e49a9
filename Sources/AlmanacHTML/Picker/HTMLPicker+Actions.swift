import Almanac

extension HTMLPicker {
  /// The state after `action`, decided by the engine model: a tap, a key, a scroll, a month
  /// or year choice, a weekday toggle or Enter, each one action of
  /// ``/Almanac/MonthCalendarModel``; the message is the engine's announcement, or its
  /// localized message when it refused the action (or the focus rests on a day that cannot be
  /// picked).
  ///
  /// - Parameters:
  ///   - action: What the person did.
  ///   - state: The state before.
  /// - Returns: The state after.
  /// - Complexity: That of the engine action, plus restoring the state's selection.
  public func applying(_ action: HTMLPickerAction, to state: HTMLPickerState) -> HTMLPickerState {
    var model = model(for: state)
    var announcement: String?
    var isConfirmed = false
    switch action {
    case .pick(let day):
      announcement = model.tap(day).announcement
    case .key(let command):
      announcement = model.handle(command).announcement
    case .scroll(let step):
      announcement = model.scrollMonths(by: step).announcement
    case .jump(let day):
      let month = context.month(containing: day)
      announcement =
        model.choose(MonthYearChoice(month: month, text: context.title(of: month))).announcement
    case .toggle(let weekday):
      announcement = model.toggle(weekday: weekday).announcement
    case .confirm:
      isConfirmed = model.confirm() != nil
      if isConfirmed { announcement = model.summary }
    }
    var next = self.state(of: model)
    if let message = model.message, message.isRefusal {
      next.message = model.messageText
      next.isRejected = true
    } else {
      let parts = [announcement, model.messageText].compactMap { $0 }
      next.message = parts.isEmpty ? nil : parts.joined(separator: ". ")
    }
    next.isConfirmed = isConfirmed
    next.lastAction = action
    return next
  }

  /// The state a model shows.
  ///
  /// - Parameter model: A model of this picker.
  /// - Returns: Its selection, months and focus (its weekdays and focused weekday in weekdays
  ///   mode).
  public func state(of model: MonthCalendarModel) -> HTMLPickerState {
    if let row = model.weekdayPicker {
      return HTMLPickerState(weekdays: row.selection, focusedWeekday: row.focus.focusedWeekday)
    }
    let selection = model.selection
    var state = HTMLPickerState(
      firstMonthDay: model.displayedMonth.firstDay, focusedDay: model.focus.focusedDay,
      intendedDayOfMonth: model.focus.intendedDayOfMonth)
    switch mode {
    case .single, .multiple, .weekdays:
      state.days = selection.days
    case .range:
      state.ranges = selection.selectedRange.map { [$0] } ?? []
      state.pendingStart = selection.pendingStart
    case .ranges:
      state.ranges = selection.selectedRanges.ranges
      state.pendingStart = selection.pendingStart
    }
    return state
  }

  /// Whether the state holds a value that Enter confirms (the engine's
  /// ``/Almanac/MonthCalendarModel/result``): a day, a range's both ends, a day or more, a
  /// range or more, a weekday or more.
  ///
  /// - Parameter state: A state.
  /// - Returns: Whether the form's value is complete.
  public func isComplete(_ state: HTMLPickerState) -> Bool {
    model(for: state).result != nil
  }
}
