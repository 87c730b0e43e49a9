import Foundation

/// What the process offers the command line: the only place the tool learns about the outside
/// world (environment, terminal, clock, output streams). `main.swift` fills it from the real
/// process; tests fill it with fixed values and capture the output.
struct Invocation {
  /// The environment variables (`TZ`, `LANG`, `LC_ALL`, `LC_TIME`, `COLUMNS`, `NO_COLOR`…).
  var environment: [String: String]
  /// Whether standard output is a terminal, and how wide it is.
  var terminal: TerminalInfo
  /// The current instant; "today" is derived from it unless `--today` is given.
  var now: Date
  /// Writes to standard output.
  var write: (String) -> Void
  /// Writes to standard error.
  var writeError: (String) -> Void
}

/// Facts about the terminal that standard output goes to.
struct TerminalInfo: Hashable, Sendable {
  /// Whether standard output is a terminal (colour `auto` turns colour on only then).
  var isTerminal: Bool
  /// The terminal width in columns as reported by the terminal, if any.
  var columns: Int?

  /// Output to a pipe or file: no colour by default, width from `COLUMNS` or 80.
  static let pipe = TerminalInfo(isTerminal: false, columns: nil)
}
