extension PickerState {
  /// Applies one terminal event: keys and mouse events as ``handle(_:)-(KeyEvent)`` and
  /// ``handle(_:hitMap:)`` do; a paste types its characters into the go-to-date prompt (and is
  /// ignored elsewhere, so pasted text never runs commands); resize and redraw change nothing
  /// here (call ``fit(monthCount:)`` with the new capacity).
  ///
  /// - Parameters:
  ///   - event: the event from the terminal runtime.
  ///   - hitMap: the hit map of the frame on screen, for mouse events.
  /// - Returns: whether to go on, confirm with a result, or cancel.
  @discardableResult
  public mutating func handle(_ event: TerminalEvent, hitMap: PickerHitMap) -> PickerOutcome {
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      return handle(mouse, hitMap: hitMap)
    case .paste(let text):
      guard case .goToDate = overlay else { return .continue }
      for character in text where !character.isNewline && !character.isWhitespace {
        handle(KeyEvent(.character(character)))
      }
      return .continue
    case .resize, .redraw, .unrecognized:
      return .continue
    }
  }

  /// Applies one event on a screen that may be too small to draw the picker. On the "Terminal
  /// too small" screen nothing can be seen, so only the keys that leave act (Escape, `q`,
  /// Ctrl-C, as ``handle(_:)`` takes them); Enter, Space, moves and clicks do nothing, so no
  /// day is confirmed unseen.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - hitMap: The regions of the last frame.
  ///   - isDrawn: Whether the last frame showed the picker (``PickerScreen/fits(_:size:)``).
  /// - Returns: What the event led to.
  @discardableResult
  public mutating func handle(_ event: TerminalEvent, hitMap: PickerHitMap, isDrawn: Bool)
    -> PickerOutcome
  {
    guard !isDrawn else { return handle(event, hitMap: hitMap) }
    guard case .key(let key) = event,
      key.isInterrupt || key.key == .escape || key.typedCharacter == "q"
    else { return .continue }
    return handle(key)
  }
}
