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
  /// - Complexity: Integer math for the Gregorian family (after 1582 unless proleptic); one
  ///   Foundation call otherwise.
  public func weekNumber(of day: Day) -> Int {
    if usesIntegerWeeks(day.serial) { return integerWeekNumber(day.serial) }
    return foundationWeekNumber(day)
  }

  /// Whether the week of `serial` can be computed with Gregorian integer math.
  func usesIntegerWeeks(_ serial: Int) -> Bool {
    switch system {
    case .gregorian, .iso8601, .buddhist, .republicOfChina, .japanese:
      // Before 1583-01-15 a week may belong to a year that began in the Julian calendar.
      isProleptic || serial >= firstIntegerWeekDay
    default: false
    }
  }

  /// The Gregorian week number of a serial day, from the week rules alone.
  func integerWeekNumber(_ serial: Int) -> Int {
    let year = GregorianMath.civil(serial).year
    var start = firstWeekStart(ofYear: year)
    if serial < start {
      start = firstWeekStart(ofYear: year - 1)
    } else {
      let next = firstWeekStart(ofYear: year + 1)
      if serial >= next { start = next }
    }
    return (serial - start) / 7 + 1
  }

  /// The serial day on which week 1 of the Gregorian `year` starts.
  func firstWeekStart(ofYear year: Int) -> Int {
    let january1 = GregorianMath.serial(year: year, month: 1, day: 1)
    let column = self.column(ofWeekday: Day(unchecked: january1).weekday)
    let weekStart = january1 - column
    return 7 - column >= minimumDaysInFirstWeek ? weekStart : weekStart + 7
  }

  func foundationWeekNumber(_ day: Day) -> Int {
    let clamped = min(max(day, Day.earliest), Day.latest)
    let noon = Date(timeIntervalSince1970: Double(clamped.serial) * 86_400 + 43_200)
    return foundationCalendar.component(.weekOfYear, from: noon)
  }
}

/// 1583-01-15: from here on every Gregorian week belongs to a year that began after the reform.
private let firstIntegerWeekDay = -141_335
