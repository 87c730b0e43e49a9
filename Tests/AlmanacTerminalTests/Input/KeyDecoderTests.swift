import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Testing

/// Decodes bytes in one piece and flushes, as the loop does after the Escape timeout.
private func decodeAll(_ text: String, pastes: PasteHandling = .text) -> [TerminalEvent] {
  var decoder = KeyDecoder(pasteHandling: pastes)
  return decoder.feed(Array(text.utf8)) + decoder.flush()
}

private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> TerminalEvent {
  .key(KeyEvent(key, modifiers))
}

@Suite("Key decoder")
struct KeyDecoderTests {
  /// Sequences from xterm's ctlseqs, rxvt, the Linux console and tmux, and what they mean.
  static let sequences: [(bytes: String, event: TerminalEvent)] = [
    // Arrows: CSI (normal cursor keys) and SS3 (application cursor keys, tmux).
    ("\u{1B}[A", key(.up)), ("\u{1B}[B", key(.down)), ("\u{1B}[C", key(.right)),
    ("\u{1B}[D", key(.left)), ("\u{1B}OA", key(.up)), ("\u{1B}OB", key(.down)),
    ("\u{1B}OC", key(.right)), ("\u{1B}OD", key(.left)),
    // Home and End in every spelling.
    ("\u{1B}[H", key(.home)), ("\u{1B}[F", key(.end)), ("\u{1B}OH", key(.home)),
    ("\u{1B}OF", key(.end)), ("\u{1B}[1~", key(.home)), ("\u{1B}[4~", key(.end)),
    ("\u{1B}[7~", key(.home)), ("\u{1B}[8~", key(.end)),
    // Page keys, with shift and control (xterm modifier parameter, rxvt $ and ^).
    ("\u{1B}[5~", key(.pageUp)), ("\u{1B}[6~", key(.pageDown)),
    ("\u{1B}[5;2~", key(.pageUp, .shift)), ("\u{1B}[6;2~", key(.pageDown, .shift)),
    ("\u{1B}[5;5~", key(.pageUp, .control)), ("\u{1B}[5$", key(.pageUp, .shift)),
    ("\u{1B}[6$", key(.pageDown, .shift)), ("\u{1B}[5^", key(.pageUp, .control)),
    ("\u{1B}[6@", key(.pageDown, [.control, .shift])),
    // Modified cursor keys.
    ("\u{1B}[1;2H", key(.home, .shift)), ("\u{1B}[1;2F", key(.end, .shift)),
    ("\u{1B}[1;5C", key(.right, .control)), ("\u{1B}[1;3D", key(.left, .alt)),
    ("\u{1B}[1;6A", key(.up, [.shift, .control])), ("\u{1B}[1;9B", key(.down, .meta)),
    ("\u{1B}[a", key(.up, .shift)), ("\u{1B}Oc", key(.right, .control)),
    ("\u{1B}O5C", key(.right, .control)),
    // Insert, Delete, Shift-Tab.
    ("\u{1B}[2~", key(.insert)), ("\u{1B}[3~", key(.delete)),
    ("\u{1B}[3;5~", key(.delete, .control)),
    ("\u{1B}[Z", key(.backTab)),
    // Function keys: SS3, CSI ~, Linux console.
    ("\u{1B}OP", key(.function(1))), ("\u{1B}OS", key(.function(4))),
    ("\u{1B}[1;2P", key(.function(1), .shift)), ("\u{1B}[15~", key(.function(5))),
    ("\u{1B}[17~", key(.function(6))), ("\u{1B}[21~", key(.function(10))),
    ("\u{1B}[24~", key(.function(12))), ("\u{1B}[[A", key(.function(1))),
    ("\u{1B}[[E", key(.function(5))),
    // Keypad in application mode.
    ("\u{1B}OM", key(.enter)), ("\u{1B}Op", key(.character("0"))),
    ("\u{1B}Oy", key(.character("9"))),
    ("\u{1B}Ok", key(.character("+"))),
    // Control keys.
    ("\r", key(.enter)), ("\n", key(.enter)), ("\t", key(.tab)), ("\u{7F}", key(.backspace)),
    ("\u{08}", key(.backspace)), ("\u{03}", key(.character("c"), .control)),
    ("\u{1A}", key(.character("z"), .control)), ("\u{00}", key(.character(" "), .control)),
    ("\u{1C}", key(.character("\\"), .control)),
    // The picker's letters and fallbacks are plain characters.
    (" ", key(.character(" "))), ("t", key(.character("t"))), ("g", key(.character("g"))),
    ("m", key(.character("m"))), ("y", key(.character("y"))), ("q", key(.character("q"))),
    ("h", key(.character("h"))), ("j", key(.character("j"))), ("k", key(.character("k"))),
    ("l", key(.character("l"))), ("[", key(.character("["))), ("]", key(.character("]"))),
    ("{", key(.character("{"))), ("}", key(.character("}"))), ("7", key(.character("7"))),
    ("G", key(.character("G"))),
    // Alt as an Escape prefix.
    ("\u{1B}b", key(.character("b"), .alt)), ("\u{1B}\u{7F}", key(.backspace, .alt)),
    ("\u{1B}\u{1B}[A", key(.up, .alt)),
    // CSI u and modifyOtherKeys.
    ("\u{1B}[13;2u", key(.enter, .shift)), ("\u{1B}[97;5u", key(.character("a"), .control)),
    ("\u{1B}[27;5;13~", key(.enter, .control)),
    // Lone Escape after the timeout.
    ("\u{1B}", key(.escape)),
  ]

  @Test("every listed sequence decodes to its key", arguments: sequences.indices)
  func sequence(index: Int) {
    let (bytes, event) = Self.sequences[index]
    #expect(decodeAll(bytes) == [event], "\(bytes.debugDescription)")
  }

  @Test(
    "every listed sequence decodes the same when split at every byte", arguments: sequences.indices)
  func splitReads(index: Int) {
    let (bytes, event) = Self.sequences[index]
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    for byte in bytes.utf8 { events += decoder.feed([byte]) }
    events += decoder.flush()
    #expect(events == [event], "\(bytes.debugDescription)")
  }

  @Test("a lone Escape waits for the timeout; a sequence does not")
  func escapeTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.needsTimeout)
    #expect(decoder.feed(Array("[".utf8)).isEmpty)
    #expect(decoder.needsTimeout)
    #expect(decoder.feed(Array("B".utf8)) == [key(.down)])
    #expect(!decoder.needsTimeout)
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.flush() == [key(.escape)])
    #expect(!decoder.needsTimeout)
    #expect(decoder.flush().isEmpty)
  }

  @Test("Escape followed by an unfinished sequence at the timeout is Escape then the keys")
  func timeoutInsideSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
    #expect(
      decoder.flush() == [
        key(.escape), key(.character("[")), key(.character("1")), key(.character(";")),
      ])
    #expect(decoder.feed(Array("\u{1B}\u{1B}".utf8)).isEmpty)
    #expect(decoder.flush() == [key(.escape), key(.escape)])
  }

  @Test("several keys in one read, with sequences mixed in")
  func batch() {
    let events = decodeAll("jj\u{1B}[6;2~\u{1B}OHq\r")
    #expect(
      events == [
        key(.character("j")), key(.character("j")), key(.pageDown, .shift), key(.home),
        key(.character("q")), key(.enter),
      ])
  }

  @Test("UTF-8: two-, three- and four-byte characters, whole and split")
  func utf8() {
    let text = "é日😀٣۴"
    #expect(decodeAll(text) == text.unicodeScalars.map { key(.character(Character($0))) })
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    for byte in text.utf8 { events += decoder.feed([byte]) }
    #expect(events == text.unicodeScalars.map { key(.character(Character($0))) })
  }

  @Test("invalid UTF-8 is dropped without losing the next key")
  func invalidUTF8() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xFF, 0x80]) == [])
    #expect(decoder.feed([0xC3, 0x28]) == [key(.character("("))])  // bad continuation
    #expect(decoder.feed([0xE0, 0x80, 0x80, 0x41]) == [key(.character("A"))])  // overlong
    #expect(decoder.feed([0xED, 0xA0, 0x80, 0x42]) == [key(.character("B"))])  // surrogate
    #expect(decoder.feed([0xE6, 0x97]).isEmpty)
    #expect(decoder.flush() == [])  // an incomplete character at the timeout is dropped
  }

  /// SGR mouse reports (xterm ctlseqs, "SGR (1006)"): `CSI < b ; x ; y M|m`, 1-based.
  static let mouseReports: [(bytes: String, event: MouseEvent)] = [
    ("\u{1B}[<0;1;1M", MouseEvent(.press, .left, column: 0, row: 0)),
    ("\u{1B}[<0;10;5m", MouseEvent(.release, .left, column: 9, row: 4)),
    ("\u{1B}[<1;3;4M", MouseEvent(.press, .middle, column: 2, row: 3)),
    ("\u{1B}[<2;80;24M", MouseEvent(.press, .right, column: 79, row: 23)),
    ("\u{1B}[<64;7;8M", MouseEvent(.press, .wheelUp, column: 6, row: 7)),
    ("\u{1B}[<65;7;8M", MouseEvent(.press, .wheelDown, column: 6, row: 7)),
    ("\u{1B}[<66;1;1M", MouseEvent(.press, .wheelLeft, column: 0, row: 0)),
    ("\u{1B}[<4;2;2M", MouseEvent(.press, .left, column: 1, row: 1, modifiers: .shift)),
    ("\u{1B}[<8;2;2M", MouseEvent(.press, .left, column: 1, row: 1, modifiers: .alt)),
    ("\u{1B}[<16;2;2M", MouseEvent(.press, .left, column: 1, row: 1, modifiers: .control)),
    ("\u{1B}[<80;2;2M", MouseEvent(.press, .wheelUp, column: 1, row: 1, modifiers: .control)),
    ("\u{1B}[<69;2;2M", MouseEvent(.press, .wheelDown, column: 1, row: 1, modifiers: .shift)),
    ("\u{1B}[<32;5;6M", MouseEvent(.drag, .left, column: 4, row: 5)),
    ("\u{1B}[<35;5;6M", MouseEvent(.move, .none, column: 4, row: 5)),
    ("\u{1B}[<128;1;1M", MouseEvent(.press, .extra(8), column: 0, row: 0)),
    ("\u{1B}[<0;300;120M", MouseEvent(.press, .left, column: 299, row: 119)),
    // Legacy X10: CSI M, then button + 32, column + 33, row + 33.
    ("\u{1B}[M !!", MouseEvent(.press, .left, column: 0, row: 0)),
    ("\u{1B}[M#*%", MouseEvent(.release, .none, column: 9, row: 4)),
    ("\u{1B}[M`!!", MouseEvent(.press, .wheelUp, column: 0, row: 0)),
  ]

  @Test("SGR and X10 mouse reports, whole and split", arguments: mouseReports.indices)
  func mouse(index: Int) {
    let (bytes, event) = Self.mouseReports[index]
    #expect(decodeAll(bytes) == [.mouse(event)], "\(bytes.debugDescription)")
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    for byte in bytes.utf8 { events += decoder.feed([byte]) }
    #expect(events == [.mouse(event)], "\(bytes.debugDescription)")
  }

  @Test("bracketed paste arrives as one text event, even split, and is never read as keys")
  func paste() {
    let bytes = "a\u{1B}[200~q\u{1B}[A日\r\u{1B}[201~b"
    #expect(
      decodeAll(bytes) == [key(.character("a")), .paste("q\u{1B}[A日\r"), key(.character("b"))])
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    for byte in bytes.utf8 {
      events += decoder.feed([byte])
      // A timeout inside a paste changes nothing.
      if decoder.isInPaste { events += decoder.flush() }
    }
    #expect(events == [key(.character("a")), .paste("q\u{1B}[A日\r"), key(.character("b"))])
    #expect(
      decodeAll(bytes, pastes: .ignore) == [key(.character("a")), key(.character("b"))])
  }

  @Test("a paste longer than the limit is cut, the rest is still swallowed")
  func pasteLimit() {
    var decoder = KeyDecoder(pasteLimit: 3)
    let events = decoder.feed(Array("\u{1B}[200~abcdef\u{1B}[201~x".utf8))
    #expect(events == [.paste("abc"), key(.character("x"))])
  }

  @Test("unknown but well-formed sequences are reported and do not swallow later keys")
  func unrecognized() {
    #expect(
      decodeAll("\u{1B}[?1;2cq") == [
        .unrecognized(Array("\u{1B}[?1;2c".utf8)), key(.character("q")),
      ])
    #expect(
      decodeAll("\u{1B}[99~j") == [.unrecognized(Array("\u{1B}[99~".utf8)), key(.character("j"))])
    #expect(decodeAll("\u{1B}OZ") == [.unrecognized(Array("\u{1B}OZ".utf8))])
  }

  /// Decodes `bytes` in reads of `size` bytes, then flushes.
  private static func decodeInReads(_ bytes: [UInt8], size: Int) -> [TerminalEvent] {
    var decoder = KeyDecoder()
    var events: [TerminalEvent] = []
    var start = 0
    while start < bytes.count {
      events += decoder.feed(bytes[start..<min(bytes.count, start + size)])
      start += size
    }
    return events + decoder.flush()
  }

  @Test("a CSI with \"$\" before its final byte decodes the same however it is split")
  func dollarIntermediate() {
    // fuzz/findings/keys-read-size-crash-0bc76b…: in reads of 4 bytes the "$" ended a read
    // and was taken for rxvt's final, so the "C" after it became a key of its own.
    let finding = Array(":[:<0;\u{1B}[1;5$C[\u{3}10;5m".utf8)
    let whole = Self.decodeInReads(finding, size: finding.count)
    #expect(whole.contains(.unrecognized(Array("\u{1B}[1;5$C".utf8))))
    for size in 1...8 {
      #expect(Self.decodeInReads(finding, size: size) == whole, "reads of \(size) bytes")
    }
    // rxvt's Shift+PgUp alone waits for the next byte or the timeout, then is the key.
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[5$".utf8)).isEmpty)
    #expect(decoder.needsTimeout)
    #expect(decoder.flush() == [key(.pageUp, .shift)])
    #expect(decoder.feed(Array("\u{1B}[5$".utf8)).isEmpty)
    #expect(decoder.feed(Array("\r".utf8)) == [key(.pageUp, .shift), key(.enter)])
  }

  @Test("a sequence too long to be a key is cut at the same byte however it is split")
  func overlongSequence() {
    let bytes = Array(("\u{1B}[" + String(repeating: "1", count: 70) + "Cq").utf8)
    let whole = Self.decodeInReads(bytes, size: bytes.count)
    #expect(whole.first == key(.escape))
    #expect(whole.last == key(.character("q")))
    for size in [1, 2, 3, 7, 16, 63, 64, 65] {
      #expect(Self.decodeInReads(bytes, size: size) == whole, "reads of \(size) bytes")
    }
  }

  @Test("random byte soup decodes the same in one read and in reads of any size (seeded)")
  func splitIndependence() {
    var generator = SeededGenerator(seed: 0x5EED_5117)
    let alphabet: [UInt8] =
      Array("\u{1B}[O;:<?~$^@ 0123456789ACHFMmPZabu\r\u{7F}".utf8) + [0xC3, 0xA9, 0xE6, 0x97, 0xA5]
    for round in 0..<400 {
      let length = Int(generator.next() % 96) + 1
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let whole = Self.decodeInReads(bytes, size: bytes.count)
      let size = Int(generator.next() % 9) + 1
      #expect(
        Self.decodeInReads(bytes, size: size) == whole,
        "seed 0x5EED_5117 round \(round), reads of \(size): \(bytes)")
    }
  }

  @Test("random byte soup never traps and consumes every byte (seeded)")
  func fuzz() {
    var generator = SeededGenerator(seed: 0x5EED_1234)
    for round in 0..<200 {
      var decoder = KeyDecoder()
      var bytes: [UInt8] = []
      let alphabet: [UInt8] =
        Array("\u{1B}[O;<~$^@0123456789AHFMmPZabu \r\u{7F}".utf8) + [0xC3, 0xA9, 0xE6, 0x97, 0xA5]
      for _ in 0..<64 {
        bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
      }
      var start = 0
      while start < bytes.count {
        let length = Int(generator.next() % 5) + 1
        _ = decoder.feed(bytes[start..<min(bytes.count, start + length)])
        start += length
      }
      _ = decoder.flush()
      #expect(!decoder.needsTimeout || decoder.isInPaste, "seed 0x5EED_1234 round \(round)")
    }
  }
}

@Suite("Event descriptions")
struct EventDescriptionTests {
  @Test("events read short in logs")
  func descriptions() {
    #expect("\(KeyEvent(.character("c"), .control))" == "ctrl+c")
    #expect("\(KeyEvent(.pageUp, .shift))" == "shift+pageUp")
    #expect("\(TerminalEvent.key(KeyEvent(.character(" "))))" == "key space")
    #expect(
      "\(TerminalEvent.mouse(MouseEvent(.press, .left, column: 3, row: 4)))"
        == "mouse press left at 3,4")
    #expect("\(TerminalEvent.resize(TerminalSize(columns: 100, rows: 30)))" == "resize 100x30")
    #expect("\(TerminalEvent.unrecognized(Array("\u{1B}[99~".utf8)))" == "unrecognized ESC[99~")
  }
}
