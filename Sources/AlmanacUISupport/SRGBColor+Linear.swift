import Almanac
import Foundation

extension SRGBColor {
  /// A colour from linear-light sRGB components, as SwiftUI's `Color.Resolved` and Core
  /// Graphics' linear spaces give them: each is gamma-encoded with the sRGB transfer function
  /// (IEC 61966-2-1) and clamped to 0…1.
  ///
  /// - Parameters:
  ///   - linearRed: Linear red.
  ///   - linearGreen: Linear green.
  ///   - linearBlue: Linear blue.
  package init(linearRed: Double, linearGreen: Double, linearBlue: Double) {
    self.init(
      red: SRGBColor.encode(linearRed), green: SRGBColor.encode(linearGreen),
      blue: SRGBColor.encode(linearBlue))
  }

  private static func encode(_ linear: Double) -> Double {
    let value = min(max(linear, 0), 1)
    let encoded = value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    return min(max(encoded, 0), 1)
  }
}
