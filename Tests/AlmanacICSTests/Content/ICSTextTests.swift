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
