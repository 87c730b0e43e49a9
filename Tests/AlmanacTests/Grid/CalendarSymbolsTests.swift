import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Weekday symbols, month titles and digits")
struct CalendarSymbolsTests {
  @Test func englishWeekdays() {
    let us = context(.gregorian, "en_US")
    #expect(
      us.weekdaySymbols(.full) == [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
      ])
    #expect(us.weekdaySymbols(.abbreviated) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(us.weekdaySymbols(.short) == ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"])
    #expect(us.weekdaySymbols(.narrow) == ["S", "M", "T", "W", "T", "F", "S"])
    let british = context(.gregorian, "en_GB")
    #expect(british.weekdaySymbols(.full).first == "Monday")
    #expect(british.weekdaySymbols(.full).last == "Sunday")
    #expect(context(.iso8601, "en_US").weekdaySymbols(.abbreviated).first == "Mon")
  }

  /// The Persian week starts on Saturday (shanbe) and ends on Friday (jom'e).
  @Test func persianWeekdaysStartOnSaturday() {
    let iran = CalendarContext(locale: Locale(identifier: "fa_IR"), timeZone: .gmt)
    let names = iran.weekdaySymbols(.full)
    #expect(names.count == 7)
    #expect(names.first == "شنبه")
    #expect(names.last == "جمعه")
    #expect(Set(names).count == 7)
  }

  /// Digits by code point: Extended Arabic-Indic (U+06F0) in Iran, Arabic-Indic (U+0660) in
  /// Saudi Arabia and Egypt, Devanagari (U+0966) in Nepal, ASCII in the US.
  @Test func numbersUseTheLocaleDigits() {
    func digits(_ base: UInt32, _ number: String) -> String {
      String(
        String.UnicodeScalarView(
          number.unicodeScalars.compactMap { Unicode.Scalar(base + $0.value - 48) }))
    }
    #expect(context(.persian, "fa_IR").format(number: 1403) == digits(0x06F0, "1403"))
    #expect(context(.gregorian, "ar_SA").format(number: 1446) == digits(0x0660, "1446"))
    #expect(context(.gregorian, "ar_EG").format(number: 30) == digits(0x0660, "30"))
    #expect(context(.gregorian, "ne_NP").format(number: 2082) == digits(0x0966, "2082"))
    #expect(context(.gregorian, "en_US").format(number: 12_345) == "12345")
    #expect(context(.gregorian, "en-US-u-nu-arab").format(number: 7) == digits(0x0660, "7"))
    #expect(context(.gregorian, "en_US").format(number: 0) == "0")
    #expect(context(.gregorian, "en_US").format(number: -5).hasSuffix("5"))
  }

  struct TitleFact: Sendable, CustomTestStringConvertible {
    var system: CalendarSystem
    var locale: String
    var day: String
    var title: String
    var name: String
    var testDescription: String { "\(system.rawValue) \(locale) \(day)" }

    /// The facts in `Fixtures/month-titles.txt`, each with why it holds.
    static func all() throws -> [TitleFact] {
      try DataFiles().records(
        "month-titles.txt", keys: ["system", "locale", "day", "title", "name"]
      ).map { record in
        let identifier = try record.value("system")
        guard let system = CalendarSystem(rawValue: identifier) else {
          throw record.error("no calendar system \"\(identifier)\"")
        }
        return TitleFact(
          system: system, locale: try record.value("locale"), day: try record.value("day"),
          title: try record.value("title"), name: try record.value("name"))
      }
    }
  }

  /// Known month names (`Fixtures/month-titles.txt`).
  @Test(arguments: try TitleFact.all())
  func monthTitles(fact: TitleFact) {
    let ctx = context(fact.system, fact.locale)
    let month = ctx.month(containing: day(fact.day))
    #expect(ctx.monthTitle(month) == fact.title)
    #expect(ctx.monthName(month) == fact.name)
  }

  @Test func persianYearInPersianDigits() {
    let ctx = context(.persian, "fa_IR")
    let month = ctx.month(containing: day("2025-03-05"))
    #expect(ctx.yearText(month) == ctx.format(number: 1403))
    #expect(context(.gregorian, "en_US").yearText(month) != "")
  }

  /// Foundation's Gregorian calendar is Julian before 1582-10-15; proleptic months keep their
  /// proleptic names (proleptic 1500-03-01 is Julian 20 February).
  @Test func prolepticTitlesBeforeTheReform() throws {
    let iso = context(.iso8601, "en_US")
    for (text, title) in [
      ("1500-03-01", "March 1500"), ("0200-03-01", "March 200"), ("0001-01-01", "January 1"),
      ("1582-10-01", "October 1582"), ("2026-03-01", "March 2026"),
    ] {
      let month = iso.month(containing: day(text))
      #expect(month.firstDay == day(text))
      #expect(iso.monthTitle(month) == title)
    }
    let reformed = context(.gregorian, "en_US")
    #expect(reformed.monthTitle(reformed.month(containing: day("1500-03-01"))) == "February 1500")
    let german = context(.iso8601, "de_DE")
    #expect(german.monthTitle(german.month(containing: day("1500-03-01"))) == "März 1500")
  }

  @Test func cachedFormattersAreSafeAcrossThreads() async {
    let ctx = context(.hebrew, "he_IL")
    let months = ctx.months(from: day("2020-01-01"), through: day("2021-12-31"))
    let expected = months.map { ctx.monthTitle($0) }
    await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 { group.addTask { months.map { ctx.monthTitle($0) } } }
      for await titles in group { #expect(titles == expected) }
    }
  }
}

@Suite("Numbering systems")
struct NumberingSystemTests {
  /// Almanac writes decimal digits itself; they agree with Foundation's NumberFormatter for
  /// every decimal numbering system ICU knows. Foundation on Linux traps formatting numbers
  /// with algorithmic systems, and with "en-u-nu-latn", so those are not asked.
  @Test func decimalSystemsMatchNumberFormatter() {
    var decimal = 0
    for system in Locale.NumberingSystem.availableNumberingSystems {
      guard let digits = decimalDigits(forNumberingSystem: system.identifier) else { continue }
      decimal += 1
      #expect(digits.isEmpty == (system.identifier == "latn"))
      if digits.isEmpty { continue }
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en-u-nu-\(system.identifier)")
      formatter.usesGroupingSeparator = false
      let expected = formatter.string(from: 1_234_567_890) ?? ""
      let context = CalendarContext(
        locale: Locale(identifier: "en-US-u-nu-\(system.identifier)"), timeZone: .gmt)
      #expect(context.format(number: 1_234_567_890) == expected, "\(system.identifier)")
    }
    // ICU 76 knows 96 numbering systems; all but about 20 algorithmic ones are decimal.
    #expect(decimal >= 70)
    #expect(
      CalendarContext(locale: Locale(identifier: "en-US-u-nu-latn"), timeZone: .gmt)
        .format(number: 1_234_567_890) == "1234567890")
  }

  /// Hebrew, Japanese, Greek and Tamil traditional numerals are algorithmic: Foundation on
  /// Linux traps formatting with them, so numbers and titles fall back to Latin digits.
  @Test(arguments: ["he-IL-u-nu-hebr", "ja-JP-u-nu-jpan", "el-GR-u-nu-grek", "ta-IN-u-nu-taml"])
  func algorithmicSystemsDoNotTrap(identifier: String) {
    let context = CalendarContext(
      system: .gregorian, locale: Locale(identifier: identifier), timeZone: .gmt)
    #expect(context.format(number: 2026) == "2026")
    let month = context.month(containing: day("2026-03-10"))
    #expect(context.monthTitle(month).contains("2026"))
    #expect(context.weekdaySymbols(.short).count == 7)
    #expect(context.format(number: -15) == "-15")
  }

  /// Decimal systems named with `-u-nu-` give their own digits.
  @Test(arguments: [
    ("zh-CN-u-nu-hanidec", "一〇", "一五"), ("th-TH-u-nu-thai", "๑๐", "๑๕"),
    ("ta-IN-u-nu-tamldec", "௧௦", "௧௫"),
  ])
  func decimalSystemsUseTheirDigits(identifier: String, ten: String, fifteen: String) {
    let context = CalendarContext(locale: Locale(identifier: identifier), timeZone: .gmt)
    #expect(context.format(number: 10) == ten)
    #expect(context.format(number: 15) == fifteen)
  }
}
