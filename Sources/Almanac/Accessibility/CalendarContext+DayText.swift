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
    // A day Foundation names otherwise (a proleptic day before 1582, a Julian day after it) is
    // formatted from a stand-in with the same month, day and weekday (``GregorianCalendars``).
    if let (standIn, year) = system.family.formattingStandIn(for: day, in: self) {
      return text(for: standIn, year: year, style: style)
    }
    return withFormatter(style) { $0.string(from: Self.noon(of: day)) }
  }

  /// Whether Foundation's Gregorian calendar names `day` differently from this context, so
  /// that its text is formatted from a stand-in date: a proleptic day before the 1582 reform,
  /// or a Julian day after it (a later reform, or the Julian calendar).
  func formatsWithStandIn(_ day: Day) -> Bool {
    system.family.formattingStandIn(for: day, in: self) != nil
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

  /// `shifted`, a stand-in for a day Foundation names otherwise (see
  /// ``GregorianCalendars/formattingStandIn(for:in:)``), formatted with `year` as a literal.
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
    let family = system.family
    var calendar = family.dayTextCalendar(in: self)
    // The formatting locale drops algorithmic numbering systems that Foundation traps on.
    calendar.locale = formattingLocale
    formatter.calendar = calendar
    formatter.locale = formattingLocale
    formatter.timeZone = foundationCalendar.timeZone
    let isChineseLanguage = locale.language.languageCode?.identifier == "zh"
    switch family.dayTextFormat(style, in: system, languageIsChinese: isChineseLanguage) {
    case .style(let dateStyle):
      formatter.dateStyle = dateStyle
      formatter.timeStyle = .none
    case .template(let template):
      formatter.setLocalizedDateFormatFromTemplate(template)
    case .pattern(let pattern):
      formatter.dateFormat = pattern
    }
    return formatter
  }
}

struct FormatterKey: Hashable, Sendable {
  var locale: String
  var system: CalendarSystem
  var style: DayTextStyle
}

/// Date formatters by locale, calendar and style; building one costs about a millisecond.
let dayFormatters = FormatterCache<FormatterKey, DateFormatter>()
