/// The one byte loop behind iCalendar's two escape syntaxes: TEXT values' backslash
/// (RFC 5545 §3.3.11: `\\`, `\;`, `\,`, `\n`) and parameter values' caret (RFC 6868: `^^`,
/// `^'`, `^n`). A table says, for every byte, whether it is written as it is or as the escape
/// character and a second byte; a newline, whether LF, CR or CRLF, becomes one escaped `n`.
struct ICSEscaper: Sendable {
  /// The escape character (`\` or `^`).
  let marker: UInt8
  /// For each byte value, the byte written after ``marker``, or 0 to write the byte itself.
  private let table: [UInt8]

  /// TEXT values: `\` `;` `,` and newlines.
  static let text = ICSEscaper(
    marker: 0x5C, escapes: [(0x5C, 0x5C), (0x3B, 0x3B), (0x2C, 0x2C)])
  /// Parameter values (RFC 6868): `^`, `"` (as `^'`) and newlines.
  static let parameter = ICSEscaper(marker: 0x5E, escapes: [(0x5E, 0x5E), (0x22, 0x27)])

  /// Creates an escaper.
  ///
  /// - Parameters:
  ///   - marker: The escape character.
  ///   - escapes: Each byte that is escaped and the byte written after the marker (CR and LF
  ///     are added, as `n`).
  init(marker: UInt8, escapes: [(byte: UInt8, escaped: UInt8)]) {
    var table = [UInt8](repeating: 0, count: 256)
    for (byte, escaped) in escapes { table[Int(byte)] = escaped }
    table[0x0A] = 0x6E
    table[0x0D] = 0x6E
    self.marker = marker
    self.table = table
  }

  /// Whether `text` has a byte to escape.
  ///
  /// - Parameter text: The text.
  /// - Returns: `true` if some byte is escaped.
  /// - Complexity: O(*n*) in the length of the text.
  func needsEscaping(_ text: String) -> Bool {
    table.withUnsafeBufferPointer { table in
      text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.contains { table[Int($0)] != 0 }
      } ?? text.utf8.contains { table[Int($0)] != 0 }
    }
  }

  /// `text` escaped (`text` itself when nothing needs escaping).
  ///
  /// - Parameter text: The text.
  /// - Returns: The escaped text.
  /// - Complexity: O(*n*) in the length of the text.
  func escaped(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    append(text, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends `text` escaped to a byte buffer.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - out: The buffer.
  /// - Complexity: O(*n*) in the length of the text.
  func append(_ text: String, into out: inout [UInt8]) {
    let marker = marker
    table.withUnsafeBufferPointer { table in
      func write<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        // Most values have nothing to escape: one scan, then one copy.
        guard bytes.contains(where: { table[Int($0)] != 0 }) else {
          out.append(contentsOf: bytes)
          return
        }
        var previousCR = false
        for byte in bytes {
          let escaped = table[Int(byte)]
          if escaped == 0 {
            out.append(byte)
          } else if byte != 0x0A || !previousCR {
            // CRLF is one newline: its LF was written with the CR.
            out.append(marker)
            out.append(escaped)
          }
          previousCR = byte == 0x0D
        }
      }
      if text.utf8.withContiguousStorageIfAvailable({ write($0) }) == nil { write(text.utf8) }
    }
  }
}
