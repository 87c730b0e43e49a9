/// An event delivered by the terminal runtime.
public enum TerminalEvent: Sendable, Hashable {
  /// A key press.
  case key(KeyEvent)
  /// A mouse event.
  case mouse(MouseEvent)
  /// Text pasted with bracketed paste (mode 2004), when pastes are passed on.
  case paste(String)
  /// The terminal changed size (SIGWINCH); the payload is the new size.
  case resize(TerminalSize)
  /// The screen must be drawn again from scratch (after a suspend and resume).
  case redraw
  /// A well-formed escape sequence the decoder does not know, with its bytes.
  case unrecognized([UInt8])
}
