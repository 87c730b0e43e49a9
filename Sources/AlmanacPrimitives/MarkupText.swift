/// Escaping for HTML and XML text and quoted attribute values.
package enum MarkupText {
  /// The quote character an attribute value stands between.
  package enum Quote: Sendable {
    /// `"`, escaped as `&quot;`.
    case double
    /// `'`, escaped as `&#39;` (for a JSON value, whose many `"` then stay one byte each).
    case single
  }

  /// `text` with `&`, `<`, `>` and the quote replaced by their entity references, which is
  /// enough for element content and quoted attributes in HTML and in XML.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - quote: The quote the attribute value stands between (`"` unless told).
  /// - Returns: The escaped text (`text` itself when there is nothing to escape).
  /// - Complexity: O(*n*) in the length of `text`.
  package static func escaped(_ text: String, quote: Quote = .double) -> String {
    let quoteByte: UInt8 = quote == .double ? 0x22 : 0x27
    return ScalarEscaping.escaping(
      text, mayNeedEscaping: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == quoteByte }
    ) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"" where quote == .double: "&quot;"
      case "'" where quote == .single: "&#39;"
      default: nil
      }
    }
  }
}
