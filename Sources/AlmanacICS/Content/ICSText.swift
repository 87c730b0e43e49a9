/// TEXT value escaping (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` (or `\N`) for a newline.
public enum ICSText {
  /// Escapes text for a TEXT value.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text with `\`, `;`, `,` and newlines escaped (CRLF and CR become `\n`).
  /// - Complexity: O(*n*) in the length of the text.
  public static func escape(_ text: String) -> String {
    ICSEscaper.text.escaped(text)
  }

  /// Decodes the escapes of a TEXT value. A backslash before any other character is dropped and
  /// the character kept, as most readers do.
  ///
  /// - Parameter raw: The value as written.
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the length of the value.
  public static func unescape(_ raw: String) -> String {
    let hasBackslash =
      raw.utf8.withContiguousStorageIfAvailable { $0.contains(0x5C) } ?? raw.utf8.contains(0x5C)
    guard hasBackslash else { return raw }
    // The result is the input minus some bytes (a backslash before a byte is dropped, `\n` and
    // `\N` become one newline), so it fits in the input's length and is valid UTF-8 whenever
    // the input is.
    var source = raw
    return source.withUTF8 { input in
      String(unsafeUninitializedCapacity: input.count) { output in
        var count = 0
        var escaped = false
        for byte in input {
          if escaped {
            output[count] = byte == 0x6E || byte == 0x4E ? 0x0A : byte
            count += 1
            escaped = false
          } else if byte == 0x5C {
            escaped = true
          } else {
            output[count] = byte
            count += 1
          }
        }
        if escaped {
          output[count] = 0x5C
          count += 1
        }
        return count
      }
    }
  }

  /// Upper-cases ASCII letters without Foundation; text with non-ASCII bytes goes through
  /// `uppercased()`, so the result is always the same as `uppercased()`.
  ///
  /// - Parameter text: Text such as a rule part name or an enumerated value.
  /// - Returns: The text in upper case.
  /// - Complexity: O(*n*) in the length of the text.
  package static func uppercasedASCII<Text: StringProtocol>(_ text: Text) -> String {
    var hasLowercase = false
    for byte in text.utf8 {
      if byte >= 0x80 { return text.uppercased() }
      if byte &- 0x61 < 26 { hasLowercase = true }
    }
    guard hasLowercase else { return String(text) }
    return String(decoding: text.utf8.map { $0 &- 0x61 < 26 ? $0 &- 0x20 : $0 }, as: UTF8.self)
  }

  /// Splits a TEXT list at unescaped commas and unescapes each item.
  ///
  /// - Parameter raw: The value as written, such as `a\,b,c`.
  /// - Returns: The items (`["a,b", "c"]`).
  /// - Complexity: O(*n*) in the length of the value.
  public static func splitList(_ raw: String) -> [String] {
    splitRaw(raw, separator: 0x2C).map(unescape)
  }

  /// Splits a raw value at unescaped separators, keeping escapes.
  static func splitRaw(_ raw: String, separator: UInt8) -> [String] {
    var items: [String] = []
    var current: [UInt8] = []
    var escaped = false
    for byte in raw.utf8 {
      if escaped {
        current.append(byte)
        escaped = false
      } else if byte == 0x5C {
        current.append(byte)
        escaped = true
      } else if byte == separator {
        items.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      } else {
        current.append(byte)
      }
    }
    items.append(String(decoding: current, as: UTF8.self))
    return items
  }

  /// Joins items into a TEXT list, escaping each.
  ///
  /// - Parameter items: The items.
  /// - Returns: The raw value (`a\,b,c`).
  public static func joinList(_ items: [String]) -> String {
    items.map(escape).joined(separator: ",")
  }
}
