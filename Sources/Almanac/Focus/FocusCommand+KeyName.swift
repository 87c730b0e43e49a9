extension FocusCommand {
  /// The command for a key, named as the DOM's `KeyboardEvent.key` names it (`ArrowLeft`,
  /// `ArrowRight`, `ArrowUp`, `ArrowDown`, `Home`, `End`, `PageUp`, `PageDown`), so every
  /// front end maps keys the same way.
  ///
  /// - Parameters:
  ///   - keyName: The key's name.
  ///   - isShiftPressed: Whether Shift is held (Shift+Page Up/Down move by a year).
  ///
  /// The initializer fails (`nil`) for keys that do not move the focus.
  package init?(keyName: String, isShiftPressed: Bool = false) {
    switch keyName {
    case "ArrowLeft": self = .left
    case "ArrowRight": self = .right
    case "ArrowUp": self = .up
    case "ArrowDown": self = .down
    case "Home": self = .startOfWeek
    case "End": self = .endOfWeek
    case "PageUp": self = isShiftPressed ? .previousYear : .previousMonth
    case "PageDown": self = isShiftPressed ? .nextYear : .nextMonth
    default: return nil
    }
  }
}
