import Foundation

/// The words of labels, announcements, controls, summaries, refusals and key help: the keys
/// of the package's one table. Placeholders are `{date}`, `{start}`, `{end}`, `{count}`,
/// `{list}`, `{days}`, `{first}`, `{last}`, `{range}`, `{phrase}`, `{day}`, `{size}`, `{key}`.
///
/// A key in ``counted`` has a form per CLDR plural category; the others have one string.
/// The raw value is the name an app's ``CalendarPhrases`` override receives.
package enum LabelKey: String, CaseIterable, Sendable {
  // Day labels and announcements (DayLabelRenderer, Announcer).
  case today, startOfRange, inRange, endOfRange, selected, unavailable, beforeFirstDay
  case afterLastDay, excludedWeekday, eventCount, selectedDay, selectedRange, selectedDays
  case selectionCleared, selectedWeekdays, noWeekdays, separator
  // Controls (ControlLabels).
  case previousMonth, nextMonth, chooseMonthAndYear, showCalendar, month, year, events, noEvents
  // Weekday summaries (WeekdaySummary).
  case never, everyDay, weekdaysOnly, weekendsOnly
  // Stays (StaySummary).
  case pickArrival, pickDeparture, pickLaterDeparture, nights
  // Picker summaries and messages (MonthCalendarModel).
  case pickADay, pickDays, dayCount, daySummary, daysSummary, pendingRange, rangeAndPhrase
  case noEarlierDay, noLaterDay, noDayThere, noSuchMonth, typeDate, noSuchDay
  case pressSpaceForArrival, pressSpaceForDays, pressSpaceForWeekdays, skippedByTimeZone
  // The terminal picker's key help and dialogs.
  case keyMove, keyPage, keyToday, keyDate, keyJump, keyPick, keyConfirm, keyQuit, keyToggle
  case keyTypeDate, keyGo, keyErase, keyClose, keyChoose, goToDate, repeatOn
  case terminalTooSmall, terminalNeeds, moreEvents
  // The agenda (`almanac events`).
  case allDay, noTitle
  // Refusals of the selection (SelectionRejection).
  case maximumDays, minimumNights, maximumNights, crossesUnavailableDay, closedToArrival
  case closedToDeparture, cannotDeselect, notPossibleInMode
  // Grid and row names (the web face's week-number column and weekday row).
  case weekNumber, weekdayRow
  // The web face's page (HTMLPicker.document): its title and submit button; a value its
  // round trip dropped because the rules refuse it when it comes; a page with no server for other months.
  case pickADate, done, droppedValue, otherMonthsOffline
  // Calendar access (AlmanacEventKit's EventKitAccess and EventKitError).
  case accessNotDetermined, accessWriteOnly, accessDenied, accessRestricted, accessMissing
  case missingUsageDescription

  /// The keys whose phrase contains a count and so has a form per plural category.
  package static let counted: Set<LabelKey> = [
    .eventCount, .selectedDays, .nights, .dayCount, .maximumDays, .minimumNights, .maximumNights,
  ]

  /// The keys whose words come from CLDR through Foundation where the system has the API
  /// (iOS 18, macOS 15, Linux): the named relative day ("Today" as a label, "today" in the
  /// key help). The table keeps CLDR's word for iOS 17 and macOS 14; a test checks that the
  /// two agree.
  package static let fromFoundation: Set<LabelKey> = [.today, .keyToday]
}

/// One entry of the table: a string, or a string per CLDR plural category.
package enum Phrase: Hashable, Sendable {
  /// One string for every count.
  case plain(String)
  /// A string per plural category; `other` is the one every language has.
  case plural([PluralCategory: String])

  /// The form for `category`: the plain string, the category's form, or else `other`.
  package func form(_ category: PluralCategory) -> String? {
    switch self {
    case .plain(let text): return text
    case .plural(let forms): return forms[category] ?? forms[.other]
    }
  }
}

package enum LabelStrings {
  /// The language of the words for `locale`: its language code (`he` for the old `iw`, `nb`
  /// for `no`), with a script or region where the words differ: `zh-Hans` and `zh-Hant`
  /// (Traditional for a `Hant` script, or Taiwan, Hong Kong and Macao without a script), and
  /// `pt-PT` for Portugal (which shares the Brazilian words, not the plural rule).
  ///
  /// Languages without a table keep their code, so that an app's ``CalendarPhrases`` can
  /// supply them; the table's English stands in for whatever neither has.
  package static func language(of locale: Locale) -> String {
    let code = locale.language.languageCode?.identifier ?? "en"
    let region = locale.region?.identifier ?? ""
    switch code {
    case "iw": return "he"
    case "no": return "nb"
    case "in": return "id"
    case "zh":
      let script = locale.language.script?.identifier
      let traditional = script == "Hant" || (script == nil && ["TW", "HK", "MO"].contains(region))
      return traditional ? "zh-Hant" : "zh-Hans"
    case "pt": return region == "PT" ? "pt-PT" : "pt"
    default: return code
    }
  }

  /// The languages of the table, by the codes ``language(of:)`` returns.
  package static var languages: [String] { table.keys.sorted() }

  /// The string for `key` in `language`: the app's phrase, Foundation's, the table's, or
  /// English. A counted key gives its `other` form.
  package static func string(_ key: LabelKey, _ language: String) -> String {
    resolve(key, count: nil, language: language).text
  }

  /// The form of a counted `key` for `count` in `language`, `{count}` left unfilled.
  package static func string(_ key: LabelKey, count: Int, language: String) -> String {
    resolve(key, count: count, language: language).text
  }

  /// The template for `key` (in the form for `count`, by `language`'s plural rule) and
  /// whether it is in `language`, not English standing in.
  ///
  /// Looks up, in order: the app's ``CalendarPhrases`` override, Foundation (for
  /// ``LabelKey/fromFoundation``, where the system has the API), the table in `language`,
  /// the table in English.
  package static func resolve(
    _ key: LabelKey, count: Int?, language: String
  ) -> (text: String, isTranslated: Bool) {
    let isCounted = LabelKey.counted.contains(key)
    let category = isCounted ? count.map { pluralCategory($0, language) } ?? .other : nil
    if let text = CalendarPhrases.phrase(key, language: language, category: category) {
      return (text, true)
    }
    if LabelKey.fromFoundation.contains(key), let text = foundationWords(key, language) {
      return (text, true)
    }
    if let text = table[language]?[key]?.form(category ?? .other) { return (text, true) }
    let english = isCounted ? count.map { pluralCategory($0, "en") } ?? .other : .other
    return (table["en"]?[key]?.form(english) ?? key.rawValue, language == "en")
  }

  /// The one table, by language: ``LabelTable/text``, read on first use. Portugal shares the
  /// Brazilian words (`pt-PT` differs only in its plural rule).
  static let table: [String: [LabelKey: Phrase]] = {
    var table = LabelTable(parsing: LabelTable.text).phrases
    table["pt-PT"] = table["pt"]
    return table
  }()
}

extension LabelStrings {
  /// The words CLDR has through Foundation: the named relative day, "Today" at the start of a
  /// label ("Heute", "Сегодня", "今日") and "today" inside the key help. Formatted for a
  /// distance of zero days, which is today on any day; a second reading guards the instant
  /// of midnight. `nil` before iOS 18 and macOS 15, which lack the day-only relative style
  /// (the table's copy of CLDR's word serves there).
  static func foundationWords(_ key: LabelKey, _ language: String) -> String? {
    guard #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
    let start = key == .today
    let cacheKey = (start ? "start:" : "middle:") + language
    return foundationPhrases.with(cacheKey) {
      var style = Date.RelativeFormatStyle(
        allowedFields: [.day], presentation: .named, unitsStyle: .wide,
        capitalizationContext: start ? .beginningOfSentence : .middleOfSentence)
      style.locale = Locale(identifier: language)
      var text = style.format(Date.now)
      while true {
        let again = style.format(Date.now)
        if again == text { break }
        text = again
      }
      return FoundationPhrase(text: text)
    } _: {
      $0.text.isEmpty ? nil : $0.text
    }
  }

  /// `template` with each `{name}` that `values` names replaced, in one pass (a value is
  /// never read for placeholders); other braces are kept as written.
  package static func fill(_ template: String, _ values: [String: String]) -> String {
    var rest = template[...]
    guard rest.utf8.contains(UInt8(ascii: "{")) else { return template }
    var text = ""
    text.reserveCapacity(template.utf8.count + 16)
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")),
      let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: "}"))
    {
      let after = rest.utf8.index(after: close)
      if let value = values[String(rest[rest.utf8.index(after: open)..<close])] {
        text += rest[..<open]
        text += value
      } else {
        text += rest[..<after]
      }
      rest = rest[after...]
    }
    text += rest
    return text
  }

  /// `count` in the locale's digits: the digits of its numbering system (Arabic-Indic for
  /// `ar_EG`, Extended Arabic-Indic for `fa_IR`, Latin for `hi_IN` unless `@numbers=deva`),
  /// without grouping separators below 10,000 where the locale says so.
  package static func number(_ count: Int, locale: Locale) -> String {
    numberFormatters.with(locale.identifier) {
      let formatter = NumberFormatter()
      formatter.locale = locale
      formatter.numberStyle = .decimal
      return formatter
    } _: {
      $0.string(from: NSNumber(value: count)) ?? String(count)
    }
  }
}

/// A phrase Foundation gave, kept by language.
final class FoundationPhrase: Sendable {
  let text: String
  init(text: String) { self.text = text }
}

/// Number formatters by locale identifier.
let numberFormatters = FormatterCache<String, NumberFormatter>()

/// Foundation's phrases by use and language.
let foundationPhrases = FormatterCache<String, FoundationPhrase>()
