import Almanac

/// How a confirmed picker result is written to standard output.
///
/// - ``iso``: `2026-03-05`; days one per line, ascending; a range as the ISO 8601 interval
///   `2026-03-05/2026-03-09`; weekdays as an RRULE `BYDAY` list, `MO,WE,FR`.
/// - ``json``: one JSON object (see `docs/picker.md`).
/// - ``cron`` (weekdays): the cron day-of-week field, `1,3,5` or `1-5`.
/// - ``rrule`` (weekdays): an RRULE value, `FREQ=WEEKLY;BYDAY=MO,WE,FR`.
/// - ``pattern(_:)`` (days): strftime-style, `%d.%m.%Y` gives `05.03.2026`; a range prints
///   its two ends on two lines.
public enum PickerOutputFormat: Hashable, Sendable {
  /// ISO 8601 dates, RRULE weekday codes.
  case iso
  /// A JSON object.
  case json
  /// A cron day-of-week field (weekdays only).
  case cron
  /// An RRULE value (weekdays only).
  case rrule
  /// A strftime-style pattern for each date (day modes only).
  case pattern(DayPattern)

  /// Reads `--format`: `iso` (or `text`), `json`, `cron`, `rrule`, or a pattern with `%`.
  ///
  /// - Parameter name: the option's value.
  /// - Throws: ``DayPattern/Error`` for a pattern with an unknown `%` conversion.
  /// - Returns: the format, or `nil` for an unknown name without `%`.
  public static func named(_ name: String) throws(DayPattern.Error) -> PickerOutputFormat? {
    switch name.lowercased() {
    case "iso", "text": return .iso
    case "json": return .json
    case "cron": return .cron
    case "rrule": return .rrule
    default: return name.contains("%") ? .pattern(try DayPattern(name)) : nil
    }
  }

  /// Whether the format can write results of a mode (cron and rrule need weekdays, patterns
  /// need days).
  ///
  /// - Parameter mode: the picker mode.
  /// - Returns: whether ``text(for:)`` will write that mode's results.
  public func suits(_ mode: PickerMode) -> Bool {
    switch self {
    case .iso, .json: true
    case .cron, .rrule: mode == .weekdays
    case .pattern: mode != .weekdays
    }
  }

  /// The text written for a result, ending in a newline.
  ///
  /// - Parameter result: the confirmed result.
  /// - Returns: the output; a format that does not suit the result writes it as ``iso``.
  public func text(for result: PickerResult) -> String {
    switch (self, result) {
    case (.json, _):
      return Self.json(result) + "\n"
    case (.cron, .weekdays(let set)):
      return set.cronDayOfWeek + "\n"
    case (.rrule, .weekdays(let set)):
      return "FREQ=WEEKLY;BYDAY=\(set.rruleByDay)\n"
    case (.pattern(let pattern), .day(let day)):
      return pattern.string(from: day) + "\n"
    case (.pattern(let pattern), .days(let days)):
      return days.map { pattern.string(from: $0) + "\n" }.joined()
    case (.pattern(let pattern), .ranges(let ranges)):
      return ranges.ranges.map {
        pattern.string(from: $0.lowerBound) + "\n" + pattern.string(from: $0.upperBound) + "\n"
      }.joined()
    case (.pattern(let pattern), .range(let range)):
      return pattern.string(from: range.lowerBound) + "\n" + pattern.string(from: range.upperBound)
        + "\n"
    default:
      return Self.iso(result) + "\n"
    }
  }

  private static func iso(_ result: PickerResult) -> String {
    switch result {
    case .day(let day): "\(day)"
    case .days(let days): days.map { "\($0)" }.joined(separator: "\n")
    case .range(let range): "\(range.lowerBound)/\(range.upperBound)"
    case .weekdays(let set): set.rruleByDay
    case .ranges(let ranges):
      ranges.ranges.map { "\($0.lowerBound)/\($0.upperBound)" }.joined(separator: "\n")
    }
  }

  private static func json(_ result: PickerResult) -> String {
    switch result {
    case .day(let day):
      return #"{"date": "\#(day)"}"#
    case .days(let days):
      return #"{"dates": [\#(days.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
    case .range(let range):
      let nights = range.lowerBound.days(to: range.upperBound)
      return #"{"start": "\#(range.lowerBound)", "end": "\#(range.upperBound)", "#
        + #""interval": "\#(range.lowerBound)/\#(range.upperBound)", "nights": \#(nights)}"#
    case .weekdays(let set):
      let codes = set.rruleByDay.split(separator: ",").map { "\"\($0)\"" }
      return #"{"weekdays": [\#(codes.joined(separator: ", "))], "#
        + #""rrule": "FREQ=WEEKLY;BYDAY=\#(set.rruleByDay)", "cron": "\#(set.cronDayOfWeek)"}"#
    case .ranges(let ranges):
      let items = ranges.ranges.map {
        #"{"start": "\#($0.lowerBound)", "end": "\#($0.upperBound)"}"#
      }
      return #"{"ranges": [\#(items.joined(separator: ", "))]}"#
    }
  }
}
