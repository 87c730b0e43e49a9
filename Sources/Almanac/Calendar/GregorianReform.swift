/// When the Gregorian calendar replaced the Julian one: the first day on which dates are
/// Gregorian. Before it, dates are Julian (a leap year every fourth year); the days between the
/// last Julian date and the first Gregorian one do not exist (in Great Britain, 3–13 September
/// 1752).
///
/// The reform decides the Gregorian calendar's month lengths, which days exist, day-of-year
/// and week numbers and the month grids; all of it is integer math (`JulianMath`,
/// `GregorianMath`), not Foundation, whose Gregorian calendar has the 1582 change built in.
///
/// ```swift
/// let context = CalendarContext(locale: locale, timeZone: zone, reform: .british)
/// try context.day(from: DayComponents(era: 1, year: 1752, month: 9, day: 5))  // throws
/// let sweden = GregorianReform.country("SE")?.reform  // first Gregorian day 1753-03-01
/// ```
public struct GregorianReform: Hashable, Sendable, CustomStringConvertible {
  /// The serial of the first Gregorian day: `Int.min` when every day is Gregorian,
  /// `Int.max` when none is.
  let firstSerial: Int

  private init(firstSerial: Int) {
    self.firstSerial = firstSerial
  }

  /// The reform of 1582 (the bull Inter gravissimas): 4 October 1582 (Julian) was followed by
  /// 15 October 1582 (Gregorian), in Italy, Spain, Portugal and Poland. ICU's and Foundation's
  /// Gregorian calendar, and Almanac's default.
  public static let catholic = GregorianReform(firstSerial: -141_427)

  /// Great Britain and its colonies: 2 September 1752 (Julian) was followed by 14 September
  /// 1752 (Gregorian). The default of util-linux `cal`, and of ncal outside its country table.
  public static let british = GregorianReform(firstSerial: -79_366)

  /// No reform: the proleptic Gregorian calendar for every day (ISO 8601; util-linux
  /// `cal --reform gregorian` and `--iso`).
  public static let proleptic = GregorianReform(firstSerial: .min)

  /// Never reformed: the Julian calendar for every day (ncal `-J`, util-linux
  /// `cal --reform julian`).
  public static let julian = GregorianReform(firstSerial: .max)

  /// The earliest first Gregorian day a reform can have: 1582-10-15, the day the Gregorian
  /// calendar began.
  package static let earliestFirstDay = Day(unchecked: -141_427)

  /// A reform whose first Gregorian day is `day`.
  ///
  /// - Parameter firstGregorianDay: The first day written as a Gregorian date, from
  ///   `earliestFirstDay` (1582-10-15) through ``Day/latest``.
  /// - Throws: ``DayError/outOfRange(_:)`` for a day before 1582-10-15 or outside the
  ///   supported days.
  public init(firstGregorianDay: Day) throws(DayError) {
    guard firstGregorianDay >= Self.earliestFirstDay, firstGregorianDay.isSupported else {
      throw .outOfRange(
        "reform date \(firstGregorianDay) (the first Gregorian day must be 1582-10-15 through "
          + "9999-12-31)")
    }
    self.init(firstSerial: firstGregorianDay.serial)
  }

  /// A reform given as its last Julian date, as ncal's country table writes it (Great
  /// Britain: 1752-09-02).
  ///
  /// - Parameters:
  ///   - year: The Julian year, 1582 through 9999.
  ///   - month: The month, 1 through 12.
  ///   - day: The day of the month in the Julian calendar.
  /// - Throws: ``DayError`` for a date that does not exist in the Julian calendar, or whose
  ///   next day is not in 1582-10-15 through 9999-12-31.
  package init(lastJulianYear year: Int, month: Int, day: Int) throws(DayError) {
    try DayError.check(
      year: year, month: month, day: day, years: 1582...9999,
      year: "Julian year \(year) of a reform", calendar: "Julian ",
      daysInMonth: JulianMath.daysInMonth)
    let next = Day(unchecked: JulianMath.serial(year: year, month: month, day: day) + 1)
    try self.init(firstGregorianDay: next)
  }

  /// The first Gregorian day, or `nil` for ``proleptic`` and ``julian``.
  public var firstGregorianDay: Day? {
    isProleptic || isJulian ? nil : Day(unchecked: firstSerial)
  }

  /// The last day of the Julian calendar (the day before ``firstGregorianDay``), or `nil` for
  /// ``proleptic`` and ``julian``.
  package var lastJulianDay: Day? {
    firstGregorianDay.map { $0.adding(days: -1) }
  }

  /// Whether every day is Gregorian (no reform).
  public var isProleptic: Bool { firstSerial == .min }

  /// Whether every day is Julian (never reformed).
  package var isJulian: Bool { firstSerial == .max }

  /// Whether `day` is written in the Gregorian calendar under this reform.
  ///
  /// - Parameter day: The day.
  /// - Returns: `true` from the first Gregorian day on.
  package func isGregorian(_ day: Day) -> Bool {
    day.serial >= firstSerial
  }

  /// `proleptic`, `julian`, or the first Gregorian day as `YYYY-MM-DD`.
  public var description: String {
    if isProleptic { return "proleptic" }
    if isJulian { return "julian" }
    return Day(unchecked: firstSerial).description
  }
}

extension GregorianReform {
  /// The year, month and day of a serial day: Gregorian from the reform on, Julian before.
  func civil(_ serial: Int) -> (year: Int, month: Int, day: Int) {
    serial >= firstSerial ? GregorianMath.civil(serial) : JulianMath.civil(serial)
  }

  /// The serial of a date, or `nil` if the date does not exist (February 30) or the reform
  /// skipped it.
  ///
  /// - Precondition: `year` is range-checked by the caller (1…9999 and a little around it).
  @inline(__always)
  func serial(year: Int, month: Int, day: Int) -> Int? {
    guard (1...12).contains(month), day >= 1 else { return nil }
    if day <= GregorianMath.daysInMonth(year: year, month: month) {
      let gregorian = GregorianMath.serial(year: year, month: month, day: day)
      if gregorian >= firstSerial { return gregorian }
    }
    if day <= JulianMath.daysInMonth(year: year, month: month) {
      let julian = JulianMath.serial(year: year, month: month, day: day)
      if julian < firstSerial { return julian }
    }
    return nil
  }

  /// Whether the date exists in one of the two calendars but this reform skipped it.
  func skips(year: Int, month: Int, day: Int) -> Bool {
    guard serial(year: year, month: month, day: day) == nil, (1...12).contains(month), day >= 1
    else { return false }
    return day <= JulianMath.daysInMonth(year: year, month: month)
  }

  /// The serial of the first day and the number of days of a month, or `nil` if the reform
  /// skipped the whole month.
  ///
  /// A month that the reform cuts is shorter (September 1752 in Britain: 1, 2, 14…30, 19
  /// days); it can begin after its 1st (Albania, December 1912: 14…31) or end before its last
  /// day (Germany, February 1700: 1…18).
  @inline(__always)
  func monthSpan(year: Int, month: Int) -> (first: Int, count: Int)? {
    let gregorianLength = GregorianMath.daysInMonth(year: year, month: month)
    let julianLength = JulianMath.daysInMonth(year: year, month: month)
    let start: Int
    if let first = serial(year: year, month: month, day: 1) {
      start = first
    } else {
      let reformDay = civil(firstSerial)
      guard reformDay.year == year, reformDay.month == month else { return nil }
      start = firstSerial
    }
    let end: Int
    let gregorianLast = GregorianMath.serial(year: year, month: month, day: gregorianLength)
    let julianLast = JulianMath.serial(year: year, month: month, day: julianLength)
    if gregorianLast >= firstSerial {
      end = gregorianLast
    } else if julianLast < firstSerial {
      end = julianLast
    } else {
      end = firstSerial - 1
    }
    return (start, end - start + 1)
  }

  /// The serial of the first day of `year` (the first of its months the reform left).
  func yearStart(_ year: Int) -> Int {
    // Every year but the reform's begins on its 1 January (the first month's span would
    // begin there too): week numbers ask this several times per month laid out.
    if let first = serial(year: year, month: 1, day: 1) { return first }
    for month in 1...12 {
      if let span = monthSpan(year: year, month: month) { return span.first }
    }
    // Unreachable: a reform skips under 80 days, never a whole year.
    return GregorianMath.serial(year: year, month: 1, day: 1)
  }
}
