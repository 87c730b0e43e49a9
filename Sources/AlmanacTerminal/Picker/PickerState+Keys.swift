import Almanac

extension PickerState {
  /// Applies one key press.
  ///
  /// Keys: arrows and `hjkl` move the focus; Home/End go to the ends of the week; PgUp/PgDn
  /// and `[`/`]` page a month, Shift+PgUp/PgDn and `{`/`}` a year; `t` goes to today; `g`
  /// opens the go-to-date prompt, `m` the month list, `y` the year list; Space selects or
  /// toggles the focused day (weekday); Enter confirms when the selection is complete (in
  /// single and range mode it first takes the focused day as the missing choice); Escape, `q`
  /// and Ctrl-C cancel (Escape and `q` close a dialog first).
  ///
  /// - Parameter key: the key press.
  /// - Returns: whether to go on, confirm with a result, or cancel.
  /// - Complexity: that of the engine command the key maps to.
  @discardableResult
  public mutating func handle(_ key: KeyEvent) -> PickerOutcome {
    if key.isInterrupt { return .cancel }
    message = nil
    switch overlay {
    case .none: break
    case .goToDate(let text): return handleGoToDate(key, text: text)
    case .monthList(let months, let index):
      return handleMonthList(key, months: months, index: index)
    case .yearList(let year, let era): return handleYearList(key, year: year, era: era)
    }
    switch key.key {
    case .escape: return .cancel
    case .enter: return confirm()
    default: break
    }
    if let character = key.typedCharacter {
      switch character {
      case "q": return .cancel
      case " ": toggleFocused()
      case "g" where mode.showsMonths: overlay = .goToDate("")
      case "m" where mode.showsMonths: openMonthList()
      case "y" where mode.showsMonths: openYearList()
      default:
        if let command = Self.focusCommand(for: key) { move(command) }
      }
      return .continue
    }
    if let command = Self.focusCommand(for: key) { move(command) }
    return .continue
  }

  /// The focus command a key means, if any.
  ///
  /// - Parameter key: the key press.
  /// - Returns: the command.
  static func focusCommand(for key: KeyEvent) -> FocusCommand? {
    let isShifted = key.modifiers.contains(.shift)
    switch key.key {
    case .left: return .left
    case .right: return .right
    case .up: return .up
    case .down: return .down
    case .home: return .startOfWeek
    case .end: return .endOfWeek
    case .pageUp: return isShifted ? .previousYear : .previousMonth
    case .pageDown: return isShifted ? .nextYear : .nextMonth
    case .character(let character) where key.modifiers.subtracting(.shift).isEmpty:
      switch character {
      case "h": return .left
      case "l": return .right
      case "k": return .up
      case "j": return .down
      case "[": return .previousMonth
      case "]": return .nextMonth
      case "{": return .previousYear
      case "}": return .nextYear
      case "t": return .today
      default: return nil
      }
    default: return nil
    }
  }

  /// Applies a focus command and turns a refusal into the message line.
  mutating func move(_ command: FocusCommand) {
    guard mode.showsMonths else {
      for case .blocked(let reason) in weekdayFocus.handle(command) {
        message = Self.text(for: reason)
      }
      return
    }
    for case .blocked(let reason) in focus.handle(command) {
      message = Self.text(for: reason)
    }
    if message == nil, let reason = selection.availability.unavailableReason(for: focusedDay) {
      message = "\(reason)"
    }
  }

  /// Space: select or toggle the focused day (or weekday).
  mutating func toggleFocused() {
    guard mode.showsMonths else {
      weekdays.toggle(weekdayFocus.focusedWeekday)
      return
    }
    tap(focusedDay)
  }

  /// Taps a day through the selection engine; a refusal goes to the message line.
  ///
  /// - Returns: whether the engine accepted the tap.
  @discardableResult
  mutating func tap(_ day: Day) -> Bool {
    for case .rejected(_, let reason) in selection.tap(day) {
      message = "\(reason)"
      return false
    }
    return true
  }

  /// Enter: confirm if the selection is complete, else say what is missing.
  mutating func confirm() -> PickerOutcome {
    switch mode {
    case .single:
      if selection.selectedDay == nil, !tap(focusedDay) { return .continue }
    case .range:
      if selection.selectedRange == nil {
        guard selection.pendingStart != nil else {
          message = "Press Space to pick the arrival, then Enter on the departure"
          return .continue
        }
        if !tap(focusedDay) { return .continue }
        if selection.selectedRange == nil {
          message = StaySummary(selection: selection).phrase(locale: context.locale)
          return .continue
        }
      }
    case .multiple:
      if selection.isEmpty {
        message = "Press Space to pick days, then Enter"
        return .continue
      }
    case .weekdays:
      if weekdays.isEmpty {
        message = "Press Space to choose weekdays, then Enter"
        return .continue
      }
    }
    guard let result else { return .continue }
    return .confirm(result)
  }

  /// The message for a blocked focus move.
  static func text(for reason: FocusBlockReason) -> String {
    switch reason {
    case .lowerBound: "No earlier day can be picked"
    case .upperBound: "No later day can be picked"
    case .noAvailableDay: "No day can be picked there"
    case .noSuchMonth: "No such month in this calendar"
    }
  }
}
