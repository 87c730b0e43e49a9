import Foundation
import Testing

@testable import Almanac

/// The English locales' facts the engine knows without ICU must be ICU's, locale by locale.
@Suite("English calendar facts agree with Foundation and ICU")
struct EnglishCalendarFactsTests {
  private static let noonUTC = (0..<7).map { Day(unchecked: 3 + $0).noonUTC }

  @Test("week rules, default calendar and digits", arguments: EnglishCalendarFacts.identifiers)
  func weekRules(identifier: String) throws {
    let facts = try #require(EnglishCalendarFacts.of(identifier: identifier))
    let locale = Locale(identifier: identifier)
    #expect(locale.calendar.identifier == .gregorian)
    #expect(locale.numberingSystem.identifier == "latn")
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
    #expect(facts.firstWeekday == calendar.firstWeekday)
    #expect(facts.minimumDaysInFirstWeek == calendar.minimumDaysInFirstWeek)
    let weekend = Set((1...7).filter { calendar.isDateInWeekend(Self.noonUTC[$0 - 1]) })
    #expect(facts.weekend == WeekdaySet(weekend))
  }

  @Test("weekday and month names, titles and years", arguments: EnglishCalendarFacts.identifiers)
  func names(identifier: String) throws {
    let locale = Locale(identifier: identifier)
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    let utc = try #require(TimeZone(secondsFromGMT: 0))
    calendar.timeZone = utc
    #expect(
      EnglishCalendarFacts.weekdaySymbols(.narrow) == calendar.veryShortStandaloneWeekdaySymbols)
    #expect(
      EnglishCalendarFacts.weekdaySymbols(.abbreviated) == calendar.shortStandaloneWeekdaySymbols)
    #expect(EnglishCalendarFacts.weekdaySymbols(.full) == calendar.standaloneWeekdaySymbols)
    #expect(EnglishCalendarFacts.monthNames == calendar.standaloneMonthSymbols)
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = utc
    formatter.dateFormat = "cccccc"
    #expect(
      EnglishCalendarFacts.weekdaySymbols(.short) == Self.noonUTC.map(formatter.string(from:)))
    for (template, isTemplate) in [("yMMMM", true), ("y", true), ("LLLL", false)] {
      if isTemplate {
        formatter.setLocalizedDateFormatFromTemplate(template)
      } else {
        formatter.dateFormat = template
      }
      for (year, month) in [(1, 1), (999, 5), (1582, 10), (1970, 1), (2026, 9), (9999, 12)] {
        let parts = DateComponents(year: year, month: month, day: 15, hour: 12)
        let date = try #require(calendar.date(from: parts))
        let text = EnglishCalendarFacts.text(
          month: month, year: year, template: template, isTemplate: isTemplate)
        #expect(text == formatter.string(from: date), "\(identifier) \(template) \(year)-\(month)")
      }
    }
  }

  @Test("a context in a listed locale writes what ICU writes in a locale it does not list")
  func contextMatchesICU() throws {
    // en_US-u-fw-sun names the same rules through another identifier, so it takes ICU's path.
    let utc = try #require(TimeZone(secondsFromGMT: 0))
    let fast = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: utc)
    let icu = CalendarContext(locale: Locale(identifier: "en_US@fw=sun"), timeZone: utc)
    #expect(EnglishCalendarFacts.of(identifier: icu.locale.identifier) == nil)
    #expect(fast.firstWeekday == icu.firstWeekday)
    #expect(fast.weekendDays == icu.weekendDays)
    for width in CalendarContext.SymbolWidth.allCases {
      #expect(fast.weekdaySymbols(width) == icu.weekdaySymbols(width))
    }
    let months = try fast.months(ofYear: 2026, reference: Day(unchecked: 20_000))
    for month in months {
      #expect(fast.monthTitle(month) == icu.monthTitle(month))
      #expect(fast.monthName(month) == icu.monthName(month))
      #expect(fast.yearText(month) == icu.yearText(month))
    }
    #expect(fast.format(number: 2026) == "2026")
    #expect(WeekdayName.week(in: fast) == WeekdayName.week(in: icu))
    #expect(ReadingDirection(locale: fast.locale) == ReadingDirection(locale: icu.locale))
  }

  @Test("a locale with a keyword or another language is not taken for a listed one")
  func unlisted() {
    for identifier in [
      "en_AU", "en_US@calendar=hebrew", "en-US-u-ca-buddhist", "de_DE", "th_TH", "",
    ] {
      #expect(EnglishCalendarFacts.of(identifier: identifier) == nil, "\(identifier)")
    }
  }
}
