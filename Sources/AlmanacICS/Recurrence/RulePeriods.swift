import Almanac
import AlmanacPrimitives

/// The periods of a rule: FREQ and INTERVAL counted from the period that holds DTSTART. Period
/// n of a YEARLY rule is the calendar year n × INTERVAL years after DTSTART's, of MONTHLY the
/// month, of WEEKLY the week (starting on WKST), of DAILY the day; a sub-daily period is one
/// unit (hour, minute or second) n × INTERVAL units after DTSTART's, in wall-clock time.
struct RulePeriods {
  /// FREQ (DAILY for a DATE start of a sub-daily rule).
  let frequency: RecurrenceRule.Frequency
  /// INTERVAL, clamped to 1…``RecurrenceRule/intervalLimit``.
  let interval: Int
  /// DTSTART in wall-clock seconds, and its day.
  let start: Int
  let startDay: Int
  /// DTSTART's year, its month as `year × 12 + month − 1`, and the first day of its week.
  let startYear: Int
  let startMonthIndex: Int
  let startWeek: Int
  /// WKST as a Calendar weekday.
  let weekStart: Int
  /// A sub-daily period's unit in seconds (3,600, 60 or 1); 86,400 for the others.
  let unit: Int
  /// DTSTART rounded down to its unit: where sub-daily period 0 starts.
  let alignedStart: Int

  init(rule: RecurrenceRule, start: ICSDateTime, weekStart: Int) {
    let frequency = start.isDate && rule.frequency < .daily ? .daily : rule.frequency
    self.frequency = frequency
    interval = min(max(1, rule.interval), RecurrenceRule.intervalLimit)
    self.start = start.localSeconds
    startDay = start.day.serial
    self.weekStart = weekStart
    let (y0, m0, _) = start.day.gregorian
    startYear = y0
    startMonthIndex = y0 * 12 + (m0 - 1)
    startWeek = RuleDayParts.weekStart(of: startDay, weekStart: weekStart)
    switch frequency {
    case .hourly: unit = 3600
    case .minutely: unit = 60
    case .secondly: unit = 1
    default: unit = 86_400
    }
    alignedStart = start.localSeconds.floorDivided(by: unit) * unit
  }

  /// The period that holds the wall time `local` (for a time before the next period's start,
  /// the period before it).
  func period(holding local: Int) -> Int {
    switch frequency {
    case .yearly:
      let year = GregorianMath.civil(local.floorDivided(by: 86_400)).year
      return (year - startYear) / interval
    case .monthly:
      let c = GregorianMath.civil(local.floorDivided(by: 86_400))
      return (c.year * 12 + c.month - 1 - startMonthIndex) / interval
    case .weekly:
      let week = RuleDayParts.weekStart(of: local.floorDivided(by: 86_400), weekStart: weekStart)
      return (week - startWeek) / 7 / interval
    case .daily:
      return (local.floorDivided(by: 86_400) - startDay) / interval
    default:
      return (local - alignedStart) / (unit * interval)
    }
  }
}
