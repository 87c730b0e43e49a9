/// RFC 6868 parameter value escapes: `^n` is a newline, `^'` a double quote and `^^` a caret.
/// The parser decodes them, so ``ICSParameter/values`` holds the text meant; the writer
/// encodes them again. A caret before any other character (or at the end) is not an escape
/// and stays as it is (RFC 6868 §3.1).
extension ICSParameter {
  /// Decodes the RFC 6868 escapes of a parameter value as written.
  ///
  /// - Parameter written: The value without its quotes, as it stands in the file.
  /// - Returns: The value with `^n` → newline, `^'` → `"` and `^^` → `^`.
  /// - Complexity: O(*n*) in the length of the value.
  public static func decodingCaretEscapes(_ written: String) -> String {
    guard written.utf8.contains(0x5E) else { return written }
    var out: [UInt8] = []
    out.reserveCapacity(written.utf8.count)
    var caret = false
    for byte in written.utf8 {
      if caret {
        caret = false
        switch byte {
        case 0x6E: out.append(0x0A)  // ^n
        case 0x27: out.append(0x22)  // ^'
        case 0x5E: out.append(0x5E)  // ^^
        default:
          // Not an escape: the caret and the character stay.
          out.append(0x5E)
          out.append(byte)
        }
      } else if byte == 0x5E {
        caret = true
      } else {
        out.append(byte)
      }
    }
    if caret { out.append(0x5E) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Encodes a parameter value with the RFC 6868 escapes: a newline (LF, CR or CRLF) becomes
  /// `^n`, a double quote `^'` and a caret `^^`.
  ///
  /// - Parameter value: The value meant.
  /// - Returns: The value to write between the `=` (or quotes) and the next delimiter.
  /// - Complexity: O(*n*) in the length of the value.
  public static func encodingCaretEscapes(_ value: String) -> String {
    var out: [UInt8] = []
    appendEncoded(value, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends `value` with the RFC 6868 escapes to a byte buffer.
  static func appendEncoded(_ value: String, into out: inout [UInt8]) {
    ICSEscaper.parameter.append(value, into: &out)
  }
}
