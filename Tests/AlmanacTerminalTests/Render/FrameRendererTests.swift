import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Testing

@Suite("Frame renderer")
struct FrameRendererTests {
  static func sample() -> Frame {
    var frame = Frame(size: TerminalSize(columns: 6, rows: 2))
    frame.put("ab", row: 0, column: 0)
    frame.put("日", row: 0, column: 3, style: CellStyle(foreground: .red, attributes: .bold))
    frame.put("x", row: 1, column: 5, style: CellStyle(attributes: .inverse))
    return frame
  }

  @Test("full redraw: golden bytes")
  func fullRedraw() {
    let output = FrameRenderer(colors: .basic).fullRedrawText(Self.sample())
    let golden =
      "\u{1B}[0m\u{1B}[H\u{1B}[2J"
      + "\u{1B}[1;1H\u{1B}[0mab \u{1B}[0;1;31m日\u{1B}[0m "
      + "\u{1B}[2;1H\u{1B}[0m     \u{1B}[0;7mx"
      + "\u{1B}[0m"
    #expect(output == golden)
  }

  @Test("without colours the attributes stay and the colours go")
  func noColors() {
    let output = FrameRenderer(colors: .none).fullRedrawText(Self.sample())
    #expect(output.contains("\u{1B}[0;1m日"))
    #expect(!output.contains("31"))
  }

  @Test("diff rewrites only the changed span of changed rows")
  func diff() {
    let renderer = FrameRenderer(colors: .basic)
    let old = Self.sample()
    var new = old
    #expect(renderer.updateText(from: old, to: new) == "")
    new.put("y", row: 1, column: 2)
    #expect(renderer.updateText(from: old, to: new) == "\u{1B}[2;3H\u{1B}[0my\u{1B}[0m")
    new.put("c", row: 0, column: 4)  // replaces the right half of 日: both cells are rewritten
    #expect(
      renderer.updateText(from: old, to: new)
        == "\u{1B}[1;4H\u{1B}[0;1;31m \u{1B}[0mc\u{1B}[2;3H\u{1B}[0my\u{1B}[0m")
  }

  @Test("an update appends to the buffer it is given, and nothing when nothing changed")
  func updateInto() {
    let renderer = FrameRenderer(colors: .basic)
    let old = Self.sample()
    var new = old
    new.put("🇫🇷", row: 1, column: 0)
    var buffer = Array("kept".utf8)
    renderer.update(from: old, to: old, into: &buffer)
    #expect(buffer == Array("kept".utf8))
    renderer.update(from: old, to: new, into: &buffer)
    #expect(buffer == Array("kept".utf8) + renderer.update(from: old, to: new))
    #expect(String(decoding: buffer, as: UTF8.self) == "kept\u{1B}[2;1H\u{1B}[0m🇫🇷\u{1B}[0m")
  }

  @Test("diff after a resize, or with nothing on screen, is a full redraw")
  func diffNeedsSameSize() {
    let renderer = FrameRenderer(colors: .basic)
    let small = Frame(lines: ["ab"])
    let big = Frame(lines: ["ab", "cd"])
    #expect(renderer.updateText(from: small, to: big) == renderer.fullRedrawText(big))
    #expect(renderer.updateText(from: nil, to: big) == renderer.fullRedrawText(big))
  }

  @Test("styled lines for standard output: SGR only where styled, trailing blanks dropped")
  func lines() {
    let renderer = FrameRenderer(colors: .basic)
    #expect(
      renderer.lines(Self.sample()) == [
        "ab \u{1B}[0;1;31m日\u{1B}[0m", "     \u{1B}[0;7mx\u{1B}[0m",
      ])
    #expect(renderer.lines(Frame(lines: ["plain  "])) == ["plain"])
  }

  @Test("a diff applied on a screen showing the old frame shows the new one (seeded random frames)")
  func diffProperty() {
    var generator = SeededGenerator(seed: 0xD1FF)
    let pieces = ["a", "bc", "日", "本語", "😀", " ", "é", "x"]
    let styles = [
      CellStyle.plain, CellStyle(foreground: .green), CellStyle(attributes: .inverse),
      CellStyle(foreground: .palette(208), background: .rgb(10, 20, 30), attributes: .underline),
    ]
    func randomFrame() -> Frame {
      var frame = Frame(size: TerminalSize(columns: 12, rows: 4))
      for _ in 0..<10 {
        frame.put(
          pieces[Int(generator.next() % UInt64(pieces.count))],
          row: Int(generator.next() % 4), column: Int(generator.next() % 13) - 1,
          style: styles[Int(generator.next() % UInt64(styles.count))])
      }
      return frame
    }
    for level in [ColorLevel.none, .basic, .palette256, .trueColor] {
      let renderer = FrameRenderer(colors: level)
      for round in 0..<100 {
        let old = randomFrame()
        let new = randomFrame()
        var screen = VirtualScreen(columns: 12, rows: 4)
        let drew = screen.apply(renderer.fullRedrawText(old))
        #expect(drew)
        #expect(
          screen.slots == VirtualScreen.expected(old, colors: level), "seed 0xD1FF round \(round)")
        let updated = screen.apply(renderer.updateText(from: old, to: new))
        #expect(updated)
        #expect(
          screen.slots == VirtualScreen.expected(new, colors: level), "seed 0xD1FF round \(round)")
      }
    }
  }
}

extension FrameRenderer {
  /// The bytes of a full redraw read as text, for comparing with expected escapes.
  fileprivate func fullRedrawText(_ frame: Frame) -> String {
    String(decoding: fullRedraw(frame), as: UTF8.self)
  }

  /// The bytes of an update read as text.
  fileprivate func updateText(from old: Frame?, to new: Frame) -> String {
    String(decoding: update(from: old, to: new), as: UTF8.self)
  }
}
