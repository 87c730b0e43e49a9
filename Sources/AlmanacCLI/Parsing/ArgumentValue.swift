import Almanac
import AlmanacStore

/// A type an option's value is read as: it parses the text the user typed and checks it, so
/// a bad value is a usage error before the command runs, and it lists its choices for help,
/// the man page and the shell completions.
///
/// ```swift
/// static let format = Option<AgendaFormat>("format", short: "f", placeholder: "FORMAT",
///                                          help: "Output format.")
/// let format = try arguments.value(Self.format) ?? .text
/// ```
protocol ArgumentValue: Sendable {
  /// Parses and checks `text`, given for the option spelt `option` (for messages).
  ///
  /// - Throws: ``CLIError`` saying what is wrong and what is valid.
  static func parse(_ text: String, option: String) throws(CLIError) -> Self

  /// The values the option accepts, for help and completions; `nil` for free text.
  static var choices: [String]? { get }
}

extension ArgumentValue {
  static var choices: [String]? { nil }
}

/// An option value that is one of a fixed set of words (`text`, `json`): parsed without regard
/// to case, listed in help, and refused with the list otherwise.
protocol ArgumentChoice: ArgumentValue, CaseIterable, RawRepresentable<String> {
  /// The subject named in the error for an unknown word (`format`, `color`).
  static var subject: String { get }
  /// The reason given for an unknown word (default: `unknown <subject>`).
  static var unknownReason: String { get }
}

extension ArgumentChoice {
  static var choices: [String]? { allCases.map(\.rawValue) }

  static var unknownReason: String { "unknown \(subject)" }

  static func parse(_ text: String, option: String) throws(CLIError) -> Self {
    if let value = Self(rawValue: text.lowercased()) { return value }
    throw .invalidValue(
      subject: subject, argument: text, reason: unknownReason,
      valid: allCases.map(\.rawValue).joined(separator: ", "))
  }
}

extension String: ArgumentValue {
  static func parse(_ text: String, option: String) throws(CLIError) -> String { text }
}

extension Day: ArgumentValue {
  /// A Gregorian `YYYY-MM-DD` date.
  static func parse(_ text: String, option: String) throws(CLIError) -> Day {
    do {
      return try Day(parsing: text)
    } catch {
      throw .invalidValue(
        subject: "date", argument: text, reason: "\(option) needs a date: \(error)",
        valid: "YYYY-MM-DD (Gregorian), 0001-01-01 through 9999-12-31")
    }
  }
}

/// A day as typed: `YYYY-MM-DD`, or a relative form (`today`, `tomorrow`, `yesterday`, `+3d`,
/// `-2w`, a weekday name such as `fri`) that is checked when parsed and resolved against the
/// command's today (which depends on `--today` and `--time-zone`).
struct DayInput: ArgumentValue {
  /// The text, already checked.
  var text: String
  /// The day when the text is a date.
  var day: Day?

  static func parse(_ text: String, option: String) throws(CLIError) -> DayInput {
    // Any day serves as today: the question is only whether the text is a relative form.
    if DateTimeReader.relativeDay(text, today: Day(unchecked: 0)) != nil {
      return DayInput(text: text, day: nil)
    }
    do {
      return DayInput(text: text, day: try Day(parsing: text))
    } catch {
      throw .invalidValue(
        subject: "date", argument: text, reason: "\(option) needs a date: \(error)",
        valid: "YYYY-MM-DD (Gregorian, 0001-01-01 through 9999-12-31), today, tomorrow, "
          + "yesterday, +3d, -2w, or a weekday name such as fri")
    }
  }

  /// The day, resolving a relative form against `today`.
  func resolved(today: Day) -> Day {
    day ?? DateTimeReader.relativeDay(text, today: today) ?? today
  }
}
