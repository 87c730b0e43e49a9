import Foundation

/// Everything the engine needs to know about how a person reads dates: the calendar system,
/// locale, time zone, first weekday, minimum days in the first week and weekend days.
///
/// The engine never reads global state: pass a context. Defaults come from the locale
/// (CLDR through Foundation) and honour the `-u-ca-` (calendar) and `-u-fw-` (first weekday)
/// locale keywords; each can be overridden.
public struct CalendarContext: Hashable, Sendable {
  /// The calendar system.
  public let system: CalendarSystem
  /// The locale for names, digits and week rules.
  public let locale: Locale
  /// The time zone in which instants become days.
  public let timeZone: TimeZone
  /// The first day of the week as a Calendar weekday number (1 = Sunday … 7 = Saturday).
  public let firstWeekday: Int
  /// The minimum number of days of a year's first week (1 = US weeks, 4 = ISO 8601 weeks).
  package let minimumDaysInFirstWeek: Int
  /// The weekend days as Calendar weekday numbers, from the locale unless overridden.
  public var weekendDays: Set<Int> { Set((1...7).filter { weekend.contains($0) }) }
  /// The weekend days as seven bits (a `Set<Int>` would be the first set of integers in a
  /// process that has no other: its type is made at run time, about 0.4 M instructions).
  package let weekend: WeekdaySet
  /// When the Gregorian calendar replaced the Julian one. ISO 8601 is always
  /// ``GregorianReform/proleptic``; the Buddhist, Japanese and ROC calendars follow Foundation's
  /// 1582 reform (``GregorianReform/catholic``) unless proleptic; other calendars ignore it.
  public let reform: GregorianReform
  /// Whether the Gregorian calendar is proleptic (no reform). Always true for ISO 8601.
  package var isProleptic: Bool { reform.isProleptic }
  /// A Foundation calendar of the same system, locale and week rules, in GMT: use it for
  /// symbols and names, not for day arithmetic.
  package let foundationCalendar: Calendar
  /// What a layout reads for every month, from the calendar's family (``CalendarTraits``).
  package let traits: CalendarTraits

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - system: The calendar system; `nil` takes the locale's (honouring `-u-ca-`).
  ///   - locale: The locale for names, digits, first weekday and weekend.
  ///   - timeZone: The time zone in which instants become days.
  ///   - firstWeekday: 1 (Sunday) … 7 (Saturday); `nil` takes the locale's (honouring
  ///     `-u-fw-`), or Monday for ISO 8601.
  ///   - minimumDaysInFirstWeek: 1 … 7; `nil` takes the locale's, or 4 for ISO 8601.
  ///   - weekendDays: Calendar weekday numbers; `nil` takes the locale's weekend.
  ///   - isProleptic: For the Gregorian calendar, ignore the 1582 reform (the same as `reform:
  ///     .proleptic`).
  ///   - reform: When the Gregorian calendar replaced the Julian one; `nil` takes
  ///     ``GregorianReform/proleptic`` if `isProleptic`, else ``GregorianReform/catholic``
  ///     (1582, as Foundation and ICU). Only the Gregorian calendar takes any date; the
  ///     Buddhist, Japanese and ROC calendars are proleptic or reformed in 1582.
  /// - Precondition: `firstWeekday` and `minimumDaysInFirstWeek` are in 1…7 when given.
  public init(
    system: CalendarSystem? = nil,
    locale: Locale,
    timeZone: TimeZone,
    firstWeekday: Int? = nil,
    minimumDaysInFirstWeek: Int? = nil,
    weekendDays: Set<Int>? = nil,
    isProleptic: Bool = false,
    reform: GregorianReform? = nil
  ) {
    precondition(firstWeekday.map { (1...7).contains($0) } ?? true, "firstWeekday must be 1...7")
    precondition(
      minimumDaysInFirstWeek.map { (1...7).contains($0) } ?? true,
      "minimumDaysInFirstWeek must be 1...7")
    // The common English locales' rules are known without asking ICU (EnglishCalendarFacts).
    let english = EnglishCalendarFacts.of(locale)
    let resolvedSystem =
      system ?? (english != nil ? .gregorian : CalendarSystem(locale.calendar.identifier))
      ?? .gregorian
    // Made only when a rule is neither given nor known, and then once.
    lazy var localeCalendar: Calendar = {
      var calendar = Calendar(identifier: .gregorian)
      calendar.locale = locale
      return calendar
    }()
    self.system = resolvedSystem
    self.locale = locale
    self.timeZone = timeZone
    let family = resolvedSystem.family
    let rules = family.weekRules(resolvedSystem)
    self.firstWeekday =
      firstWeekday ?? rules?.firstWeekday ?? english?.firstWeekday ?? localeCalendar.firstWeekday
    self.minimumDaysInFirstWeek =
      minimumDaysInFirstWeek ?? rules?.minimumDaysInFirstWeek ?? english?.minimumDaysInFirstWeek
      ?? localeCalendar.minimumDaysInFirstWeek
    self.weekend =
      weekendDays.map { WeekdaySet($0.filter { (1...7).contains($0) }) }
      ?? english?.weekend ?? CalendarContext.localeWeekend(localeCalendar)
    self.reform = family.reform(
      reform ?? (isProleptic ? .proleptic : .catholic), in: resolvedSystem)
    traits = family.traits(resolvedSystem, reform: self.reform)
    var calendar = Calendar(identifier: resolvedSystem.foundationIdentifier)
    calendar.locale = locale
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? timeZone
    calendar.firstWeekday = self.firstWeekday
    calendar.minimumDaysInFirstWeek = self.minimumDaysInFirstWeek
    self.foundationCalendar = calendar
  }

  /// This context with another reform date (see ``reform``).
  ///
  /// - Parameter reform: The reform.
  /// - Returns: The same context but for the reform.
  package func replacing(reform: GregorianReform) -> CalendarContext {
    CalendarContext(
      system: system, locale: locale, timeZone: timeZone, firstWeekday: firstWeekday,
      minimumDaysInFirstWeek: minimumDaysInFirstWeek, weekendDays: weekendDays, reform: reform)
  }

  /// The seven weekday numbers in display order, starting with ``firstWeekday``.
  public var weekdayOrder: [Int] {
    (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 }
  }

  /// The column (0…6) of `weekday` in a week that starts on ``firstWeekday``.
  ///
  /// - Parameter weekday: A Calendar weekday number, 1 = Sunday.
  /// - Returns: The column, 0 for ``firstWeekday`` through 6.
  @inlinable
  package func column(ofWeekday weekday: Int) -> Int {
    (weekday - firstWeekday + 7) % 7
  }

  /// Whether `day` falls on one of the ``weekendDays``.
  ///
  /// - Parameter day: The day to test.
  /// - Returns: `true` if the day's weekday is a weekend day.
  public func isWeekend(_ day: Day) -> Bool {
    weekend.contains(day.weekday)
  }

  /// The day on which `date` falls in this context's time zone.
  ///
  /// - Parameter date: An instant.
  /// - Returns: The day containing `date`.
  public func day(for date: Date) -> Day {
    Day(date, in: timeZone)
  }

  /// The first instant of `day` in this context's time zone (the next day's start if the
  /// zone skipped it).
  ///
  /// - Parameter day: A day.
  /// - Returns: The day's first instant.
  public func startDate(of day: Day) -> Date {
    day.firstInstant(in: timeZone)
  }

  private static func localeWeekend(_ calendar: Calendar) -> WeekdaySet {
    var days = WeekdaySet()
    // 1970-01-04 was a Sunday; test the seven days at noon UTC.
    for offset in 0..<7 {
      let date = Day(unchecked: 3 + offset).noonUTC
      var utc = calendar
      utc.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
      if utc.isDateInWeekend(date) { days.insert(offset + 1) }
    }
    return days
  }
}
