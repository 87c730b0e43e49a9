extension BinaryInteger {
  /// The digits of the value, padded on the left with zeros to `width` digits.
  ///
  /// `7.zeroPadded(to: 2)` is `"07"`, `2026.zeroPadded(to: 2)` is `"2026"` (never cut), and a
  /// negative value keeps its sign in front of the padded digits: `(-5).zeroPadded(to: 4)` is
  /// `"-0005"`. Safe for every value, `Int.min` included.
  ///
  /// - Parameters:
  ///   - width: The least number of digits, not counting a minus sign.
  ///   - radix: The base of the digits, 2 through 36; lowercase letters above 9.
  /// - Returns: The text.
  @inlinable
  package func zeroPadded(to width: Int, radix: Int = 10) -> String {
    let digits = String(magnitude, radix: radix)
    let sign = self < 0 ? "-" : ""
    guard digits.utf8.count < width else { return sign + digits }
    return sign + String(repeating: "0", count: width - digits.utf8.count) + digits
  }
}
