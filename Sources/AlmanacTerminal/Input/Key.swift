/// A key on the keyboard, as far as a terminal can tell.
///
/// Printable input arrives as ``character(_:)``: letters, digits, punctuation, Space (`" "`) and
/// any Unicode character. Control-letter combinations arrive as the letter with
/// ``KeyModifiers/control`` (Ctrl-C is `KeyEvent(.character("c"), [.control])`).
public enum Key: Sendable, Hashable {
  /// A printable character (one Unicode scalar, or a key named by a character such as `"["`).
  case character(Character)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home (also `ESC[1~`, `ESC[7~`, `ESC[H`, `ESC O H`).
  case home
  /// End (also `ESC[4~`, `ESC[8~`, `ESC[F`, `ESC O F`).
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// Return or Enter (CR, LF, keypad Enter).
  case enter
  /// A lone Escape (told from the start of a sequence by a short timeout, see
  /// ``TerminalSession/escapeTimeoutMilliseconds``).
  case escape
  /// Tab.
  case tab
  /// Shift-Tab (`ESC[Z`).
  case backTab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// A function key F1…F12.
  case function(Int)
}
