/// TEXT value escaping (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` (or `\N`) for a newline.
public enum ICSText {
  /// Escapes text for a TEXT value.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text with `\`, `;`, `,` and newlines escaped (CRLF and CR become `\n`).
  /// - Complexity: O(*n*) in the length of the text.
  public static func escape(_ text: String) -> String {
    var needs = false
    for byte in text.utf8
    where byte == 0x5C || byte == 0x3B || byte == 0x2C || byte == 0x0A || byte == 0x0D {
      needs = true
      break
    }
    guard needs else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    var previousCR = false
    for byte in text.utf8 {
      switch byte {
      case 0x5C: out.append(0x5C); out.append(0x5C)
      case 0x3B: out.append(0x5C); out.append(0x3B)
      case 0x2C: out.append(0x5C); out.append(0x2C)
      case 0x0D: out.append(0x5C); out.append(0x6E)
      case 0x0A:
        if !previousCR { out.append(0x5C); out.append(0x6E) }
      default: out.append(byte)
      }
      previousCR = byte == 0x0D
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Decodes the escapes of a TEXT value. A backslash before any other character is dropped and
  /// the character kept, as most readers do.
  ///
  /// - Parameter raw: The value as written.
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the length of the value.
  public static func unescape(_ raw: String) -> String {
    guard raw.utf8.contains(0x5C) else { return raw }
    var out: [UInt8] = []
    out.reserveCapacity(raw.utf8.count)
    var escaped = false
    for byte in raw.utf8 {
      if escaped {
        out.append(byte == 0x6E || byte == 0x4E ? 0x0A : byte)
        escaped = false
      } else if byte == 0x5C {
        escaped = true
      } else {
        out.append(byte)
      }
    }
    if escaped { out.append(0x5C) }
    return String(decoding: out, as: UTF8.self)
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
