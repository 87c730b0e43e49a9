import AlmanacICS

extension DateTimeReader {
  /// The longest length ``length(_:)`` accepts, in days (about 10,000 years), so that no
  /// arithmetic on a length can overflow.
  package static let lengthDayLimit = 3_660_000

  /// Reads a length as people type it: `1h30m`, `45m`, `90s`, `2d`, `1w` (units in any case,
  /// summed), or an RFC 5545 duration (`PT1H30M`, `P1D`).
  ///
  /// - Parameter text: The length.
  /// - Returns: A positive duration of at most ``lengthDayLimit`` days.
  /// - Throws: ``/AlmanacICS/ICSError/invalidValue(_:_:)`` saying what is wrong.
  package static func length(_ text: String) throws(ICSError) -> ICSDuration {
    let upper = text.uppercased()
    if upper.hasPrefix("P") || upper.hasPrefix("-P") || upper.hasPrefix("+P") {
      return try ICSDuration(parsing: upper)
    }
    let invalid = failure("not a length; valid: 1h30m, 45m, 2d, PT1H")
    var days = 0
    var seconds = 0
    var number = ""
    for character in upper {
      if character.isASCII, character.isNumber {
        number.append(character)
        continue
      }
      guard let value = Int(number), value < 100_000_000 else { throw invalid }
      number = ""
      let unit: (days: Int, seconds: Int)
      switch character {
      case "W": unit = (7, 0)
      case "D": unit = (1, 0)
      case "H": unit = (0, 3600)
      case "M": unit = (0, 60)
      case "S": unit = (0, 1)
      default: throw invalid
      }
      // Each part is below 10^8 and the totals are checked after each: no overflow.
      days += value * unit.days
      seconds += value * unit.seconds
      guard days <= lengthDayLimit, seconds <= lengthDayLimit * 86_400 else {
        throw failure("too long; at most \(lengthDayLimit) days")
      }
    }
    guard number.isEmpty, days + seconds > 0 else { throw invalid }
    return ICSDuration(days: days, seconds: seconds)
  }
}
