import Almanac
import Foundation

/// `almanac --easter [YEAR]` and `--orthodox-easter [YEAR]` (ncal's `-e` and `-o`): the date
/// of Easter Sunday, from the engine's ``EasterComputus``, written in the chosen locale and
/// calendar.
enum MonthEaster {
  /// `--easter`.
  static let easter = Flag(
    "easter",
    help: "Print the date of Western Easter of YEAR (default: this year), as ncal -e.")
  /// `--orthodox-easter`.
  static let orthodoxEaster = Flag(
    "orthodox-easter",
    help: "Print the date of Orthodox Easter of YEAR (Julian computus), as ncal -o.")

  /// Whether the command line asks for Easter.
  static func isRequested(_ arguments: ParsedArguments) -> Bool {
    arguments.has(easter) || arguments.has(orthodoxEaster)
  }

  /// Prints the requested Easter dates, Western first, one a line.
  ///
  /// YEAR is a year of the Christian era, 1…9999, whatever `--calendar` says (Easter is
  /// defined in the Gregorian and Julian calendars); the date is written in the chosen
  /// calendar and locale, so before the 1582 reform it is a Julian date, as ncal writes it.
  /// Western Easter uses the Gregorian computus from 1583 and the Julian one before.
  ///
  /// As in ncal, a reform date (`--reform 1752`, ncal's `-s`) does not change how Easter is
  /// written (the 1582 reform's calendar), and the Julian calendar (`--reform julian`, ncal's
  /// `-J`) writes Orthodox Easter as a Julian date and Western Easter as a Gregorian one.
  ///
  /// - Throws: ``CLIError`` for a YEAR that is not one, a MONTH, or a view option.
  static func run(
    _ arguments: ParsedArguments, options: CalendarOptions, invocation: Invocation
  ) throws(CLIError) -> ExitCode {
    let flag = arguments.spelling(arguments.has(easter) ? easter : orthodoxEaster)
    let views: [any OptionDeclaration] = [
      MonthCommand.threeMonths, MonthCommand.year, MonthCommand.months, MonthCommand.after,
      MonthCommand.before, MonthCommand.select, MonthCommand.format,
    ]
    for option in views where arguments.has(long: option.spec.long) {
      throw .conflict(
        flag, arguments.spelling(long: option.spec.long),
        reason: "Easter prints a date, not months")
    }
    guard arguments.positionals.count <= 1 else {
      throw .unexpectedArgument(
        arguments.positionals[1], command: "almanac \(flag) [YEAR]")
    }
    let range = EasterComputus.supportedYears
    var year = options.today.gregorian.year
    if let text = arguments.positionals.first {
      guard let number = Int(text), range.contains(number) else {
        throw .invalidValue(
          subject: "year", argument: text, reason: "not a year of the Christian era",
          valid: "\(range.lowerBound)…\(range.upperBound)")
      }
      year = number
    }
    var computations: [EasterComputus] = []
    if arguments.has(easter) { computations.append(.western(year: year)) }
    if arguments.has(orthodoxEaster) { computations.append(.julian) }
    var text = ""
    let context = options.context
    let written = context.isProleptic ? context : context.replacing(reform: .catholic)
    for computus in computations {
      do {
        let day = try computus.easterSunday(year: year)
        let isJulian = context.reform.isJulian && computus == .julian
        text += (isJulian ? context : written).text(for: day, style: .long) + "\n"
      } catch {
        throw .invalidValue(
          subject: "year", argument: "\(year)",
          reason: "its Easter is outside 0001-01-01…9999-12-31",
          valid: "\(range.lowerBound)…\(range.upperBound)")
      }
    }
    invocation.write(text)
    return .success
  }
}
