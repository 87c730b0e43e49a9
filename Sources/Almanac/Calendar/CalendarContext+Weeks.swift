import AlmanacPrimitives
import Foundation

extension CalendarContext {
  /// The week of the year that contains `day`, by this context's first weekday and minimum
  /// days in the first week: ISO 8601 week numbers for `iso8601`, US week numbers for en_US.
  ///
  /// A week belongs to the year that holds at least ``minimumDaysInFirstWeek`` of its days, so
  /// the last days of December can be in week 1 and the first days of January in week 52 or 53.
  /// Calendars outside the Gregorian family count weeks in their own year (a Persian year
  /// starts at Nowruz, a Hebrew year at Tishri), as Foundation does.
  ///
  /// - Parameter day: The day.
  /// - Returns: The week number, 1 through 53 (up to 55 in a long lunisolar year).
  /// - Complexity: Integer math for the Gregorian and ISO 8601 calendars (the reformed calendar
  ///   counts Julian years before its ``reform``) and for Buddhist, Japanese and ROC after 1582; for
  ///   other calendars, integer math from the year's start, found with Foundation once per
  ///   year and cached.
  package func weekNumber(of day: Day) -> Int {
    if usesIntegerWeeks(day.serial) { return integerWeek(day.serial).number }
    if let years = calendarYears(around: month(containing: day)),
      let number = weekNumber(day.serial, in: years)
    {
      return number
    }
    return foundationWeekNumber(day)
  }

  /// Whether the week of `serial` can be computed with Gregorian-year integer math.
  func usesIntegerWeeks(_ serial: Int) -> Bool {
    traits.usesIntegerWeeks(serial)
  }

  /// The week number of a serial day and the first day after it on which a week 1 starts,
  /// from the week rules and Gregorian (or Julian) years.
  func integerWeek(_ serial: Int) -> (number: Int, nextWeekOne: Int) {
    var year = reform.civil(serial).year
    // Julian years start on Julian 1 January; the year of a reform is shorter.
    while serial < yearStart(year) { year -= 1 }
    while serial >= yearStart(year + 1) { year += 1 }
    var start = firstWeekStart(ofYear: year)
    let nextWeekOne: Int
    if serial < start {
      nextWeekOne = start
      start = firstWeekStart(ofYear: year - 1)
    } else {
      let next = firstWeekStart(ofYear: year + 1)
      if serial >= next {
        start = next
        nextWeekOne = firstWeekStart(ofYear: year + 2)
      } else {
        nextWeekOne = next
      }
    }
    return ((serial - start) / 7 + 1, nextWeekOne)
  }

  /// The serial day on which week 1 of the Gregorian (or Julian) `year` starts.
  func firstWeekStart(ofYear year: Int) -> Int {
    firstWeekStart(yearStartingOn: yearStart(year))
  }

  /// The serial day on which week 1 starts, for a year that starts on serial day `first`.
  func firstWeekStart(yearStartingOn first: Int) -> Int {
    let column = self.column(ofWeekday: Day(unchecked: first).weekday)
    let weekStart = first - column
    return 7 - column >= minimumDaysInFirstWeek ? weekStart : weekStart + 7
  }

  /// The serial of 1 January of `year`: Gregorian, or Julian before the reform (1582 began on
  /// Julian 1 January and had 355 days with the 1582 reform).
  func yearStart(_ year: Int) -> Int {
    reform.yearStart(year)
  }

  /// The week number of `serial` from the starts of the years around it, or `nil` if it lies
  /// outside them.
  func weekNumber(_ serial: Int, in years: CalendarYears) -> Int? {
    let first: Int
    let previous: Int?
    let next: Int?
    if serial < years.start {
      guard serial >= years.previous else { return nil }
      (previous, first, next) = (nil, years.previous, years.start)
    } else if serial >= years.next {
      (previous, first, next) = (years.start, years.next, nil)
    } else {
      (previous, first, next) = (years.previous, years.start, years.next)
    }
    let weekOne = firstWeekStart(yearStartingOn: first)
    if serial < weekOne {
      guard let previous else { return nil }
      return (serial - firstWeekStart(yearStartingOn: previous)) / 7 + 1
    }
    if let next, serial >= firstWeekStart(yearStartingOn: next) { return 1 }
    // Past the next year's start the year after it is unknown; a layout never gets that far.
    if next == nil, serial - first > 350 { return nil }
    return (serial - weekOne) / 7 + 1
  }

  /// The starts of the calendar year of `month` and of the years before and after it, found
  /// with Foundation once per year and cached; `nil` where a year start cannot be found (at
  /// the ends of the supported range).
  func calendarYears(around month: CalendarMonth) -> CalendarYears? {
    let key = YearKey(system: system, reform: reform, era: month.era, year: month.year)
    if let known = yearCache.withLock({ $0[key] }) { return known }
    // Every calendar year here has 353 to 385 days: 386 days after a year's start lies in the
    // next year.
    guard let start = yearStart(containing: month.firstDay.serial),
      let previous = yearStart(containing: start - 1),
      let next = yearStart(containing: start + 386)
    else { return nil }
    let years = CalendarYears(previous: previous, start: start, next: next)
    yearCache.withLock { $0[key] = years }
    return years
  }

  private func yearStart(containing serial: Int) -> Int? {
    let day = Day(unchecked: serial)
    guard day.isSupported else { return nil }
    let parts = components(of: day)
    let first = try? self.day(
      from: DayComponents(era: parts.era, year: parts.year, month: 1, day: 1))
    guard let first, first <= day else { return nil }
    return first.serial
  }

  func foundationWeekNumber(_ day: Day) -> Int {
    let clamped = min(max(day, Day.earliest), Day.latest)
    let noon = clamped.noonUTC
    // The context's own calendar counts its weeks, unless components come from another one
    // (Amete Alem's from Amete Mihret), which then takes the context's week rules.
    guard system.family.componentIdentifier(system) != system.foundationIdentifier else {
      return foundationCalendar.component(.weekOfYear, from: noon)
    }
    var calendar = componentCalendar
    calendar.firstWeekday = firstWeekday
    calendar.minimumDaysInFirstWeek = minimumDaysInFirstWeek
    return calendar.component(.weekOfYear, from: noon)
  }
}

/// The first days of three consecutive years of a calendar.
struct CalendarYears {
  var previous: Int
  var start: Int
  var next: Int
}

/// Successive week numbers of the rows of a month layout: the first from the rules, the rest
/// by counting, back to 1 where the next year's week 1 starts.
struct WeekCounter {
  private let context: CalendarContext
  private let years: CalendarYears?
  private let usesIntegerMath: Bool
  private var number = 0
  private var nextWeekOne = Int.max
  private var isCounting = false

  init(context: consuming CalendarContext, month: CalendarMonth, gridStart: Int) {
    usesIntegerMath = context.usesIntegerWeeks(gridStart)
    years = usesIntegerMath ? nil : context.calendarYears(around: month)
    self.context = context
  }

  /// The week number of the row that starts on `rowStart` (rows come in order, a week apart).
  mutating func number(ofRowStartingOn rowStart: Int) -> Int {
    if isCounting {
      if rowStart < nextWeekOne {
        number += 1
      } else {
        number = 1
        nextWeekOne = Int.max
      }
      return number
    }
    if usesIntegerMath {
      // The week-one starts around the row's year are worked out once, for both.
      (number, nextWeekOne) = context.integerWeek(rowStart)
      isCounting = true
      return number
    }
    if let years, let first = context.weekNumber(rowStart, in: years) {
      number = first
      nextWeekOne = Int.max
      for start in [years.start, years.next] where nextWeekOne == Int.max {
        let weekOne = context.firstWeekStart(yearStartingOn: start)
        if weekOne > rowStart { nextWeekOne = weekOne }
      }
      isCounting = true
      return number
    }
    // No year starts (the ends of the supported range): ask Foundation about every row.
    return context.foundationWeekNumber(Day(unchecked: rowStart + 3))
  }
}

struct YearKey: Hashable {
  var system: CalendarSystem
  var reform: GregorianReform
  var era: Int
  var year: Int
}

/// Year starts of non-Gregorian calendars, shared by every context like the month cache.
let yearCache = LockedValue<[YearKey: CalendarYears]>([:])
