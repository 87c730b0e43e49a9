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

  /// `-c, --calendar ID`.
  static let calendar = Option<CalendarSystem>(
    "calendar", short: "c", placeholder: "ID",
    help: "Calendar system, as in BCP 47 -u-ca- (default: the locale's).")
  /// `-l, --locale ID`.
  static let locale = Option<Locale>(
    "locale", short: "l", placeholder: "ID",
    help:
      "Locale for names, digits and week rules, e.g. en_GB, fa_IR, ja-JP-u-ca-japanese "
      + "(default: LC_ALL, LC_TIME or LANG; C/POSIX means en_US_POSIX).")
  /// `-z, --time-zone ID`.
  static let timeZone = Option<TimeZone>(
    "time-zone", short: "z", placeholder: "ID",
    help: "IANA time zone for today and skipped days, e.g. Pacific/Apia (default: TZ).")
  /// `--first-weekday DAY`.
  static let firstWeekday = Option<FirstWeekday>(
    "first-weekday", placeholder: "DAY",
    help: "First day of the week (default: auto, the locale's).")
  /// `-m, --monday` (util-linux cal): weeks start on Monday.
  static let monday = Flag("monday", short: "m", help: "Weeks start on Monday (as cal -m).")
  /// `--sunday` (util-linux cal -s): weeks start on Sunday.
  static let sunday = Flag("sunday", help: "Weeks start on Sunday (as cal -s).")
  /// `--proleptic`.
  static let proleptic = Flag(
    "proleptic", help: "Use the proleptic Gregorian calendar (no 1582 reform).")
  /// `--reform WHEN` (util-linux cal --reform, ncal -s).
  static let reform = Option<ReformChoice>(
    "reform", placeholder: "WHEN",
    help:
      "Gregorian reform: 1582 (default), 1752 (as cal), gregorian or iso (none), julian (the "
      + "Julian calendar), auto (the locale's country, as ncal), a country code "
      + "(--reform-table) or the first Gregorian day YYYY-MM-DD.")
  /// `--iso` (util-linux cal): the proleptic Gregorian calendar.
  static let iso = Flag(
    "iso", help: "The proleptic Gregorian calendar, as cal --iso (same as --reform iso).")
  /// `-H, --today YYYY-MM-DD` (ncal -H).
  static let today = Option<Day>(
    "today", short: "H", placeholder: "YYYY-MM-DD",
    help: "Treat this Gregorian date as today (for scripts and tests; -H as in ncal).")
  /// `--color WHEN`.
  static let color = Option<ColorChoice>(
    "color", placeholder: "WHEN",
    help: "Colour the output; auto means only on a terminal and without NO_COLOR.")

  /// The exclusive group of the first-weekday options; ``group`` brings it to each command
  /// listing it.
  static let weekStartGroup = ExclusiveGroup(
    [firstWeekday, monday, sunday], reason: "give the first weekday once")

  /// The option group listed in each command's table.
  static let group = OptionGroup(
    title: "Calendar options",
    options: [
      calendar, locale, timeZone, firstWeekday, monday, sunday, proleptic, reform, iso, today,
      color,
    ],
    exclusiveGroups: [weekStartGroup])

  /// The group of the agendas (`events`, `search`, `at`, `todo`), which have no weeks:
  /// ``group`` without the first-weekday options.
  static let agendaGroup = OptionGroup(
    title: group.title,
    specs: group.options.filter { !weekStartGroup.members.contains($0.long) })

  /// Validates the shared options and builds the calendar context.
  ///
  /// - Throws: ``CLIError/invalidValue(subject:argument:reason:valid:)`` naming the option and
  ///   the valid choices.
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - invocation: The environment and clock.
  ///   - minimumDaysInFirstWeek: The days a year's first week has at least (the month
  ///     display's `--first-week-days`); `nil` takes the locale's.
  /// - Returns: The context, today and colour level.
  static func resolve(
    _ arguments: ParsedArguments, invocation: Invocation, minimumDaysInFirstWeek: Int? = nil
  ) throws(CLIError) -> CalendarOptions {
    let environment = invocation.environment
    let locale = try arguments.value(Self.locale) ?? LocaleResolver.environmentLocale(environment)
    let timeZone =
      try arguments.value(Self.timeZone) ?? TimeZoneResolver.environmentTimeZone(environment)
    let system = try arguments.value(calendar)
    var firstWeekday = try arguments.value(Self.firstWeekday)?.weekday
    if arguments.has(monday) { firstWeekday = 2 }
    if arguments.has(sunday) { firstWeekday = 1 }
    let colorChoice = try arguments.value(color) ?? .auto
    let reformChoice = try Self.reformChoice(arguments)
    let context = CalendarContext(
      system: system, locale: locale, timeZone: timeZone, firstWeekday: firstWeekday,
      minimumDaysInFirstWeek: minimumDaysInFirstWeek,
      reform: reformChoice.reform(region: locale.region?.identifier))
    let today = try arguments.value(Self.today) ?? context.day(for: invocation.now)
    let level = ColorLevel.resolve(
      colorChoice, environment: environment, isTerminal: invocation.terminal.isTerminal)
    return CalendarOptions(context: context, today: today, colorLevel: level)
  }

  /// The reform of `--reform`, `--iso` or `--proleptic` (at most one of them), 1582 by default.
  static func reformChoice(_ arguments: ParsedArguments) throws(CLIError) -> ReformChoice {
    // A typed --proleptic or --iso wins over the config file's `reform` default.
    if arguments.has(proleptic) != arguments.has(iso),
      arguments.spelling(long: reform.spec.long).hasPrefix("config:")
    {
      return .fixed(.proleptic)
    }
    let given = [proleptic.spec.long, reform.spec.long, iso.spec.long].filter {
      arguments.has(long: $0)
    }
    if given.count > 1 {
      throw .conflict(
        arguments.spelling(long: given[0]), arguments.spelling(long: given[1]),
        reason: "give the reform date once")
    }
    if arguments.has(proleptic) || arguments.has(iso) { return .fixed(.proleptic) }
    return try arguments.value(reform) ?? .fixed(.catholic)
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

  /// `day` plus `count` days (a count read from the command line, range-checked there),
  /// clamped to the supported days so no later arithmetic leaves them.
  static func day(_ day: Day, plus count: Int) -> Day {
    let (serial, overflow) = day.serial.addingReportingOverflow(count)
    if overflow { return count < 0 ? .earliest : .latest }
    return (try? Day(serial: min(max(serial, Day.earliest.serial), Day.latest.serial))) ?? .latest
  }

  /// Parses a Gregorian `YYYY-MM-DD` date for `option`.
  static func day(_ text: String, option: String) throws(CLIError) -> Day {
    try Day.parse(text, option: option)
  }
}

/// `--first-weekday`: a day of the week, or `auto` (the locale's).
struct FirstWeekday: ArgumentValue {
  /// 1 = Sunday … 7 = Saturday, or `nil` for the locale's.
  var weekday: Int?

  static var choices: [String]? { CalendarOptions.weekdayNames + ["auto"] }

  static func parse(_ text: String, option: String) throws(CLIError) -> FirstWeekday {
    FirstWeekday(weekday: try CalendarOptions.weekday(named: text))
  }
}

extension CalendarSystem: ArgumentValue {
  static var choices: [String]? { CalendarOptions.calendarNames }

  static func parse(_ text: String, option: String) throws(CLIError) -> CalendarSystem {
    guard let named = CalendarSystem(name: text) else {
      let names = CalendarOptions.calendarNames
      let hint =
        EditDistance.suggestion(for: text, among: names).map { ", did you mean '\($0)'?" } ?? ""
      throw .invalidValue(
        subject: "calendar", argument: text, reason: "unknown calendar\(hint)",
        valid: names.joined(separator: ", "))
    }
    return named
  }
}

extension Locale: ArgumentValue {
  static func parse(_ text: String, option: String) throws(CLIError) -> Locale {
    guard let named = LocaleResolver.locale(named: text) else {
      let hint = LocaleResolver.suggestion(for: text).map { ", did you mean '\($0)'?" } ?? ""
      let reason =
        LocaleResolver.isShortEnough(text)
        ? "no such locale in ICU\(hint)"
        : "longer than a locale identifier can be (\(LocaleResolver.maximumLength) bytes)"
      throw .invalidValue(
        subject: "locale", argument: text, reason: reason,
        valid: "a language with optional script and region, e.g. en_US, en-GB, fa_IR, zh_CN, "
          + "ar-SA-u-ca-islamic-umalqura")
    }
    return named
  }
}

extension TimeZone: ArgumentValue {
  static func parse(_ text: String, option: String) throws(CLIError) -> TimeZone {
    guard let named = TimeZoneResolver.timeZone(named: text) else {
      let hint = TimeZoneResolver.suggestion(for: text).map { ", did you mean '\($0)'?" } ?? ""
      throw .invalidValue(
        subject: "time zone", argument: text, reason: "unknown time zone\(hint)",
        valid: "an IANA name such as UTC, Europe/Paris, America/New_York, Pacific/Apia")
    }
    return named
  }
}

extension ColorChoice: ArgumentChoice {
  static var subject: String { "color" }
  static var unknownReason: String { "unknown choice" }
}
