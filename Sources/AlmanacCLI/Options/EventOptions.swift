import Almanac
import AlmanacICS
import AlmanacStore
import Foundation

/// `--duration` and `--alarm`: `1h30m`, `45m`, `90s`, `2d`, `1w` or an RFC 5545 duration
/// (`PT1H30M`), at most 10,000 years so that no arithmetic on it can overflow.
struct EventLength: ArgumentValue {
  /// The length.
  var duration: ICSDuration

  static func parse(_ text: String, option: String) throws(CLIError) -> EventLength {
    do {
      return EventLength(duration: try DateTimeReader.length(text))
    } catch {
      throw .badData(subject: option, argument: text, reason: error.reason)
    }
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

/// The options of an item's fields, spelt alike by `add`, `edit` and `todo` (names, short
/// letters, placeholders and value types), each with the command's own help.
enum EventFieldOptions {
  /// `-t, --title TEXT`: the summary (SUMMARY).
  ///
  /// - Parameter help: The help line.
  /// - Returns: The option.
  static func title(help: String) -> Option<String> {
    Option("title", short: "t", placeholder: "TEXT", help: help)
  }

  /// `--location TEXT`: the location (LOCATION).
  ///
  /// - Parameter help: The help line.
  /// - Returns: The option.
  static func location(help: String) -> Option<String> {
    Option("location", placeholder: "TEXT", help: help)
  }

  /// `--description TEXT`: the description (DESCRIPTION), by its iCalendar name.
  ///
  /// - Parameter help: The help line.
  /// - Returns: The option.
  static func description(help: String) -> Option<String> {
    Option("description", placeholder: "TEXT", help: help)
  }

  /// `-t, --title TEXT`, `-s, --start WHEN`, `--end WHEN`, `--duration LENGTH`,
  /// `-z, --time-zone ID`, `--location TEXT` and `--notes TEXT`.
  ///
  /// - Parameters:
  ///   - title: The help of `--title`.
  ///   - start: The help of `--start`.
  ///   - end: The help of `--end`.
  ///   - duration: The help of `--duration`.
  ///   - timeZone: The help of `--time-zone`.
  ///   - location: The help of `--location`.
  ///   - notes: The help of `--notes`.
  /// - Returns: The options.
  static func options(
    title: String, start: String, end: String, duration: String, timeZone: String,
    location: String, notes: String
  ) -> (
    title: Option<String>, start: Option<String>, end: Option<String>,
    duration: Option<EventLength>, timeZone: Option<EventZone>, location: Option<String>,
    notes: Option<String>
  ) {
    (
      Self.title(help: title),
      Option("start", short: "s", placeholder: "WHEN", help: start),
      Option("end", placeholder: "WHEN", help: end),
      Option("duration", placeholder: "LENGTH", help: duration),
      Option("time-zone", short: "z", placeholder: "ID", help: timeZone),
      Self.location(help: location),
      Option("notes", placeholder: "TEXT", help: notes)
    )
  }
}

extension DateTimeReader {
  /// A reader of times typed in `zone`, with today taken in that zone.
  ///
  /// - Parameters:
  ///   - zone: The zone name of typed times (as the iCalendar writer names it), or `nil` for
  ///     floating times.
  ///   - environmentZone: The zone of today when Foundation does not know `zone` (or there
  ///     is none).
  ///   - now: The instant taken for now.
  init(typingIn zone: String?, environmentZone: TimeZone, now: Date) {
    let todayZone = zone.flatMap(TimeZone.init(identifier:)) ?? environmentZone
    self.init(zone: zone, today: Day(now, in: todayZone), now: now)
  }
}

/// The date and date-time forms every command accepts, for messages.
enum DateTimeForms {
  /// The forms, as a message lists them.
  static let valid =
    "2026-12-01, 2026-12-01T09:30, 2026-12-01T09:30Z, 20261201T093000, now, today, tomorrow, "
    + "+3d, fri, 'tomorrow 18:00', 18:00 (today)"
}
