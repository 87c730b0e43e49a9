import AlmanacPrimitives
import Foundation

extension CalendarContext {
  /// The components of `day` in this context's calendar system.
  ///
  /// - Parameter day: The day.
  /// - Returns: Era, year, month, leap-month flag and day of the month.
  /// - Complexity: Integer math for the Gregorian calendar (Julian before its ``reform``)
  ///   and ISO 8601; one Foundation call otherwise.
  package func components(of day: Day) -> DayComponents {
    system.family.components(of: day, in: self)
  }

  /// The components of `day` read from Foundation. The day of the month is counted from the
  /// month's first day rather than taken from ICU, whose Chinese calendar numbers some months
  /// from 0 (e.g. 2057-09-28 is "day 0").
  func foundationBackedComponents(of day: Day) -> DayComponents {
    var parts = foundationComponents(of: day)
    parts.day = month(of: parts, near: day).firstDay.days(to: day) + 1
    return parts
  }

  /// The components Foundation gives `day`, as the family reads them.
  func foundationComponents(of day: Day) -> DayComponents {
    let family = system.family
    let parts = family.componentCalendar(in: self).dateComponents(
      [.era, .year, .month, .day, .isLeapMonth], from: day.noonUTC)
    return family.components(fromFoundation: parts, in: system)
  }

  /// The Foundation calendar that computes components (see ``ArithmeticCalendars`` for Amete
  /// Alem).
  var componentCalendar: Calendar { system.family.componentCalendar(in: self) }

  /// The day with the given components in this context's calendar system.
  ///
  /// - Parameter components: Era, year, month, leap-month flag and day.
  /// - Returns: The day.
  /// - Throws: ``DayError/invalidComponents(_:)`` if no such day exists (Hebrew Adar I in a
  ///   common year, February 30, the days the ``reform`` skipped: 5–14 October 1582, or 3–13
  ///   September 1752 with ``GregorianReform/british``), ``DayError/outOfRange(_:)`` outside
  ///   years 1 through 9999 and the supported days.
  package func day(from components: DayComponents) throws(DayError) -> Day {
    try system.family.day(from: components, in: self)
  }

  /// The day of `components` found with Foundation: the month's first day, then the day
  /// counted from it.
  func foundationBackedDay(from components: DayComponents) throws(DayError) -> Day {
    var parts = DateComponents()
    (parts.era, parts.year) = try system.family.foundationEraAndYear(of: components, in: system)
    parts.month = components.month
    parts.day = 1
    parts.isLeapMonth = components.isLeapMonth
    parts.hour = 12
    let unknown = DayError.invalidComponents(
      "\(components) does not exist in the \(system.rawValue) calendar")
    guard let date = componentCalendar.date(from: parts) else { throw unknown }
    let near = Day(date, in: foundationCalendar.timeZone)
    guard near.isSupported else {
      throw .outOfRange("\(components) in the \(system.rawValue) calendar")
    }
    guard foundationComponents(of: near).sameMonth(as: components) else { throw unknown }
    let month = month(of: foundationComponents(of: near), near: near)
    guard (1...month.dayCount).contains(components.day) else { throw unknown }
    let day = month.firstDay.adding(days: components.day - 1)
    guard day.isSupported else {
      throw .outOfRange("\(components) in the \(system.rawValue) calendar")
    }
    return day
  }

  /// The month of this context's calendar that contains `day`.
  ///
  /// - Parameter day: A supported day.
  /// - Returns: The month, with its first day and length.
  /// - Complexity: Integer math for Gregorian months; otherwise a few Foundation calls the
  ///   first time a month is seen, then a cache look-up.
  public func month(containing day: Day) -> CalendarMonth {
    system.family.month(containing: day, in: self)
  }

  /// The month named by `parts` (its day is ignored), found from a day inside it.
  func month(of parts: DayComponents, near day: Day) -> CalendarMonth {
    let key = MonthKey(system: system, reform: reform, month: parts.monthParts)
    let span =
      monthCache.withLock { $0[key] }
      ?? {
        let sameMonth = { (other: Day) -> Bool in
          self.foundationComponents(of: other).sameMonth(as: parts)
        }
        // Walk from `day` to the month's edges; the day-of-month guess is exact unless days
        // were skipped (October 1582) or ICU numbers the month oddly, so the walks are short.
        var first = day.adding(days: -(max(parts.day, 1) - 1))
        while !sameMonth(first) { first = first.adding(days: 1) }
        while sameMonth(first.adding(days: -1)) { first = first.adding(days: -1) }
        var next = first.adding(days: 28)
        while sameMonth(next) { next = next.adding(days: 1) }
        while !sameMonth(next.adding(days: -1)) { next = next.adding(days: -1) }
        let span = MonthSpan(first: first, count: first.days(to: next))
        monthCache.withLock { $0[key] = span }
        return span
      }()
    return CalendarMonth(
      identifier: system, era: parts.era, year: parts.year, month: parts.month,
      isLeapMonth: parts.isLeapMonth, firstDay: span.first, dayCount: span.count)
  }

  /// The month after `month`, or `nil` past 9999-12-31.
  ///
  /// - Parameter month: A month of this context's calendar.
  /// - Returns: The next month, or `nil` past the supported range.
  package func month(after month: CalendarMonth) -> CalendarMonth? {
    let next = month.lastDay.adding(days: 1)
    return next.isSupported ? self.month(containing: next) : nil
  }

  /// The month before `month`, or `nil` before 0001-01-01.
  ///
  /// - Parameter month: A month of this context's calendar.
  /// - Returns: The previous month, or `nil` before the supported range.
  package func month(before month: CalendarMonth) -> CalendarMonth? {
    let previous = month.firstDay.adding(days: -1)
    return previous.isSupported ? self.month(containing: previous) : nil
  }

  /// The month `count` months after `month` (before it when negative), or `nil` out of range.
  ///
  /// - Parameters:
  ///   - count: How many months to move.
  ///   - month: The starting month.
  /// - Returns: The month reached, or `nil` when a step leaves the supported range.
  /// - Complexity: O(|count|) month steps.
  package func month(_ count: Int, after month: CalendarMonth) -> CalendarMonth? {
    var current: CalendarMonth? = month
    for _ in 0..<abs(count) {
      guard let step = current else { return nil }
      current = count > 0 ? self.month(after: step) : self.month(before: step)
    }
    return current
  }

  /// The month with the given number in `year` (and `era`).
  ///
  /// - Parameters:
  ///   - month: The month number, 1-based, as Foundation numbers it.
  ///   - year: The year within the era.
  ///   - era: The era; `nil` means the era of `reference` (e.g. today), so that
  ///     `almanac 5 7 --calendar japanese` means Reiwa 7.
  ///   - isLeapMonth: Whether the leap month of that number is meant.
  ///   - reference: The day whose era is used when `era` is `nil`.
  /// - Returns: The month.
  /// - Throws: ``DayError`` if no such month exists.
  package func month(
    _ month: Int, ofYear year: Int, era: Int? = nil, isLeapMonth: Bool = false,
    reference: Day
  ) throws(DayError) -> CalendarMonth {
    let resolvedEra = era ?? components(of: reference).era
    if let found = try system.family.month(
      month, ofYear: year, era: resolvedEra, isLeapMonth: isLeapMonth, in: self)
    {
      return found
    }
    let first = try day(
      from: DayComponents(
        era: resolvedEra, year: year, month: month, isLeapMonth: isLeapMonth, day: 1))
    return self.month(containing: first)
  }

  /// The months of one year of this calendar, in order (13 in a Hebrew leap year, with the
  /// leap month in place in a Chinese leap year).
  ///
  /// - Parameters:
  ///   - year: The year within the era.
  ///   - era: The era; `nil` means the era of `reference`.
  ///   - reference: The day whose era is used when `era` is `nil`.
  /// - Returns: The months of the year.
  /// - Throws: ``DayError`` if the year is out of range.
  package func months(ofYear year: Int, era: Int? = nil, reference: Day) throws(DayError)
    -> [CalendarMonth]
  {
    var current: CalendarMonth? = try month(1, ofYear: year, era: era, reference: reference)
    let first = current
    var months: [CalendarMonth] = []
    while let month = current, month.year == first?.year, month.era == first?.era {
      months.append(month)
      current = self.month(after: month)
    }
    return months
  }

  /// Whether `day` is on the Gregorian side of the reform in a calendar of Gregorian months
  /// (always for ISO 8601; for Buddhist, Japanese and ROC from 1582-10-15 unless proleptic).
  func usesGregorianMath(_ day: Day) -> Bool {
    system.family.usesGregorianMath(day, reform: reform)
  }

  /// The Gregorian calendar's day for era-1 components, by the reform's integer math.
  func reformedDay(_ components: DayComponents) throws(DayError) -> Day {
    let (year, month, day) = (components.year, components.month, components.day)
    guard (1...9999).contains(year) else {
      throw .outOfRange("year \(year) (supported: 1 through 9999)")
    }
    guard (1...12).contains(month) else {
      throw .invalidComponents("month \(month) (valid: 1 through 12)")
    }
    let date = "\(year.zeroPadded(to: 4))-\(month.zeroPadded(to: 2))-\(day.zeroPadded(to: 2))"
    if let serial = reform.serial(year: year, month: month, day: day) {
      guard let found = try? Day(serial: serial) else {
        throw .outOfRange("\(date) (supported: Gregorian 0001-01-01 through 9999-12-31)")
      }
      return found
    }
    if reform.skips(year: year, month: month, day: day), let last = reform.lastJulianDay,
      let first = reform.firstGregorianDay
    {
      let julian = reform.civil(last.serial)
      throw .invalidComponents(
        "\(date) was skipped by the Gregorian reform (Julian \(julian.year)-"
          + "\(julian.month.zeroPadded(to: 2))-\(julian.day.zeroPadded(to: 2)) was followed by "
          + "Gregorian \(first))")
    }
    let length =
      reform.monthSpan(year: year, month: month).map {
        reform.civil($0.first + $0.count - 1).day
      } ?? GregorianMath.daysInMonth(year: year, month: month)
    throw .invalidComponents(
      "day \(day) of \(year)-\(month.zeroPadded(to: 2)) (valid: 1 through \(length))")
  }
}

extension DayComponents {
  /// The month these components name: the same era, year, month and leap flag, day 0.
  var monthParts: DayComponents {
    DayComponents(era: era, year: year, month: month, isLeapMonth: isLeapMonth, day: 0)
  }

  func sameMonth(as other: DayComponents) -> Bool { monthParts == other.monthParts }
}

/// A month of one calendar system and reform: its components with day 0.
struct MonthKey: Hashable {
  var system: CalendarSystem
  var reform: GregorianReform
  var month: DayComponents
}

struct MonthSpan {
  var first: Day
  var count: Int
}

/// Month spans of non-Gregorian calendars, shared by every context: a month's days do not
/// depend on locale or time zone.
let monthCache = LockedValue<[MonthKey: MonthSpan]>([:])
