import Foundation

/// A colour in the sRGB space with components in 0…1, for choosing readable text.
public struct SRGBColor: Hashable, Sendable, Codable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double

  /// Creates a colour; components are clamped to 0…1.
  ///
  /// - Parameters:
  ///   - red: Red, 0…1.
  ///   - green: Green, 0…1.
  ///   - blue: Blue, 0…1.
  public init(red: Double, green: Double, blue: Double) {
    self.red = min(max(red, 0), 1)
    self.green = min(max(green, 0), 1)
    self.blue = min(max(blue, 0), 1)
  }

  /// Parses `#RRGGBB`, `RRGGBB`, `#RGB` or `RGB` (hexadecimal).
  ///
  /// - Parameter hex: The colour as hexadecimal text.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
    guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
    self.init(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }

  /// Black.
  public static let black = SRGBColor(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = SRGBColor(red: 1, green: 1, blue: 1)

  /// The relative luminance as WCAG 2 defines it (0 for black, 1 for white).
  package var relativeLuminance: Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio with another colour, 1…21.
  ///
  /// - Parameter other: The other colour.
  /// - Returns: `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter luminance.
  package func contrastRatio(with other: SRGBColor) -> Double {
    let first = relativeLuminance
    let second = other.relativeLuminance
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// Black or white, whichever has the higher contrast ratio on this background (black on
  /// a tie).
  public var contrastingForeground: SRGBColor {
    contrastRatio(with: .black) >= contrastRatio(with: .white) ? .black : .white
  }
}
