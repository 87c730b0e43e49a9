import Testing

@testable import Almanac

/// `SRGBColor(css:)`: the colour forms calendars write (vdir `color` files, Apple's
/// X-APPLE-CALENDAR-COLOR with alpha, RFC 7986 COLOR names).
@Suite("Calendar colours")
struct SRGBColorCSSTests {
  @Test(arguments: [
    ("#1E90FF", 0x1E90FF), ("1e90ff", 0x1E90FF), ("#FF2968FF", 0xFF2968), ("#f00", 0xFF0000),
    ("turquoise", 0x40E0D0), ("DarkSlateGray", 0x2F4F4F), (" tomato ", 0xFF6347),
    ("rebeccapurple", -1), ("#12345", -1), ("", -1), ("#GGGGGG", -1), ("blue-ish", -1),
  ])
  func parses(_ text: String, _ expected: Int) {
    let color = SRGBColor(css: text)
    guard expected >= 0 else {
      #expect(color == nil, "\(text)")
      return
    }
    let rgb = SRGBColor(
      red: Double((expected >> 16) & 0xFF) / 255, green: Double((expected >> 8) & 0xFF) / 255,
      blue: Double(expected & 0xFF) / 255)
    #expect(color == rgb, "\(text)")
  }

  @Test func everyCSS3NameIsThere() {
    #expect(SRGBColor.cssNames.count == 147)
    #expect(SRGBColor.cssNames["gray"] == SRGBColor.cssNames["grey"])
    #expect(SRGBColor.cssNames.keys.allSatisfy { $0 == $0.lowercased() })
  }
}
