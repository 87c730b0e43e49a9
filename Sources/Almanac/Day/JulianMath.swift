/// Julian calendar day arithmetic in pure integer math: the calendar of Julius Caesar, a leap
/// year every fourth year, which the Gregorian reform replaced (from 1582 in Catholic
/// countries, 1752 in Britain, 1918 in Russia) and which the Orthodox churches still use for
/// their feasts.
///
/// Serial day numbers are those of ``Day`` (days since 1970-01-01, proleptic Gregorian), so
/// a Julian date and a Gregorian date name the same ``Day`` when they are the same day. The
/// formulas are the Julian Day Number conversions of the Explanatory Supplement to the
/// Astronomical Almanac (1992), exact for years from 1.
package enum JulianMath {
  /// Whether `year` is a leap year in the Julian calendar (every year divisible by 4).
  ///
  /// - Parameter year: The year.
  /// - Returns: `true` for a leap year.
  @inlinable
  package static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0
  }

  /// The number of days in `month` of `year` in the Julian calendar.
  ///
  /// - Parameters:
  ///   - year: The year.
  ///   - month: The month, 1…12.
  /// - Returns: 28…31.
  @inlinable
  package static func daysInMonth(year: Int, month: Int) -> Int {
    GregorianMath.monthLength(month, inLeapYear: isLeapYear(year))
  }

  /// The serial day (days since 1970-01-01) of a Julian calendar date.
  ///
  /// - Parameters:
  ///   - year: The year, 1 or later.
  ///   - month: The month, 1…12.
  ///   - day: The day of the month.
  /// - Returns: The serial day number.
  @inlinable
  package static func serial(year: Int, month: Int, day: Int) -> Int {
    let a = (14 - month) / 12
    let y = year + 4800 - a
    let m = month + 12 * a - 3
    let julianDayNumber = day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32_083
    return julianDayNumber - 2_440_588
  }

  /// The Julian calendar date of a serial day number.
  ///
  /// - Parameter serial: Days since 1970-01-01; from Julian 0001-01-01 (serial -719,164) on.
  /// - Returns: Year, month and day in the Julian calendar.
  @inlinable
  package static func civil(_ serial: Int) -> (year: Int, month: Int, day: Int) {
    let c = serial + 2_440_588 + 32_082
    let d = (4 * c + 3) / 1461
    let e = c - 1461 * d / 4
    let m = (5 * e + 2) / 153
    let day = e - (153 * m + 2) / 5 + 1
    let month = m + 3 - 12 * (m / 10)
    return (d - 4800 + m / 10, month, day)
  }
}

extension Day {
  /// The day's year, month and day in the Julian calendar.
  package var julian: (year: Int, month: Int, day: Int) {
    JulianMath.civil(serial)
  }
}
