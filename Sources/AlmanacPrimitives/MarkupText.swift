/// Escaping for HTML and XML text and double-quoted attribute values.
package enum MarkupText {
  /// `text` with `&`, `<`, `>` and `"` replaced by their entity references, which is enough
  /// for element content and double-quoted attributes in HTML and in XML.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The escaped text (`text` itself when there is nothing to escape).
  /// - Complexity: O(*n*) in the length of `text`.
  package static func escaped(_ text: String) -> String {
    ScalarEscaping.escaping(
      text, mayNeedEscaping: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }
    ) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      default: nil
      }
    }
  }
}
