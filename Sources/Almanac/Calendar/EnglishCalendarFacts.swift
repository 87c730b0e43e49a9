import Foundation

/// The week rules and Gregorian names of the English locales a terminal most often runs in
/// (`C`/`POSIX` as `en_US_POSIX`, `en_US`, `en_GB`, …), as CLDR gives them through ICU.
///
/// A month or a year of text in one of these locales needs no ICU date formatter, calendar or
/// locale data at all: opening them is most of what `almanac 2026` costs after the program is
/// loaded (a formatter from a template alone is about 3.6 M instructions, the locale's default
/// calendar 1.3 M). `EnglishCalendarFactsTests` checks every value here against Foundation for
/// every listed locale, so a change in ICU's data fails the tests rather than the output.
///
/// Linux only: on Apple systems a locale's first weekday and weekend follow the user's settings,
/// which its identifier does not carry.
struct EnglishCalendarFacts: Sendable {
  /// The first day of the week (1 = Sunday).
  let firstWeekday: Int
  /// The minimum number of days in a year's first week.
  let minimumDaysInFirstWeek: Int
  /// The weekend as Calendar weekday numbers.
  let weekend: WeekdaySet

  /// The facts of `locale`, or `nil` when it is not one of the listed locales (any keyword, such
  /// as `-u-ca-` or `-u-fw-`, makes another identifier) or on Apple systems.
  static func of(_ locale: Locale) -> EnglishCalendarFacts? {
    #if canImport(Darwin)
      return nil
    #else
      return of(identifier: locale.identifier)
    #endif
  }

  /// The facts of the locale named `identifier` exactly, on any system (for the tests).
  static func of(identifier: String) -> EnglishCalendarFacts? {
    switch identifier {
    case "en_US_POSIX", "en_US", "en", "en_CA", "en_ZA": sundayFirst
    case "en_GB", "en_IE": mondayFirstISOWeeks
    case "en_NZ":
      EnglishCalendarFacts(firstWeekday: 2, minimumDaysInFirstWeek: 1, weekend: .saturdaySunday)
    case "en_IN":
      EnglishCalendarFacts(
        firstWeekday: 1, minimumDaysInFirstWeek: 1, weekend: WeekdaySet(rawValue: 1))
    default: nil
    }
  }

  /// Every identifier ``of(identifier:)`` knows.
  static let identifiers = [
    "en_US_POSIX", "en_US", "en", "en_CA", "en_ZA", "en_GB", "en_IE", "en_NZ", "en_IN",
  ]

  private static let sundayFirst = EnglishCalendarFacts(
    firstWeekday: 1, minimumDaysInFirstWeek: 1, weekend: .saturdaySunday)
  private static let mondayFirstISOWeeks = EnglishCalendarFacts(
    firstWeekday: 2, minimumDaysInFirstWeek: 4, weekend: .saturdaySunday)

  /// The standalone month names, January first.
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The standalone weekday names of `width`, Sunday first.
  static func weekdaySymbols(_ width: CalendarContext.SymbolWidth) -> [String] {
    switch width {
    case .narrow: ["S", "M", "T", "W", "T", "F", "S"]
    case .short: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
    case .abbreviated: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    case .full: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    }
  }

  /// The text ICU writes for `template` (a skeleton when `isTemplate`, else a pattern) of a
  /// Gregorian month in these locales, for the three the month text uses (`yMMMM` → "March
  /// 2026", `y` → "2026", `LLLL` → "March") in the common era; `nil` for any other template,
  /// and for years before 1.
  static func text(month: Int, year: Int, template: String, isTemplate: Bool) -> String? {
    guard year >= 1, (1...12).contains(month) else { return nil }
    switch (template, isTemplate) {
    case ("yMMMM", true): return monthNames[month - 1] + " " + String(year)
    case ("y", true): return String(year)
    case ("LLLL", false): return monthNames[month - 1]
    default: return nil
    }
  }
}
