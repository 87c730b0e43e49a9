import Testing

@testable import Almanac

@Suite("Placeholders in phrases")
struct PlaceholderFillTests {
  @Test(
    "each named placeholder is replaced once, in one pass",
    arguments: [
      ("{count} nights", ["count": "3"], "3 nights"),
      ("{start} → {end}", ["start": "1 May", "end": "4 May"], "1 May → 4 May"),
      ("{a}{a}", ["a": "x"], "xx"),
      ("no placeholders", ["a": "x"], "no placeholders"),
      ("{unknown} stays", ["a": "x"], "{unknown} stays"),
      ("{open", ["open": "x"], "{open"),
      ("{a} holds {b}", ["a": "{b}", "b": "B"], "{b} holds B"),
      ("«{date}» – {date}", ["date": "٣ مايو"], "«٣ مايو» – ٣ مايو"),
    ])
  func fill(template: String, values: [String: String], expected: String) {
    #expect(LabelStrings.fill(template, values) == expected)
  }
}
