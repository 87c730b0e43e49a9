import AlmanacPrimitives

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
    var bytes: [UInt8] = []
    appendSGR(for: level, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the bytes of ``sgr(for:)`` to `out`, with no string made on the way (a frame
  /// writes one per change of style).
  ///
  /// - Parameters:
  ///   - level: the colour support of the output.
  ///   - out: the buffer.
  package func appendSGR(for level: ColorLevel, to out: inout [UInt8]) {
    // ESC [ 0
    out.append(0x1B)
    out.append(0x5B)
    out.append(0x30)
    if attributes.contains(.bold) { Self.appendCode(1, to: &out) }
    if attributes.contains(.dim) { Self.appendCode(2, to: &out) }
    if attributes.contains(.italic) { Self.appendCode(3, to: &out) }
    if attributes.contains(.underline) { Self.appendCode(4, to: &out) }
    if attributes.contains(.inverse) { Self.appendCode(7, to: &out) }
    Self.append(foreground.downgraded(to: level), base: 30, to: &out)
    Self.append(background.downgraded(to: level), base: 40, to: &out)
    out.append(0x6D)  // m
  }

  /// `;` and the decimal digits of `code`.
  private static func appendCode(_ code: Int, to out: inout [UInt8]) {
    out.append(0x3B)
    ByteText.appendDecimal(code, width: 0, to: &out)
  }

  private static func append(_ color: TerminalColor, base: Int, to out: inout [UInt8]) {
    switch color {
    case .default:
      break
    case .ansi(let index):
      appendCode(index < 8 ? base + Int(index) : base + 60 + Int(index) - 8, to: &out)
    case .palette(let index):
      appendCode(base + 8, to: &out)
      appendCode(5, to: &out)
      appendCode(Int(index), to: &out)
    case .rgb(let red, let green, let blue):
      appendCode(base + 8, to: &out)
      appendCode(2, to: &out)
      appendCode(Int(red), to: &out)
      appendCode(Int(green), to: &out)
      appendCode(Int(blue), to: &out)
    }
  }
}
