/// How a cell is drawn: colours and attributes.
public struct CellStyle: Sendable, Hashable, Codable {
  /// The text colour.
  public var foreground: TerminalColor
  /// The cell background.
  public var background: TerminalColor
  /// Bold, dim, italic, underline, inverse.
  public var attributes: TextAttributes

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - foreground: the text colour, the terminal default if omitted.
  ///   - background: the background, the terminal default if omitted.
  ///   - attributes: attributes, none if omitted.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = CellStyle()

  /// The SGR sequence that sets this style from scratch (it starts with a reset).
  ///
  /// - Parameter level: the colour support of the output; colours it cannot draw are
  ///   downgraded, and ``ColorLevel/none`` keeps the attributes but drops all colours.
  /// - Returns: a string such as `"\u{1B}[0;1;31m"`.
  package func sgr(for level: ColorLevel) -> String {
    var codes = "\u{1B}[0"
    if attributes.contains(.bold) { codes += ";1" }
    if attributes.contains(.dim) { codes += ";2" }
    if attributes.contains(.italic) { codes += ";3" }
    if attributes.contains(.underline) { codes += ";4" }
    if attributes.contains(.inverse) { codes += ";7" }
    Self.append(foreground.downgraded(to: level), base: 30, to: &codes)
    Self.append(background.downgraded(to: level), base: 40, to: &codes)
    return codes + "m"
  }

  private static func append(_ color: TerminalColor, base: Int, to codes: inout String) {
    switch color {
    case .default:
      break
    case .ansi(let index):
      codes += index < 8 ? ";\(base + Int(index))" : ";\(base + 60 + Int(index) - 8)"
    case .palette(let index):
      codes += ";\(base + 8);5;\(index)"
    case .rgb(let red, let green, let blue):
      codes += ";\(base + 8);2;\(red);\(green);\(blue)"
    }
  }
}
