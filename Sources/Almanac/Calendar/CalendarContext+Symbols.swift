import AlmanacPrimitives
import Foundation

extension CalendarContext {
  /// How long a weekday name is, following CLDR's widths.
  package enum SymbolWidth: Hashable, Sendable, CaseIterable, Codable {
    /// One letter or so: "S", "M" (en); "ی" (fa).
    case narrow
    /// Two letters or so, for calendar headers: "Su", "Mo" (en).
    case short
    /// The usual abbreviation: "Sun", "Mon" (en).
    case abbreviated
    /// The full name: "Sunday", "Monday" (en).
    case full

    /// The width's name in the text cache's keys.
    fileprivate var cacheName: String {
      switch self {
      case .narrow: "narrow"
      case .short: "short"
      case .abbreviated: "abbreviated"
      case .full: "full"
      }
    }
  }

  /// The standalone weekday names in ``weekdayOrder`` (the context's first weekday first).
  ///
  /// - Parameter width: How long the names are.
  /// - Returns: Seven names in the context's locale.
  /// - Complexity: A cache look-up after the first call for a locale and width.
  package func weekdaySymbols(_ width: SymbolWidth) -> [String] {
    // A literal per width: `"\(width)"` would describe the enum case through reflection,
    // which costs more than the rest of a cached look-up (about 3 million instructions, 0.5 ms,
    // on the first call in a process).
    let key = TextKey(
      locale: locale.identifier, system: system, isProleptic: false, what: width.cacheName)
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
    if speaksEnglishGregorian { return EnglishCalendarFacts.weekdaySymbols(width) }
    let calendar = formattingCalendar
    switch width {
    case .narrow: return calendar.veryShortStandaloneWeekdaySymbols
    case .abbreviated: return calendar.shortStandaloneWeekdaySymbols
    case .full: return calendar.standaloneWeekdaySymbols
    case .short:
      let formatter = DateFormatter()
      formatter.locale = formattingLocale
      if formattingIdentifier != .gregorian { formatter.calendar = calendar }
      formatter.timeZone = calendar.timeZone
      formatter.dateFormat = "cccccc"
      // 1970-01-04 was a Sunday.
      return (0..<7).map {
        formatter.string(from: Day(unchecked: 3 + $0).noonUTC)
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
  package func monthTitle(_ month: CalendarMonth) -> String {
    titleAndTemplate(month).title
  }

  /// ``monthTitle(_:)``, and whether its calendar builds titles from templates with the
  /// template of `month`'s name and era (`nil` where none reproduced the title).
  fileprivate func titleAndTemplate(_ month: CalendarMonth)
    -> (title: String, usesTemplate: Bool, template: TitleTemplate?)
  {
    // Calendars whose month names and eras do not change with the year: the title is
    // the text before and after the year's digits, cached per month name and era after it
    // reproduced a second year's title, and the year's digits put between (a year view or a
    // century of titles costs one ICU format per month name, not per month).
    if let title = englishText(month, template: "yMMMM", isTemplate: true) {
      let name = EnglishCalendarFacts.monthNames[month.month - 1]
      return (title, true, TitleTemplate(before: name + " ", after: ""))
    }
    guard system.family.namesRepeat(system).titles,
      month.firstDay.serial >= prolepticFormatLimit, !month.isLeapMonth
    else {
      return (format(month, template: "yMMMM", isTemplate: true), false, nil)
    }
    let key = TitleKey(
      locale: locale.identifier, system: system, era: month.era, month: month.month)
    if let cached = titleTemplates.withLock({ $0[key] }) {
      guard let template = cached else {
        return (format(month, template: "yMMMM", isTemplate: true), true, nil)
      }
      return (template.before + format(number: month.year) + template.after, true, template)
    }
    let title = format(month, template: "yMMMM", isTemplate: true)
    let template = titleTemplate(title, month: month)
    titleTemplates.withLock { $0[key] = .some(template) }
    return (title, true, template)
  }

  /// The text around the year's digits in `title`, if the same cut rebuilds the engine's
  /// title of the same month a year later (or earlier).
  private func titleTemplate(_ title: String, month: CalendarMonth) -> TitleTemplate? {
    let digits = format(number: month.year)
    guard let range = title.range(of: digits),
      title.range(of: digits, range: range.upperBound..<title.endIndex) == nil,
      let other = self.month(12, after: month) ?? self.month(-12, after: month),
      other.month == month.month, other.era == month.era, !other.isLeapMonth,
      other.firstDay.serial >= prolepticFormatLimit
    else { return nil }
    let template = TitleTemplate(
      before: String(title[..<range.lowerBound]), after: String(title[range.upperBound...]))
    let built = template.before + format(number: other.year) + template.after
    return built == format(other, template: "yMMMM", isTemplate: true) ? template : nil
  }

  /// The month's standalone name ("March", "اسفند", "Adar II", "闰二月").
  ///
  /// - Parameter month: A month of this context's calendar.
  /// - Returns: The localized name; leap months are named as the locale names them.
  /// - Complexity: A cache look-up where month names do not change with the year (the
  ///   Gregorian family, Persian, Indian, Islamic) after the first call per name; otherwise a
  ///   cached formatter and one Foundation format call.
  public func monthName(_ month: CalendarMonth) -> String {
    if let name = englishText(month, template: "LLLL", isTemplate: false) { return name }
    // Calendars whose months keep their names every year: one ICU format per month name
    // (a year view names twelve months per run), kept by locale, calendar and month.
    guard system.family.namesRepeat(system).monthNames,
      month.firstDay.serial >= prolepticFormatLimit, !month.isLeapMonth
    else { return format(month, template: "LLLL", isTemplate: false) }
    let key = TitleKey(locale: locale.identifier, system: system, era: 0, month: month.month)
    if let known = monthNames.withLock({ $0[key] }) { return known }
    let name = format(month, template: "LLLL", isTemplate: false)
    monthNames.withLock { $0[key] = name }
    return name
  }

  /// The month's year as the locale writes it alone ("2026", "۱۴۰۳", "令和7年", "癸卯年").
  ///
  /// - Parameter month: A month of this context's calendar.
  /// - Returns: The localized year.
  /// - Complexity: A cached formatter; one Foundation format call.
  package func yearText(_ month: CalendarMonth) -> String {
    format(month, template: "y", isTemplate: true)
  }

  /// `number` written with the locale's digits (Persian digits in fa_IR, Arabic-Indic digits in
  /// ar_SA and ar_EG, Latin digits in en_US and ar), without grouping separators.
  ///
  /// Honours the `-u-nu-` locale keyword for decimal numbering systems (`arab`, `deva`,
  /// `thai`, `hanidec`, …). Algorithmic systems (`hebr`, `jpan`, `grek`, `roman`, …) give
  /// Latin digits: Foundation on Linux traps when it formats with most of them.
  ///
  /// - Parameter number: The number.
  /// - Returns: The number in the locale's numbering system, with a leading "-" if negative.
  /// - Complexity: O(digits) after the first call for a locale.
  package func format(number: Int) -> String {
    let key = locale.identifier
    // The last locale asked about first: a renderer formats hundreds of numbers in one
    // locale, and comparing two short strings is cheaper than hashing one.
    let digits =
      textCache.withLock { cache -> [Unicode.Scalar]? in
        if let last = cache.lastDigits, last.locale == key { return last.digits }
        guard let known = cache.digits[key] else { return nil }
        cache.lastDigits = (key, known)
        return known
      }
      ?? {
        let made =
          EnglishCalendarFacts.of(locale) != nil
          ? [] : decimalDigits(forNumberingSystem: locale.numberingSystem.identifier) ?? []
        textCache.withLock {
          $0.digits[key] = made
          $0.lastDigits = (key, made)
        }
        return made
      }()
    if digits.isEmpty { return String(number) }
    var text = ""
    for scalar in String(number).unicodeScalars {
      let value = Int(scalar.value) - 48
      if (0...9).contains(value) {
        text.unicodeScalars.append(digits[value])
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// The locale with this context's calendar, so that ICU picks that calendar's patterns
  /// ("Gy年M月" for Japanese, "rU年MMMM" for Chinese). ISO 8601 uses Gregorian patterns.
  var formattingLocale: Locale {
    var components = Locale.Components(locale: locale)
    components.calendar = formattingIdentifier
    // Foundation on Linux traps formatting dates with algorithmic numbering systems
    // ("he-IL-u-nu-hebr", "ja-JP-u-nu-jpan"): fall back to the locale's default digits.
    if let system = components.numberingSystem,
      decimalDigits(forNumberingSystem: system.identifier) == nil
    {
      components.numberingSystem = nil
    }
    return Locale(components: components)
  }

  /// The calendar that formats this context's dates: ISO 8601 formats as Gregorian, Dangi as
  /// Chinese (see ``LunarCalendars``).
  private var formattingIdentifier: Calendar.Identifier {
    system.family.formattingIdentifier(system)
  }

  /// A Foundation calendar for formatting, in GMT (see `formattingIdentifier`).
  var formattingCalendar: Calendar {
    var calendar = Calendar(identifier: formattingIdentifier)
    calendar.locale = formattingLocale
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? foundationCalendar.timeZone
    return calendar
  }

  /// Whether this context's names are the Gregorian ones of a locale in
  /// ``EnglishCalendarFacts`` (no ICU formatter needed).
  var speaksEnglishGregorian: Bool {
    traits.namesAreGregorian && EnglishCalendarFacts.of(locale) != nil
  }

  /// ``EnglishCalendarFacts``' text for `template` of `month` when this context speaks English
  /// Gregorian and the month is in the common era; `nil` where ICU has to write it.
  private func englishText(_ month: CalendarMonth, template: String, isTemplate: Bool)
    -> String?
  {
    guard speaksEnglishGregorian, month.era == 1 else { return nil }
    return EnglishCalendarFacts.text(
      month: month.month, year: month.year, template: template, isTemplate: isTemplate)
  }

  private func format(_ month: CalendarMonth, template: String, isTemplate: Bool) -> String {
    if let text = englishText(month, template: template, isTemplate: isTemplate) { return text }
    // Foundation's Gregorian calendar is Julian before the reform: a month it names otherwise
    // is formatted from a stand-in, with its own year written in (see ``GregorianCalendars``);
    // a Dangi month from a day the Chinese calendar names alike (see ``LunarCalendars``).
    let (serial, writesYear) = system.family.formattingSerial(of: month, in: self)
    let yearOverride = writesYear ? month.year : nil
    let date = Day(unchecked: serial).noonUTC
    let key = TextKey(
      locale: locale.identifier, system: system, isProleptic: yearOverride != nil, what: template)
    let yearText = yearOverride.map { format(number: $0) }
    return textCache.withLock { cache -> String in
      let formatter =
        cache.formatters[key]
        ?? {
          let made = DateFormatter()
          made.locale = formattingLocale
          // Gregorian comes with the locale's `-u-ca-` keyword (see `formattingLocale`);
          // setting `calendar` as well makes Foundation build the ICU formatter twice (about
          // 1 M instructions). Other calendars are set explicitly: ICU does not take every
          // one from the keyword (Amete Alem falls back to Gregorian).
          if formattingIdentifier != .gregorian { made.calendar = formattingCalendar }
          made.timeZone = TimeZone(secondsFromGMT: 0) ?? foundationCalendar.timeZone
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

/// The ten digits of a decimal numbering system (CLDR `numberingSystems.xml`, type "numeric"),
/// `[]` for Latin digits, `nil` for an algorithmic or unknown system.
func decimalDigits(forNumberingSystem identifier: String) -> [Unicode.Scalar]? {
  if identifier == "latn" { return [] }
  if identifier == "hanidec" { return Array("〇一二三四五六七八九".unicodeScalars) }
  guard let zero = decimalZeros[identifier] else { return nil }
  return (0..<10).compactMap { Unicode.Scalar(zero + $0) }
}

/// The zero digit of CLDR's decimal numbering systems whose digits are consecutive code points.
private let decimalZeros: [String: UInt32] = [
  "adlm": 0x1E950, "ahom": 0x11730, "arab": 0x0660, "arabext": 0x06F0, "bali": 0x1B50,
  "beng": 0x09E6, "bhks": 0x11C50, "brah": 0x11066, "cakm": 0x11136, "cham": 0xAA50,
  "deva": 0x0966, "diak": 0x11950, "fullwide": 0xFF10, "gara": 0x10D40, "gong": 0x11DA0,
  "gonm": 0x11D50, "gujr": 0x0AE6, "gukh": 0x16130, "guru": 0x0A66, "krai": 0x16D70,
  "hmng": 0x16B50, "hmnp": 0x1E140, "java": 0xA9D0,
  "kali": 0xA900, "kawi": 0x11F50, "khmr": 0x17E0, "knda": 0x0CE6, "lana": 0x1A80,
  "lanatham": 0x1A90, "laoo": 0x0ED0, "lepc": 0x1C40, "limb": 0x1946, "mathbold": 0x1D7CE,
  "mathdbl": 0x1D7D8, "mathmono": 0x1D7F6, "mathsanb": 0x1D7EC, "mathsans": 0x1D7E2,
  "mlym": 0x0D66, "modi": 0x11650, "mong": 0x1810, "mroo": 0x16A60, "mtei": 0xABF0,
  "mymr": 0x1040, "mymrepka": 0x116DA, "mymrpao": 0x116D0, "mymrshan": 0x1090,
  "mymrtlng": 0xA9F0, "nagm": 0x1E4F0, "newa": 0x11450, "nkoo": 0x07C0, "olck": 0x1C50,
  "onao": 0x1E5F1, "orya": 0x0B66, "osma": 0x104A0, "outlined": 0x1CCF0, "rohg": 0x10D30,
  "saur": 0xA8D0, "segment": 0x1FBF0, "shrd": 0x111D0, "sind": 0x112F0, "sinh": 0x0DE6,
  "sora": 0x110F0, "sund": 0x1BB0, "sunu": 0x11BF0, "takr": 0x116C0, "talu": 0x19D0,
  "tamldec": 0x0BE6,
  "telu": 0x0C66, "thai": 0x0E50, "tibt": 0x0F20, "tirh": 0x114D0, "tnsa": 0x16AC0,
  "vaii": 0xA620, "wara": 0x118E0, "wcho": 0x1E2F0,
]

/// A text cache key: locale, calendar, whether the year is written in, and what is cached.
/// A `String`, not a struct of its own: the first dictionary with a new key type costs a scan
/// of every protocol conformance in the binary (~0.36 M instructions, once per process).
private typealias TextKey = String

extension TextKey {
  fileprivate init(locale: String, system: CalendarSystem, isProleptic: Bool, what: String) {
    self =
      locale + "\u{1F}" + system.rawValue + (isProleptic ? "\u{1F}p\u{1F}" : "\u{1F}\u{1F}")
      + what
  }
}

private struct TextCache {
  var symbols: [TextKey: [String]] = [:]
  var digits: [String: [Unicode.Scalar]] = [:]
  /// The entry of `digits` used last.
  var lastDigits: (locale: String, digits: [Unicode.Scalar])?
  var formatters: [TextKey: DateFormatter] = [:]
  var patterns: [TextKey: String] = [:]
}

/// Formatters are expensive to make and not thread-safe: they are made once per locale,
/// calendar and pattern, and used under this lock.
private let textCache = LockedValue(TextCache())

/// A month title's cache key: locale, calendar, era and month number.
private struct TitleKey: Hashable {
  var locale: String
  var system: CalendarSystem
  var era: Int
  var month: Int
}

/// The text of a month title before and after the year's digits.
private struct TitleTemplate: Sendable {
  var before: String
  var after: String
}

/// Title templates by locale, calendar, era and month; `nil` where no template reproduced the
/// engine's title (the title is then formatted every time).
private let titleTemplates = LockedValue<[TitleKey: TitleTemplate?]>([:])

/// Standalone month names by locale, calendar and month number (era 0), for calendars whose
/// months keep their names every year.
private let monthNames = LockedValue<[TitleKey: String]>([:])

/// The titles of many months of one context (a model's pages for a year or a century of
/// text): each is ``CalendarContext/monthTitle(_:)``'s, but the templates of the month names
/// seen are kept, and the year's digits are formatted once per year, so that a title costs no
/// locked look-up, no locale identifier and no digit formatting of its own.
struct MonthTitleWriter {
  let context: CalendarContext
  /// The templates seen: month number, era and template (`nil` where none reproduced the
  /// title). A dozen at most, searched in order.
  private var templates: [(month: Int, era: Int, template: TitleTemplate?)] = []
  /// The last year whose digits were formatted, and its digits.
  private var year: (number: Int, digits: String)?

  init(context: CalendarContext) {
    self.context = context
  }

  /// The title of `month`, as ``CalendarContext/monthTitle(_:)`` gives it.
  ///
  /// - Parameter month: A month of the context's calendar.
  /// - Returns: The localized title.
  mutating func title(of month: CalendarMonth) -> String {
    guard
      let known = templates.first(where: { $0.month == month.month && $0.era == month.era }),
      month.firstDay.serial >= prolepticFormatLimit, !month.isLeapMonth
    else {
      // The engine's own title, which also caches the template; keep the template it used.
      let (title, usesTemplate, template) = context.titleAndTemplate(month)
      if usesTemplate, templates.count < 64 {
        if templates.isEmpty { templates.reserveCapacity(13) }
        templates.append((month.month, month.era, template))
      }
      return title
    }
    guard let template = known.template else { return context.monthTitle(month) }
    let digits: String
    if let year, year.number == month.year {
      digits = year.digits
    } else {
      digits = context.format(number: month.year)
      year = (month.year, digits)
    }
    return template.before + digits + template.after
  }
}
