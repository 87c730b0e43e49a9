/// One property (content line) of a component: `NAME;PARAM=…:value`.
///
/// The value is kept exactly as written (TEXT escapes included) so that writing gives back the
/// same content; typed views decode it on demand (``textValue``, ``ICSDateTime``, …).
public struct ICSProperty: Hashable, Sendable {
  /// The property name in upper case (`SUMMARY`, `DTSTART`, `X-WR-CALNAME`).
  public var name: String
  /// The parameters in source order.
  public var parameters: [ICSParameter]
  /// The raw value text, as written after the colon (escapes not decoded).
  public var rawValue: String
  /// The line of the source where the property began (1-based), or 0 for a built property.
  public var line: Int
  /// The name as written when it was not upper case; `nil` otherwise.
  var spelling: String?
}

extension ICSProperty {
  /// Creates a property from a raw (already escaped) value.
  ///
  /// - Parameters:
  ///   - name: The name; it is stored in upper case.
  ///   - parameters: The parameters, in order.
  ///   - rawValue: The value exactly as it is to be written (escape TEXT with ``ICSText/escape(_:)``).
  public init(name: String, parameters: [ICSParameter] = [], rawValue: String) {
    let upper = name.uppercased()
    self.init(
      name: upper, parameters: parameters, rawValue: rawValue, line: 0,
      spelling: upper == name ? nil : name)
  }

  /// Creates a TEXT property, escaping the text.
  ///
  /// - Parameters:
  ///   - name: The name; it is stored in upper case.
  ///   - parameters: The parameters, in order.
  ///   - text: The text, which is escaped (`\\`, `\;`, `\,`, `\n`).
  public init(name: String, parameters: [ICSParameter] = [], text: String) {
    self.init(name: name, parameters: parameters, rawValue: ICSText.escape(text))
  }

  /// The first value of the named parameter, or `nil` when the property has no such parameter.
  ///
  /// - Parameter name: The parameter name, in upper case (`TZID`).
  /// - Returns: The value without quotes.
  /// - Complexity: O(*p*) for *p* parameters.
  public func parameter(_ name: String) -> String? {
    for parameter in parameters where parameter.name == name { return parameter.value }
    return nil
  }

  /// The value decoded as TEXT (escapes `\\ \; \, \n \N` resolved).
  public var textValue: String { ICSText.unescape(rawValue) }

  /// The value decoded as a TEXT list: split at unescaped commas, each item unescaped.
  public var textListValue: [String] { ICSText.splitList(rawValue) }
}
