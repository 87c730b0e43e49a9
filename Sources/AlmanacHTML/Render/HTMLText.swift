/// Escaping for HTML text and attribute values.
enum HTMLText {
  /// Escapes `&`, `<`, `>` and `"` (enough for text and double-quoted attributes).
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// `camelCase` as `camel-case`, for class names made from the engine's roles.
  static func kebab(_ text: String) -> String {
    var result = ""
    for character in text {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }
}
