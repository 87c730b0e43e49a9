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
    if !days.setPositions.isEmpty {
      let most = mostCandidatesPerPeriod()
      if days.setPositions.allSatisfy({ $0.magnitude > UInt(most) }) { return true }
    }
    // BYMONTHDAY: no allowed month has that many days.
    if days.monthDayPositive != 0 || days.monthDayNegative != 0 {
      var longest = 0
      for month in 1...12 where days.monthMask == 0 || days.monthMask & (1 << UInt16(month)) != 0 {
        longest = max(longest, month == 2 ? 29 : GregorianMath.daysInMonth(year: 1, month: month))
      }
      var possible = false
      for day in 1...31 where day <= longest {
        if days.monthDayPositive & (1 << UInt32(day)) != 0
          || days.monthDayNegative & (1 << UInt32(day)) != 0
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
    let weekdays =
      days.weekdayMask == 0 && days.ordinals.isEmpty ? 7 : days.weekdayMask.nonzeroBitCount
    let perDay = times.ofDay.count
    switch frequency {
    case .yearly: return 371 * perDay
    case .monthly: return 31 * perDay
    case .weekly: return (days.ordinals.isEmpty ? weekdays : 7) * perDay
    case .daily: return perDay
    case .hourly: return max(1, times.minutes.count) * max(1, times.seconds.count)
    case .minutely: return max(1, times.seconds.count)
    case .secondly: return 1
    }
  }

  /// Whether some time of day the sub-daily filters allow lies on the grid `alignedStart +
  /// n × unit × INTERVAL` (the grid reaches exactly the times ≡ alignedStart modulo
  /// gcd(step, 86,400)).
  func timesReachable() -> Bool {
    let step = periods.unit * interval
    let modulus = RuleIterator.gcd(step, 86_400)
    let origin = periods.alignedStart.floorModulo(modulus)
    let (hourList, minuteList, secondList) = times.limiting(at: frequency)
    for h in hourList {
      for m in minuteList {
        for s in secondList where (h * 3600 + m * 60 + s) % modulus == origin { return true }
      }
    }
    return false
  }

  /// Whether some day of a whole 400-year cycle passes the day limits (BYMONTH, BYMONTHDAY,
  /// BYYEARDAY, BYWEEKNO, BYDAY): if none does, no day ever will.
  func dayFilterCanMatch() -> Bool {
    var cursor = DayCursor(periods.startDay)
    for _ in 0..<RuleIterator.cycleDays {
      if cursor.passes(days) { return true }
      cursor.advance()
    }
    return false
  }
}
