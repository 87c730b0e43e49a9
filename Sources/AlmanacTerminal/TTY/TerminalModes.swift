/// The screen modes a session turns on, and the escape sequences that turn them on and off.
public struct TerminalModes: Sendable, Hashable {
  /// Which mouse events the terminal reports.
  public enum MouseTracking: Sendable, Hashable {
    /// No mouse reporting.
    case off
    /// Button presses, releases and the wheel (mode 1000), SGR encoding (1006).
    case clicks
    /// Also motion while a button is held (mode 1002), SGR encoding.
    case drags
  }

  /// Draw on the alternate screen (mode 1049), so the shell's screen comes back afterwards.
  public var alternateScreen: Bool
  /// Hide the text cursor while running.
  public var hidesCursor: Bool
  /// Mouse reporting.
  public var mouse: MouseTracking
  /// Bracketed paste (mode 2004), so pasted text is not read as keys.
  public var bracketedPaste: Bool

  /// Creates modes; the defaults suit a full-screen picker.
  ///
  /// - Parameters:
  ///   - alternateScreen: use the alternate screen (default `true`).
  ///   - hidesCursor: hide the cursor (default `true`).
  ///   - mouse: mouse reporting (default ``MouseTracking/clicks``).
  ///   - bracketedPaste: bracketed paste (default `true`).
  public init(
    alternateScreen: Bool = true, hidesCursor: Bool = true, mouse: MouseTracking = .clicks,
    bracketedPaste: Bool = true
  ) {
    self.alternateScreen = alternateScreen
    self.hidesCursor = hidesCursor
    self.mouse = mouse
    self.bracketedPaste = bracketedPaste
  }

  /// The bytes that turn the modes on.
  package var enterSequence: String {
    var text = ""
    if alternateScreen { text += "\u{1B}[?1049h" }
    if hidesCursor { text += "\u{1B}[?25l" }
    switch mouse {
    case .off: break
    case .clicks: text += "\u{1B}[?1000h\u{1B}[?1006h"
    case .drags: text += "\u{1B}[?1002h\u{1B}[?1006h"
    }
    if bracketedPaste { text += "\u{1B}[?2004h" }
    return text
  }

  /// The bytes that turn the modes off and leave the screen as the shell expects: cancel any
  /// sequence cut short (CAN), reset attributes, show the cursor, leave the alternate screen.
  package var exitSequence: String {
    var text = "\u{18}\u{1B}[0m"
    if bracketedPaste { text += "\u{1B}[?2004l" }
    switch mouse {
    case .off: break
    case .clicks: text += "\u{1B}[?1006l\u{1B}[?1000l"
    case .drags: text += "\u{1B}[?1006l\u{1B}[?1002l"
    }
    text += "\u{1B}[?25h"
    if alternateScreen { text += "\u{1B}[?1049l" }
    return text
  }
}
