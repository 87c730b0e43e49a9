import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// The languages that must never show or speak English: those iOS localizes its date pickers
/// in, at least.
private let languages = [
  "ar", "fa", "he", "ja", "zh-Hans", "zh-Hant", "ko", "hi", "th", "ru", "de", "fr", "es", "it",
  "pt", "pt-PT", "nl", "sv", "pl", "tr",
]

/// Keys whose words are only punctuation and placeholders, alike in most languages.
private let punctuation: Set<LabelKey> = [
  .separator, .daySummary, .daysSummary, .pendingRange, .rangeAndPhrase,
]

/// Words a language writes as English does: the same word ("page", "Week"), or the key name
/// the terminal shows.
private let sameAsEnglish: [String: Set<LabelKey>] = [
  "fr": [.keyPage, .keyDate],
  "nl": [.weekNumber, .keyConfirm],
  "it": [.keyConfirm],
  "pt": [.keyConfirm],
  "pt-PT": [.keyConfirm],
  "sv": [.keyConfirm],
  "pl": [.keyConfirm],
]

/// The `{name}` placeholders of `text`, sorted, repeats kept.
private func placeholders(_ text: String) -> [String] {
  var found: [String] = []
  var rest = text[...]
  while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
    found.append(String(rest[open...close]))
    rest = rest[rest.index(after: close)...]
  }
  return found.sorted()
}

/// The integers from 0 to 1,000 (and a million) in `category` of `language`.
private func members(of category: PluralCategory, _ language: String) -> [Int] {
  (Array(0...1000) + [1_000_000]).filter {
    LabelStrings.pluralCategory($0, language) == category
  }
}

@Suite("The table of words")
struct LabelStringsTests {
  @Test("Every key has its own words in every language", arguments: languages)
  func everyKeyIsTranslated(language: String) {
    #expect(LabelStrings.table[language] != nil)
    for key in LabelKey.allCases {
      let (text, isTranslated) = LabelStrings.resolve(key, count: 5, language: language)
      #expect(isTranslated, "\(language) has no \(key)")
      #expect(!text.isEmpty, "\(language) \(key) is empty")
      #expect(LabelStrings.table[language]?[key] != nil, "\(language) \(key) is not in the table")
      let allowed = punctuation.union(sameAsEnglish[language] ?? [])
      for count in [1, 2, 5] where !allowed.contains(key) {
        let english = LabelStrings.string(key, count: count, language: "en")
        let words = LabelStrings.string(key, count: count, language: language)
        #expect(words != english, "\(language) \(key) for \(count) is the English \"\(words)\"")
      }
    }
  }

  /// "Today" comes from Foundation where the system has the day-only relative style; the
  /// table's copy, for iOS 17 and macOS 14, is the same CLDR word.
  @Test("The words Foundation has come from CLDR", arguments: languages + ["en"])
  func todayComesFromFoundation(language: String) {
    for (key, context) in [
      (LabelKey.today, FormatStyleCapitalizationContext.beginningOfSentence),
      (.keyToday, .middleOfSentence),
    ] {
      var style = Date.RelativeFormatStyle(
        allowedFields: [.day], presentation: .named, unitsStyle: .wide,
        capitalizationContext: context)
      style.locale = Locale(identifier: language)
      let cldr = [style.format(Date.now), style.format(Date.now)]
      #expect(cldr.contains(LabelStrings.string(key, language)), "\(language) \(key)")
      let copy = LabelStrings.table[language]?[key]?.form(.other)
      #expect(copy.map(cldr.contains) == true, "\(language) \(key): the table has \(copy ?? "")")
    }
  }

  @Test("Each counted key has the forms its language's plural rule needs", arguments: languages)
  func pluralForms(language: String) {
    let needed = LabelStrings.categories(of: language)
    for key in LabelKey.counted {
      guard case .plural(let forms)? = LabelStrings.table[language]?[key] else {
        Issue.record("\(language) \(key) has no plural forms")
        continue
      }
      #expect(Set(forms.keys) == needed, "\(language) \(key): \(forms.keys) for \(needed)")
    }
    for key in LabelKey.allCases where !LabelKey.counted.contains(key) {
      if case .plural? = LabelStrings.table[language]?[key] {
        Issue.record("\(language) \(key) has plural forms but no count")
      }
    }
  }

  @Test("Placeholders are those of the English words", arguments: languages)
  func placeholdersMatchEnglish(language: String) {
    for key in LabelKey.allCases {
      guard let phrase = LabelStrings.table[language]?[key] else { continue }
      let english = placeholders(LabelStrings.string(key, "en"))
      let forms: [(PluralCategory?, String)]
      switch phrase {
      case .plain(let text): forms = [(nil, text)]
      case .plural(let byCategory): forms = byCategory.map { ($0.key, $0.value) }
      }
      for (category, text) in forms {
        var expected = english
        // A category of a single number may name it in words ("يومان", "יומיים").
        if let category, members(of: category, language).count == 1,
          !text.contains("{count}")
        {
          expected.removeAll { $0 == "{count}" }
        }
        #expect(
          placeholders(text) == expected,
          "\(language) \(key) \(category?.rawValue ?? ""): \(text)")
      }
    }
  }

  /// CLDR's cardinal categories (plurals.xml) for 0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101,
  /// 102, written out by hand from the rules.
  @Test(
    "The plural rule gives CLDR's categories",
    arguments: [
      ("en", "other one other other other other other other other other other other"),
      ("de", "other one other other other other other other other other other other"),
      ("tr", "other one other other other other other other other other other other"),
      ("pt-PT", "other one other other other other other other other other other other"),
      ("fr", "one one other other other other other other other other other other"),
      ("pt", "one one other other other other other other other other other other"),
      ("hi", "one one other other other other other other other other other other"),
      ("fa", "one one other other other other other other other other other other"),
      ("ja", "other other other other other other other other other other other other"),
      ("zh-Hant", "other other other other other other other other other other other other"),
      ("ko", "other other other other other other other other other other other other"),
      ("th", "other other other other other other other other other other other other"),
      ("ar", "zero one two few few many many many many other other other"),
      ("he", "other one two other other other other other other other other other"),
      ("ru", "many one few few many many one few many many one few"),
      ("uk", "many one few few many many one few many many one few"),
      ("pl", "many one few few many many many few many many many few"),
      ("cs", "other one few few other other other other other other other other"),
      ("hr", "other one few few other other one few other other one few"),
      ("ro", "few one few few few few other other other other few few"),
      ("lv", "zero one other other other zero one other other zero one other"),
      ("sl", "other one two few other other other other other other one two"),
    ])
  func pluralRule(language: String, expected: String) {
    let counts = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 102]
    let categories = counts.map { LabelStrings.pluralCategory($0, language).rawValue }
    #expect(categories.joined(separator: " ") == expected)
  }

  @Test func millionsTakeTheManyFormInRomanceLanguages() {
    for language in ["fr", "es", "it", "pt", "pt-PT"] {
      #expect(LabelStrings.pluralCategory(1_000_000, language) == .many, "\(language)")
      #expect(LabelStrings.pluralCategory(2_000_000, language) == .many, "\(language)")
      #expect(LabelStrings.pluralCategory(1_000_001, language) == .other, "\(language)")
    }
    #expect(LabelStrings.pluralCategory(1_000_000, "en") == .other)
    let french = LocalizedWords(locale: Locale(identifier: "fr_FR"))
    #expect(french.counted(1_000_000, .nights) == "1\u{202F}000\u{202F}000 de nuits")
  }

  /// ICU's default numbering systems on Linux: `arab` for ar_EG, `arabext` for fa_IR, `latn`
  /// for hi_IN (Devanagari only with `@numbers=deva`), `latn` for ar_AE.
  @Test(
    "Counts in the locale's digits",
    arguments: [
      ("ar_EG", "١٢ ليلة", "تم تحديد ٣ أيام"),
      ("fa_IR", "۱۲ شب", "۳ روز انتخاب شد"),
      ("hi_IN", "12 रातें", "3 दिन चुने गए"),
      ("hi_IN@numbers=deva", "१२ रातें", "३ दिन चुने गए"),
      ("ar_AE", "12 ليلة", "تم تحديد 3 أيام"),
    ])
  func localeDigits(locale: String, nights: String, days: String) {
    let words = LocalizedWords(locale: Locale(identifier: locale))
    #expect(words.counted(12, .nights) == nights)
    #expect(words.counted(3, .selectedDays) == days)
  }

  @Test func countsByTheirCategory() {
    let arabic = LocalizedWords(locale: Locale(identifier: "ar_EG"))
    #expect(arabic.counted(1, .nights) == "ليلة واحدة")
    #expect(arabic.counted(2, .nights) == "ليلتان")
    #expect(arabic.counted(11, .nights) == "١١ ليلة")
    #expect(arabic.counted(4, .nights) == "٤ ليالٍ")
    let russian = LocalizedWords(locale: Locale(identifier: "ru_RU"))
    #expect(russian.counted(1, .nights) == "1 ночь")
    #expect(russian.counted(3, .nights) == "3 ночи")
    #expect(russian.counted(5, .nights) == "5 ночей")
    #expect(russian.counted(21, .nights) == "21 ночь")
    let polish = LocalizedWords(locale: Locale(identifier: "pl_PL"))
    #expect(polish.counted(22, .eventCount) == "22 wydarzenia")
    #expect(polish.counted(25, .eventCount) == "25 wydarzeń")
    let hebrew = LocalizedWords(locale: Locale(identifier: "he_IL"))
    #expect(hebrew.counted(2, .dayCount) == "יומיים")
    #expect(hebrew.counted(3, .dayCount) == "3 ימים")
  }

  @Test func englishStandingInKeepsLatinDigitsAndEnglishPlurals() {
    // Swahili has no table: English words, in English's plural form and Latin digits.
    let swahili = LocalizedWords(locale: Locale(identifier: "sw_KE"))
    #expect(swahili.counted(1, .nights) == "1 night")
    #expect(swahili.counted(3, .nights) == "3 nights")
  }

  @Test func everySummaryPhraseIsInTheLocaleLanguage() {
    let japan = CalendarContext(locale: Locale(identifier: "ja_JP"), timeZone: .gmt)
    #expect(SelectionRejection.tooFewNights(minimum: 2).text(in: japan) == "最短2泊からです")
    #expect(ControlLabels(locale: japan.locale).previousMonth == "前の月")
    #expect(WeekdaySummary.weekends.text(in: japan) == "週末")
    let korea = CalendarContext(locale: Locale(identifier: "ko_KR"), timeZone: .gmt)
    #expect(SelectionRejection.maximumCountReached(3).text(in: korea) == "최대 3일까지 선택할 수 있습니다")
  }
}
