import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// Ukrainian words an app could supply: the table has no Ukrainian.
private let ukrainian: [String: String] = [
  "previousMonth": "Попередній місяць",
  "nights.one": "{count} ніч", "nights.few": "{count} ночі", "nights.many": "{count} ночей",
  "nights.other": "{count} ночі",
]

/// The override is global: one suite, run serially, installs it and removes it again; it
/// answers only for Ukrainian and one German key, which no other test reads.
@Suite("An app's own words", .serialized)
struct CalendarPhrasesTests {
  @Test func anAppAddsALanguageAndRewordsAnother() {
    CalendarPhrases.override { key, language, plural in
      switch language {
      case "uk": return ukrainian[plural.map { "\(key).\($0)" } ?? key]
      case "de" where key == "weekdayRow": return "Wochentage wählen"
      default: return nil
      }
    }
    defer { CalendarPhrases.override(nil) }
    let ukraine = Locale(identifier: "uk_UA")
    #expect(ControlLabels(locale: ukraine).previousMonth == "Попередній місяць")
    #expect(ControlLabels(locale: ukraine).nextMonth == "Next month")
    let words = LocalizedWords(locale: ukraine)
    // The category comes from the CLDR rule for Ukrainian: 21 one, 3 few, 11 many.
    #expect(words.counted(21, .nights) == "21 ніч")
    #expect(words.counted(3, .nights) == "3 ночі")
    #expect(words.counted(11, .nights) == "11 ночей")
    #expect(ControlLabels(locale: Locale(identifier: "de_DE")).weekdayRow == "Wochentage wählen")
    #expect(ControlLabels(locale: Locale(identifier: "de_DE")).month == "Monat")
  }

  @Test func removingTheOverrideRestoresThePackagesWords() {
    CalendarPhrases.override { _, language, _ in language == "uk" ? "Слово" : nil }
    #expect(ControlLabels(locale: Locale(identifier: "uk_UA")).year == "Слово")
    CalendarPhrases.override(nil)
    #expect(ControlLabels(locale: Locale(identifier: "uk_UA")).year == "Year")
  }
}
