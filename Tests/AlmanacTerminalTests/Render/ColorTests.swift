import AlmanacTerminal
import Testing

@Suite("Colours")
struct ColorTests {
  @Test(
    "SGR codes per level (xterm ctlseqs: 30–37, 90–97, 38;5, 38;2, +10 for background)",
    arguments: [
      (CellStyle(foreground: .red), ColorLevel.basic, "\u{1B}[0;31m"),
      (CellStyle(foreground: .ansi(9)), .basic, "\u{1B}[0;91m"),
      (CellStyle(background: .blue), .basic, "\u{1B}[0;44m"),
      (CellStyle(background: .ansi(12)), .basic, "\u{1B}[0;104m"),
      (CellStyle(foreground: .palette(208)), .palette256, "\u{1B}[0;38;5;208m"),
      (CellStyle(foreground: .rgb(255, 0, 0)), .trueColor, "\u{1B}[0;38;2;255;0;0m"),
      (CellStyle(foreground: .rgb(255, 0, 0)), .palette256, "\u{1B}[0;38;5;196m"),
      (CellStyle(foreground: .rgb(128, 128, 128)), .palette256, "\u{1B}[0;38;5;244m"),
      (CellStyle(foreground: .rgb(255, 0, 0)), .basic, "\u{1B}[0;91m"),
      (CellStyle(foreground: .palette(21)), .basic, "\u{1B}[0;34m"),  // #0000ff is nearest #0000ee
      (CellStyle(foreground: .red, attributes: [.bold, .underline]), .none, "\u{1B}[0;1;4m"),
      (CellStyle(attributes: [.dim, .italic, .inverse]), .trueColor, "\u{1B}[0;2;3;7m"),
      (CellStyle.plain, .trueColor, "\u{1B}[0m"),
    ] as [(CellStyle, ColorLevel, String)])
  func sgr(style: CellStyle, level: ColorLevel, expected: String) {
    #expect(style.sgr(for: level) == expected)
  }

  @Test(
    "--color and NO_COLOR policy",
    arguments: [
      // choice, environment, isTerminal, level
      (ColorChoice.auto, ["TERM": "xterm"], true, ColorLevel.basic),
      (.auto, ["TERM": "xterm-256color"], true, .palette256),
      (.auto, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .trueColor),
      (.auto, ["TERM": "tmux-256color", "COLORTERM": "24bit"], true, .trueColor),
      (.auto, ["TERM": "xterm-direct"], true, .trueColor),
      (.auto, ["TERM": "xterm-256color"], false, .none),
      (.auto, ["TERM": "xterm-256color", "NO_COLOR": "1"], true, .none),
      (.auto, ["TERM": "xterm-256color", "NO_COLOR": ""], true, .palette256),
      (.auto, ["TERM": "dumb"], true, .none),
      (.auto, [:], true, .basic),
      (.always, ["TERM": "xterm-256color", "NO_COLOR": "1"], false, .palette256),
      (.always, ["TERM": "dumb"], false, .basic),
      (.never, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .none),
    ] as [(ColorChoice, [String: String], Bool, ColorLevel)])
  func policy(
    choice: ColorChoice, environment: [String: String], isTerminal: Bool, level: ColorLevel
  ) {
    #expect(ColorLevel.resolve(choice, environment: environment, isTerminal: isTerminal) == level)
  }

  @Test("--color values parse from their spelling")
  func choiceSpelling() {
    #expect(ColorChoice(rawValue: "auto") == .auto)
    #expect(ColorChoice(rawValue: "always") == .always)
    #expect(ColorChoice(rawValue: "never") == .never)
    #expect(ColorChoice(rawValue: "sometimes") == nil)
  }
}
