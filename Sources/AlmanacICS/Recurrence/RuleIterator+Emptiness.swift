import Almanac
import AlmanacPrimitives

/// How a rule that can never produce an instance is found out cheaply, without walking a fixed,
/// large number of empty periods (docs/decisions/0008-recurrence-walk.md).
///
/// Two means, both exact (they never end a rule that has a later instance):
/// - Proofs at creation, O(1) or one pass over the BY* values: BYSETPOS positions all past the
///   most candidates a period can have (`FREQ=WEEKLY;BYSETPOS=9` with one weekday), month days no
///   allowed month has (`BYMONTH=2;BYMONTHDAY=30`), and, for HOURLY, MINUTELY and SECONDLY, the
///   times the INTERVAL grid can never reach (`FREQ=SECONDLY;INTERVAL=2;BYSECOND=1` from an even
///   second: the check python-dateutil makes).
/// - A bound on consecutive empty periods of one whole cycle: the proleptic Gregorian calendar
///   repeats every 400 years (146,097 days, 20,871 weeks, 4,800 months), so a day-based rule
///   with no instance in `cycle / gcd(cycle, INTERVAL)` consecutive periods has none after them.
///   Sub-daily rules check their day limits once against a whole cycle of days after a few
///   thousand empty steps.
extension RuleIterator {
  /// Days in the 400-year Gregorian cycle.
  static let cycleDays = 146_097

  static func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (a.magnitude, b.magnitude)
    while y != 0 { (x, y) = (y, x % y) }
    return Int(x)
  }

  /// The consecutive empty periods after which a rule has no instance left: one cycle of its
  /// periods, plus one (the first period may lose its candidates to the start).
  static func cycleLimit(frequency: RecurrenceRule.Frequency, interval: Int, unit: Int) -> Int {
    let k = max(1, interval)
    switch frequency {
    case .yearly: return 400 / gcd(400, k) + 1
    case .monthly: return 4_800 / gcd(4_800, k) + 1
    case .weekly: return 20_871 / gcd(20_871, k) + 1
    case .daily: return cycleDays / gcd(cycleDays, k) + 1
    default:
      let step = unit * k
      if step % 86_400 == 0 { return cycleDays / gcd(cycleDays, step / 86_400) + 1 }
      if 86_400 % step == 0 {
        // Every day has the same times; once the time and day proofs pass, a gap is at most a
        // cycle of days that fail (one step each: the walk jumps to the next day) plus one day
        // of steps.
        return cycleDays + 86_400 + 2
      }
      // The grid and the calendar repeat together every lcm(step, cycle) seconds.
      let cycleSeconds = cycleDays * 86_400
      return cycleSeconds / gcd(cycleSeconds, step) + 1
    }
  }

  /// Whether the BY* parts can never select a candidate, whatever the period.
  func provablyEmpty() -> Bool {
    // BYSETPOS: every position past the most candidates one period can have.
    if !setPositions.isEmpty {
      let most = mostCandidatesPerPeriod()
      if setPositions.allSatisfy({ $0.magnitude > UInt(most) }) { return true }
    }
    // BYMONTHDAY: no allowed month has that many days.
    if monthDayPositive != 0 || monthDayNegative != 0 {
      var longest = 0
      for month in 1...12 where monthMask == 0 || monthMask & (1 << UInt16(month)) != 0 {
        longest = max(longest, month == 2 ? 29 : GregorianMath.daysInMonth(year: 1, month: month))
      }
      var possible = false
      for day in 1...31 where day <= longest {
        if monthDayPositive & (1 << UInt32(day)) != 0 || monthDayNegative & (1 << UInt32(day)) != 0
        {
          possible = true
        }
      }
      if !possible { return true }
    }
    // Sub-daily: no limited time of day lies on the INTERVAL grid.
    if frequency < .daily, !timesReachable() { return true }
    return false
  }

  /// An upper bound on the candidates of one period (before BYSETPOS).
  func mostCandidatesPerPeriod() -> Int {
    let weekdays = weekdayMask == 0 && ordinals.isEmpty ? 7 : weekdayMask.nonzeroBitCount
    switch frequency {
    case .yearly: return 371 * times.count
    case .monthly: return 31 * times.count
    case .weekly: return (ordinals.isEmpty ? weekdays : 7) * times.count
    case .daily: return times.count
    case .hourly: return max(1, minutes.count) * max(1, seconds.count)
    case .minutely: return max(1, seconds.count)
    case .secondly: return 1
    }
  }

  /// Whether some time of day the sub-daily filters allow lies on the grid `alignedStart +
  /// n × unit × INTERVAL` (the grid reaches exactly the times ≡ alignedStart modulo
  /// gcd(step, 86,400)).
  func timesReachable() -> Bool {
    let step = unit * interval
    let modulus = RuleIterator.gcd(step, 86_400)
    let origin = alignedStart.floorModulo(modulus)
    let (hourList, minuteList, secondList) = limitedTimeParts()
    for h in hourList {
      for m in minuteList {
        for s in secondList where (h * 3600 + m * 60 + s) % modulus == origin { return true }
      }
    }
    return false
  }

  /// The values of the time parts that limit a sub-daily rule's periods: BYHOUR, BYMINUTE below
  /// HOURLY and BYSECOND for SECONDLY, every value where the part is absent, and `[0]` for the
  /// parts finer than the frequency (they expand each period into candidates instead).
  func limitedTimeParts() -> (hours: [Int], minutes: [Int], seconds: [Int]) {
    let hourList = hourMask == 0 ? Array(0..<24) : hours
    let minuteList =
      frequency == .hourly ? [0] : minuteMask == 0 ? Array(0..<60) : minutes
    let secondList = frequency == .secondly ? (secondMask == 0 ? Array(0..<60) : seconds) : [0]
    return (hourList, minuteList, secondList)
  }

  /// Whether some day of a whole 400-year cycle passes the day limits (BYMONTH, BYMONTHDAY,
  /// BYYEARDAY, BYWEEKNO, BYDAY): if none does, no day ever will.
  func dayFilterCanMatch() -> Bool {
    var cursor = DayCursor(startDay)
    for _ in 0..<RuleIterator.cycleDays {
      if cursor.matchesInItsWeekYear(self) { return true }
      cursor.advance()
    }
    return false
  }
}

/// A day and its civil parts, stepped one day at a time without a division per day.
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

  init(_ serial: Int) {
    self.serial = serial
    (year, month, day) = GregorianMath.civil(serial)
    dim = GregorianMath.daysInMonth(year: year, month: month)
    diy = GregorianMath.isLeapYear(year) ? 366 : 365
    doy = serial - GregorianMath.serial(year: year, month: 1, day: 1) + 1
    wd = RuleIterator.day(serial).weekday
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

  @inline(__always)
  func matches(_ iterator: RuleIterator, weekYearStart: Int, weeks: Int) -> Bool {
    iterator.matches(
      serial: serial, year: year, month: month, day: day, dim: dim, doy: doy, diy: diy, wd: wd,
      weekYearStart: weekYearStart, weeks: weeks)
  }

  /// The first days of the week-year holding the cursor's day and of the next one, found
  /// again only when the cursor has left them (BYWEEKNO outside YEARLY: once a year, not
  /// three searches a day).
  var weekYearStart = Int.max
  var weekYearNext = Int.min

  /// ``matches(_:weekYearStart:weeks:)`` with BYWEEKNO counted in the week-year that holds the
  /// day.
  @inline(__always)
  mutating func matchesInItsWeekYear(_ iterator: RuleIterator) -> Bool {
    guard !iterator.weekNumbers.isEmpty else {
      return matches(iterator, weekYearStart: 0, weeks: 0)
    }
    if serial < weekYearStart || serial >= weekYearNext {
      (weekYearStart, weekYearNext) = RuleIterator.weekYear(
        holding: serial, year: year, weekStart: iterator.weekStart)
    }
    return matches(
      iterator, weekYearStart: weekYearStart, weeks: (weekYearNext - weekYearStart) / 7)
  }
}
