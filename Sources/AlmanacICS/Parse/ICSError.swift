/// An error in iCalendar input, with where it is and why.
public enum ICSError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The content is not valid iCalendar syntax (a line without a colon, an unclosed quote,
  /// `END` without `BEGIN`, …).
  case malformed(ICSLocation, String)
  /// A value does not have the form its type requires (a DATE-TIME like `2024-13-01`).
  case invalidValue(ICSLocation, String)
  /// A limit of ``ICSParser/Options`` was exceeded (line length, nesting depth, components).
  case limitExceeded(ICSLocation, String)
  /// A TZID names no IANA zone, no known Windows zone and no VTIMEZONE of the calendar.
  case unknownTimeZone(ICSLocation, String)

  /// Where the problem is.
  public var location: ICSLocation {
    switch self {
    case .malformed(let where_, _), .invalidValue(let where_, _), .limitExceeded(let where_, _),
      .unknownTimeZone(let where_, _):
      where_
    }
  }

  /// Why it is a problem.
  public var reason: String {
    switch self {
    case .malformed(_, let why), .invalidValue(_, let why), .limitExceeded(_, let why):
      why
    case .unknownTimeZone(_, let tzid): "unknown time zone \"\(tzid)\""
    }
  }

  /// `file:line:column: reason`.
  public var description: String { "\(location): \(reason)" }
}
