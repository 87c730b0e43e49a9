import Almanac

extension PickerState {
  /// Applies one key press.
  ///
  /// Keys: arrows and `hjkl` move the focus; Home/End go to the ends of the week; PgUp/PgDn
  /// and `[`/`]` page a month, Shift+PgUp/PgDn and `{`/`}` a year; `t` goes to today; `g`
  /// opens the go-to-date prompt, `m` the month list, `y` the year list; Space selects or
  /// toggles the focused day (weekday); Enter confirms when the selection is complete (in
  /// single and range mode it first takes the focused day as the missing choice); Escape, `q`
  /// and Ctrl-C cancel (Escape and `q` close a dialog first). Each key maps onto one action
  /// of the engine model, which decides what happens and what the message line says.
  ///
  /// - Parameter key: the key press.
  /// - Returns: whether to go on, confirm with a result, or cancel.
  /// - Complexity: that of the engine action the key maps to.
  @discardableResult
  public mutating func handle(_ key: KeyEvent) -> PickerOutcome {
    if key.isInterrupt { return .cancel }
    model.dismissMessage()
    switch overlay {
    case .none: break
    case .goToDate(let text): return handleGoToDate(key, text: text)
    case .monthList(let choices, let index):
      return handleList(key, choices: choices, index: index, closing: "m")
    case .yearList(let choices, let index):
      return handleList(key, choices: choices, index: index, closing: "y")
    }
    switch key.key {
    case .escape: return .cancel
    case .enter:
      guard let result = model.confirm() else { return .continue }
      return .confirm(result)
    default: break
    }
    if let character = key.typedCharacter {
      switch character {
      case "q": return .cancel
      case " ": model.activateFocusedDay()
      case "g" where mode.showsMonths: overlay = .goToDate("")
      case "m" where mode.showsMonths: openMonthList()
      case "y" where mode.showsMonths: openYearList()
      default:
        if let command = Self.focusCommand(for: key) { model.handle(command) }
      }
      return .continue
    }
    if let command = Self.focusCommand(for: key) { model.handle(command) }
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
}
