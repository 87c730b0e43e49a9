import Almanac
import AlmanacStore

/// The khal-style day range that `events` takes as words (`events today 7d`, `events week`,
/// `events tomorrow`), and the selection options of the commands that list events.
enum AgendaRange {
  /// `START` and `END | LENGTH`.
  static let positionals = [
    PositionalSpec(
      name: "START",
      help: "First day: YYYY-MM-DD, today, tomorrow, +3d, fri, or week (this week); alone, "
        + "that one day (a week for week)."),
    PositionalSpec(
      name: "END", help: "Last day, inclusive (same forms), or a length: 7d, 2w, 10 (days)."),
  ]

  /// `--from DAY`, `--to DAY` and `-d, --days N`: the days a listing covers, spelt alike by
  /// every listing, each with the listing's own help.
  ///
  /// - Parameters:
  ///   - from: The help of `--from`.
  ///   - to: The help of `--to`.
  ///   - days: The help of `--days`.
  /// - Returns: The three options, and the exclusive group of `--to` and `--days` (the two
  ///   ways to end the range) for the command's table.
  static func dayOptions(from: String, to: String, days: String)
    -> (
      from: Option<DayInput>, to: Option<DayInput>, days: Option<Int>, oneEnd: ExclusiveGroup
    )
  {
    let to = Option<DayInput>("to", placeholder: "DAY", help: to)
    let days = Option("days", short: "d", in: 1...3_660_000, help: days)
    return (
      Option("from", placeholder: "DAY", help: from), to, days,
      ExclusiveGroup([to, days], reason: "choose one")
    )
  }

  /// `-a, --collection` and `--details`.
  static let group = OptionGroup(
    title: "Selection", options: [CollectionOptions.collection, CollectionOptions.details])

  /// At most two words, and not together with the day options.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments.
  ///   - dayOptions: `--from`, `--to`, `--days`.
  ///   - usage: The usage line for messages.
  /// - Throws: ``CLIError`` (exit 64).
  static func validate(
    _ arguments: ParsedArguments, dayOptions: [any OptionDeclaration], usage: String
  ) throws(CLIError) {
    let words = arguments.positionals
    if words.count > 2 { throw .unexpectedArgument(words[2], command: "almanac " + usage) }
    if let first = words.first,
      let given = dayOptions.first(where: { arguments.has(long: $0.spec.long) })
    {
      throw .conflict(
        first, arguments.spelling(long: given.spec.long),
        reason: "give the days as words (START END) or as options, not both")
    }
  }

  /// The days the words name.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments.
  ///   - options: Today and the first weekday.
  /// - Returns: The first and last day.
  /// - Throws: ``CLIError/invalidValue(subject:argument:reason:valid:)`` (exit 64).
  static func days(_ arguments: ParsedArguments, options: CalendarOptions) throws(CLIError)
    -> (Day, Day)
  {
    let reader = DateTimeReader(zone: nil, today: options.today)
    do {
      let range = try reader.dayRange(
        arguments.positionals, firstWeekday: options.context.firstWeekday)
      return (range.lowerBound, range.upperBound)
    } catch {
      throw .invalidValue(
        subject: "days", argument: arguments.positionals.joined(separator: " "),
        reason: error.reason,
        valid: "START [END | LENGTH], e.g. today 7d, tomorrow, week, 2026-12-01 2026-12-24")
    }
  }
}
