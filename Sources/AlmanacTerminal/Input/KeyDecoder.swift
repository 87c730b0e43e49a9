/// Turns the bytes a terminal sends into key, mouse and paste events.
///
/// A pure value: feed it bytes as they arrive (split anywhere, even inside an escape sequence or
/// a UTF-8 character) and it returns the events that are complete. Bytes that may still be the
/// start of a longer sequence stay pending. A lone Escape cannot be told from the start of a
/// sequence without waiting, so the caller decides: when no byte arrives for a short time
/// (25–50 ms) while ``needsTimeout`` is true, call ``flush()``.
///
/// Understood: printable ASCII and UTF-8; control keys (Enter as CR or LF, Tab, Backspace as DEL
/// or Ctrl-H, Ctrl-letters); `ESC x` as Alt-x; CSI sequences with xterm modifiers
/// (`ESC[1;5C`, `ESC[5;2~`, `ESC[1;2H`); SS3 sequences (`ESC O A`, `ESC O H`, keypad); the
/// rxvt, Linux console and tmux variants (`ESC[1~`, `ESC[4~`, `ESC[7~`, `ESC[8~`, `ESC[H`,
/// `ESC[F`, `ESC[5$`, `ESC[5^`, `ESC[a`, `ESC[[A`); `CSI u` and modifyOtherKeys; SGR mouse
/// (mode 1006) and legacy X10 mouse reports; bracketed paste (mode 2004).
package struct KeyDecoder: Sendable, Hashable {

  /// What happens to bracketed pastes.
  package var pasteHandling: PasteHandling
  /// The most bytes kept of one paste; the rest is dropped.
  package var pasteLimit: Int
  /// Bytes received but not yet decoded.
  private var pending: [UInt8] = []
  /// The paste being collected, when inside `ESC[200~ … ESC[201~`.
  private var paste: [UInt8]?

  private static let escape: UInt8 = 0x1B
  /// The most bytes before a CSI sequence's final byte; a longer one is no key.
  private static let longestSequence = 64
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Creates a decoder.
  ///
  /// - Parameters:
  ///   - pasteHandling: whether pastes are delivered as text or dropped.
  ///   - pasteLimit: the most bytes kept of one paste (1 MiB by default).
  package init(pasteHandling: PasteHandling = .text, pasteLimit: Int = 1 << 20) {
    self.pasteHandling = pasteHandling
    self.pasteLimit = pasteLimit
  }

  /// Whether bytes are held that ``flush()`` would decide (an Escape that may start a sequence,
  /// or an incomplete sequence). The caller waits a short time for more bytes, then flushes.
  package var needsTimeout: Bool { paste == nil && !pending.isEmpty }

  /// Whether the decoder is inside a bracketed paste.
  package var isInPaste: Bool { paste != nil }

  /// Decodes bytes, returning every event that is complete.
  ///
  /// - Parameter bytes: the bytes just read from the terminal.
  /// - Returns: the events, in order.
  /// - Complexity: O(n) in the number of bytes pending.
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    feed(bytes, into: &events)
    return events
  }

  /// Decodes bytes, appending every event that is complete to `events` (a session keeps one
  /// array for every read).
  ///
  /// - Parameters:
  ///   - bytes: the bytes just read from the terminal.
  ///   - events: where the events go, in order.
  /// - Complexity: O(n) in the number of bytes pending.
  package mutating func feed(_ bytes: some Sequence<UInt8>, into events: inout [TerminalEvent]) {
    pending.append(contentsOf: bytes)
    decode(into: &events, isFinal: false)
  }

  /// Decides pending bytes after the Escape timeout: a lone Escape becomes ``Key/escape``; an
  /// incomplete sequence becomes Escape followed by its other bytes read as keys; an incomplete
  /// UTF-8 character is dropped. Does nothing inside a paste.
  ///
  /// - Returns: the events decided.
  /// - Complexity: O(n) in the number of bytes pending.
  package mutating func flush() -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    flush(into: &events)
    return events
  }

  /// Appends the events of ``flush()`` to `events`.
  ///
  /// - Parameter events: where the events go, in order.
  /// - Complexity: O(n) in the number of bytes pending.
  package mutating func flush(into events: inout [TerminalEvent]) {
    decode(into: &events, isFinal: true)
  }

  // MARK: - Decoding

  private mutating func decode(into events: inout [TerminalEvent], isFinal: Bool) {
    var index = 0
    while index < pending.count {
      if paste != nil {
        index = collectPaste(from: index, into: &events)
        if paste != nil { break }
        continue
      }
      guard let step = decodeOne(at: index, isFinal: isFinal) else { break }
      switch step.outcome {
      case .event(let event): events.append(event)
      case .pasteStart: paste = []
      case .nothing: break
      }
      index += step.consumed
    }
    if index >= pending.count {
      pending.removeAll(keepingCapacity: true)
    } else if index > 0 {
      pending.removeFirst(index)
    }
  }

  /// Collects paste bytes from `start`; returns the index after what it used.
  private mutating func collectPaste(from start: Int, into events: inout [TerminalEvent]) -> Int {
    let marker = Self.pasteEnd
    var index = start
    let count = pending.count
    while index < count {
      if pending[index] == Self.escape {
        var matched = 0
        while matched < marker.count, index + matched < count,
          pending[index + matched] == marker[matched]
        {
          matched += 1
        }
        if matched == marker.count {
          appendToPaste(start..<index)
          let text = String(decoding: paste ?? [], as: UTF8.self)
          if pasteHandling == .text { events.append(.paste(text)) }
          paste = nil
          return index + marker.count
        }
        if index + matched == count {
          // A possible start of the end marker: keep it pending.
          appendToPaste(start..<index)
          return index
        }
      }
      index += 1
    }
    appendToPaste(start..<count)
    return count
  }

  private mutating func appendToPaste(_ range: Range<Int>) {
    guard var buffer = paste else { return }
    let room = max(0, pasteLimit - buffer.count)
    if pasteHandling == .text, room > 0 {
      buffer.append(contentsOf: pending[range].prefix(room))
    }
    paste = buffer
  }

  private enum Outcome {
    case event(TerminalEvent)
    case pasteStart
    case nothing
  }

  private struct Step {
    var outcome: Outcome
    var consumed: Int
  }

  private static func key(_ key: Key, _ modifiers: KeyModifiers = [], consumed: Int) -> Step {
    Step(outcome: .event(.key(KeyEvent(key, modifiers))), consumed: consumed)
  }

  private static func character(_ value: UInt8) -> Key {
    .character(Character(Unicode.Scalar(value)))
  }

  /// Decodes one event at `index`, or returns nil when more bytes are needed.
  private func decodeOne(at index: Int, isFinal: Bool) -> Step? {
    let byte = pending[index]
    if byte == Self.escape { return decodeEscape(at: index, isFinal: isFinal) }
    return decodePlain(at: index, isFinal: isFinal)
  }

  /// Decodes a byte that does not start an escape sequence.
  private func decodePlain(at index: Int, isFinal: Bool) -> Step? {
    let byte = pending[index]
    switch byte {
    case 0x0D, 0x0A: return Self.key(.enter, consumed: 1)
    case 0x09: return Self.key(.tab, consumed: 1)
    case 0x7F, 0x08: return Self.key(.backspace, consumed: 1)
    case 0x00: return Self.key(.character(" "), .control, consumed: 1)
    case 0x01...0x1A: return Self.key(Self.character(byte + 0x60), .control, consumed: 1)
    case 0x1B...0x1F: return Self.key(Self.character(byte + 0x40), .control, consumed: 1)
    case 0x20..<0x7F: return Self.key(Self.character(byte), consumed: 1)
    default: return decodeUTF8(at: index, isFinal: isFinal)
    }
  }

  private func decodeUTF8(at index: Int, isFinal: Bool) -> Step? {
    let lead = pending[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
    default:
      return Step(outcome: .nothing, consumed: 1)  // stray continuation or invalid byte
    }
    for offset in 1..<length {
      guard index + offset < pending.count else {
        return isFinal ? Step(outcome: .nothing, consumed: pending.count - index) : nil
      }
      let next = pending[index + offset]
      guard next & 0xC0 == 0x80 else { return Step(outcome: .nothing, consumed: offset) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else {
      return Step(outcome: .nothing, consumed: length)
    }
    return Self.key(.character(Character(scalar)), consumed: length)
  }

  private func decodeEscape(at index: Int, isFinal: Bool) -> Step? {
    let count = pending.count
    guard index + 1 < count else {
      return isFinal ? Self.key(.escape, consumed: 1) : nil
    }
    let next = pending[index + 1]
    let step: Step?
    switch next {
    case UInt8(ascii: "["):
      step = decodeCSI(at: index, isFinal: isFinal)
    case UInt8(ascii: "O"):
      step = decodeSS3(at: index)
    case Self.escape:
      // ESC ESC [ … is Alt with a sequence (rxvt); ESC ESC alone is two Escapes.
      guard index + 2 < count else { return isFinal ? Self.key(.escape, consumed: 1) : nil }
      let third = pending[index + 2]
      guard third == UInt8(ascii: "[") || third == UInt8(ascii: "O") else {
        return Self.key(.escape, consumed: 1)
      }
      guard let inner = decodeEscape(at: index + 1, isFinal: isFinal) else { return nil }
      return Step(outcome: Self.addingAlt(inner.outcome), consumed: inner.consumed + 1)
    default:
      guard let inner = decodePlain(at: index + 1, isFinal: isFinal) else { return nil }
      return Step(outcome: Self.addingAlt(inner.outcome), consumed: inner.consumed + 1)
    }
    if let step { return step }
    // Incomplete sequence: wait, or after the timeout read the Escape on its own.
    return isFinal ? Self.key(.escape, consumed: 1) : nil
  }

  private static func addingAlt(_ outcome: Outcome) -> Outcome {
    if case .event(.key(var event)) = outcome {
      event.modifiers.insert(.alt)
      return .event(.key(event))
    }
    return outcome
  }

  /// `ESC O x`, `ESC O <modifier> x`.
  private func decodeSS3(at index: Int) -> Step? {
    guard index + 2 < pending.count else { return nil }
    var final = pending[index + 2]
    var consumed = 3
    var modifiers: KeyModifiers = []
    if (0x31...0x39).contains(final) {
      guard index + 3 < pending.count else { return nil }
      modifiers = .xterm(Int(final - 0x30))
      final = pending[index + 3]
      consumed = 4
    }
    if let key = Self.key(cursorFinal: final) {
      return Self.key(key, modifiers, consumed: consumed)
    }
    switch final {
    case UInt8(ascii: "M"): return Self.key(.enter, modifiers, consumed: consumed)
    case UInt8(ascii: "a"): return Self.key(.up, modifiers.union(.control), consumed: consumed)
    case UInt8(ascii: "b"): return Self.key(.down, modifiers.union(.control), consumed: consumed)
    case UInt8(ascii: "c"): return Self.key(.right, modifiers.union(.control), consumed: consumed)
    case UInt8(ascii: "d"): return Self.key(.left, modifiers.union(.control), consumed: consumed)
    case UInt8(ascii: "j")...UInt8(ascii: "y"):
      // Keypad in application mode: j = "*", k = "+", … p = "0", … y = "9".
      return Self.key(Self.character(final - 0x40), modifiers, consumed: consumed)
    case UInt8(ascii: "X"): return Self.key(.character("="), modifiers, consumed: consumed)
    default:
      return Step(
        outcome: .event(.unrecognized(Array(pending[index..<index + consumed]))),
        consumed: consumed)
    }
  }

  /// `ESC [ params intermediates final`, and the Linux console `ESC [ [ x` and X10 mouse.
  private func decodeCSI(at index: Int, isFinal: Bool) -> Step? {
    let count = pending.count
    let start = index + 2
    guard start < count else { return nil }
    let first = pending[start]
    if first == UInt8(ascii: "[") {
      // Linux console F1…F5: ESC [ [ A … ESC [ [ E.
      guard start + 1 < count else { return nil }
      let final = pending[start + 1]
      if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(final) {
        return Self.key(.function(Int(final) - 0x40), consumed: 4)
      }
      return Step(outcome: .event(.unrecognized(Array(pending[index...start + 1]))), consumed: 4)
    }
    if first == UInt8(ascii: "M") {
      // Legacy X10 mouse: ESC [ M b x y, each value + 32.
      guard start + 3 < count else { return nil }
      let code = Int(pending[start + 1]) - 32
      let column = Int(pending[start + 2]) - 33
      let row = Int(pending[start + 3]) - 33
      let event = Self.mouse(code: code, column: column, row: row, isRelease: code & 3 == 3)
      return Step(outcome: .event(.mouse(event)), consumed: 6)
    }
    var cursor = start
    let isPrivate = (0x3C...0x3F).contains(first)
    // Every decision below depends on the bytes alone, never on where a read ended: the
    // events are the same however the terminal splits its output (fuzz/targets/KeyFuzz.swift
    // checks it).
    while cursor < count, (0x30...0x3F).contains(pending[cursor]) { cursor += 1 }
    // Too long to be a key, finished or not: read the Escape on its own.
    if cursor - index > Self.longestSequence { return Self.key(.escape, consumed: 1) }
    let parametersEnd = cursor
    // rxvt ends shifted keys with "$" (ESC[5$), which ECMA-48 calls an intermediate byte: it is
    // rxvt's final unless a final byte follows (`ESC[1;5$C` is one unknown sequence). When the
    // "$" is the last byte so far, the next byte decides; at the timeout it is rxvt's.
    if cursor < count, pending[cursor] == UInt8(ascii: "$"), !isPrivate {
      if cursor + 1 < count ? !(0x40...0x7E).contains(pending[cursor + 1]) : isFinal {
        return finishCSI(
          at: index, parameters: start..<parametersEnd, final: pending[cursor], end: cursor + 1)
      }
      if cursor + 1 >= count { return nil }
    }
    while cursor < count, (0x20...0x2F).contains(pending[cursor]) { cursor += 1 }
    if cursor - index > Self.longestSequence { return Self.key(.escape, consumed: 1) }
    guard cursor < count else { return nil }
    let final = pending[cursor]
    guard (0x40...0x7E).contains(final) else {
      return Step(
        outcome: .event(.unrecognized(Array(pending[index..<cursor]))), consumed: cursor - index)
    }
    if cursor != parametersEnd {
      return Step(
        outcome: .event(.unrecognized(Array(pending[index...cursor]))), consumed: cursor + 1 - index
      )
    }
    return finishCSI(at: index, parameters: start..<parametersEnd, final: final, end: cursor + 1)
  }

  /// Interprets a complete CSI sequence.
  private func finishCSI(at index: Int, parameters: Range<Int>, final: UInt8, end: Int) -> Step {
    let consumed = end - index
    var marker: UInt8?
    var numbers: [Int?] = []
    var current: Int?
    var inSubParameter = false
    for position in parameters {
      let byte = pending[position]
      switch byte {
      case 0x30...0x39:
        if !inSubParameter { current = min((current ?? 0) * 10 + Int(byte - 0x30), 1_000_000) }
      case UInt8(ascii: ";"):
        numbers.append(current)
        current = nil
        inSubParameter = false
      case UInt8(ascii: ":"):
        inSubParameter = true
      default:
        if position == parameters.lowerBound { marker = byte }
      }
    }
    if !parameters.isEmpty { numbers.append(current) }
    func parameter(_ position: Int) -> Int? {
      position < numbers.count ? numbers[position] : nil
    }
    let unrecognized = Step(
      outcome: .event(.unrecognized(Array(pending[index..<end]))), consumed: consumed)
    if marker == UInt8(ascii: "<") {
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
        let code = parameter(0), let column = parameter(1), let row = parameter(2)
      else { return unrecognized }
      let event = Self.mouse(
        code: code, column: column - 1, row: row - 1, isRelease: final == UInt8(ascii: "m"))
      return Step(outcome: .event(.mouse(event)), consumed: consumed)
    }
    guard marker == nil else { return unrecognized }
    let modifiers = KeyModifiers.xterm(parameter(1) ?? 1)
    if let key = Self.key(cursorFinal: final) {
      return Self.key(key, modifiers, consumed: consumed)
    }
    switch final {
    case UInt8(ascii: "Z"): return Self.key(.backTab, modifiers, consumed: consumed)
    case UInt8(ascii: "a"): return Self.key(.up, .shift, consumed: consumed)
    case UInt8(ascii: "b"): return Self.key(.down, .shift, consumed: consumed)
    case UInt8(ascii: "c"): return Self.key(.right, .shift, consumed: consumed)
    case UInt8(ascii: "d"): return Self.key(.left, .shift, consumed: consumed)
    case UInt8(ascii: "u"):
      guard let code = parameter(0), let key = Self.key(codePoint: code) else {
        return unrecognized
      }
      return Self.key(key, modifiers, consumed: consumed)
    case UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
      guard let code = parameter(0) else { return unrecognized }
      if final == UInt8(ascii: "~") {
        if code == 200 { return Step(outcome: .pasteStart, consumed: consumed) }
        if code == 201 { return Step(outcome: .nothing, consumed: consumed) }
        if code == 27, let other = parameter(2), let key = Self.key(codePoint: other) {
          return Self.key(key, modifiers, consumed: consumed)  // xterm modifyOtherKeys
        }
      }
      guard let key = Self.key(tildeCode: code) else { return unrecognized }
      let rxvt: KeyModifiers =
        switch final {
        case UInt8(ascii: "$"): .shift
        case UInt8(ascii: "^"): .control
        case UInt8(ascii: "@"): [.control, .shift]
        default: []
        }
      return Self.key(key, modifiers.union(rxvt), consumed: consumed)
    default:
      return unrecognized
    }
  }

  /// The key of `ESC [ code ~`.
  /// The key of a cursor or function final byte, sent the same way after `ESC O` (SS3) and
  /// `ESC [` (CSI): arrows, Home, End, and F1–F4 as P–S.
  private static func key(cursorFinal final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final) - 0x4F)
    default: nil
    }
  }

  private static func key(tildeCode code: Int) -> Key? {
    switch code {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23, 24: .function(code - 12)
    default: nil
    }
  }

  /// The key of a Unicode code point in `CSI u` and modifyOtherKeys reports.
  private static func key(codePoint: Int) -> Key? {
    switch codePoint {
    case 9: return .tab
    case 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    default:
      guard codePoint >= 0x20, let scalar = Unicode.Scalar(UInt32(codePoint)) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// A mouse event from the xterm button code.
  private static func mouse(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent {
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let button: MouseEvent.Button
    if code & 128 != 0 {
      button = .extra(8 + low)
    } else if code & 64 != 0 {
      button = [MouseEvent.Button.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
    } else {
      button = [MouseEvent.Button.left, .middle, .right, .none][low]
    }
    let kind: MouseEvent.Kind
    if isRelease {
      kind = .release
    } else if code & 32 != 0 {
      kind = button == .none ? .move : .drag
    } else {
      kind = .press
    }
    return MouseEvent(
      kind, isRelease && low == 3 ? .none : button, column: max(0, column), row: max(0, row),
      modifiers: modifiers)
  }
}

/// What happens to bracketed pastes.
public enum PasteHandling: Sendable, Hashable {
  /// Deliver each paste as one ``TerminalEvent/paste(_:)`` event.
  case text
  /// Drop pastes (their bytes are never read as keys).
  case ignore
}
