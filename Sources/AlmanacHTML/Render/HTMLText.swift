import AlmanacPrimitives

/// Escaping for HTML text and attribute values.
enum HTMLText {
  /// Escapes `&`, `<`, `>` and the quote, `"` unless told (enough for text and quoted
  /// attributes).
  static func escape(_ text: String, quote: MarkupText.Quote = .double) -> String {
    MarkupText.escaped(text, quote: quote)
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
