import Testing

@testable import AlmanacICS

@Suite struct ICSTextTests {
  @Test(arguments: [
    ("a\\,b\\;c\\\\d\\ne\\Nf", "a,b;c\\d\ne\nf"),
    ("plain", "plain"),
    ("trailing\\", "trailing\\"),
    ("Zürich \\, 東京", "Zürich , 東京"),
  ])
  func unescape(raw: String, text: String) {
    #expect(ICSText.unescape(raw) == text)
  }

  @Test func unescapeMatchesAByteByByteReferenceOnSeededRandomText() {
    // A reference that decodes escapes one Character at a time, against the fast byte loop.
    func reference(_ raw: String) -> String {
      var out = ""
      var escaped = false
      for character in raw {
        if escaped {
          out.append(character == "n" || character == "N" ? "\n" : character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else {
          out.append(character)
        }
      }
      if escaped { out.append("\\") }
      return out
    }
    let seed: UInt64 = 0x1CA1_0AD5
    var state = seed
    let pieces = ["\\", "n", "N", ",", ";", "a", "Z", " ", "ü", "東", "\\n", "é"]
    for round in 0..<500 {
      var raw = ""
      for _ in 0..<(round % 40) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        raw += pieces[Int(state >> 33) % pieces.count]
      }
      #expect(ICSText.unescape(raw) == reference(raw), "seed \(seed), round \(round): \(raw)")
    }
  }

  @Test(arguments: [
    "freq", "Weekly", "THISANDFUTURE", "", "straße", "ﬀ", "été", "Date-Time", "mo1",
  ])
  func uppercasedASCIIMatchesFoundation(text: String) {
    #expect(ICSText.uppercasedASCII(text) == text.uppercased())
    #expect(ICSText.uppercasedASCII(text[...]) == text.uppercased())
  }

  @Test func escapeInvertsUnescape() {
    let text = "Line one\nsemi; comma, back\\slash ünï"
    let raw = ICSText.escape(text)
    #expect(raw == "Line one\\nsemi\\; comma\\, back\\\\slash ünï")
    #expect(ICSText.unescape(raw) == text)
    #expect(ICSText.escape("a\r\nb") == "a\\nb")
  }

  @Test func listsSplitAtUnescapedCommas() {
    #expect(ICSText.splitList("a\\,b,c,,d") == ["a,b", "c", "", "d"])
    #expect(ICSText.joinList(["a,b", "c"]) == "a\\,b,c")
  }
}
