/// Why a query cannot become a picker state: which field, the value sent, and the reason.
///
/// A web server answers it with `400 Bad Request` and ``description``; `almanac html
/// --query` prints it and exits with 65. A tampered or stale form (a disabled day, a range
/// the rules refuse, a day that is not a date) ends here rather than in a state the engine
/// would not have produced.
public struct HTMLQueryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field name as sent (`stay`, `stay.focus`), or `query` for the whole query.
  public var field: String
  /// The value as sent (decoded, cut to 80 characters).
  public var value: String
  /// Why it was refused.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - field: The field name.
  ///   - value: The value sent.
  ///   - reason: Why it was refused.
  public init(field: String, value: String, reason: String) {
    self.field = field
    self.value = value.count > 80 ? String(value.prefix(80)) + "…" : value
    self.reason = reason
  }

  /// `field 'value': reason`.
  public var description: String { "\(field) '\(value)': \(reason)" }
}
