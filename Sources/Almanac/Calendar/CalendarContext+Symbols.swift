import Foundation
import Synchronization

extension CalendarContext {
  /// How long a weekday name is, following CLDR's widths.
  public enum SymbolWidth: Hashable, Sendable, CaseIterable, Codable {
    /// One letter or so: "S", "M" (en); "ی" (fa).
    case narrow
    /// Two letters or so, for calendar headers: "Su", "Mo" (en).
    case short
    /// The usual abbreviation: "Sun", "Mon" (en).
    case abbreviated
    /// The full name: "Sunday", "Monday" (en).
    case full
  }

  /// The standalone weekday names in ``weekdayOrder`` (the context's first weekday first).
  ///
  /// - Parameter width: How long the names are.
  /// - Returns: Seven names in the context's locale.
  /// - Complexity: A cache look-up after the first call for a locale and width.
  public func weekdaySymbols(_ width: SymbolWidth) -> [String] {
    let key = TextKey(
      locale: locale.identifier, system: system, isProleptic: false, what: "\(width)")
    let sundayFirst =
      textCache.withLock { $0.symbols[key] }
      ?? {
        let made = makeWeekdaySymbols(width)
        textCache.withLock { $0.symbols[key] = made }
        return made
      }()
    return weekdayOrder.map { sundayFirst[$0 - 1] }
  }

  private func makeWeekdaySymbols(_ width: SymbolWidth) -> [String] {
    let calendar = formattingCalendar
    switch width {
    case .narrow: return calendar.veryShortStandaloneWeekdaySymbols
    case .abbreviated: return calendar.shortStandaloneWeekdaySymbols
    case .full: return calendar.standaloneWeekdaySymbols
    case .short:
      let formatter = DateFormatter()
      formatter.locale = formattingLocale
      formatter.calendar = calendar
      formatter.timeZone = calendar.timeZone
      formatter.dateFormat = "cccccc"
      // 1970-01-04 was a Sunday.
      return (0..<7).map {
        formatter.string(from: Date(timeIntervalSince1970: Double(3 + $0) * 86_400 + 43_200))
      }
    }
  }

  /// The month's title in the context's locale and calendar: "March 2026" (en_US),
  /// "۱۴۰۳ اسفند" (fa_IR, Persian), "令和7年3月" (ja_JP, Japanese), "Adar II 5784" (Hebrew).
  ///
  /// The pattern comes from the locale's `yMMMM` skeleton for that calendar.
  ///
  /// - Parameter month: A month of this context's calendar.
  /// - Returns: The localized title.
  /// - Complexity: A cached formatter; one Foundation format call.
  public func monthTitle(_ month: CalendarMonth) -> String {
    format(month, template: "yMMMM", isTemplate: true)
  }

  /// The month's standalone name ("March", "اسفند", "Adar II", "闰二月").
  ///
  /// - Parameter month: A month of this context's calendar.
  /// - Returns: The localized name; leap months are named as the locale names them.
  /// - Complexity: A cached formatter; one Foundation format call.
  public func monthName(_ month: CalendarMonth) -> String {
    format(month, template: "LLLL", isTemplate: false)
  }

  /// The month's year as the locale writes it alone ("2026", "۱۴۰۳", "令和7年", "癸卯年").
  ///
  /// - Parameter month: A month of this context's calendar.
  /// - Returns: The localized year.
  /// - Complexity: A cached formatter; one Foundation format call.
  public func yearText(_ month: CalendarMonth) -> String {
    format(month, template: "y", isTemplate: true)
  }

  /// `number` written with the locale's digits (Persian digits in fa_IR, Arabic-Indic digits in
  /// ar_SA and ar_EG, Latin digits in en_US and ar), without grouping separators.
  ///
  /// Honours the `-u-nu-` locale keyword.
  ///
  /// - Parameter number: The number.
  /// - Returns: The number in the locale's numbering system.
  /// - Complexity: O(digits) after the first call for a locale.
  public func format(number: Int) -> String {
    let key = locale.identifier
    let digits =
      textCache.withLock { $0.digits[key] }
      ?? {
        let made = makeDigits()
        textCache.withLock { $0.digits[key] = made }
        return made
      }()
    guard let digits, number >= 0 else {
      let formatter = NumberFormatter()
      formatter.locale = locale
      formatter.usesGroupingSeparator = false
      return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }
    if digits.isEmpty { return String(number) }
    var text = ""
    for scalar in String(number).unicodeScalars {
      text.unicodeScalars.append(digits[Int(scalar.value) - 48])
    }
    return text
  }

  /// The locale's ten digits, `[]` for ASCII digits, or `nil` if they are not single scalars.
  private func makeDigits() -> [Unicode.Scalar]? {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.usesGroupingSeparator = false
    var digits: [Unicode.Scalar] = []
    for value in 0...9 {
      let text = formatter.string(from: NSNumber(value: value)) ?? ""
      let scalars = Array(text.unicodeScalars)
      guard scalars.count == 1 else { return nil }
      digits.append(scalars[0])
    }
    return digits.map(\.value) == Array(48...57) ? [] : digits
  }

  /// The locale with this context's calendar, so that ICU picks that calendar's patterns
  /// ("Gy年M月" for Japanese, "rU年MMMM" for Chinese). ISO 8601 uses Gregorian patterns.
  var formattingLocale: Locale {
    var components = Locale.Components(locale: locale)
    components.calendar = formattingIdentifier
    return Locale(components: components)
  }

  /// The calendar that formats this context's dates. ISO 8601 formats as Gregorian. Dangi
  /// formats as Chinese: Foundation on Linux formats Dangi dates as Gregorian ones (2023-03-22,
  /// the first day of Dangi leap month 2, comes out as "3월"), and the two calendars name their
  /// months alike (see `dangiAnchor`).
  private var formattingIdentifier: Calendar.Identifier {
    switch system {
    case .iso8601: .gregorian
    case .dangi: .chinese
    default: system.foundationIdentifier
    }
  }

  /// A Foundation calendar for formatting, in GMT (see `formattingIdentifier`).
  var formattingCalendar: Calendar {
    var calendar = Calendar(identifier: formattingIdentifier)
    calendar.locale = formattingLocale
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? foundationCalendar.timeZone
    return calendar
  }

  private func format(_ month: CalendarMonth, template: String, isTemplate: Bool) -> String {
    var serial = month.firstDay.serial
    // Foundation's Gregorian calendar is Julian before the reform; a proleptic month there is
    // formatted from the same month 400·k years later, with its own year written in.
    var yearOverride: Int?
    if isProleptic, system == .gregorian || system == .iso8601, serial < prolepticFormatLimit {
      let cycles = (prolepticFormatLimit - serial) / 146_097 + 1
      serial += cycles * 146_097
      yearOverride = month.year
    }
    if system == .dangi { serial = dangiAnchor(month) }
    let date = Date(timeIntervalSince1970: Double(serial) * 86_400 + 43_200)
    let key = TextKey(
      locale: locale.identifier, system: system, isProleptic: yearOverride != nil, what: template)
    let yearText = yearOverride.map { format(number: $0) }
    return textCache.withLock { cache -> String in
      let formatter =
        cache.formatters[key]
        ?? {
          let made = DateFormatter()
          made.locale = formattingLocale
          made.calendar = formattingCalendar
          made.timeZone = made.calendar.timeZone
          if isTemplate {
            made.setLocalizedDateFormatFromTemplate(template)
          } else {
            made.dateFormat = template
          }
          cache.formatters[key] = made
          cache.patterns[key] = made.dateFormat
          return made
        }()
      guard let yearText, let pattern = cache.patterns[key] else {
        return formatter.string(from: date)
      }
      formatter.dateFormat = replacingYearFields(in: pattern, with: yearText)
      defer { formatter.dateFormat = pattern }
      return formatter.string(from: date)
    }
  }
}

extension CalendarContext {
  /// A day near `month` (a Dangi month) that the Chinese calendar places in a month of the same
  /// number and leap flag, so that formatting it as Chinese names the Dangi month. The two
  /// calendars differ only in the meridian of their new moons: a month may start a day apart
  /// (88 of 2,474 months in 1900–2100), so the middle of the month almost always matches.
  fileprivate func dangiAnchor(_ month: CalendarMonth) -> Int {
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = TimeZone(secondsFromGMT: 0) ?? foundationCalendar.timeZone
    let middle = month.firstDay.serial + month.dayCount / 2
    for offset in [0, -7, 7, -14, 14, -21, 21] {
      let date = Date(timeIntervalSince1970: Double(middle + offset) * 86_400 + 43_200)
      let parts = chinese.dateComponents([.month, .isLeapMonth], from: date)
      if parts.month == month.month, parts.isLeapMonth == month.isLeapMonth {
        return middle + offset
      }
    }
    return middle
  }
}

/// 1583-01-01: from here on Foundation's Gregorian calendar agrees with the proleptic one.
private let prolepticFormatLimit = -141_349

/// `pattern` with every unquoted run of `y` replaced by the quoted literal `year`.
private func replacingYearFields(in pattern: String, with year: String) -> String {
  var result = ""
  var isQuoted = false
  var inYear = false
  for character in pattern {
    if character == "'" { isQuoted.toggle() }
    if !isQuoted, character == "y" {
      if !inYear { result += "'" + year.replacingOccurrences(of: "'", with: "''") + "'" }
      inYear = true
      continue
    }
    inYear = false
    result.append(character)
  }
  return result
}

private struct TextKey: Hashable {
  var locale: String
  var system: CalendarSystem
  var isProleptic: Bool
  var what: String
}

private struct TextCache {
  var symbols: [TextKey: [String]] = [:]
  var digits: [String: [Unicode.Scalar]?] = [:]
  var formatters: [TextKey: DateFormatter] = [:]
  var patterns: [TextKey: String] = [:]
}

/// Formatters are expensive to make and not thread-safe: they are made once per locale,
/// calendar and pattern, and used under this lock.
private let textCache = Mutex(TextCache())
