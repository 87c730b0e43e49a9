/// How many colours an output can draw, resolved from `--color`, `NO_COLOR`, `TERM` and
/// `COLORTERM` by ``resolve(_:environment:isTerminal:)``.
public enum ColorLevel: Int, Sendable, Hashable, Comparable, Codable {
  /// No colours (attributes such as inverse may still be drawn on a terminal).
  case none = 0
  /// The 16 basic colours.
  case basic = 1
  /// The 256-colour palette.
  case palette256 = 2
  /// 24-bit colour.
  case trueColor = 3

  /// Compares levels by how much they can draw.
  ///
  /// - Parameters:
  ///   - lhs: a level.
  ///   - rhs: another level.
  /// - Returns: whether `lhs` draws fewer colours than `rhs`.
  public static func < (lhs: ColorLevel, rhs: ColorLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Resolves the colour policy: a pure function of the choice, the environment and whether
  /// the output is a terminal.
  ///
  /// - `never` gives ``none``.
  /// - `auto` gives ``none`` when `NO_COLOR` is set to a non-empty value (no-color.org), when
  ///   the output is not a terminal, or when `TERM` is `dumb`; otherwise the detected level.
  /// - `always` gives the detected level, at least ``basic``, even with `NO_COLOR` (an explicit
  ///   command-line choice overrides the environment, as no-color.org asks).
  ///
  /// The detected level is ``trueColor`` when `COLORTERM` is `truecolor` or `24bit` or `TERM`
  /// ends in `-direct`, ``palette256`` when `TERM` contains `256color`, else ``basic``.
  ///
  /// - Parameters:
  ///   - choice: the `--color` choice.
  ///   - environment: the process environment (`NO_COLOR`, `TERM`, `COLORTERM` are read).
  ///   - isTerminal: whether the output goes to a terminal (`isatty`).
  /// - Returns: the colour level to render with.
  public static func resolve(
    _ choice: ColorChoice, environment: [String: String], isTerminal: Bool
  ) -> ColorLevel {
    let term = environment["TERM"] ?? ""
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let detected: ColorLevel
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      detected = .trueColor
    } else if term.contains("256color") {
      detected = .palette256
    } else {
      detected = .basic
    }
    switch choice {
    case .never:
      return .none
    case .always:
      return detected
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
      if !isTerminal || term == "dumb" { return .none }
      return detected
    }
  }
}
