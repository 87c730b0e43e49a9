/// One property parameter, such as `TZID=Europe/Berlin` or `MEMBER="mailto:a@x","mailto:b@x"`.
///
/// Values are kept without their quotes and with their RFC 6868 escapes (`^n`, `^'`, `^^`)
/// decoded; whether each value was quoted in the source is remembered so that writing gives
/// back the same text.
public struct ICSParameter: Hashable, Sendable {
  /// The parameter name in upper case (`TZID`, `VALUE`, `X-FOO`).
  public var name: String
  /// The values, without quotes, in source order (most parameters have exactly one).
  public var values: [String]
  /// Bit `i` set when value `i` was written in double quotes (values past 63 are quoted as needed).
  var quotedMask: UInt64
  /// The name as written when it was not upper case; `nil` otherwise.
  var spelling: String?
}

extension ICSParameter {
  /// Creates a parameter.
  ///
  /// - Parameters:
  ///   - name: The name; it is stored in upper case.
  ///   - values: The values, without quotes or escapes. Values containing `:`, `;` or `,` are
  ///     quoted when written; newlines, double quotes and carets are written `^n`, `^'`, `^^`.
  public init(name: String, values: [String]) {
    let upper = name.uppercased()
    self.init(name: upper, values: values, quotedMask: 0, spelling: upper == name ? nil : name)
  }

  /// Creates a parameter with one value.
  ///
  /// - Parameters:
  ///   - name: The name; it is stored in upper case.
  ///   - value: The value, without quotes.
  public init(name: String, value: String) {
    self.init(name: name, values: [value])
  }

  /// The first value (most parameters have one), or the empty string when there is none.
  public var value: String { values.first ?? "" }

  /// Whether value number `index` was written in double quotes.
  ///
  /// - Parameter index: The position of the value in ``values``.
  /// - Returns: `true` when the source quoted it.
  public func isQuoted(_ index: Int) -> Bool {
    index < 64 && quotedMask & (1 << UInt64(index)) != 0
  }
}
