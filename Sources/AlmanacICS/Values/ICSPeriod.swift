/// A PERIOD value (RFC 5545 §3.3.9): a start and either an end or a duration.
public struct ICSPeriod: Hashable, Sendable {
  /// How the period ends.
  public enum End: Hashable, Sendable {
    /// An explicit end.
    case end(ICSDateTime)
    /// A duration after the start.
    case duration(ICSDuration)
  }

  /// The start.
  public var start: ICSDateTime
  /// The end or the duration.
  public var end: End

  /// Creates a period.
  ///
  /// - Parameters:
  ///   - start: The start.
  ///   - end: The end or duration.
  public init(start: ICSDateTime, end: End) {
    self.start = start
    self.end = end
  }

  /// Parses `start/end` or `start/duration`.
  ///
  /// - Parameters:
  ///   - text: The value, e.g. `19970101T180000Z/PT5H30M`.
  ///   - tzid: The TZID parameter, if any.
  /// - Throws: ``ICSError/invalidValue(_:_:)``.
  public init(parsing text: String, tzid: String? = nil) throws(ICSError) {
    guard let slash = text.firstIndex(of: "/") else {
      throw .invalidValue(
        ICSLocation(file: "", line: 1, column: 1), "a period needs '/' between start and end")
    }
    start = try ICSDateTime(parsing: String(text[..<slash]), tzid: tzid, isDate: false)
    let rest = String(text[text.index(after: slash)...])
    if rest.hasPrefix("P") || rest.hasPrefix("+") || rest.hasPrefix("-") {
      end = .duration(try ICSDuration(parsing: rest))
    } else {
      end = .end(try ICSDateTime(parsing: rest, tzid: tzid, isDate: false))
    }
  }

  /// The period as text.
  public var text: String {
    switch end {
    case .end(let value): start.text + "/" + value.text
    case .duration(let value): start.text + "/" + value.description
    }
  }
}
