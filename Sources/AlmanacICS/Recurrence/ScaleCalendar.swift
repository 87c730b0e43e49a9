import Almanac
import Foundation
import Synchronization

/// One month of a year of an RSCALE calendar, numbered as RFC 7529 numbers it: Chinese and
/// Dangi leap months are the month before them with `isLeap` (`5L`), the Hebrew Adar I is `5L`
/// and the months after it keep their common-year numbers (Adar is 6, Nisan 7, Elul 12).
struct ScaleMonth: Hashable, Sendable {
  /// The RFC 7529 month number.
  var number: Int
  /// Whether this is the leap month `numberL`.
  var isLeap: Bool
  /// The serial of its first day.
  var first: Int
  /// Its number of days.
  var count: Int
}

/// One year of an RSCALE calendar: its months in order.
struct ScaleYear: Sendable {
  /// Consecutive year number (era folded in), so that years can be counted for INTERVAL.
  var ordinal: Int
  /// The months, in order.
  var months: [ScaleMonth]
  /// The serial of the year's first day.
  var first: Int { months[0].first }
  /// The serial after the year's last day.
  var end: Int { months[months.count - 1].first + months[months.count - 1].count }
  /// The number of days.
  var dayCount: Int { end - first }

  /// The index of the month holding `serial`, which must be inside the year.
  func monthIndex(of serial: Int) -> Int {
    var low = 0
    var high = months.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if months[mid].first <= serial { low = mid } else { high = mid - 1 }
    }
    return low
  }
}

/// The month machinery of one calendar system for RFC 7529 expansion. Non-Gregorian years are
/// read from Foundation through the engine's ``CalendarContext`` (which already works around
/// ICU's odd Chinese day numbers and the Amete Alem calendar) once per month, and kept in a
/// process-wide cache: expansions after the first cost no Foundation call.
struct ScaleCalendar: Sendable {
  let system: CalendarSystem
  let context: CalendarContext
  /// Gregorian, ISO 8601, Buddhist, Japanese, ROC: Gregorian months, integer math.
  let hasGregorianMonths: Bool

  init(system: CalendarSystem) {
    self.system = system
    context = CalendarContext(
      system: system, locale: Locale(identifier: "en_US_POSIX"),
      timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt, firstWeekday: 2, minimumDaysInFirstWeek: 4,
      isProleptic: true)
    switch system {
    case .gregorian, .iso8601, .buddhist, .japanese, .republicOfChina: hasGregorianMonths = true
    default: hasGregorianMonths = false
    }
  }

  /// The largest month number a BYMONTH value may have (13 in the Coptic and Ethiopic
  /// calendars, whose thirteenth month has five or six days).
  var monthLimit: Int {
    switch system {
    case .coptic, .ethiopicAmeteMihret, .ethiopicAmeteAlem: 13
    default: 12
    }
  }

  /// Whether the calendar has leap months (`5L`).
  var hasLeapMonths: Bool {
    switch system {
    case .hebrew, .chinese, .dangi: true
    default: false
    }
  }

  /// The RFC 7529 number of a month as Foundation numbers it.
  func rfcMonth(_ month: Int, isLeap: Bool) -> (number: Int, isLeap: Bool) {
    if system == .hebrew {
      // ICU: 6 is Adar I (only in leap years), 7 is Adar / Adar II.
      if month == 6 { return (5, true) }
      return (month > 6 ? month - 1 : month, false)
    }
    return (month, isLeap)
  }

  /// Consecutive year numbers across eras.
  func ordinal(era: Int, year: Int) -> Int {
    switch system {
    case .chinese, .dangi: era * 60 + year
    case .coptic: era >= 1 ? year : 1 - year
    case .ethiopicAmeteMihret: era >= 1 ? year : year - 5_500
    default: year
    }
  }

  /// The year holding `serial`, or nil outside the supported days (or when the year runs past
  /// them).
  func year(containing serial: Int) -> ScaleYear? {
    guard let day = try? Day(serial: serial) else { return nil }
    if hasGregorianMonths {
      return gregorianYear(GregorianMath.civil(serial).year)
    }
    let month = context.month(containing: day)
    let ordinal = ordinal(era: month.era, year: month.year)
    let key = ScaleYearKey(system: system, ordinal: ordinal)
    if let cached = scaleYearCache.withLock({ $0[key] }) { return cached }
    guard let months = try? context.months(ofYear: month.year, era: month.era, reference: day),
      !months.isEmpty
    else { return nil }
    // A year cut by the end of the supported days is not a whole year.
    guard let last = months.last, (try? Day(serial: last.lastDay.serial + 1)) != nil else {
      return nil
    }
    let year = ScaleYear(
      ordinal: ordinal,
      months: months.map {
        let (number, isLeap) = rfcMonth($0.month, isLeap: $0.isLeapMonth)
        return ScaleMonth(
          number: number, isLeap: isLeap, first: $0.firstDay.serial, count: $0.dayCount)
      })
    scaleYearCache.withLock { $0[key] = year }
    return year
  }

  /// The Gregorian year `year` (no Foundation call).
  func gregorianYear(_ year: Int) -> ScaleYear? {
    guard (1...9999).contains(year) else { return nil }
    var months: [ScaleMonth] = []
    months.reserveCapacity(12)
    for month in 1...12 {
      months.append(
        ScaleMonth(
          number: month, isLeap: false,
          first: GregorianMath.serial(year: year, month: month, day: 1),
          count: GregorianMath.daysInMonth(year: year, month: month)))
    }
    return ScaleYear(ordinal: year, months: months)
  }

  /// The year after `year`, or nil past the supported days.
  func year(after year: ScaleYear) -> ScaleYear? {
    self.year(containing: year.end)
  }

  /// The year with the given ordinal, found from a day near it (jumping by mean year lengths,
  /// then walking), or nil out of range.
  func year(ordinal: Int, near year: ScaleYear) -> ScaleYear? {
    if hasGregorianMonths { return gregorianYear(ordinal) }
    var current = year
    var steps = 0
    while current.ordinal != ordinal {
      steps += 1
      if steps > 64 { return nil }
      let difference = ordinal - current.ordinal
      if abs(difference) > 2 {
        // Mean year length: 365.25 (solar), 354.37 (lunar), 365.25 (lunisolar).
        let mean = system.isLunar ? 354.367 : 365.2425
        let guess = current.first + Int((Double(difference) * mean).rounded()) + 15
        guard let found = self.year(containing: guess) else { return nil }
        current = found
      } else if difference > 0 {
        guard let found = self.year(containing: current.end) else { return nil }
        current = found
      } else {
        guard let found = self.year(containing: current.first - 1) else { return nil }
        current = found
      }
    }
    return current
  }
}

extension CalendarSystem {
  /// Whether years are twelve lunar months (the Islamic family).
  var isLunar: Bool {
    switch self {
    case .islamic, .islamicCivil, .islamicTabular, .islamicUmmAlQura: true
    default: false
    }
  }

  /// The RFC 7529 RSCALE name (the CLDR calendar name, upper-cased): `GREGORIAN`, `HEBREW`,
  /// `ISLAMIC-CIVIL`, …
  var rscaleName: String {
    self == .gregorian ? "GREGORIAN" : rawValue.uppercased()
  }
}

struct ScaleYearKey: Hashable {
  var system: CalendarSystem
  var ordinal: Int
}

/// Years of non-Gregorian calendars, shared by every expansion.
let scaleYearCache = Mutex<[ScaleYearKey: ScaleYear]>([:])
