/// The loop that JSON and markup escaping share: copy the text, replacing the scalars that the
/// format reserves.
enum ScalarEscaping {
  /// `text` with every scalar for which `replacement` returns text replaced by that text.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - mayNeedEscaping: Whether a UTF-8 byte can start a reserved scalar; when no byte can,
  ///     `text` is returned as it is, without a copy.
  ///   - replacement: The escaped form of a scalar, or `nil` to keep it.
  /// - Returns: The escaped text.
  /// - Complexity: O(*n*) in the length of `text`.
  @inline(__always)
  static func escaping(
    _ text: String, mayNeedEscaping: (UInt8) -> Bool,
    replacement: (Unicode.Scalar) -> String?
  ) -> String {
    guard text.utf8.contains(where: mayNeedEscaping) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if let escaped = replacement(scalar) {
        result += escaped
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
