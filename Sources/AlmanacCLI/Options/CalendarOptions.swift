import Almanac
import AlmanacTerminal
import Foundation

/// The options every date-showing command shares: calendar, locale, time zone, first weekday,
/// "today" and colour. A command lists ``group`` in its table and calls ``resolve(_:invocation:)``.
struct CalendarOptions {
  /// The calendar, locale, time zone and week rules to show dates in.
  var context: CalendarContext
  /// Today, from `--today` or the clock in the chosen time zone.
  var today: Day
  /// How much colour to write.
  var colorLevel: ColorLevel

  /// The weekday names `--first-weekday` accepts, Sunday first.
  static let weekdayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

  /// The calendar names `--calendar` accepts: the BCP 47 names and the alias `gregorian`.
  static let calendarNames = CalendarSystem.allCases.map(\.rawValue) + ["gregorian"]

  /// The option group listed in each command's table.
  static let group = OptionGroup(
    title: "Calendar options",
    options: [
      OptionSpec(
        long: "calendar", short: "c", placeholder: "ID",
        help: "Calendar system, as in BCP 47 -u-ca- (default: the locale's).",
        choices: calendarNames),
      OptionSpec(
        long: "locale", short: "l", placeholder: "ID",
        help:
          "Locale for names, digits and week rules, e.g. en_GB, fa_IR, ja-JP-u-ca-japanese "
          + "(default: LC_ALL, LC_TIME or LANG; C/POSIX means en_US_POSIX)."),
      OptionSpec(
        long: "time-zone", short: "z", placeholder: "ID",
        help: "IANA time zone for today and skipped days, e.g. Pacific/Apia (default: TZ)."),
      OptionSpec(
        long: "first-weekday", short: nil, placeholder: "DAY",
        help: "First day of the week (default: auto, the locale's).",
        choices: weekdayNames + ["auto"]),
      OptionSpec(
        long: "proleptic", short: nil, placeholder: nil,
        help: "Use the proleptic Gregorian calendar (no 1582 reform)."),
      OptionSpec(
        long: "today", short: nil, placeholder: "YYYY-MM-DD",
        help: "Treat this Gregorian date as today (for scripts and tests)."),
      OptionSpec(
        long: "color", short: nil, placeholder: "WHEN",
        help: "Colour the output; auto means only on a terminal and without NO_COLOR.",
        choices: ColorChoice.allCases.map(\.rawValue)),
    ])

  /// Validates the shared options and builds the calendar context.
  ///
  /// - Throws: ``CLIError/invalidValue(subject:argument:reason:valid:)`` naming the option and
  ///   the valid choices.
  static func resolve(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> CalendarOptions
  {
    let environment = invocation.environment
    var locale = LocaleResolver.environmentLocale(environment)
    if let name = arguments.value("locale") {
      guard let named = LocaleResolver.locale(named: name) else {
        let hint = LocaleResolver.suggestion(for: name).map { ", did you mean '\($0)'?" } ?? ""
        throw .invalidValue(
          subject: "locale", argument: name, reason: "no such locale in ICU\(hint)",
          valid: "a language with optional script and region, e.g. en_US, en-GB, fa_IR, zh_CN, "
            + "ar-SA-u-ca-islamic-umalqura")
      }
      locale = named
    }
    var timeZone = TimeZoneResolver.environmentTimeZone(environment)
    if let name = arguments.value("time-zone") {
      guard let named = TimeZoneResolver.timeZone(named: name) else {
        let hint = TimeZoneResolver.suggestion(for: name).map { ", did you mean '\($0)'?" } ?? ""
        throw .invalidValue(
          subject: "time zone", argument: name, reason: "unknown time zone\(hint)",
          valid: "an IANA name such as UTC, Europe/Paris, America/New_York, Pacific/Apia")
      }
      timeZone = named
    }
    var system: CalendarSystem?
    if let name = arguments.value("calendar") {
      guard let named = CalendarSystem(name: name) else {
        let hint =
          EditDistance.suggestion(for: name, among: calendarNames).map { ", did you mean '\($0)'?" }
          ?? ""
        throw .invalidValue(
          subject: "calendar", argument: name, reason: "unknown calendar\(hint)",
          valid: calendarNames.joined(separator: ", "))
      }
      system = named
    }
    var firstWeekday: Int?
    if let name = arguments.value("first-weekday") {
      firstWeekday = try weekday(named: name)
    }
    var colorChoice = ColorChoice.auto
    if let name = arguments.value("color") {
      guard let choice = ColorChoice(rawValue: name.lowercased()) else {
        throw .invalidValue(
          subject: "color", argument: name, reason: "unknown choice",
          valid: ColorChoice.allCases.map(\.rawValue).joined(separator: ", "))
      }
      colorChoice = choice
    }
    let context = CalendarContext(
      system: system, locale: locale, timeZone: timeZone, firstWeekday: firstWeekday,
      isProleptic: arguments.has("proleptic"))
    var today = context.day(for: invocation.now)
    if let text = arguments.value("today") {
      today = try day(text, option: arguments.spelling("today"))
    }
    let level = ColorLevel.resolve(
      colorChoice, environment: environment, isTerminal: invocation.terminal.isTerminal)
    return CalendarOptions(context: context, today: today, colorLevel: level)
  }

  /// The weekday (1 = Sunday) named by `name`: `sun`…`sat`, full English names, 1…7, or
  /// `nil` for `auto`.
  static func weekday(named name: String) throws(CLIError) -> Int? {
    let lowered = name.lowercased()
    if lowered == "auto" { return nil }
    if let number = Int(lowered), (1...7).contains(number) { return number }
    if lowered.count >= 2, let index = fullWeekdayNames.firstIndex(where: { $0.hasPrefix(lowered) })
    {
      return index + 1
    }
    throw .invalidValue(
      subject: "first weekday", argument: name, reason: "not a day of the week",
      valid: (weekdayNames + ["auto"]).joined(separator: ", "))
  }

  private static let fullWeekdayNames = [
    "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
  ]

  /// Parses a Gregorian `YYYY-MM-DD` date for `option`.
  static func day(_ text: String, option: String) throws(CLIError) -> Day {
    do {
      return try Day(parsing: text)
    } catch {
      throw .invalidValue(
        subject: "date", argument: text, reason: "\(option) needs a date: \(error)",
        valid: "YYYY-MM-DD (Gregorian), 0001-01-01 through 9999-12-31")
    }
  }
}
