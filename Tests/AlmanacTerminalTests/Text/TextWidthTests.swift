import AlmanacTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// glibc's `wcwidth` (C.UTF-8), an independent width table, looked up with `dlsym` because the
/// Swift Glibc module does not export it.
/// Only on Linux: Darwin's `wcwidth` is another table, so these comparisons are glibc's.
private let glibcWidth: (@convention(c) (Int32) -> Int32)? = {
  #if !canImport(Glibc)
    return nil
  #endif
  setlocale(LC_CTYPE, "C.UTF-8")
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else { return nil }
  return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
}()

#if canImport(Glibc)
  private let isGlibc = true
#else
  private let isGlibc = false
#endif

@Suite("Text width")
struct TextWidthTests {
  @Test(
    "known widths of strings",
    arguments: [
      ("", 0), ("abc", 3), ("2026-11-29", 10),
      ("日本語", 6), ("漢字かなカナ", 12), ("한국어", 6), ("ｆｕｌｌ", 8),  // CJK, Hangul, fullwidth
      ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("❤", 1),  // emoji
      ("e\u{301}", 1), ("a\u{300}\u{301}\u{302}", 1), ("\u{301}", 0),  // combining marks
      // Arabic, harakat, Persian and Arabic-Indic digits
      ("مرحبا", 5), ("سَلَام", 4), ("۱۴۰۵/۰۸/۰۹", 10), ("٢٠٢٦", 4),
      ("שָׁלוֹם", 4), ("हिन्दी", 5), ("ไทย", 3),  // Hebrew points, Devanagari signs, Thai
      ("a\u{200B}b", 2), ("tab\there", 7), ("\u{1B}[31m", 4),  // zero-width, controls
      ("Ⅻ", 1), ("—", 1), ("€", 1),
    ] as [(String, Int)])
  func known(text: String, width: Int) throws {
    #expect(displayWidth(text) == width, "\(text.debugDescription)")
    // Outside emoji, a terminal advances by glibc's width of each printable scalar.
    #if canImport(Glibc)
      let wcwidth = try #require(glibcWidth)
    #else
      guard let wcwidth = glibcWidth else { return }
    #endif
    if !text.unicodeScalars.contains(where: { $0.properties.isEmoji && $0.value > 0xFF }) {
      let glibcSum = text.unicodeScalars.map { max(0, Int(wcwidth(Int32($0.value)))) }.reduce(0, +)
      #expect(glibcSum == width, "glibc for \(text.debugDescription)")
    }
  }

  @Test(
    "scalar widths agree with glibc wcwidth for every assigned code point but emoji modifiers",
    .enabled(if: isGlibc, "glibc's table; Darwin's wcwidth differs"))
  func agreesWithGlibc() throws {
    let wcwidth = try #require(glibcWidth)
    var disagreements: [String] = []
    for value in UInt32(0xA0)...0x3_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      guard properties.generalCategory != .unassigned, properties.generalCategory != .privateUse
      else { continue }
      // Regional indicators are 1 in glibc but draw as half of a 2-column flag; skin-tone
      // modifiers likewise join the emoji before them.
      if (0x1F1E6...0x1F1FF).contains(value) || (0x1F3FB...0x1F3FF).contains(value) { continue }
      let theirs = Int(wcwidth(Int32(value)))
      let ours = TextWidth.columns(of: scalar)
      if theirs >= 0, theirs != ours {
        disagreements.append("U+\(String(value, radix: 16)) ours \(ours) glibc \(theirs)")
      }
    }
    // The only differences: circled numbers on black squares, East Asian Ambiguous (1 here,
    // 2 in glibc), and one Ahom sign whose category changed after Unicode 14.
    let justified = Set((0x3248...0x324F).map { "U+\(String($0, radix: 16))" } + ["U+1171e"])
    let unexplained = disagreements.filter { !justified.contains(String($0.prefix { $0 != " " })) }
    #expect(unexplained.isEmpty, "\(unexplained.count): \(unexplained.prefix(50))")
  }

  @Test("cropping keeps whole characters and never splits a wide one")
  func cropping() {
    #expect(TextWidth.cropped("abcdef", to: 4) == "abcd")
    #expect(TextWidth.cropped("日本語", to: 5) == "日本")
    #expect(TextWidth.cropped("日本語", to: 4) == "日本")
    #expect(TextWidth.cropped("e\u{301}te\u{301}", to: 2) == "e\u{301}t")
    #expect(TextWidth.cropped("September", to: 5, ellipsis: "…") == "Sept…")
    #expect(TextWidth.cropped("abc", to: 3, ellipsis: "…") == "abc")
    #expect(TextWidth.cropped("abc", to: -1) == "")
  }

  @Test("padding gives exactly the width, for any script")
  func padding() {
    #expect(TextWidth.padded("ab", to: 5) == "ab   ")
    #expect(TextWidth.padded("ab", to: 5, alignment: .trailing) == "   ab")
    #expect(TextWidth.padded("ab", to: 5, alignment: .center) == " ab  ")
    #expect(TextWidth.padded("日本語", to: 5) == "日本 ")
    #expect(TextWidth.padded("۲۹", to: 3, alignment: .trailing) == " ۲۹")
    for text in ["一", "abc", "😀x", "مرحبا", "e\u{301}", "日本語テキスト"] {
      for width in 0...9 {
        #expect(displayWidth(TextWidth.padded(text, to: width, alignment: .center)) == width)
      }
    }
  }

  @Test("a scalar said to stand alone is a character of its own beside any other, and as wide")
  func standsAlone() {
    var checked = 0
    for value in UInt32(0)...0x2FFF {
      guard let scalar = Unicode.Scalar(value), TextWidth.standsAlone(scalar) else { continue }
      let alone = String(scalar)
      // A mark, joiner or spacing mark would join "a" before it; a prepended letter the "a"
      // after it; a regional indicator or conjoining letter its twin.
      #expect(("a" + alone).count == 2, "U+\(String(value, radix: 16))")
      #expect((alone + "a").count == 2, "U+\(String(value, radix: 16))")
      #expect((alone + alone).count == 2, "U+\(String(value, radix: 16))")
      #expect(
        TextWidth.columns(of: Character(scalar)) == TextWidth.columns(of: scalar),
        "U+\(String(value, radix: 16))")
      checked += 1
    }
    #expect(checked > 3_000)
    #expect(!TextWidth.standsAlone("\u{301}") && !TextWidth.standsAlone("\u{200D}"))
  }
}
