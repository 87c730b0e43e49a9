/// A key press with its modifiers.
public struct KeyEvent: Sendable, Hashable {
  /// The key.
  public var key: Key
  /// The modifiers held (shift is reported for named keys; a shifted letter is just `"A"`).
  public var modifiers: KeyModifiers

  /// Creates a key event.
  ///
  /// - Parameters:
  ///   - key: the key.
  ///   - modifiers: the modifiers held, none by default.
  public init(_ key: Key, _ modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Whether this is Ctrl-C, the conventional interrupt (in raw mode it arrives as a key).
  public var isInterrupt: Bool {
    key == .character("c") && modifiers == .control
  }

  /// The character typed, when the key is a character with no modifier other than shift.
  public var typedCharacter: Character? {
    if case .character(let character) = key, modifiers.subtracting(.shift).isEmpty {
      return character
    }
    return nil
  }
}
