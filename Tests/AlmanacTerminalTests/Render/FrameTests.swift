import AlmanacTerminal
import AlmanacTestSupport
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

  @Test("text of scalars that stand alone lands as it does character by character (seeded)")
  func scalarByScalar() {
    var generator = SeededGenerator(seed: 0x5CA1)
    // Letters, controls, CR LF, wide and emoji-presentation symbols, and marks for the picker.
    let scalars: [Unicode.Scalar] = [
      "a", "é", "\r", "\n", "\u{1B}", "\u{AD}", "\u{2009}", "–", "…", "‹", "←", "⌚", "⏩", "★",
      "☕", "✅", "│", "€", "™", "\u{7F}", "\u{85}",
    ]
    for round in 0..<300 {
      var text = ""
      for _ in 0..<Int(generator.next() % 12) {
        text.unicodeScalars.append(scalars[Int(generator.next() % UInt64(scalars.count))])
      }
      let column = Int(generator.next() % 12) - 2
      let style = CellStyle(foreground: .palette(UInt8(round % 256)))
      var fast = Frame(size: TerminalSize(columns: 8, rows: 1))
      var clustered = fast
      fast.put("日本語", row: 0, column: 1)
      clustered.put("日本語", row: 0, column: 1)
      let end = fast.put(text, row: 0, column: column, style: style)
      // A zero-width space takes no column and joins nothing, but sends the text through
      // grapheme breaking.
      let clusteredEnd = clustered.put(text + "\u{200B}", row: 0, column: column, style: style)
      #expect(fast == clustered, "seed 0x5CA1 round \(round): \(text.debugDescription)")
      #expect(end == clusteredEnd, "seed 0x5CA1 round \(round): \(text.debugDescription)")
    }
  }

  @Test(
    "a cell keeps clusters byte for byte, and every style",
    arguments: [
      CellStyle.plain, CellStyle(foreground: .red, attributes: [.bold, .inverse]),
      CellStyle(foreground: .ansi(15), background: .palette(208), attributes: .underline),
      CellStyle(
        foreground: .rgb(1, 2, 3), background: .rgb(255, 254, 253), attributes: [.dim, .italic]),
    ])
  func cellRoundTrip(style: CellStyle) {
    for character: Character in ["a", "日", "🇫🇷", "👩‍👩‍👧", "e\u{301}", "é", "\u{10FFFF}"] {
      var cell = Cell(character, style: style)
      #expect(cell.character == character)
      #expect(Array(cell.character.utf8) == Array(character.utf8))
      #expect(cell.style == style)
      #expect(!cell.isContinuation)
      cell.isContinuation = true
      #expect(cell.isContinuation && cell.style == style && cell.character == character)
      cell.style = .plain
      #expect(cell.isContinuation && cell.style == .plain)
    }
    // Canonically equivalent spellings are different bytes on the terminal: different cells.
    #expect(Cell("e\u{301}") != Cell("é"))
    #expect(Cell("🇫🇷") == Cell("🇫🇷") && Cell("🇫🇷") != Cell("🇩🇪"))
  }
}
