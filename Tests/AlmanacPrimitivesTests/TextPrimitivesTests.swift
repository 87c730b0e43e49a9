import AlmanacPrimitives
import Foundation
import Testing

@Suite("Zero padding, JSON and markup text, UTC offsets")
struct TextPrimitivesTests {
  @Test(
    "zero padding",
    arguments: [
      (7, 2, 10, "07"), (0, 4, 10, "0000"), (2026, 2, 10, "2026"), (12, 2, 10, "12"),
      (-5, 4, 10, "-0005"), (-12345, 2, 10, "-12345"), (0x1b, 4, 16, "001b"),
      (255, 8, 16, "000000ff"), (Int.max, 2, 10, "9223372036854775807"),
      (Int.min, 2, 10, "-9223372036854775808"), (5, 0, 10, "5"), (5, -3, 10, "5"),
    ])
  func padding(value: Int, width: Int, radix: Int, expected: String) {
    #expect(value.zeroPadded(to: width, radix: radix) == expected)
  }

  @Test("zero padding of unsigned values")
  func unsignedPadding() {
    #expect(UInt64(0xabc).zeroPadded(to: 16, radix: 16) == "0000000000000abc")
    #expect(UInt64.max.zeroPadded(to: 16, radix: 16) == "ffffffffffffffff")
    #expect(UInt8(9).zeroPadded(to: 3) == "009")
  }

  @Test(
    "JSON string literals",
    arguments: [
      ("", #""""#), ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#),
      ("a\\b", #""a\\b""#), ("line\nnext\r\ttab", #""line\nnext\r\ttab""#),
      ("\u{1b}[1m", #""\u001b[1m""#), ("\u{0}", #""\u0000""#), ("\u{7f}", "\"\u{7f}\""),
      ("Zoë 日本 🗓️", "\"Zoë 日本 🗓️\""), ("\u{2028}", "\"\u{2028}\""),
    ])
  func json(text: String, expected: String) {
    #expect(JSONText.quoted(text) == expected)
  }

  @Test("every control character and a sample of Unicode read back as written")
  func jsonRoundTrip() throws {
    var samples = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
    // "a\u{FEFF}b": Foundation's decoder drops a U+FEFF at the very start of its input.
    samples += ["\"", "\\", "/", "é", "a\u{FEFF}b", "\u{10FFFF}", "👩‍👩‍👧", "a\u{0}b\u{1f}c\"d\\e"]
    samples.append(samples.joined())
    for text in samples {
      let literal = JSONText.quoted(text)
      let decoded = try JSONSerialization.jsonObject(
        with: Data(literal.utf8), options: .fragmentsAllowed)
      #expect(decoded as? String == text, "literal \(literal)")
      #expect(!literal.unicodeScalars.dropFirst().dropLast().contains { $0.value < 0x20 })
    }
  }

  @Test(
    "markup escaping",
    arguments: [
      ("plain", "plain"), ("a & b", "a &amp; b"),
      ("<b>\"x\"</b>", "&lt;b&gt;&quot;x&quot;&lt;/b&gt;"),
      ("it's", "it's"), ("&amp;", "&amp;amp;"), ("日本 <", "日本 &lt;"),
    ])
  func markup(text: String, expected: String) {
    #expect(MarkupText.escaped(text) == expected)
  }

  @Test(
    "UTC offsets",
    arguments: [
      (0, "+00:00", "+0000"), (7_200, "+02:00", "+0200"), (-18_000, "-05:00", "-0500"),
      (19_815, "+05:30:15", "+053015"), (-1, "-00:00:01", "-000001"),
      (50_400, "+14:00", "+1400"), (-86_399, "-23:59:59", "-235959"),
    ])
  func offsets(seconds: Int, extended: String, basic: String) {
    #expect(OffsetText.extended(seconds) == extended)
    #expect(OffsetText.basic(seconds) == basic)
  }

  @Test("an absurd offset does not trap")
  func extremeOffsets() {
    #expect(OffsetText.extended(Int.min) == "-2562047788015215:30:08")
    #expect(OffsetText.basic(Int.max) == "+25620477880152153007")
  }
}
