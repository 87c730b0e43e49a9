import Almanac
import Foundation

/// Which months `almanac [MONTH] [YEAR]` shows, worked out from the positional arguments and
/// `-3`, `-y`, `--months`, `-A`, `-B`, with conflicts reported as usage errors.
struct MonthRequest {
  /// The months to show, in order.
  var months: [CalendarMonth]
  /// The heading over a whole-year view (then each month is titled by its name only).
  var yearTitle: String?
  /// The day named by `DAY MONTH YEAR` (cal's form), highlighted as today is.
  var highlightedDay: Day?

  /// The most months one command shows (1000 years).
  static let monthLimit = 12_000

  init(_ arguments: ParsedArguments, context: CalendarContext, today: Day) throws(CLIError) {
    var positionals = arguments.positionals
    guard positionals.count <= 3 else {
      throw .unexpectedArgument(
        positionals[3], command: "almanac [options] [[[DAY] MONTH] YEAR]")
    }
    // DAY MONTH YEAR (cal): that month, with the day highlighted.
    var dayText: String?
    if positionals.count == 3 {
      dayText = positionals.removeFirst()
      if arguments.has(MonthCommand.year) {
        throw .conflict(
          arguments.spelling(MonthCommand.year), dayText ?? "",
          reason: "-y shows a whole year; give only YEAR")
      }
    }
    let wantsYear = arguments.has(MonthCommand.year)
    let wantsThree = arguments.has(MonthCommand.threeMonths)
    let count = try Self.monthCount(arguments)
    let after = try arguments.value(MonthCommand.after) ?? 0
    let before = try arguments.value(MonthCommand.before) ?? 0
    // A date alone (util-linux cal's timestamp): its month, the date highlighted.
    var date: Day?
    if positionals.count == 1, let day = try Self.date(positionals[0], today: today) {
      date = day
      positionals = []
    }
    // MONTH YEAR, YEAR, or (like cal) a month name alone for this year's month.
    var year: Int?
    var monthText = positionals.count == 2 ? positionals[0] : nil
    if let given = try arguments.value(MonthCommand.month) {
      guard positionals.count <= 1, date == nil else {
        throw .conflict(
          arguments.spelling(MonthCommand.month), positionals.first ?? given,
          reason: "--month gives the month; give only YEAR")
      }
      monthText = given
      if let text = positionals.first { year = try Self.year(text, context: context, today: today) }
    } else if let text = positionals.last {
      if positionals.count == 1, Int(text) == nil,
        (try? Self.monthNumber(text, context: context)) != nil
      {
        monthText = text
      } else {
        year = try Self.year(text, context: context, today: today)
      }
    }
    if let date, wantsYear { year = context.components(of: date).year }
    if wantsThree, positionals.count == 1, monthText == nil {
      throw .conflict(
        arguments.spelling(MonthCommand.threeMonths), positionals[0],
        reason: "-3 needs MONTH YEAR or no date")
    }
    if wantsYear, monthText != nil {
      throw .conflict(
        arguments.spelling(MonthCommand.year), positionals[0],
        reason: "-y shows a whole year; give only YEAR")
    }
    let isWholeYear = wantsYear || (monthText == nil && year != nil && count == nil)
    var months: [CalendarMonth]
    var centerMonth: CalendarMonth?
    yearTitle = nil
    if isWholeYear {
      let number = year ?? context.components(of: today).year
      let first = try Self.firstMonth(
        ofYear: number, typed: positionals.last ?? "\(number)", context: context, today: today)
      months = Self.wholeYear(from: first, context: context)
      yearTitle = context.yearText(first)
    } else {
      let center: CalendarMonth
      if let monthText {
        let (number, isLeap) = try Self.monthNumber(monthText, context: context)
        center = try Self.month(
          number, isLeap: isLeap, year: year ?? context.components(of: today).year,
          context: context, today: today)
      } else if let date {
        center = context.month(containing: date)
      } else if let year {
        center = try Self.firstMonth(
          ofYear: year, typed: positionals.last ?? "\(year)", context: context, today: today)
      } else {
        center = context.month(containing: today)
      }
      centerMonth = center
      if wantsThree {
        months = [context.month(before: center), center, context.month(after: center)]
          .compactMap { $0 }
      } else {
        // --span: the months around the given one, as cal --span (N/2 months before it).
        var first = center
        if arguments.has(MonthCommand.span) {
          for _ in 0..<((count ?? 1) / 2) {
            guard let previous = context.month(before: first) else { break }
            first = previous
          }
        }
        months = [first]
        var current = first
        for _ in 1..<(count ?? 1) {
          guard let next = context.month(after: current) else { break }
          months.append(next)
          current = next
        }
      }
    }
    try Self.extend(&months, before: before, after: after, context: context)
    if before > 0 || after > 0 { yearTitle = nil }
    self.months = months
    if let dayText, let month = centerMonth {
      highlightedDay = try Self.day(dayText, of: month, context: context)
    } else if let date {
      highlightedDay = date
    }
  }

  /// The number of months of `-n N`, `-Y` (twelve) or `-1` (one); `-1` and `-Y` go with
  /// none of `-n`, `-3`, `-y` or each other.
  static func monthCount(_ arguments: ParsedArguments) throws(CLIError) -> Int? {
    let counts: [Flag] = [MonthCommand.one, MonthCommand.twelve]
    let others: [any OptionDeclaration] = [
      MonthCommand.one, MonthCommand.twelve, MonthCommand.months, MonthCommand.threeMonths,
      MonthCommand.year,
    ]
    for flag in counts where arguments.has(flag) {
      if let other = others.first(where: { $0.spec.long != flag.spec.long && arguments.has($0) }) {
        throw .conflict(
          arguments.spelling(flag), arguments.spelling(other),
          reason: "each says how many months to show; give one")
      }
    }
    if arguments.has(MonthCommand.twelve) { return 12 }
    if arguments.has(MonthCommand.one) { return 1 }
    return try arguments.value(MonthCommand.months)
  }

  /// A date given alone: `YYYY-MM-DD` (Gregorian), or `today`/`now`, `tomorrow`, `yesterday`
  /// relative to `today`; `nil` for anything else (a year, a month name).
  ///
  /// - Throws: ``CLIError`` for text shaped as a date that is not one (`2026-02-30`).
  static func date(_ text: String, today: Day) throws(CLIError) -> Day? {
    switch text.lowercased() {
    case "today", "now": return today
    case "tomorrow": return today.adding(days: 1)
    case "yesterday": return today.adding(days: -1)
    default:
      guard text.contains("-"), text.first?.isNumber == true else { return nil }
      do {
        return try Day(parsing: text)
      } catch {
        throw .invalidValue(
          subject: "date", argument: text, reason: error.description,
          valid: "YYYY-MM-DD, today, now, tomorrow or yesterday")
      }
    }
  }

  /// Parses DAY of `DAY MONTH YEAR`: a day number of that month in the chosen calendar.
  static func day(_ text: String, of month: CalendarMonth, context: CalendarContext)
    throws(CLIError) -> Day
  {
    let name = context.monthTitle(month)
    let last = context.components(of: month.lastDay).day
    // Matched against the month's own day numbers: October 1582 (with the reform) has 1…4
    // and 15…31, so no arithmetic on the number is needed and none can overflow.
    if let number = Int(text), number >= 1, number <= last {
      var day = month.firstDay
      for _ in 0..<month.dayCount {
        if context.components(of: day).day == number { return day }
        day = day.adding(days: 1)
      }
    }
    throw .invalidValue(
      subject: "day", argument: text, reason: "not a day of \(name)",
      valid: last == month.dayCount ? "1…\(last)" : "the days the month shows, up to \(last)")
  }

  /// Adds `before` months in front and `after` months behind, within the supported range.
  static func extend(
    _ months: inout [CalendarMonth], before: Int, after: Int, context: CalendarContext
  ) throws(CLIError) {
    guard months.count + before + after <= monthLimit else {
      throw .invalidValue(
        subject: "month count", argument: "\(months.count + before + after)",
        reason: "too many months", valid: "at most \(monthLimit)")
    }
    var prefix: [CalendarMonth] = []
    var current = months.first
    for _ in 0..<before {
      guard let month = current, let previous = context.month(before: month) else { break }
      prefix.append(previous)
      current = previous
    }
    current = months.last
    for _ in 0..<after {
      guard let month = current, let next = context.month(after: month) else { break }
      months.append(next)
      current = next
    }
    months.insert(contentsOf: prefix.reversed(), at: 0)
  }

  /// The months of the year that `first` opens (13 in a Hebrew leap year).
  static func wholeYear(from first: CalendarMonth, context: CalendarContext) -> [CalendarMonth] {
    var months = [first]
    var current = first
    while let next = context.month(after: current), next.year == first.year,
      next.era == first.era
    {
      months.append(next)
      current = next
    }
    return months
  }

  /// The first month of `year` that has supported days (the first and last years of a
  /// calendar may only partly fall in 0001-01-01…9999-12-31). Errors name only the typed YEAR.
  static func firstMonth(
    ofYear year: Int, typed: String, context: CalendarContext, today: Day
  ) throws(CLIError) -> CalendarMonth {
    do {
      return try month(1, isLeap: false, year: year, context: context, today: today)
    } catch {
      let era = context.components(of: today).era
      let earliest = context.month(containing: Day.earliest)
      if earliest.era == era, earliest.year == year { return earliest }
      throw .invalidValue(
        subject: "year", argument: typed,
        reason: "has no month 1 in the \(context.system.rawValue) calendar",
        valid: supportedYears(context: context, today: today).text)
    }
  }

  /// The years of today's era that YEAR may name: those the calendar numbers (1…60 in the
  /// Chinese and Dangi 60-year cycle) that meet the supported days 0001-01-01…9999-12-31.
  static func supportedYears(context: CalendarContext, today: Day)
    -> (range: ClosedRange<Int>, text: String)
  {
    let now = context.components(of: today)
    let first = context.components(of: Day.earliest)
    let last = context.components(of: Day.latest)
    let calendarMaximum = (context.foundationCalendar.maximumRange(of: .year)?.upperBound)
      .map { $0 - 1 }
    let lower = first.era == now.era ? max(first.year, 1) : 1
    let upper = last.era == now.era ? last.year : (calendarMaximum ?? last.year)
    let range = lower...max(lower, upper)
    let text: String
    if context.system == .chinese || context.system == .dangi {
      text =
        "\(range.lowerBound)…\(range.upperBound) (the year of the 60-year cycle; "
        + "this year is \(now.year))"
    } else if first.era != last.era {
      text =
        "\(range.lowerBound)…\(range.upperBound) in the current era (the years that meet "
        + "Gregorian 0001-01-01…9999-12-31; this year is \(now.year))"
    } else {
      text =
        "\(range.lowerBound)…\(range.upperBound) (the years that meet Gregorian "
        + "0001-01-01…9999-12-31; this year is \(now.year))"
    }
    return (range, text)
  }

  /// Parses YEAR: a whole number from 1 in the chosen calendar, within the years it numbers
  /// and that meet the supported days.
  static func year(_ text: String, context: CalendarContext, today: Day) throws(CLIError) -> Int {
    let supported = supportedYears(context: context, today: today)
    guard let year = Int(text) else {
      if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
        throw .invalidValue(
          subject: "year", argument: text,
          reason: "out of range for the \(context.system.rawValue) calendar", valid: supported.text)
      }
      throw .invalidValue(
        subject: "year", argument: text, reason: "not a number or month name",
        valid: "a year of the \(context.system.rawValue) calendar, e.g. "
          + "\(context.components(of: today).year), or a month name")
    }
    guard year >= 1 else {
      throw .invalidValue(
        subject: "year", argument: text, reason: "years start at 1 (there is no year 0)",
        valid: supported.range.lowerBound > 1
          ? supported.text : "1 or later in the \(context.system.rawValue) calendar")
    }
    guard supported.range.contains(year) else {
      let isCyclic = context.system == .chinese || context.system == .dangi
      // The year a Chinese title shows (2026 of `2026(bing-wu)`) names its cycle year.
      if let cycleYear = YearHints.cycleYear(shownAs: year, context: context, today: today) {
        return cycleYear
      }
      var reason =
        isCyclic
        ? "out of range for the \(context.system.rawValue) calendar"
        : "outside the supported range of the \(context.system.rawValue) calendar"
      if isCyclic, year > 60 {
        reason += " (a year a title shows, as 2026 of 2026(bing-wu), is taken in this cycle only)"
      } else if let hint = YearHints.hint(year: year, context: context, today: today) {
        reason += "; " + hint
      }
      throw .invalidValue(subject: "year", argument: text, reason: reason, valid: supported.text)
    }
    // A year far from this one that is this year in another calendar is a slip, not a wish
    // for Reiwa 2026 (Gregorian 4044): refused with what to type.
    if let hint = YearHints.hint(year: year, context: context, today: today) {
      throw .invalidValue(
        subject: "year", argument: text,
        reason: "far from this year of the \(context.system.rawValue) calendar; \(hint)",
        valid: supported.text)
    }
    return year
  }

  /// Parses MONTH: a number (with `L` for a leap month) or a month name in the locale.
  static func monthNumber(_ text: String, context: CalendarContext) throws(CLIError)
    -> (number: Int, isLeap: Bool)
  {
    let calendar = context.foundationCalendar
    let maximum = calendar.maximumRange(of: .month)?.upperBound ?? 13
    let valid =
      "1…\(maximum - 1)\(context.system == .chinese || context.system == .dangi ? " (add L for a leap month)" : "") or a month name"
    var digits = Substring(text)
    var isLeap = false
    if let last = digits.last, last == "L" || last == "l" {
      isLeap = true
      digits = digits.dropLast()
    }
    if let number = Int(digits) {
      guard (1..<maximum).contains(number) else {
        throw .invalidValue(
          subject: "month", argument: text,
          reason: "out of range for the \(context.system.rawValue) calendar", valid: valid)
      }
      return (number, isLeap)
    }
    let lowered = text.lowercased()
    let lists = [
      calendar.monthSymbols, calendar.standaloneMonthSymbols, calendar.shortMonthSymbols,
      calendar.shortStandaloneMonthSymbols,
    ]
    for list in lists {
      if let index = list.firstIndex(where: { $0.lowercased() == lowered }) {
        return (index + 1, false)
      }
    }
    let names = calendar.standaloneMonthSymbols
    let hint =
      EditDistance.suggestion(for: text, among: names).map { ", did you mean '\($0)'?" } ?? ""
    throw .invalidValue(
      subject: "month", argument: text,
      reason: "not a month of the \(context.system.rawValue) calendar\(hint)", valid: valid)
  }

  /// The month `number` of `year` in the era of today.
  static func month(
    _ number: Int, isLeap: Bool, year: Int, context: CalendarContext, today: Day
  ) throws(CLIError) -> CalendarMonth {
    do {
      return try context.month(number, ofYear: year, isLeapMonth: isLeap, reference: today)
    } catch {
      // A month that only partly falls in 0001-01-01…9999-12-31 (January of year 1 with the
      // 1582 reform begins on proleptic 0000-12-30) is shown with its missing days blank.
      let era = context.components(of: today).era
      for edge in [Day.earliest, Day.latest] {
        let month = context.month(containing: edge)
        if month.era == era, month.year == year, month.month == number,
          month.isLeapMonth == isLeap
        {
          return month
        }
      }
      let name = "\(number)\(isLeap ? "L" : "") \(year)"
      switch error {
      case .outOfRange:
        // In the first or last supported year, say which of its months are in range.
        let first = context.month(containing: Day.earliest)
        let last = context.month(containing: Day.latest)
        var valid = "years whose days fall in Gregorian 0001-01-01…9999-12-31"
        if first.era == era, first.year == year {
          valid =
            "in \(year), from month \(first.month) (\(context.monthName(first))), "
            + "which holds 0001-01-01"
        } else if last.era == era, last.year == year {
          valid =
            "in \(year), up to month \(last.month) (\(context.monthName(last))), "
            + "which holds 9999-12-31"
        }
        throw .invalidValue(
          subject: "month", argument: name,
          reason: "outside the supported range in the \(context.system.rawValue) calendar",
          valid: valid)
      default:
        throw .invalidValue(
          subject: "month", argument: name,
          reason: "no such month in the \(context.system.rawValue) calendar",
          valid: isLeap ? "a leap month that exists in that year" : "1…12 or 1…13 as the year has")
      }
    }
  }
}
