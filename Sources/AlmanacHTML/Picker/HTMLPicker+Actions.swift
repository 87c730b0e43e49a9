import Almanac

extension HTMLPicker {
  /// The state after `action`, decided by the engine model: a tap, a key, a scroll, a month
  /// or year choice, a weekday toggle or Enter, each one action of
  /// ``/Almanac/MonthCalendarModel``; the message is the engine's announcement, which carries
  /// its localized message when it refused the action (or the focus rests on a day that
  /// cannot be picked), and the summary after a confirmation.
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
      announcement = isConfirmed ? model.summary : model.messageText
    }
    var next = self.state(of: model)
    next.message = announcement
    next.isRejected = model.message?.isRefusal ?? false
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
    let selection: DaySelection
    var state: HTMLPickerState
    switch model.picking {
    case .weekdays(let row):
      return HTMLPickerState(weekdays: row.selection, focusedWeekday: row.focus.focusedWeekday)
    case .days(let days, let focus):
      selection = days
      state = HTMLPickerState(
        firstMonthDay: focus.firstVisibleMonth.firstDay, focusedDay: focus.focusedDay,
        intendedDayOfMonth: focus.intendedDayOfMonth)
    }
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
