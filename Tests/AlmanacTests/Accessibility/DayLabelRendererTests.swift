import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// Label parts for `text` in `context`.
private func parts(
  _ text: String, _ context: CalendarContext, today: String? = nil, role: SelectionRole = .outside,
  unavailable: DayLabelParts.Unavailability? = nil, events: Int? = nil
) -> DayLabelParts {
  DayLabelParts(
    day: day(text), context: context, today: today.map { day($0) }, role: role,
    unavailableReason: unavailable, eventCount: events)
}

/// ASCII digits rewritten with the digits starting at `zero` (U+0660 Arabic-Indic, U+06F0
/// Persian).
private func digits(_ text: String, zero: UInt32) -> String {
  String(
    String.UnicodeScalarView(
      text.unicodeScalars.map { scalar in
        guard let value = scalar.properties.numericType != nil ? UInt32(String(scalar)) : nil,
          let mapped = Unicode.Scalar(zero + value)
        else { return scalar }
        return mapped
      }))
}

@Suite("Day labels")
struct DayLabelRendererTests {
  let english = DayLabelRenderer(locale: Locale(identifier: "en_US"))

  @Test func englishLabelValueAndHint() {
    let us = context(.gregorian, "en_US")
    let today = parts("2026-03-02", us, today: "2026-03-02", role: .start, events: 2)
    #expect(today.dateText == "Monday, March 2, 2026")
    let text = english.accessibleText(for: today)
    #expect(text.label == "Today, Monday, March 2, 2026")
    #expect(text.value == "Start of range")
    #expect(text.hint == "2 events")
    #expect(text.spokenText == "Today, Monday, March 2, 2026, Start of range, 2 events")
    let plain = parts("2026-03-03", us, today: "2026-03-02")
    #expect(english.spokenText(for: plain) == "Tuesday, March 3, 2026")
    #expect(english.accessibleText(for: plain).value.isEmpty)
    #expect(english.hint(for: plain) == nil)
  }

  @Test(arguments: [
    (SelectionRole.start, "Start of range"), (.middle, "In range"), (.end, "End of range"),
    (.single, "Selected"), (.outside, ""),
  ])
  func rolesInEnglish(role: SelectionRole, expected: String) {
    let dayParts = parts("2026-03-05", context(.gregorian, "en_US"), role: role)
    #expect(english.value(for: dayParts) == expected)
    #expect(dayParts.isSelected == role.isSelected)
  }

  @Test func unavailableWithReasons() {
    let us = context(.gregorian, "en_US")
    let cases: [(DayLabelParts.Unavailability, String)] = [
      (.beforeFirstDay, "Not yet available"), (.afterLastDay, "No longer available"),
      (.excludedWeekday, "Not available on this weekday"), (.disabled, "Unavailable"),
      (.custom("Sold out"), "Sold out"),
    ]
    for (reason, expected) in cases {
      #expect(english.value(for: parts("2026-03-05", us, unavailable: reason)) == expected)
    }
    #expect(
      english.value(for: parts("2026-03-05", us, role: .single, unavailable: .disabled))
        == "Selected, Unavailable")
    #expect(english.hint(for: parts("2026-03-05", us, events: 1)) == "1 event")
    #expect(english.hint(for: parts("2026-03-05", us, events: 0)) == nil)
    let german = DayLabelRenderer(locale: Locale(identifier: "de_DE"))
    #expect(
      german.value(for: parts("2026-03-05", us, unavailable: .afterLastDay))
        == "Nicht mehr verfügbar")
  }

  @Test func french() {
    let france = context(.gregorian, "fr_FR")
    let renderer = DayLabelRenderer(locale: france.locale)
    let dayParts = parts("2026-03-02", france, today: "2026-03-02", role: .end, events: 3)
    #expect(dayParts.dateText == "lundi 2 mars 2026")
    #expect(
      renderer.spokenText(for: dayParts)
        == "Aujourd’hui, lundi 2 mars 2026, Fin de la période, 3 événements")
    #expect(renderer.hint(for: parts("2026-03-02", france, events: 1)) == "1 événement")
  }

  // 2026-03-02 is 13 Ramadan 1447 (Umm al-Qura; convertdate's tabular calendar agrees), a
  // Monday (الاثنين).
  @Test func arabicWithItsCalendarAndDigits() {
    let saudi = context(nil, "ar_SA")
    #expect(saudi.system == .islamicUmmAlQura)
    let renderer = DayLabelRenderer(locale: saudi.locale)
    let dayParts = parts("2026-03-02", saudi, today: "2026-03-02", role: .middle)
    for piece in ["الاثنين", "رمضان", digits("13", zero: 0x660), digits("1447", zero: 0x660)] {
      #expect(dayParts.dateText.contains(piece), "\(dayParts.dateText) lacks \(piece)")
    }
    let text = renderer.accessibleText(for: dayParts)
    #expect(text.label == "اليوم، " + dayParts.dateText)
    #expect(text.value == "ضمن النطاق")
    #expect(renderer.hint(for: parts("2026-03-02", saudi, events: 3)) == "٣ أحداث")
  }

  // convertdate: 2026-03-02 is 11 Esfand 1404, a Monday (دوشنبه).
  @Test func persianCalendarAndDigits() {
    let iran = context(.persian, "fa_IR")
    let renderer = DayLabelRenderer(locale: iran.locale)
    let dayParts = parts("2026-03-02", iran, role: .single, events: 3)
    for piece in ["دوشنبه", "اسفند", digits("11", zero: 0x6F0), digits("1404", zero: 0x6F0)] {
      #expect(dayParts.dateText.contains(piece), "\(dayParts.dateText) lacks \(piece)")
    }
    #expect(!dayParts.dateText.contains { ("0"..."9").contains($0) })
    #expect(renderer.spokenText(for: dayParts) == dayParts.dateText + "، انتخاب‌شده، ۳ رویداد")
  }

  // convertdate: 2026-03-02 is 13 Adar 5786; in Hebrew numerals 13 = י״ג, 5786 = תשפ״ו.
  @Test func hebrewCalendarFullDate() {
    let hebrew = parts("2026-03-02", context(.hebrew, "he_IL"))
    for piece in ["יום שני", "י״ג", "אדר", "תשפ״ו"] {
      #expect(hebrew.dateText.contains(piece), "\(hebrew.dateText) lacks \(piece)")
    }
    let english = parts("2026-03-02", context(.hebrew, "en_US"))
    for piece in ["Monday", "13", "Adar", "5786"] {
      #expect(english.dateText.contains(piece), "\(english.dateText) lacks \(piece)")
    }
  }

  @Test func languagesWithoutATableTakeEnglishWordsAndFoundationsToday() {
    let kenya = context(.gregorian, "sw_KE")
    let renderer = DayLabelRenderer(locale: kenya.locale)
    #expect(renderer.language == "sw")
    let dayParts = parts("2026-03-02", kenya, today: "2026-03-02", role: .start, events: 2)
    // "Leo" (today) is CLDR's, through Foundation; the table has no Swahili.
    #expect(renderer.label(for: dayParts) == "Leo, " + dayParts.dateText)
    #expect(renderer.value(for: dayParts) == "Start of range")
    #expect(renderer.hint(for: dayParts) == "2 events")
  }

  @Test func languageCodes() {
    #expect(DayLabelRenderer(locale: Locale(identifier: "zh_TW")).language == "zh-Hant")
    #expect(DayLabelRenderer(locale: Locale(identifier: "zh_Hant_HK")).language == "zh-Hant")
    #expect(DayLabelRenderer(locale: Locale(identifier: "zh_Hans_CN")).language == "zh-Hans")
    #expect(DayLabelRenderer(locale: Locale(identifier: "zh_CN")).language == "zh-Hans")
    #expect(DayLabelRenderer(locale: Locale(identifier: "he")).language == "he")
    #expect(DayLabelRenderer(locale: Locale(identifier: "iw_IL")).language == "he")
    #expect(DayLabelRenderer(locale: Locale(identifier: "pt_PT")).language == "pt-PT")
    #expect(DayLabelRenderer(locale: Locale(identifier: "pt_BR")).language == "pt")
    #expect(DayLabelRenderer(locale: Locale(identifier: "it_IT")).language == "it")
  }

  @Test func formattingIsSafeFromManyTasks() async {
    let contexts = ["en_US", "fr_FR", "ar_SA", "fa_IR", "ja_JP", "he_IL"].map { context(nil, $0) }
    let expected = contexts.map { $0.text(for: day("2026-03-02"), style: .full) }
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for round in 0..<120 {
        let index = round % contexts.count
        let context = contexts[index]
        group.addTask { (index, context.text(for: day("2026-03-02"), style: .full)) }
      }
      var all: [(Int, String)] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 120)
    for (index, text) in results { #expect(text == expected[index]) }
  }
}
