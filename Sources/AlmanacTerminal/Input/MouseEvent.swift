/// A mouse event reported by the terminal (xterm SGR encoding, mode 1006).
public struct MouseEvent: Sendable, Hashable {
  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// A button went down (wheel turns are reported as presses).
    case press
    /// A button went up.
    case release
    /// The pointer moved with a button held.
    case drag
    /// The pointer moved with no button held (only in any-motion mode).
    case move
  }

  /// Which button.
  public enum Button: Sendable, Hashable {
    /// The left (primary) button.
    case left
    /// The middle button.
    case middle
    /// The right (secondary) button.
    case right
    /// The wheel turned up (away from the user).
    case wheelUp
    /// The wheel turned down.
    case wheelDown
    /// The wheel (or trackpad) scrolled left.
    case wheelLeft
    /// The wheel scrolled right.
    case wheelRight
    /// No button (motion without a button, or a legacy release).
    case none
    /// Extra buttons 8…11 (back, forward…).
    case extra(Int)
  }

  /// What happened.
  public var kind: Kind
  /// Which button.
  public var button: Button
  /// The column, 0-based from the left of the screen.
  public var column: Int
  /// The row, 0-based from the top of the screen.
  public var row: Int
  /// Modifiers held (shift, alt/meta, control as the terminal reports them).
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  ///
  /// - Parameters:
  ///   - kind: press, release, drag or move.
  ///   - button: the button.
  ///   - column: the 0-based column.
  ///   - row: the 0-based row.
  ///   - modifiers: modifiers held.
  public init(
    _ kind: Kind, _ button: Button, column: Int, row: Int, modifiers: KeyModifiers = []
  ) {
    self.kind = kind
    self.button = button
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
