extension KeyModifiers: CustomStringConvertible {
  /// The modifiers as `ctrl+alt+shift+meta+` (empty when none), for logs and the self-test.
  public var description: String {
    var text = ""
    if contains(.control) { text += "ctrl+" }
    if contains(.alt) { text += "alt+" }
    if contains(.shift) { text += "shift+" }
    if contains(.meta) { text += "meta+" }
    return text
  }
}

extension Key: CustomStringConvertible {
  /// A short name: the character itself, or `up`, `pageDown`, `f5`, `space`, …
  public var description: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .function(let number): "f\(number)"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .insert: "insert"
    case .delete: "delete"
    case .enter: "enter"
    case .escape: "escape"
    case .tab: "tab"
    case .backTab: "backTab"
    case .backspace: "backspace"
    }
  }
}

extension KeyEvent: CustomStringConvertible {
  /// For example `ctrl+c`, `shift+pageUp`, `j`.
  public var description: String { "\(modifiers)\(key)" }
}

extension MouseEvent: CustomStringConvertible {
  /// For example `press left at 3,4` (0-based column, row).
  public var description: String {
    "\(modifiers)\(kind) \(button) at \(column),\(row)"
  }
}

extension TerminalEvent: CustomStringConvertible {
  /// For example `key ctrl+c`, `mouse press left at 3,4`, `resize 100x30`, `redraw`.
  public var description: String {
    switch self {
    case .key(let event): "key \(event)"
    case .mouse(let event): "mouse \(event)"
    case .paste(let text): "paste \(text.count) characters"
    case .resize(let size): "resize \(size.columns)x\(size.rows)"
    case .redraw: "redraw"
    case .unrecognized(let bytes):
      "unrecognized " + bytes.map { $0 == 0x1B ? "ESC" : String(UnicodeScalar($0)) }.joined()
    }
  }
}
