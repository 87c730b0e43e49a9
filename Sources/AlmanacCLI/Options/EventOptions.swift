import Almanac
import AlmanacICS
import Foundation

/// `--duration` and `--alarm`: `1h30m`, `45m`, `90s`, `2d`, `1w` or an RFC 5545 duration
/// (`PT1H30M`), at most 10,000 years so that no arithmetic on it can overflow.
struct EventLength: ArgumentValue {
  /// The length.
  var duration: ICSDuration

  /// The longest length accepted, in days.
  static let dayLimit = 3_660_000

  static func parse(_ text: String, option: String) throws(CLIError) -> EventLength {
    let invalid = CLIError.badData(
      subject: option, argument: text, reason: "not a length; valid: 1h30m, 45m, 2d, PT1H")
    let upper = text.uppercased()
    if upper.hasPrefix("P") || upper.hasPrefix("-P") || upper.hasPrefix("+P") {
      do {
        return EventLength(duration: try ICSDuration(parsing: upper))
      } catch {
        throw .badData(subject: option, argument: text, reason: error.reason)
      }
    }
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
      guard days <= dayLimit, seconds <= dayLimit * 86_400 else {
        throw .badData(
          subject: option, argument: text, reason: "too long; at most \(dayLimit) days")
      }
    }
    guard number.isEmpty, days + seconds > 0 else { throw invalid }
    return EventLength(duration: ICSDuration(days: days, seconds: seconds))
  }
}

/// `add --time-zone`: an IANA or Windows zone name, or a name of UTC (written as UTC).
struct EventZone: ArgumentValue {
  /// The name the iCalendar writer uses (`UTC` for every name of UTC).
  var name: String

  static func parse(_ text: String, option: String) throws(CLIError) -> EventZone {
    if DateTimeReader.isUTC(text) { return EventZone(name: "UTC") }
    guard let zone = ICSTimeZoneResolver.standard(text) else {
      let hint = TimeZoneResolver.suggestion(for: text).map { ", did you mean '\($0)'?" } ?? ""
      throw .invalidValue(
        subject: "time zone", argument: text, reason: "unknown time zone\(hint)",
        valid: "an IANA name such as Europe/Paris, or a Windows name")
    }
    return EventZone(name: TimeZoneResolver.timeZone(named: text)?.identifier ?? zone.identifier)
  }
}

extension WeekdaySet: ArgumentValue {
  /// `mon,wed,fri`, `MO,WE,FR` or full names.
  static func parse(_ text: String, option: String) throws(CLIError) -> WeekdaySet {
    var set = WeekdaySet()
    for part in text.split(separator: ",") {
      let name = part.trimmingCharacters(in: .whitespaces).lowercased()
      let codes = ["su", "mo", "tu", "we", "th", "fr", "sa"]
      if let index = codes.firstIndex(of: name) {
        set.insert(index + 1)
        continue
      }
      guard let weekday = try? CalendarOptions.weekday(named: name), name != "auto" else {
        throw .badData(
          subject: option, argument: text,
          reason: "'\(part)' is not a day of the week; valid: mon,tue,wed,thu,fri,sat,sun")
      }
      set.insert(weekday)
    }
    guard !set.isEmpty else {
      throw .badData(subject: option, argument: text, reason: "no weekday given")
    }
    return set
  }
}

/// The date and date-time forms every command accepts, for messages.
enum DateTimeForms {
  /// The forms, as a message lists them.
  static let valid =
    "2026-12-01, 2026-12-01T09:30, 2026-12-01T09:30Z, 20261201T093000, now, today, tomorrow, "
    + "+3d, fri, 'tomorrow 18:00'"
}
