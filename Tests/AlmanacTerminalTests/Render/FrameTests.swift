import AlmanacTerminal
import Testing

@Suite("Frame")
struct FrameTests {
  @Test("text, wide characters and styles land in the right cells")
  func put() {
    var frame = Frame(size: TerminalSize(columns: 6, rows: 2))
    #expect(frame.put("ab", row: 0, column: 0) == 2)
    #expect(frame.put("日", row: 0, column: 3, style: CellStyle(attributes: .bold)) == 5)
    frame.put("x", row: 1, column: 5)
    #expect(frame.plainText() == "ab 日\n     x")
    #expect(frame[row: 0, column: 3] == Cell("日", style: CellStyle(attributes: .bold)))
    #expect(frame[row: 0, column: 4].isContinuation)
    #expect(!frame[row: 0, column: 5].isContinuation)
  }

  @Test("cropping at every edge, and a wide character cut in half becomes a space")
  func cropping() {
    var frame = Frame(size: TerminalSize(columns: 5, rows: 2))
    frame.put("abcdefgh", row: 0, column: -2)
    frame.put("日本", row: 1, column: 2)
    frame.put("never", row: 2, column: 0)
    frame.put("never", row: -1, column: 0)
    #expect(frame.plainText() == "cdefg\n  日")
    var left = Frame(size: TerminalSize(columns: 3, rows: 1))
    left.put("日本", row: 0, column: -1)
    #expect(left.plainText(trimmingTrailingSpaces: false) == " 本")
  }

  @Test("overwriting half of a wide character blanks the other half")
  func overwriteWide() {
    var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
    frame.put("日本", row: 0, column: 0)
    frame.put("a", row: 0, column: 1)
    #expect(frame.plainText(trimmingTrailingSpaces: false) == " a本")
    frame.put("b", row: 0, column: 2)
    #expect(frame.plainText(trimmingTrailingSpaces: false) == " ab ")
    #expect(frame.cells.allSatisfy { !$0.isContinuation })
  }

  @Test("controls and escape sequences in data cannot reach the terminal")
  func controlsDropped() {
    var frame = Frame(size: TerminalSize(columns: 10, rows: 1))
    frame.put("a\u{1B}[2Jb\tc\n", row: 0, column: 0)
    #expect(frame.plainText() == "a[2Jbc")
  }

  @Test("a Devanagari cluster takes as many cells as the terminal advances")
  func multiColumnCluster() {
    var frame = Frame(size: TerminalSize(columns: 8, rows: 1))
    let end = frame.put("हिन्दी!", row: 0, column: 0)
    #expect(end == 6)
    #expect(frame.plainText() == "हिन्दी!")
  }

  @Test("styling a run keeps its characters")
  func setStyle() {
    var frame = Frame(lines: ["hello"])
    let inverse = CellStyle(attributes: .inverse)
    frame.setStyle(row: 0, columns: -3..<2, style: inverse)
    #expect(frame.plainText() == "hello")
    #expect(frame.cells.map(\.style) == [inverse, inverse, .plain, .plain, .plain])
  }
}
