/// The two ways churches compute Easter Sunday, the first Sunday after the ecclesiastical
/// full moon on or after 21 March: with the Gregorian calendar and its lunar corrections
/// (Western churches since 1583), or with the Julian calendar and the 19-year Metonic cycle
/// (the Orthodox churches, and every church before 1583).
///
/// Both give a ``Day``, which any calendar can show: Orthodox Easter (``julian``) is 30 March
/// 2026 in the Julian calendar, and the same day is 12 April 2026 in the Gregorian one.
///
/// ```swift
/// let western = try EasterComputus.gregorian.easterSunday(year: 2026)  // 2026-04-05
/// let orthodox = try EasterComputus.julian.easterSunday(year: 2026)    // 2026-04-12
/// ```
package enum EasterComputus: String, CaseIterable, Hashable, Sendable, Codable {
  /// The Gregorian computus (the "Anonymous Gregorian algorithm" of Meeus, Astronomical
  /// Algorithms, ch. 8).
  case gregorian
  /// The Julian computus (Meeus's Julian algorithm), as the Orthodox churches use it.
  case julian

  /// The computus Western churches used in `year`: the Gregorian one from 1583 (the first
  /// Easter after the reform of October 1582), the Julian one before, as ncal does.
  ///
  /// - Parameter year: The year.
  /// - Returns: ``gregorian`` from 1583, else ``julian``.
  package static func western(year: Int) -> EasterComputus {
    year >= 1583 ? .gregorian : .julian
  }

  /// The years whose Easter this type computes: those whose Easter is a supported ``Day``.
  package static let supportedYears = 1...9999

  /// Easter Sunday of `year` as month and day in this computus's own calendar: Gregorian for
  /// ``gregorian``, Julian for ``julian``.
  ///
  /// - Parameter year: The year, in ``supportedYears``.
  /// - Returns: The month (3 or 4) and day.
  /// - Throws: ``DayError/outOfRange(_:)`` outside ``supportedYears``.
  package func easterDate(year: Int) throws(DayError) -> (month: Int, day: Int) {
    guard Self.supportedYears.contains(year) else {
      throw .outOfRange("Easter of year \(year) (years 1…9999)")
    }
    switch self {
    case .julian:
      let a = year % 4
      let b = year % 7
      let c = year % 19
      let d = (19 * c + 15) % 30
      let e = (2 * a + 4 * b - d + 34) % 7
      return ((d + e + 114) / 31, (d + e + 114) % 31 + 1)
    case .gregorian:
      let a = year % 19
      let b = year / 100
      let c = year % 100
      let d = b / 4
      let e = b % 4
      let f = (b + 8) / 25
      let g = (b - f + 1) / 3
      let h = (19 * a + b - d - g + 15) % 30
      let i = c / 4
      let k = c % 4
      let l = (32 + 2 * e + 2 * i - h - k) % 7
      let m = (a + 11 * h + 22 * l) / 451
      return ((h + l - 7 * m + 114) / 31, (h + l - 7 * m + 114) % 31 + 1)
    }
  }

  /// Easter Sunday of `year` by this computus.
  ///
  /// - Parameter year: The year, in ``supportedYears``.
  /// - Returns: The day (a Sunday).
  /// - Throws: ``DayError/outOfRange(_:)`` outside ``supportedYears``.
  package func easterSunday(year: Int) throws(DayError) -> Day {
    let (month, day) = try easterDate(year: year)
    let serial =
      switch self {
      case .gregorian: GregorianMath.serial(year: year, month: month, day: day)
      case .julian: JulianMath.serial(year: year, month: month, day: day)
      }
    return try Day(serial: serial)
  }
}
