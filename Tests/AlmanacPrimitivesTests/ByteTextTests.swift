import AlmanacPrimitives
import Testing

/// The byte writers give exactly the UTF-8 of their `String` counterparts.
@Suite("Byte text")
struct ByteTextTests {
  static func bytes(_ body: (inout [UInt8]) -> Void) -> String {
    var out: [UInt8] = [0x3E]  // Appending after what is already there.
    body(&out)
    return String(decoding: out.dropFirst(), as: UTF8.self)
  }

  @Test("decimal digits as zeroPadded(to:)")
  func decimal() {
    var values = [0, 1, 7, 9, 10, 99, 100, 999, 1000, 2026, 9999, 10_000, 123_456_789]
    values += values.map { -$0 } + [Int.max, Int.min, Int.max - 1, Int.min + 1]
    for value in values {
      for width in [-1, 0, 1, 2, 3, 4, 5, 20, 25] {
        #expect(
          Self.bytes { ByteText.appendDecimal(value, width: width, to: &$0) }
            == value.zeroPadded(to: width), "\(value) \(width)")
      }
    }
    for value in 0..<100 {
      #expect(Self.bytes { ByteText.appendTwoDigits(value, to: &$0) } == value.zeroPadded(to: 2))
    }
  }

  @Test("JSON literals as JSONText.quoted")
  func json() {
    var samples = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
    samples += [
      "", "plain", "say \"hi\"", "a\\b", "line\nnext\r\ttab", "\u{1b}[1m", "Zoë 日本 🗓️",
      "\u{2028}", "a\u{FEFF}b", "\u{10FFFF}", "👩‍👩‍👧", "a\u{0}b\u{1f}c\"d\\e", "\"\"", "\\",
      "\u{7f}\u{80}\u{9f}", String(repeating: "long text é ", count: 500) + "\u{1}",
    ]
    samples.append(samples.joined())
    // A string that is not stored as native UTF-8 (a substring's copy) takes the same path.
    samples.append(String("xx\u{1}👍\"yy".dropFirst()))
    for text in samples {
      #expect(
        Self.bytes { ByteText.appendJSONQuoted(text, to: &$0) } == JSONText.quoted(text),
        "\(text.debugDescription)")
    }
  }

  @Test("offsets as OffsetText.extended")
  func offsets() {
    var values = [0, 1, 59, 60, 3600, 3599, 19_800, 20_700, 45_900, 1172, 50_400, 86_399]
    values += [86_400, 360_000, 359_999, 12_345_678]
    values += values.map { -$0 } + [Int.max, Int.min, Int.min + 1]
    for value in values {
      #expect(
        Self.bytes { ByteText.appendExtendedOffset(value, to: &$0) }
          == OffsetText.extended(value), "\(value)")
    }
  }
}
