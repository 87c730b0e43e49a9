/// A colour a terminal cell can be drawn in.
public enum TerminalColor: Sendable, Hashable, Codable {
  /// The terminal's own default foreground or background.
  case `default`
  /// One of the 16 basic colours: 0…7 normal (black, red, green, yellow, blue, magenta, cyan,
  /// white), 8…15 bright.
  case ansi(UInt8)
  /// An entry of the 256-colour palette.
  case palette(UInt8)
  /// A 24-bit colour (drawn as the nearest palette colour where truecolor is not available).
  case rgb(UInt8, UInt8, UInt8)

  /// Black (0).
  public static let black = TerminalColor.ansi(0)
  /// Red (1).
  public static let red = TerminalColor.ansi(1)
  /// Green (2).
  public static let green = TerminalColor.ansi(2)
  /// Yellow (3).
  public static let yellow = TerminalColor.ansi(3)
  /// Blue (4).
  public static let blue = TerminalColor.ansi(4)
  /// Magenta (5).
  public static let magenta = TerminalColor.ansi(5)
  /// Cyan (6).
  public static let cyan = TerminalColor.ansi(6)
  /// White (7).
  public static let white = TerminalColor.ansi(7)
  /// Bright black, that is grey (8).
  public static let brightBlack = TerminalColor.ansi(8)

  /// The colour as one number: the case in bits 24–31 (0 default, 1 ANSI, 2 palette, 3 RGB) and
  /// its values below (red in bits 16–23), so that a ``Cell`` keeps its colours as integers.
  package var packed: UInt32 {
    switch self {
    case .default: 0
    case .ansi(let index): 1 << 24 | UInt32(index)
    case .palette(let index): 2 << 24 | UInt32(index)
    case .rgb(let red, let green, let blue):
      3 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }
  }

  /// The colour of a ``packed`` number.
  ///
  /// - Parameter packed: a value of ``packed``.
  package init(packed: UInt32) {
    let low = UInt8(truncatingIfNeeded: packed)
    switch packed >> 24 {
    case 1: self = .ansi(low)
    case 2: self = .palette(low)
    case 3:
      self = .rgb(
        UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), low)
    default: self = .default
    }
  }

  /// This colour as the given level can draw it (truecolor → 256 → 16 → none).
  ///
  /// - Parameter level: the colour support of the output.
  /// - Returns: the nearest colour the level can draw, or `.default` for ``ColorLevel/none``.
  package func downgraded(to level: ColorLevel) -> TerminalColor {
    switch (self, level) {
    case (.default, _), (_, .none): return .default
    case (.ansi(let index), _): return .ansi(index & 0x0F)
    case (.palette(let index), .basic): return .ansi(Self.basicIndex(palette: index))
    case (.palette, _): return self
    case (.rgb, .trueColor): return self
    case (.rgb(let red, let green, let blue), .palette256):
      return .palette(Self.paletteIndex(red: red, green: green, blue: blue))
    case (.rgb(let red, let green, let blue), .basic):
      return .ansi(Self.basicIndex(palette: Self.paletteIndex(red: red, green: green, blue: blue)))
    }
  }

  /// The nearest entry of the xterm 256-colour palette (6×6×6 cube or grey ramp).
  static func paletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    func level(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
    let cube = (level(red), level(green), level(blue))
    let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
    let greyValue = 8 + 10 * greyIndex
    func distance(_ rgb: (Int, Int, Int)) -> Int {
      let d = (rgb.0 - Int(red), rgb.1 - Int(green), rgb.2 - Int(blue))
      return d.0 * d.0 + d.1 * d.1 + d.2 * d.2
    }
    let steps = [0, 95, 135, 175, 215, 255]
    let cubeDistance = distance((steps[cube.0], steps[cube.1], steps[cube.2]))
    let greyDistance = distance((greyValue, greyValue, greyValue))
    return UInt8(greyDistance < cubeDistance ? 232 + greyIndex : cubeIndex)
  }

  /// The nearest of the 16 basic colours to a palette entry (xterm's default palette).
  static func basicIndex(palette index: UInt8) -> UInt8 {
    if index < 16 { return index }
    let rgb = rgbValue(palette: index)
    var best: UInt8 = 0
    var bestDistance = Int.max
    for candidate in UInt8(0)..<16 {
      let other = rgbValue(palette: candidate)
      let d = (rgb.0 - other.0, rgb.1 - other.1, rgb.2 - other.2)
      let distance = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
      if distance < bestDistance {
        bestDistance = distance
        best = candidate
      }
    }
    return best
  }

  /// The RGB value of a palette entry in xterm's default palette.
  static func rgbValue(palette index: UInt8) -> (Int, Int, Int) {
    let basic: [(Int, Int, Int)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
      (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
      (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    if index < 16 { return basic[Int(index)] }
    if index >= 232 {
      let value = 8 + 10 * (Int(index) - 232)
      return (value, value, value)
    }
    let steps = [0, 95, 135, 175, 215, 255]
    let cube = Int(index) - 16
    return (steps[cube / 36], steps[cube / 6 % 6], steps[cube % 6])
  }
}
