import Almanac

extension HTMLPicker {
  /// The state after `action`, decided by the engine: a tap through the selection rules, a
  /// key through the focus model, a scroll or jump through the paging; the message says what
  /// happened or why it was refused.
  ///
  /// - Parameters:
  ///   - action: What the person did.
  ///   - state: The state before.
  /// - Returns: The state after.
  /// - Complexity: That of the engine command, plus restoring the state's selection.
  public func applying(_ action: HTMLPickerAction, to state: HTMLPickerState) -> HTMLPickerState {
    if case .weekdays = mode { return applyingWeekdays(action, to: state) }
    var model = model(for: state)
    let first = model.displayedMonth
    var message: String?
    var isRejected = false
    var isConfirmed = false
    switch action {
    case .pick(let day):
      let update = model.tap(day)
      message = update.announcement
      isRejected = update.rejection != nil
      model.restoreView(firstMonth: first, focusedDay: day)
    case .key(let command):
      let before = model.focus.focusedDay
      let update = model.handle(command)
      message = update.announcement
      for case .blocked(let reason) in update.focusEvents {
        message = HTMLPicker.text(for: reason)
        isRejected = true
      }
      if model.focus.focusedDay != before, !isRejected,
        let reason = model.selection.availability.unavailableReason(for: model.focus.focusedDay)
      {
        message = [message, reason.description].compactMap { $0 }.joined(separator: ". ")
      }
    case .scroll(let step):
      message = model.scrollMonthsWithinRange(by: step).announcement
    case .jump(let day):
      let month = context.clamp(context.month(containing: day), to: model.range)
      model.show(month)
      model.restoreView(firstMonth: month, focusedDay: model.focus.focusedDay)
      if model.displayedMonth != first {
        message = Announcer(context: context).monthChanged(model.focus.visibleMonths)
      }
    case .toggle:
      message = HTMLPicker.unsupportedText
      isRejected = true
    case .confirm:
      (message, isRejected, isConfirmed) = confirm(&model, first: first)
    }
    var next = self.state(of: model)
    next.message = message
    next.isRejected = isRejected
    next.isConfirmed = isConfirmed
    return next
  }

  /// The state a model shows.
  ///
  /// - Parameter model: A model of this picker.
  /// - Returns: Its selection, months and focus.
  public func state(of model: MonthCalendarModel) -> HTMLPickerState {
    let selection = model.selection
    var state = HTMLPickerState(
      firstMonthDay: model.displayedMonth.firstDay, focusedDay: model.focus.focusedDay)
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

  /// Whether the state holds a complete value (a day, a range's both ends, a day or more, a
  /// weekday or more).
  ///
  /// - Parameter state: A state.
  /// - Returns: Whether the form's value is complete.
  public func isComplete(_ state: HTMLPickerState) -> Bool {
    switch mode {
    case .single, .multiple: !state.days.isEmpty
    case .range: !state.ranges.isEmpty
    case .ranges: !state.ranges.isEmpty && state.pendingStart == nil
    case .weekdays: !state.weekdays.isEmpty
    }
  }

  /// Enter, as the terminal picker does it: in single and range modes the focused day is
  /// taken as the missing choice; otherwise say what is missing.
  private func confirm(_ model: inout MonthCalendarModel, first: CalendarMonth)
    -> (String?, Bool, Bool)
  {
    let focused = model.focus.focusedDay
    var message: String?
    switch mode {
    case .single where model.selection.selectedDay == nil,
      .range where model.selection.selectedRange == nil && model.selection.pendingStart != nil:
      let update = model.tap(focused)
      if update.rejection != nil { return (update.announcement, true, false) }
      message = update.announcement
      model.restoreView(firstMonth: first, focusedDay: focused)
    default:
      break
    }
    let complete = isComplete(state(of: model))
    if !complete {
      switch mode {
      case .range, .ranges:
        message = StaySummary(selection: model.selection).phrase(locale: context.locale)
      default:
        message = HTMLPicker.pickDaysText
      }
    }
    return (message, !complete, complete)
  }

  private func applyingWeekdays(_ action: HTMLPickerAction, to state: HTMLPickerState)
    -> HTMLPickerState
  {
    var model = weekdayModel(for: state)
    var message: String?
    var isRejected = false
    var isConfirmed = false
    switch action {
    case .toggle(let weekday):
      message = model.toggle(weekday)
    case .key(let command):
      for case .blocked(let reason) in model.handle(command) {
        message = HTMLPicker.text(for: reason)
        isRejected = true
      }
    case .confirm:
      isConfirmed = !model.selection.isEmpty
      isRejected = !isConfirmed
      message = isConfirmed ? model.summary : HTMLPicker.pickWeekdaysText
    case .pick, .scroll, .jump:
      message = HTMLPicker.unsupportedText
      isRejected = true
    }
    var next = HTMLPickerState(
      weekdays: model.selection, focusedWeekday: model.focus.focusedWeekday)
    next.message = message
    next.isRejected = isRejected
    next.isConfirmed = isConfirmed
    return next
  }

  // The terminal picker's words for the same situations (English until the engine's table
  // has them).
  static let unsupportedText = "Not possible in this selection mode"
  static let pickDaysText = "Press Space to pick days, then Enter"
  static let pickWeekdaysText = "Press Space to choose weekdays, then Enter"

  static func text(for reason: FocusBlockReason) -> String {
    switch reason {
    case .lowerBound: "No earlier day can be picked"
    case .upperBound: "No later day can be picked"
    case .noAvailableDay: "No day can be picked there"
    case .noSuchMonth: "No such month in this calendar"
    }
  }
}
