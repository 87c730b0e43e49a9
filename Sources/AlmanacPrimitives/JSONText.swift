/// JSON text (RFC 8259) for the package's hand-written JSON writers, which keep their keys in
/// a documented order and their lines short, as `JSONEncoder` does not.
package enum JSONText {
  /// `text` as a JSON string literal, quotes included.
  ///
  /// `"` and `\` are escaped, so are the control characters U+0000 through U+001F (`\n`, `\r`
  /// and `\t` by name, the others as `\u001b`); everything else, non-ASCII included, is kept
  /// as it is (JSON text is UTF-8).
  ///
  /// - Parameter text: Any text.
  /// - Returns: The literal.
  /// - Complexity: O(*n*) in the length of `text`.
  package static func quoted(_ text: String) -> String {
    let body = ScalarEscaping.escaping(
      text, mayNeedEscaping: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    ) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case let control where control.value < 0x20:
        "\\u" + control.value.zeroPadded(to: 4, radix: 16)
      default: nil
      }
    }
    return "\"" + body + "\""
  }

  /// `text` as a JSON string literal, or `null` when there is none.
  ///
  /// - Parameter text: Any text, or `nil`.
  /// - Returns: The literal, or `null`.
  package static func quotedOrNull(_ text: String?) -> String {
    text.map(quoted) ?? "null"
  }
}
