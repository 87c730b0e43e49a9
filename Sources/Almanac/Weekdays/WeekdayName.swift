import AlmanacPrimitives

/// The names of one weekday in a locale: narrow letter, short and full standalone names.
public struct WeekdayName: Hashable, Sendable {
  /// The Calendar weekday number, 1 = Sunday … 7 = Saturday.
  public var weekday: Int
  /// The narrow standalone symbol ("M", "L", "ن").
  public var narrow: String
  /// The short standalone name ("Mon", "lun.").
  public var short: String
  /// The full standalone name ("Monday", "lundi").
  public var full: String

  /// The seven weekdays of `context` in its week order, starting with its first weekday,
  /// named in its locale.
  ///
  /// - Parameter context: The calendar context (locale and first weekday).
  /// - Returns: Seven names.
  /// - Complexity: A cache look-up after the first call for a locale, calendar and first
  ///   weekday.
  package static func week(in context: CalendarContext) -> [WeekdayName] {
    let key = context.constantsKey
    if let known = weekdayNameCache.withLock({ $0[key] }) { return known }
    let made = makeWeek(in: context)
    weekdayNameCache.withLock { $0[key] = made }
    return made
  }

  private static func makeWeek(in context: CalendarContext) -> [WeekdayName] {
    let calendar = context.foundationCalendar
    let english = context.speaksEnglishGregorian
    let narrow =
      english
      ? EnglishCalendarFacts.weekdaySymbols(.narrow) : calendar.veryShortStandaloneWeekdaySymbols
    let short =
      english
      ? EnglishCalendarFacts.weekdaySymbols(.abbreviated) : calendar.shortStandaloneWeekdaySymbols
    let full =
      english ? EnglishCalendarFacts.weekdaySymbols(.full) : calendar.standaloneWeekdaySymbols
    return context.weekdayOrder.map { weekday in
      WeekdayName(
        weekday: weekday, narrow: narrow[weekday - 1], short: short[weekday - 1],
        full: full[weekday - 1])
    }
  }
}

extension WeekdaySet {
  /// The names of the members in the week order of `context`.
  ///
  /// - Parameter context: The calendar context (locale and first weekday).
  /// - Returns: One name record per member.
  package func names(in context: CalendarContext) -> [WeekdayName] {
    WeekdayName.week(in: context).filter { contains($0.weekday) }
  }
}

/// The weekday names by ``CalendarContext/constantsKey``, from Foundation once each.
private let weekdayNameCache = LockedValue<[String: [WeekdayName]]>([:])
