import Foundation

extension CalendarContext {
  /// `day` written in this context's locale and calendar, with the locale's digits.
  ///
  /// Formats noon UTC of the day with a GMT calendar, so the text never depends on a time
  /// zone. Formatters are built once per locale, calendar and style and shared.
  ///
  /// - Parameters:
  ///   - day: The day.
  ///   - style: How much to write.
  /// - Returns: The text, e.g. "Monday, March 2, 2026" or, in `fa_IR` with the Persian
  ///   calendar, "۱۴۰۴ اسفند ۱۱, دوشنبه".
  /// - Complexity: A dictionary look-up under a lock and one ICU format; the first use of a
  ///   style in a locale builds a formatter (about a millisecond).
  package func text(for day: Day, style: DayTextStyle) -> String {
    if isProleptic, system == .gregorian || system == .iso8601, day < firstReformedDay {
      let cycles = (day.days(to: firstReformedDay) + 146_096) / 146_097
      return text(
        for: day.adding(days: cycles * 146_097), year: day.gregorian.year, style: style)
    }
    if system == .gregorian, !reform.isGregorian(day), day.serial >= julianFormatLimit {
      // A Julian date after 1582 (a later reform, or the Julian calendar): the same date and
      // weekday 28·k years earlier, where Foundation's Gregorian calendar is Julian.
      let cycles = (day.serial - julianFormatLimit) / julianCycle + 1
      return text(
        for: day.adding(days: -cycles * julianCycle), year: day.julian.year, style: style)
    }
    return withFormatter(style) { $0.string(from: Self.noon(of: day)) }
  }

  /// Whether Foundation's Gregorian calendar names `day` differently from this context, so
  /// that its text is formatted from a stand-in date: a proleptic day before the 1582 reform,
  /// or a Julian day after it (a later reform, or the Julian calendar).
  func formatsWithStandIn(_ day: Day) -> Bool {
    if isProleptic, system == .gregorian || system == .iso8601, day < firstReformedDay {
      return true
    }
    return system == .gregorian && !reform.isGregorian(day) && day.serial >= julianFormatLimit
  }

  /// Runs `body` with the shared formatter for `style`, under the cache's lock.
  private func withFormatter<Result>(
    _ style: DayTextStyle, _ body: (DateFormatter) -> Result
  ) -> Result {
    let key = FormatterKey(locale: locale.identifier, system: system, style: style)
    return dayFormatters.with(key, make: { makeFormatter(style) }, body)
  }

  private static func noon(of day: Day) -> Date {
    day.noonUTC
  }

  /// Foundation's Gregorian calendar switches to the Julian calendar before 1582-10-15. For a
  /// proleptic context, the caller passes the same month, day and weekday 400·k years later
  /// (the Gregorian cycle of 146,097 days, a whole number of weeks); for a Julian date after
  /// 1582, the same date 28·k years earlier. `shifted` is formatted with `year` as a literal.
  private func text(for shifted: Day, year: Int, style: DayTextStyle) -> String {
    let numbers = NumberFormatter()
    numbers.locale = locale
    numbers.usesGroupingSeparator = false
    let pattern = withFormatter(style) { $0.dateFormat ?? "" }
    let formatter = makeFormatter(style)
    formatter.dateFormat = Self.pattern(pattern) { letters in
      let value = letters == 2 ? year % 100 : year
      numbers.minimumIntegerDigits = letters == 2 ? 2 : max(1, letters)
      return numbers.string(from: NSNumber(value: value)) ?? String(value)
    }
    return formatter.string(from: Self.noon(of: shifted))
  }

  /// `pattern` with each unquoted run of year letters (`y`, `Y`, `u`) replaced by the text
  /// `year(runLength)` (quoted if it holds ASCII letters).
  static func pattern(_ pattern: String, year: (Int) -> String) -> String {
    var result = ""
    var isQuoted = false
    var run = 0
    func flush() {
      guard run > 0 else { return }
      // Digits are not pattern letters, so they need no quotes (quotes next to a quoted
      // literal would read as an escaped quote).
      let text = year(run)
      let isPlain = !text.contains { $0.isASCII && ($0.isLetter || $0 == "'") }
      result += isPlain ? text : "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
      run = 0
    }
    for character in pattern {
      if !isQuoted, "yYu".contains(character) {
        run += 1
        continue
      }
      flush()
      if character == "'" { isQuoted.toggle() }
      result.append(character)
    }
    flush()
    return result
  }

  /// The title of `month`, such as "March 2026" or "אדר ב׳ 5784".
  ///
  /// - Parameter month: A month of this context's calendar.
  /// - Returns: The month and year in the context's locale.
  public func title(of month: CalendarMonth) -> String {
    monthTitle(month)
  }

  private func makeFormatter(_ style: DayTextStyle) -> DateFormatter {
    let formatter = DateFormatter()
    // ISO 8601 differs from Gregorian only in week rules; ICU's ISO patterns read oddly.
    var calendar = foundationCalendar
    if system == .iso8601 {
      calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = foundationCalendar.timeZone
    }
    // The formatting locale drops algorithmic numbering systems that Foundation traps on.
    calendar.locale = formattingLocale
    formatter.calendar = calendar
    formatter.locale = formattingLocale
    formatter.timeZone = foundationCalendar.timeZone
    let isChinese = system == .chinese
    let isChineseLanguage = locale.language.languageCode?.identifier == "zh"
    switch style {
    case .full:
      formatter.dateStyle = .full
      formatter.timeStyle = .none
    case .long where isChinese:
      // ICU on Linux drops the cyclic year from templates; the long style keeps it.
      formatter.dateStyle = .long
      formatter.timeStyle = .none
    case .long:
      formatter.setLocalizedDateFormatFromTemplate(system == .japanese ? "GyMMMMd" : "yMMMMd")
    case .monthAndDay:
      formatter.setLocalizedDateFormatFromTemplate("MMMMd")
    case .monthAndYear where isChinese:
      formatter.dateFormat = isChineseLanguage ? "rU年MMMM" : "MMMM r(U)"
    case .monthAndYear:
      formatter.setLocalizedDateFormatFromTemplate(system == .japanese ? "GyMMMM" : "yMMMM")
    }
    return formatter
  }
}

/// 1582-10-15, the first day of the Gregorian reform.
private let firstReformedDay = Day(unchecked: -141_427)

struct FormatterKey: Hashable, Sendable {
  var locale: String
  var system: CalendarSystem
  var style: DayTextStyle
}

/// Date formatters by locale, calendar and style; building one costs about a millisecond.
let dayFormatters = FormatterCache<FormatterKey, DateFormatter>()
