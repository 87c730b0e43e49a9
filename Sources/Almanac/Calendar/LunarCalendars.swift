import Foundation

/// The lunar family: Hebrew, Chinese and Dangi (lunisolar, with leap months) and the Islamic
/// calendars (twelve lunations a year). Months are lunations, read from Foundation (ICU) by a
/// month's identity and cached.
enum LunarCalendars: CalendarFamily {
  static var monthsAreLunations: Bool { true }

  static func hasLeapMonths(_ system: CalendarSystem) -> Bool {
    system == .hebrew || system == .chinese || system == .dangi
  }

  /// Chinese and Dangi years count in sixty-year cycles, the cycle being the era.
  static func yearOrdinal(era: Int, year: Int, in system: CalendarSystem) -> Int {
    system == .chinese || system == .dangi ? era * 60 + year : year
  }

  /// ICU numbers the Hebrew Adar I 6 (only in leap years) and Adar / Adar II 7; RFC 7529 calls
  /// Adar I `5L` and keeps the common-year numbers of the months after it.
  static func rfc7529Month(_ month: Int, isLeap: Bool, in system: CalendarSystem)
    -> (number: Int, isLeap: Bool)
  {
    guard system == .hebrew else { return (month, isLeap) }
    if month == 6 { return (5, true) }
    return (month > 6 ? month - 1 : month, false)
  }

  /// Twelve lunations (the Islamic calendars) or a solar year kept by leap months.
  static func meanYearLength(_ system: CalendarSystem) -> Double {
    hasLeapMonths(system) ? 365.2425 : 354.367
  }

  /// The Islamic months keep their names; lunisolar months are named by their place in a year
  /// that may have a leap month.
  static func namesRepeat(_ system: CalendarSystem) -> (monthNames: Bool, titles: Bool) {
    let repeats = !hasLeapMonths(system)
    return (repeats, repeats)
  }

  /// Dangi formats as Chinese: Foundation on Linux formats Dangi dates as Gregorian ones
  /// (2023-03-22, the first day of Dangi leap month 2, comes out as "3월"), and the two
  /// calendars name their months alike (see ``formattingSerial(of:in:)``).
  static func formattingIdentifier(_ system: CalendarSystem) -> Calendar.Identifier {
    system == .dangi ? .chinese : system.foundationIdentifier
  }

  /// A Dangi month is formatted from a day that the Chinese calendar places in a month of the
  /// same number and leap flag. The two calendars differ only in the meridian of their new
  /// moons: a month may start a day apart (88 of 2,474 months in 1900–2100), so the middle of
  /// the month almost always matches.
  static func formattingSerial(of month: CalendarMonth, in context: CalendarContext) -> (
    serial: Int, writesYear: Bool
  ) {
    guard context.system == .dangi else { return (month.firstDay.serial, false) }
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = TimeZone(secondsFromGMT: 0) ?? context.foundationCalendar.timeZone
    let middle = month.firstDay.serial + month.dayCount / 2
    for offset in [0, -7, 7, -14, 14, -21, 21] {
      let date = Day(unchecked: middle + offset).noonUTC
      let parts = chinese.dateComponents([.month, .isLeapMonth], from: date)
      if parts.month == month.month, parts.isLeapMonth == month.isLeapMonth {
        return (middle + offset, false)
      }
    }
    return (middle, false)
  }

  /// ICU on Linux drops the Chinese cyclic year from templates: the long style keeps it, and
  /// the month title is written with the cyclic year's pattern.
  static func dayTextFormat(
    _ style: DayTextStyle, in system: CalendarSystem, languageIsChinese: Bool
  ) -> DayTextFormat {
    switch style {
    case .full: .style(.full)
    case .long: system == .chinese ? .style(.long) : .template("yMMMMd")
    case .monthAndDay: .template("MMMMd")
    case .monthAndYear:
      system == .chinese
        ? .pattern(languageIsChinese ? "rU年MMMM" : "MMMM r(U)") : .template("yMMMM")
    }
  }
}
