/// Facts about the terminal that standard output goes to.
struct TerminalInfo: Hashable, Sendable {
  /// Whether standard output is a terminal (colour `auto` turns colour on only then).
  var isTerminal: Bool
  /// The terminal width in columns as reported by the terminal, if any.
  var columns: Int?

  /// Output to a pipe or file: no colour by default, width from `COLUMNS` or 80.
  static let pipe = TerminalInfo(isTerminal: false, columns: nil)
}
