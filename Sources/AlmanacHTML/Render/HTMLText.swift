import AlmanacPrimitives

/// Escaping for HTML text and attribute values.
enum HTMLText {
  /// Escapes `&`, `<`, `>` and `"` (enough for text and double-quoted attributes).
  static func escape(_ text: String) -> String {
    MarkupText.escaped(text)
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
