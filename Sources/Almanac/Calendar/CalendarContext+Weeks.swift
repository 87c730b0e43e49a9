import Foundation

extension CalendarContext {
  /// The week of the year that contains `day`, by this context's first weekday and minimum
  /// days in the first week: ISO 8601 week numbers for `iso8601`, US week numbers for en_US.
  ///
  /// A week belongs to the year that holds at least ``minimumDaysInFirstWeek`` of its days, so
  /// the last days of December can be in week 1 and the first days of January in week 52 or 53.
  /// Calendars outside the Gregorian family count weeks in their own year (a Persian year
  /// starts at Nowruz).
  ///
  /// - Parameter day: The day.
  /// - Returns: The week number, 1 through 53 (Gregorian family), as Foundation numbers it
  ///   for other calendars.
  /// - Complexity: Integer math for the Gregorian and ISO 8601 calendars (the reformed calendar
  ///   counts Julian years before 1583) and for Buddhist, Japanese and ROC after 1582; one
  ///   Foundation call otherwise.
  public func weekNumber(of day: Day) -> Int {
    if usesIntegerWeeks(day.serial) { return integerWeekNumber(day.serial) }
    return foundationWeekNumber(day)
  }

  /// Whether the week of `serial` can be computed with integer math.
  func usesIntegerWeeks(_ serial: Int) -> Bool {
    switch system {
    case .gregorian, .iso8601: true
    // Their years differ from Gregorian years only in number, but before 1583 Foundation mixes
    // in the Julian calendar with eras of its own.
    case .buddhist, .republicOfChina, .japanese: isProleptic || serial >= firstIntegerWeekDay
    default: false
    }
  }

  /// The week number of a serial day, from the week rules and the year starts alone.
  func integerWeekNumber(_ serial: Int) -> Int {
    var year = GregorianMath.civil(serial).year
    // The reformed calendar's years before 1583 start on Julian 1 January, up to ten days later.
    while serial < yearStart(year) { year -= 1 }
    while serial >= yearStart(year + 1) { year += 1 }
    var start = firstWeekStart(ofYear: year)
    if serial < start {
      start = firstWeekStart(ofYear: year - 1)
    } else {
      let next = firstWeekStart(ofYear: year + 1)
      if serial >= next { start = next }
    }
    return (serial - start) / 7 + 1
  }

  /// The serial day on which week 1 of `year` starts.
  func firstWeekStart(ofYear year: Int) -> Int {
    let first = yearStart(year)
    let column = self.column(ofWeekday: Day(unchecked: first).weekday)
    let weekStart = first - column
    return 7 - column >= minimumDaysInFirstWeek ? weekStart : weekStart + 7
  }

  /// The serial of 1 January of `year`: Gregorian, or Julian before 1583 in the reformed
  /// calendar (1582 began on Julian 1 January and had 355 days).
  func yearStart(_ year: Int) -> Int {
    guard !isProleptic, year < 1583 else {
      return GregorianMath.serial(year: year, month: 1, day: 1)
    }
    // Julian day number of Julian 1 January (Richards' algorithm), then days since 1970.
    let shifted = year + 4799
    let julianDayNumber = 1 + 306 + 365 * shifted + shifted / 4 - 32_083
    return julianDayNumber - 2_440_588
  }

  func foundationWeekNumber(_ day: Day) -> Int {
    let clamped = min(max(day, Day.earliest), Day.latest)
    let noon = Date(timeIntervalSince1970: Double(clamped.serial) * 86_400 + 43_200)
    return foundationCalendar.component(.weekOfYear, from: noon)
  }
}

/// 1583-01-15: from here on every Gregorian week belongs to a year that began after the reform.
private let firstIntegerWeekDay = -141_335
