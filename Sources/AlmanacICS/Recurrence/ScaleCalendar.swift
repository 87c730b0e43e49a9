import Almanac
import AlmanacPrimitives
import Foundation

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

/// The month machinery of one calendar system for RFC 7529 expansion. Month numbering, leap
/// months, eras and the supported systems are the engine's (``CalendarSystem``), and
/// Gregorian-month calendars use integer math. Other years are read from Foundation one month
/// at a time, by the month's identity (era, year, month, leap flag) rather than ICU's day
/// numbers (which start some Chinese months at 0), with one to three `dateComponents` calls a
/// month, and kept in a process-wide cache, so that expansions after the first make none.
/// (``CalendarContext/months(ofYear:era:reference:)`` gives the same months but, built for
/// month views, makes some thirty calls a Chinese month the first time: 5 ms a year, against
/// 0.2 ms here.) Amete Alem months are those of Amete Mihret, whose years Foundation gets
/// right (see ``CalendarContext``).
struct ScaleCalendar: Sendable {
  let system: CalendarSystem
  /// Foundation's calendar of the system, in GMT.
  let foundation: Calendar
  /// Gregorian, ISO 8601, Buddhist, Japanese, ROC: Gregorian months, integer math.
  let hasGregorianMonths: Bool

  init(system: CalendarSystem) {
    self.system = system
    let family = system.family
    var calendar = Calendar(identifier: family.componentIdentifier(system))
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
    foundation = calendar
    hasGregorianMonths = family.hasGregorianMonths
  }

  /// A month's identity and the day of `serial` in it, from one Foundation call.
  struct MonthKey: Equatable {
    var era: Int
    var year: Int
    var month: Int
    var isLeap: Bool
  }

  func key(_ serial: Int) -> (key: MonthKey, day: Int) {
    let noon = Day(unchecked: serial).noonUTC
    let parts = foundation.dateComponents([.era, .year, .month, .day, .isLeapMonth], from: noon)
    return (
      MonthKey(
        era: parts.era ?? 0, year: parts.year ?? 0, month: parts.month ?? 0,
        isLeap: parts.isLeapMonth ?? false),
      parts.day ?? 1
    )
  }

  /// The first day of the month holding `serial`, whose key is `key`.
  func monthStart(of serial: Int, key: MonthKey, day: Int) -> Int {
    var first = serial - max(day - 1, 0)
    while self.key(first).key != key { first += 1 }
    while first - 1 >= Day.earliest.serial, self.key(first - 1).key == key { first -= 1 }
    return first
  }

  /// The largest month number a BYMONTH value may have (13 in the Coptic and Ethiopic
  /// calendars, whose thirteenth month has five or six days).
  var monthLimit: Int { system.family.monthLimit(system) }

  /// The system's family (see ``/Almanac/CalendarFamily``).
  var family: any CalendarFamily.Type { system.family }

  /// Whether the calendar has leap months (`5L`).
  var hasLeapMonths: Bool { family.hasLeapMonths(system) }

  /// The RFC 7529 number of a month as Foundation numbers it.
  func rfcMonth(_ month: Int, isLeap: Bool) -> (number: Int, isLeap: Bool) {
    family.rfc7529Month(month, isLeap: isLeap, in: system)
  }

  /// Consecutive year numbers across eras.
  func ordinal(era: Int, year: Int) -> Int {
    family.yearOrdinal(era: era, year: year, in: system)
  }

  /// The year holding `serial`, or nil outside the supported days (or when the year runs past
  /// them).
  func year(containing serial: Int) -> ScaleYear? {
    guard (try? Day(serial: serial)) != nil else { return nil }
    if hasGregorianMonths {
      return gregorianYear(GregorianMath.civil(serial).year)
    }
    // Years read before are found by day, without asking Foundation (13 µs a call for the
    // Chinese calendar, whose new moons ICU computes).
    if let cached = cachedYear(containing: serial) { return cached }
    let (found, day) = key(serial)
    let ordinal = ordinal(era: found.era, year: found.year)
    let cacheKey = ScaleYearKey(system: system, ordinal: ordinal)
    if let cached = scaleYearCache.withLock({ $0[cacheKey] }) { return cached }
    // Back to the year's first month, then forward through it.
    var first = monthStart(of: serial, key: found, day: day)
    var firstKey = found
    while first - 1 >= Day.earliest.serial {
      let (previous, previousDay) = key(first - 1)
      guard previous.era == found.era, previous.year == found.year else { break }
      first = monthStart(of: first - 1, key: previous, day: previousDay)
      firstKey = previous
    }
    if first - 1 < Day.earliest.serial { return nil }
    return year(startingAt: first, key: firstKey)
  }

  /// The year whose first month starts on `first` with identity `key`.
  func year(startingAt first: Int, key firstKey: MonthKey) -> ScaleYear? {
    let ordinal = ordinal(era: firstKey.era, year: firstKey.year)
    let cacheKey = ScaleYearKey(system: system, ordinal: ordinal)
    if let cached = scaleYearCache.withLock({ $0[cacheKey] }) { return cached }
    var months: [ScaleMonth] = []
    var start = first
    var current = firstKey
    let last = Day.latest.serial
    while true {
      // Months have 29 or 30 days (lunar and lunisolar), 29 to 31 (solar), or 5 to 6 (the
      // thirteenth Coptic and Ethiopic month): probe the 29th day, then walk.
      var length = 29
      guard start + 32 <= last else { return nil }
      if key(start + length - 1).key != current {
        while length > 1, key(start + length - 1).key != current { length -= 1 }
      } else {
        while key(start + length).key == current { length += 1 }
      }
      let (number, isLeap) = rfcMonth(current.month, isLeap: current.isLeap)
      months.append(ScaleMonth(number: number, isLeap: isLeap, first: start, count: length))
      start += length
      let next = key(start).key
      if next.era != firstKey.era || next.year != firstKey.year || months.count >= 14 { break }
      current = next
    }
    let year = ScaleYear(ordinal: ordinal, months: months)
    scaleYearCache.withLock { $0[cacheKey] = year }
    scaleYearsByDay.withLock { byDay in
      let position = ScaleCalendar.firstIndex(in: byDay[system] ?? [], after: year.first)
      if position == 0 || byDay[system]?[position - 1].first != year.first {
        byDay[system, default: []].insert(year, at: position)
      }
    }
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

  /// The index of the first year of `list` (sorted by first day) that starts after `serial`.
  static func firstIndex(in list: [ScaleYear], after serial: Int) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid].first <= serial { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// A year read before that holds `serial`, found by binary search (no Foundation call).
  func cachedYear(containing serial: Int) -> ScaleYear? {
    scaleYearsByDay.withLock { byDay -> ScaleYear? in
      guard let list = byDay[system] else { return nil }
      let position = ScaleCalendar.firstIndex(in: list, after: serial)
      guard position > 0, serial < list[position - 1].end else { return nil }
      return list[position - 1]
    }
  }

  /// The year after `year`, or nil past the supported days.
  func year(after year: ScaleYear) -> ScaleYear? {
    if hasGregorianMonths { return gregorianYear(year.ordinal + 1) }
    guard year.end + 400 <= Day.latest.serial else { return nil }
    if let cached = cachedYear(containing: year.end) { return cached }
    return self.year(startingAt: year.end, key: key(year.end).key)
  }

  /// How many months ahead a month cursor still walks year by year; further, it jumps with
  /// ``year(before:monthsAfter:)``.
  static let monthsToWalk = 48

  /// A year that starts at most `months` months after the first month of `year`, near that
  /// point, and how many months it starts after it — found without building the years between,
  /// or nil when that point is past the supported days.
  ///
  /// The count is exact: in the calendars whose months are lunations (Hebrew, Chinese, Dangi,
  /// the Islamic family) a span of whole months is its number of days divided by the mean
  /// lunation (29.530589 days) to within a few days, far less than half a month; the others
  /// (Persian, Indian: 12; Coptic, Ethiopic: 13; the Gregorian ones: 12) have the same number of
  /// months every year.
  ///
  /// - Complexity: O(1) years built (one or two), whatever `months` is.
  func year(before months: Int, monthsAfter year: ScaleYear) -> (year: ScaleYear, months: Int)? {
    let lunation = 29.530_588_853
    // Aim two years short of the target, so that the year found starts before it.
    let aim = months - 26
    guard aim > 0 else { return (year, 0) }
    if family.monthsAreLunations {
      let guess = Double(year.first) + Double(aim) * lunation
      guard guess < Double(Day.latest.serial), let found = self.year(containing: Int(guess))
      else { return nil }
      let skipped = Int((Double(found.first - year.first) / lunation).rounded())
      guard skipped >= 0, skipped <= months else { return nil }
      return (found, skipped)
    } else {
      let perYear = year.months.count
      let years = aim / perYear
      guard years > 0 else { return (year, 0) }
      guard let found = self.year(ordinal: year.ordinal + years, near: year),
        found.months.count == perYear
      else { return nil }
      return (found, years * perYear)
    }
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
        let mean = family.meanYearLength(system)
        let guess = current.first + Int((Double(difference) * mean).rounded()) + 15
        guard let found = self.year(containing: guess) else { return nil }
        current = found
      } else if difference > 0 {
        guard let found = self.year(after: current) else { return nil }
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
  /// The RFC 7529 RSCALE name (the CLDR calendar name, upper-cased): `GREGORIAN`, `HEBREW`,
  /// `ISLAMIC-CIVIL`, …
  var rscaleName: String {
    switch self {
    case .gregorian: "GREGORIAN"
    case .ethiopicAmeteAlem: "ETHIOPIC-AMETE-ALEM"
    default: rawValue.uppercased()
    }
  }
}

struct ScaleYearKey: Hashable {
  var system: CalendarSystem
  var ordinal: Int
}

/// Years of non-Gregorian calendars, shared by every expansion.
let scaleYearCache = LockedValue<[ScaleYearKey: ScaleYear]>([:])

/// The same years, per calendar, sorted by their first day (for lookups by day).
let scaleYearsByDay = LockedValue<[CalendarSystem: [ScaleYear]]>([:])
