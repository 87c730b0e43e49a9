import Almanac

/// The options that describe a picker, shared by `almanac pick` (the terminal) and `almanac
/// html` (the web page): the mode, the months shown, the initial value, which days can be
/// picked, and the nights of a range. ``PickCommand/request(_:context:today:)`` reads them.
enum PickerOptions {
  /// `--single`.
  static let single = Flag("single", help: "Pick one day (default).")
  /// `--multiple`.
  static let multiple = Flag("multiple", help: "Pick any set of days.")
  /// `-r, --range`.
  static let range = Flag("range", short: "r", help: "Pick a range (a stay).")
  /// `--weekdays`.
  static let weekdays = Flag("weekdays", help: "Pick weekdays on a seven-day toggle row.")
  /// `--range-behavior HOW`.
  static let rangeBehavior = Option<RangeBehaviorName>(
    "range-behavior", placeholder: "HOW",
    help: "forward: the first day is the arrival; either: either order; "
      + "complete: nothing until both ends (implies --range).")
  /// `-n, --months N`.
  static let months = Option<Int>(
    "months", short: "n", in: 1...12,
    help: "Months side by side (stacked when the terminal is narrow; default 1).")
  /// `--start-month YYYY-MM`.
  static let startMonth = Option<String>(
    "start-month", placeholder: "YYYY-MM", help: "First month to show (Gregorian year and month).")
  /// `-i, --initial VALUE`.
  static let initial = Option<String>(
    "initial", short: "i", placeholder: "VALUE",
    help: "Initial selection: DAY, DAY..DAY, DAY,DAY… (multiple); weekdays as MO,WE,FR "
      + "or cron 1-5.")
  /// `--min DAY`.
  static let earliest = Option<DayInput>(
    "min", placeholder: "DAY", help: "First day that can be picked (YYYY-MM-DD, today, +3d…).")
  /// `--max DAY`.
  static let latest = Option<DayInput>(
    "max", placeholder: "DAY", help: "Last day that can be picked (YYYY-MM-DD, today, +3d…).")
  /// `--weekdays-only`.
  static let weekdaysOnly = Flag(
    "weekdays-only", help: "Only the locale's working days can be picked.")
  /// `--weekends-only`.
  static let weekendsOnly = Flag(
    "weekends-only", help: "Only the locale's weekend days can be picked.")
  /// `--disable DAYS`, repeatable.
  static let disable = Option<String>(
    "disable", placeholder: "DAYS", help: "Days that cannot be picked: DAY[..DAY][,…]; repeatable.",
    isRepeatable: true)
  /// `--min-nights N`.
  static let minNights = Option<Int>(
    "min-nights", in: 0...100_000, help: "Shortest range in nights.")
  /// `--max-nights N`.
  static let maxNights = Option<Int>(
    "max-nights", in: 0...100_000, help: "Longest range in nights.")

  /// The mode flags, one of which may be given.
  private static let modes: [any OptionDeclaration] = [single, multiple, range, weekdays]

  /// The options after the mode flags, in the order both commands list them.
  private static let setup: [any OptionDeclaration] = [
    rangeBehavior, months, startMonth, initial, earliest, latest, weekdaysOnly, weekendsOnly,
    disable, minNights, maxNights,
  ]

  /// A command's group of picker options: the mode flags (`--single`, `--multiple`,
  /// `--range`, `--weekdays` and `moreModes`, one of which may be given), the setup options
  /// in the order both commands list them, then `more`.
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - moreModes: The command's own mode flags (`html --ranges`).
  ///   - more: The command's own options.
  /// - Returns: The group, with the modes' exclusive group.
  static func group(
    title: String, moreModes: [any OptionDeclaration] = [], more: [any OptionDeclaration]
  ) -> OptionGroup {
    OptionGroup(
      title: title, options: modes + moreModes + setup + more,
      exclusiveGroups: [ExclusiveGroup(modes + moreModes, reason: "choose one mode")])
  }
}
