import Almanac
import AlmanacPrimitives

/// A strftime-style pattern for writing a day (proleptic Gregorian, C-locale names):
/// `%Y` year, `%m` month 01–12, `%d` day 01–31, `%e` day space-padded, `%y` two-digit year,
/// `%j` day of the year 001–366, `%F` `%Y-%m-%d`, `%a` `%A` weekday names, `%b` `%B` month
/// names, `%u` weekday 1–7 (Monday 1), `%w` weekday 0–6 (Sunday 0), `%n` newline, `%t` tab,
/// `%%` a percent sign. Time conversions make no sense for a day and are refused.
public struct DayPattern: Hashable, Sendable {
  /// A pattern that cannot be used.
  public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// The conversion that is not known (`%H`), or `%` at the end.
    public var conversion: String

    /// Creates an error.
    ///
    /// - Parameter conversion: the conversion that is not known.
    public init(conversion: String) { self.conversion = conversion }

    /// A message for the person.
    public var description: String {
      "unknown conversion '\(conversion)'; known: %Y %m %d %e %y %j %F %a %A %b %B %u %w %n %t %%"
    }
  }

  private enum Piece: Hashable, Sendable {
    case literal(String)
    case conversion(Character)
  }

  private static let known: Set<Character> = [
    "Y", "m", "d", "e", "y", "j", "F", "a", "A", "b", "B", "u", "w", "n", "t", "%",
  ]
  private static let weekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  private let pieces: [Piece]

  /// Parses a pattern.
  ///
  /// - Parameter pattern: the pattern, e.g. `%d.%m.%Y`.
  /// - Throws: ``Error`` for an unknown conversion or a lone `%` at the end.
  /// - Complexity: O(n) in the pattern's length.
  public init(_ pattern: String) throws(Error) {
    var pieces: [Piece] = []
    var literal = ""
    var iterator = pattern.makeIterator()
    while let character = iterator.next() {
      guard character == "%" else {
        literal.append(character)
        continue
      }
      guard let conversion = iterator.next() else { throw Error(conversion: "%") }
      guard Self.known.contains(conversion) else { throw Error(conversion: "%\(conversion)") }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      pieces.append(.conversion(conversion))
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    self.pieces = pieces
  }

  /// Writes a day.
  ///
  /// - Parameter day: the day.
  /// - Returns: the text.
  public func string(from day: Day) -> String {
    let (year, month, dayOfMonth) = day.gregorian
    var output = ""
    for piece in pieces {
      switch piece {
      case .literal(let text): output += text
      case .conversion(let conversion):
        output += Self.convert(
          conversion, day: day, year: year, month: month, dayOfMonth: dayOfMonth)
      }
    }
    return output
  }

  private static func convert(
    _ conversion: Character, day: Day, year: Int, month: Int, dayOfMonth: Int
  ) -> String {
    switch conversion {
    case "Y": return year < 0 ? "\(year)" : pad(year, 4)
    case "m": return pad(month, 2)
    case "d": return pad(dayOfMonth, 2)
    case "e": return dayOfMonth < 10 ? " \(dayOfMonth)" : "\(dayOfMonth)"
    case "y": return pad(((year % 100) + 100) % 100, 2)
    case "j":
      let first = GregorianMath.serial(year: year, month: 1, day: 1)
      return pad(day.serial - first + 1, 3)
    case "F": return "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2))"
    case "a": return String(weekdayNames[day.weekday - 1].prefix(3))
    case "A": return weekdayNames[day.weekday - 1]
    case "b": return String(monthNames[month - 1].prefix(3))
    case "B": return monthNames[month - 1]
    case "u": return "\(day.weekday == 1 ? 7 : day.weekday - 1)"
    case "w": return "\(day.weekday - 1)"
    case "n": return "\n"
    case "t": return "\t"
    default: return "%"
    }
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    value.zeroPadded(to: width)
  }
}
