import AlmanacTestSupport
import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

@Suite("sRGB from linear components")
struct SRGBColorLinearTests {
  // Reference (Python, the inverse function): sRGB 128/255 is linear 0.215861; linear 0.0031308
  // is sRGB 0.04045.
  @Test(
    "the transfer function's known points",
    arguments: [
      (0.0, 0.0), (1.0, 1.0), (0.003_130_8, 0.040_45), (0.215_861, 128.0 / 255.0),
    ])
  func knownPoints(linear: Double, encoded: Double) {
    let color = SRGBColor(linearRed: linear, linearGreen: linear, linearBlue: linear)
    #expect(abs(color.red - encoded) < 0.000_5)
  }

  @Test("contrast picks the same text colour as for the encoded colour")
  func contrast() throws {
    // #1E90FF: linear (0.01298, 0.27889, 1.0).
    let dodger = SRGBColor(linearRed: 0.012_983, linearGreen: 0.278_894, linearBlue: 1)
    #expect(dodger.contrastingForeground == .black)
    let blue = SRGBColor(linearRed: 0, linearGreen: 0, linearBlue: 1)
    #expect(blue.contrastingForeground == .white)
    #expect(abs(SRGBColor(linearRed: 2, linearGreen: -1, linearBlue: 0.5).red - 1) < 1e-9)
    #expect(SRGBColor(linearRed: 2, linearGreen: -1, linearBlue: 0.5).green == 0)
  }
}
