import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Stay summary")
struct StaySummaryTests {
  @Test("stages and English phrases follow a forward booking")
  func englishSequence() {
    let english = Locale(identifier: "en_US")
    var selection = DaySelection(mode: .range(.forward))
    #expect(StaySummary(selection: selection).phrase(locale: english) == "Pick your arrival")
    selection.tap(march(5))
    #expect(StaySummary(selection: selection).phrase(locale: english) == "Now pick your departure")
    selection.tap(march(5))
    #expect(StaySummary(selection: selection).stage == .pickLaterDeparture)
    #expect(
      StaySummary(selection: selection).phrase(locale: english) == "Pick a later day to leave")
    selection.tap(march(6))
    selection.tap(march(7))
    #expect(StaySummary(selection: selection).phrase(locale: english) == "1 night")
    selection.tap(march(5))
    selection.tap(march(9))
    #expect(StaySummary(selection: selection).nights == 4)
    #expect(StaySummary(selection: selection).phrase(locale: english) == "4 nights")
  }

  struct PhraseCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var nights: Int
    var phrase: String
    var testDescription: String { "\(locale) \(nights)" }
  }

  // Plural forms from each language's grammar (CLDR: French "one" covers 0 and 1).
  static let phrases: [PhraseCase] = [
    .init(locale: "en_GB", nights: 1, phrase: "1 night"),
    .init(locale: "en_GB", nights: 2, phrase: "2 nights"),
    .init(locale: "fr_FR", nights: 1, phrase: "1 nuit"),
    .init(locale: "fr_FR", nights: 3, phrase: "3 nuits"),
    .init(locale: "fr_FR", nights: 1_234, phrase: "1\u{202F}234 nuits"),
    .init(locale: "de_DE", nights: 1, phrase: "1 Nacht"),
    .init(locale: "de_DE", nights: 4, phrase: "4 Nächte"),
    .init(locale: "es_ES", nights: 4, phrase: "4 noches"),
    // Arabic "few" (3–10) with Arabic-Indic digits; Arabic and Hebrew name 1 and 2 in words.
    .init(locale: "ar_SA", nights: 4, phrase: "٤ ليالٍ"),
    .init(locale: "ar_SA", nights: 2, phrase: "ليلتان"),
    .init(locale: "he_IL", nights: 1, phrase: "לילה אחד"),
    .init(locale: "he_IL", nights: 2, phrase: "שני לילות"),
    .init(locale: "ru_RU", nights: 5, phrase: "5 ночей"),
    // Swahili has no table: English with ASCII digits.
    .init(locale: "sw_KE", nights: 4, phrase: "4 nights"),
  ]

  @Test("nights phrase per locale", arguments: phrases)
  func localized(_ phraseCase: PhraseCase) throws {
    let start = march(1)
    let summary = StaySummary(start: start, end: start.adding(days: phraseCase.nights))
    #expect(summary.phrase(locale: Locale(identifier: phraseCase.locale)) == phraseCase.phrase)
  }
}

@Suite("Range text")
struct DayRangeFormatterTests {
  @Test("en_US reads Mar 5 – 9, 2026 (thin spaces around the dash)")
  func english() {
    let formatter = DayRangeFormatter(context: context(nil, "en_US"))
    #expect(formatter.string(from: march(5)...march(9)) == "Mar 5\u{2009}–\u{2009}9, 2026")
    #expect(formatter.string(from: march(5)...april(2)) == "Mar 5\u{2009}–\u{2009}Apr 2, 2026")
    #expect(formatter.string(from: march(5)) == "Mar 5, 2026")
    let british = DayRangeFormatter(context: context(nil, "en_GB"))
    #expect(british.string(from: march(5)...march(9)) == "5\u{2009}–\u{2009}9 Mar 2026")
    let french = DayRangeFormatter(context: context(nil, "fr_FR"))
    #expect(french.string(from: march(5)...march(9)) == "5–9 mars 2026")
  }

  // The dates below come from Python convertdate (Persian, Hebrew) and hijridate (Umm al-Qura):
  // 2026-03-05…09 is 14–18 Esfand 1404, 16–20 Adar 5786 and 16–20 Ramadan 1447.
  @Test("the locale's own calendar and digits")
  func otherCalendars() {
    let persian = DayRangeFormatter(context: context(nil, "fa_IR")).string(
      from: march(5)...march(9))
    #expect(persian.contains("۱۴") && persian.contains("۱۸") && persian.contains("اسفند"))
    #expect(persian.contains("۱۴۰۴"))
    let hijri = DayRangeFormatter(context: context(nil, "ar_SA")).string(from: march(5)...march(9))
    #expect(hijri.contains("١٦") && hijri.contains("٢٠") && hijri.contains("رمضان"))
    #expect(hijri.contains("١٤٤٧"))
    let hebrew = DayRangeFormatter(context: context(.hebrew, "he_IL")).string(
      from: march(5)...march(9))
    #expect(hebrew.contains("16") && hebrew.contains("20") && hebrew.contains("אדר"))
    #expect(hebrew.contains("5786"))
  }
}
