/// Proleptic Gregorian day arithmetic in pure integer math.
///
/// The algorithms are Howard Hinnant's `days_from_civil` and `civil_from_days`, exact for
/// every year representable in `Int`.
@usableFromInline
package enum GregorianMath {
  /// Whether `year` is a leap year in the proleptic Gregorian calendar.
  @inlinable
  package static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days in `month` of `year`.
  @inlinable
  package static func daysInMonth(year: Int, month: Int) -> Int {
    monthLength(month, inLeapYear: isLeapYear(year))
  }

  /// The length of `month` in the Julian and the Gregorian calendar, which differ only in
  /// which years are leap years.
  @inlinable
  static func monthLength(_ month: Int, inLeapYear leap: Bool) -> Int {
    switch month {
    case 2: leap ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date.
  @inlinable
  package static func serial(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The proleptic Gregorian date of a serial day number.
  @inlinable
  package static func civil(_ serial: Int) -> (year: Int, month: Int, day: Int) {
    let z = serial + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
