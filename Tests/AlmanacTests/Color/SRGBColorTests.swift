import Testing

@testable import Almanac

@Suite("Contrasting foreground")
struct SRGBColorTests {
  struct ContrastCase: Sendable, CustomTestStringConvertible {
    var hex: String
    /// Contrast ratio with white, from WebAIM's checker and a Python transcription of WCAG 2.
    var onWhite: Double
    var foreground: SRGBColor
    var testDescription: String { hex }
  }

  static let cases: [ContrastCase] = [
    .init(hex: "#777777", onWhite: 4.4781, foreground: .black),
    .init(hex: "#767676", onWhite: 4.5422, foreground: .black),
    .init(hex: "#0000FF", onWhite: 8.5925, foreground: .white),
    .init(hex: "#FFFF00", onWhite: 1.0738, foreground: .black),
    .init(hex: "#FF0000", onWhite: 3.9985, foreground: .black),
    .init(hex: "#000", onWhite: 21, foreground: .white),
    .init(hex: "FFFFFF", onWhite: 1, foreground: .black),
  ]

  @Test("WCAG contrast ratios and the chosen text colour", arguments: cases)
  func contrast(_ contrastCase: ContrastCase) throws {
    let color = try #require(SRGBColor(hex: contrastCase.hex))
    #expect(abs(color.contrastRatio(with: .white) - contrastCase.onWhite) < 0.0001)
    #expect(color.contrastingForeground == contrastCase.foreground)
  }

  @Test("malformed hex is refused")
  func malformed() {
    #expect(SRGBColor(hex: "#12345") == nil)
    #expect(SRGBColor(hex: "zzzzzz") == nil)
  }
}
