import Almanac

/// The day a rule's walk has reached, with its civil parts, stepped one day at a time without
/// a division per day.
///
/// The walk keeps one cursor from period to period: the next period's first day is nearly
/// always a few days on, a few steps instead of a civil conversion (``move(to:)``). The cursor
/// also keeps the week-year that holds its day (for BYWEEKNO), found again only when the day
/// leaves it: once a year, not three searches a day.
struct DayCursor {
  var serial: Int
  var year: Int
  var month: Int
  var day: Int
  /// Days in the month.
  var dim: Int
  /// Day of the year, 1-based.
  var doy: Int
  /// Days in the year.
  var diy: Int
  /// Weekday, 1 = Sunday.
  var wd: Int
  /// The first days of the week-year holding the day and of the next one (see
  /// ``RuleDayParts/weekYear(holding:year:weekStart:)``); an empty range before the first
  /// BYWEEKNO test.
  var weekYearStart = Int.max
  var weekYearNext = Int.min

  /// The most days ``move(to:)`` steps forward before it converts the day afresh.
  static let stepLimit = 31

  init(_ serial: Int) {
    self.serial = serial
    (year, month, day) = GregorianMath.civil(serial)
    dim = GregorianMath.daysInMonth(year: year, month: month)
    diy = GregorianMath.isLeapYear(year) ? 366 : 365
    doy = serial - GregorianMath.serial(year: year, month: 1, day: 1) + 1
    wd = Self.day(serial).weekday
  }

  /// The day of a serial (not range-checked), for the engine's weekday and civil date.
  @inline(__always)
  static func day(_ serial: Int) -> Day {
    Day.earliest.adding(days: serial &- Day.earliest.serial)
  }

  @inline(__always)
  mutating func advance() {
    serial += 1
    wd = wd == 7 ? 1 : wd + 1
    doy += 1
    day += 1
    if day > dim {
      day = 1
      month += 1
      if month > 12 {
        month = 1
        year += 1
        doy = 1
        diy = GregorianMath.isLeapYear(year) ? 366 : 365
      }
      dim = GregorianMath.daysInMonth(year: year, month: month)
    }
  }

  /// Moves to `serial`: steps forward when `serial` is at most ``stepLimit`` days on, converts
  /// it anew otherwise (keeping the week-year found).
  @inline(__always)
  mutating func move(to serial: Int) {
    if serial >= self.serial, serial - self.serial <= Self.stepLimit {
      while self.serial < serial { advance() }
      return
    }
    let found = (weekYearStart, weekYearNext)
    self = DayCursor(serial)
    (weekYearStart, weekYearNext) = found
  }

  /// Whether the day passes every day part of a rule, BYWEEKNO counted in the week-year that
  /// holds the day. One function with the cursor's fields at hand: the walk asks it of every
  /// day of a period.
  @inline(__always)
  mutating func passes(_ parts: RuleDayParts) -> Bool {
    if parts.monthMask != 0, parts.monthMask & (1 << UInt16(month)) == 0 { return false }
    if !parts.weekNumbers.isEmpty {
      if serial < weekYearStart || serial >= weekYearNext {
        (weekYearStart, weekYearNext) = RuleDayParts.weekYear(
          holding: serial, year: year, weekStart: parts.weekStart)
      }
      let count = (weekYearNext - weekYearStart) / 7
      let number = (serial - weekYearStart) / 7 + 1
      if !parts.weekNumbers.contains(where: { $0 == number || $0 == number - count - 1 }) {
        return false
      }
    }
    if !parts.yearDays.isEmpty,
      !parts.yearDays.contains(where: { $0 == doy || $0 == doy - diy - 1 })
    {
      return false
    }
    if parts.monthDayPositive != 0 || parts.monthDayNegative != 0 {
      if parts.monthDayPositive & (1 << UInt32(day)) == 0,
        parts.monthDayNegative & (1 << UInt32(dim - day + 1)) == 0
      {
        return false
      }
    }
    if parts.weekdayMask != 0 || !parts.ordinals.isEmpty {
      return parts.ordinalsInMonth
        ? RuleDayParts.weekdayMatches(
          wd, mask: parts.weekdayMask, ordinals: parts.ordinals, at: day, of: dim)
        : RuleDayParts.weekdayMatches(
          wd, mask: parts.weekdayMask, ordinals: parts.ordinals, at: doy, of: diy)
    }
    return true
  }
}
