import Almanac
import AlmanacPrimitives

/// Lazily expands one RRULE from a start, period by period, in wall-clock time (RFC 5545
/// §3.3.10). Invalid dates (February 30) are never generated, so they are neither returned nor
/// counted; the start counts as the first instance even when the rule would not produce it.
///
/// The walk follows RFC 5545's table of BY parts (``ByPart``): ``RulePeriods`` says which days
/// or times period n spans; ``RuleDayParts`` keeps the days of a day-based period that every day
/// part accepts, read from a ``DayCursor`` that steps from one period to the next;
/// ``RuleTimeParts`` expands each kept day into its times, or limits a sub-daily period (with a
/// ``TimeGrid`` to jump over periods whose time always fails); BYSETPOS picks from what a period
/// holds; and the ``InstanceEmitter`` turns the candidates into instants, in order, with UNTIL
/// and COUNT.
struct RuleIterator {
  let periods: RulePeriods
  let days: RuleDayParts
  let times: RuleTimeParts
  let count: Int?
  /// The most consecutive periods without an instance before the rule is taken as exhausted:
  /// one whole cycle of its periods (see ``cycleLimit(frequency:interval:unit:)``), after which
  /// the pattern repeats, so a rule empty that long is empty for ever.
  let emptyPeriodLimit: Int
  /// The BY* parts can never select a candidate (see ``provablyEmpty()``): only the start.
  var isProvablyEmpty = false
  /// Whether the day limits of a sub-daily rule were checked against a whole 400-year cycle.
  var isDayFilterChecked = false

  var period = -1
  /// The current period's candidates (wall times, ascending), and the next one to give.
  var buffer: [Int] = []
  var index = 0
  /// Room reused by BYSETPOS.
  var scratch: [Int] = []
  var startPending = true
  /// Candidates at or before this wall time are not instances: the start (which `next` gives
  /// first), or the second before it when the start counts only if the rule generates it.
  var startFloor: Int
  /// COUNT, UNTIL, the zone and instant order.
  var emitter: InstanceEmitter
  /// Whether the rule gives no more instances.
  var isFinished: Bool { emitter.isFinished }
  /// Empty periods walked in all (for tests that check a walk is short).
  var emptyPeriodsWalked = 0
  /// The last day a sub-daily rule's day parts were asked about, and their answer: the
  /// periods of a day that passes ask again and again.
  var checkedDay = (serial: Int.min, passes: false)
  /// The day the walk last reached, kept from one period to the next.
  var cursor: DayCursor
  /// The periods whose time of day passes a sub-daily rule's time limits (see ``TimeGrid``),
  /// made once ``TimeGrid/buildThreshold`` periods failed them; `nil` before, and for rules it
  /// does not serve.
  var timeGrid: TimeGrid?
  /// Periods whose time failed the limits, counted until the grid is looked for.
  var timeMisses = 0
  /// Whether the walk may use a ``TimeGrid`` (off only in tests, to compare the walks).
  var usesTimeGrid = true
  /// ``lastLocal``, kept here: a static read costs a `swift_once` check in every period.
  let localLimit = RuleIterator.lastLocal

  /// Empty steps of a sub-daily rule after which its day limits are checked against a whole
  /// 400-year cycle of days (146,097 day tests, a millisecond), once.
  static let dayCheckThreshold = 4_096

  /// The last year any rule may reach.
  static let lastLocal = Day.latest.serial * 86_400 + 86_399

  var frequency: RecurrenceRule.Frequency { periods.frequency }
  var interval: Int { periods.interval }

  init(
    rule: RecurrenceRule, start: ICSDateTime, zone: ICSTimeZone?,
    policy: RecurrenceSet.StartPolicy = .firstInstance
  ) {
    startPending = policy == .firstInstance
    startFloor = policy == .firstInstance ? start.localSeconds : start.localSeconds - 1
    count = rule.count
    let frequency = start.isDate && rule.frequency < .daily ? .daily : rule.frequency
    days = RuleDayParts(rule: rule, start: start, frequency: frequency)
    times = RuleTimeParts(rule: rule, start: start, frequency: frequency)
    periods = RulePeriods(rule: rule, start: start, weekStart: days.weekStart)
    cursor = DayCursor(periods.startDay)

    let (untilLocal, untilUTC) = InstanceEmitter.untilBounds(of: rule, start: start, zone: zone)
    emitter = InstanceEmitter(
      count: rule.count, untilLocal: untilLocal, untilUTC: untilUTC, zone: zone)
    if policy == .onlyIfGenerated {
      // Instances are the rule's own, at or after the start's instant.
      emitter.floorUTC = emitter.convert(start.localSeconds).occurrence.utc - 1
    }
    emptyPeriodLimit = RuleIterator.cycleLimit(
      frequency: frequency, interval: periods.interval, unit: periods.unit)
    isProvablyEmpty = provablyEmpty()
  }

  /// Moves the expansion so that the next instances are those at or after `local` (roughly: a
  /// period early). Only for rules without COUNT, where nothing before needs counting.
  mutating func seek(toLocal local: Int) {
    guard count == nil, local > periods.start else { return }
    let newPeriod = periods.period(holding: local) - 1
    if newPeriod > period {
      period = newPeriod
      buffer.removeAll(keepingCapacity: true)
      index = 0
      startPending = false
      emitter.reset()
    }
  }

  /// The next instance, or `nil` when the rule is exhausted.
  mutating func next() -> Occurrence? {
    if emitter.isFinished { return nil }
    if startPending {
      startPending = false
      return emitter.give(periods.start)
    }
    while true {
      if let occurrence = emitter.takeReady() { return occurrence }
      if emitter.isFinished { return nil }
      if emitter.inputEnded {
        guard emitter.drain() else { return nil }
        continue
      }
      if index < buffer.count {
        let candidate = buffer[index]
        index += 1
        if candidate <= startFloor { continue }
        if let occurrence = emitter.offer(candidate) { return occurrence }
        continue
      }
      if !fill() { emitter.inputEnded = true }
    }
  }

  /// Fills the buffer with the next non-empty period; false when past the last supported year.
  mutating func fill() -> Bool {
    buffer.removeAll(keepingCapacity: true)
    index = 0
    if isProvablyEmpty { return false }
    var empty = 0
    while buffer.isEmpty {
      // A rule whose filters can never match would otherwise step until the year 9999.
      empty += 1
      if empty > emptyPeriodLimit { return false }
      emptyPeriodsWalked += 1
      if empty == RuleIterator.dayCheckThreshold, frequency < .daily, !isDayFilterChecked {
        isDayFilterChecked = true
        if days.hasFilter, !dayFilterCanMatch() { return false }
      }
      period += 1
      if frequency >= .daily {
        guard let firstDay = fillDays() else { return false }
        if firstDay * 86_400 > localLimit { return false }
      } else {
        guard fillTimes() else { return false }
      }
      if !days.setPositions.isEmpty, !buffer.isEmpty {
        days.applySetPositions(to: &buffer, scratch: &scratch)
      }
    }
    return true
  }

  /// Fills candidates of the current day-based period; returns its first day (or nil past the
  /// supported range).
  mutating func fillDays() -> Int? {
    switch frequency {
    case .yearly:
      let year = periods.startYear + period * interval
      guard year <= 9999 else { return nil }
      let first = GregorianMath.serial(year: year, month: 1, day: 1)
      if days.expandsByMonth(at: .yearly) {
        for month in 1...12 where days.monthMask & (1 << UInt16(month)) != 0 {
          let a = GregorianMath.serial(year: year, month: month, day: 1)
          addDays(from: a, to: a + GregorianMath.daysInMonth(year: year, month: month))
        }
      } else {
        addDays(from: first, to: GregorianMath.serial(year: year + 1, month: 1, day: 1))
      }
      return first
    case .monthly:
      let monthIndex = periods.startMonthIndex + period * interval
      let year = monthIndex / 12
      let month = monthIndex % 12 + 1
      guard year <= 9999 else { return nil }
      let first = GregorianMath.serial(year: year, month: month, day: 1)
      if days.monthMask != 0, days.monthMask & (1 << UInt16(month)) == 0 { return first }
      addDays(from: first, to: first + GregorianMath.daysInMonth(year: year, month: month))
      return first
    case .weekly:
      let first = periods.startWeek + period * interval * 7
      addDays(from: first, to: first + 7)
      return first
    default:
      let day = periods.startDay + period * interval
      addDays(from: day, to: day + 1)
      return day
    }
  }

  /// Adds day × time candidates for the days in `from ..< to` that pass the day parts.
  mutating func addDays(from: Int, to: Int) {
    guard from < to else { return }
    cursor.move(to: from)
    // Local copies: the parts read in the loop are then known not to change under it.
    var cursor = self.cursor
    defer { self.cursor = cursor }
    let days = self.days
    let ofDay = times.ofDay
    let filters = days.hasFilter
    while cursor.serial < to {
      if !filters || cursor.passes(days) {
        let base = cursor.serial * 86_400
        for t in ofDay { buffer.append(base + t) }
      }
      cursor.advance()
    }
  }

  /// Fills candidates of the current sub-daily period; false past the supported range.
  mutating func fillTimes() -> Bool {
    let unit = periods.unit
    let alignedStart = periods.alignedStart
    let step = unit * interval
    var periodStart = alignedStart + period * step
    if periodStart > localLimit { return false }
    if let grid = timeGrid {
      let allowed = grid.next(atOrAfter: period)
      if allowed != period {
        period = allowed
        periodStart = alignedStart + period * step
        if periodStart > localLimit { return false }
      }
    }
    let day = periodStart.floorDivided(by: 86_400)
    if days.hasFilter {
      if day != checkedDay.serial { checkedDay = (day, dayPasses(day)) }
      if !checkedDay.passes {
        // Jump to the first period of the next day.
        let next = (day + 1) * 86_400
        period = max(period, (next - alignedStart + step - 1) / step - 1)
        return true
      }
    }
    let secondOfDay = periodStart - day * 86_400
    let hour = secondOfDay / 3600
    if times.hourMask != 0, times.hourMask & (1 << UInt32(hour)) == 0 {
      let next = day * 86_400 + (hour + 1) * 3600
      period = max(period, (next - alignedStart + step - 1) / step - 1)
      missedTime()
      return true
    }
    switch frequency {
    case .hourly:
      periodStart = day * 86_400 + hour * 3600
      for m in times.minutes {
        for s in times.seconds { buffer.append(periodStart + m * 60 + s) }
      }
    case .minutely:
      let minute = secondOfDay / 60 % 60
      if times.minuteMask != 0, times.minuteMask & (1 << UInt64(minute)) == 0 {
        missedTime()
        return true
      }
      periodStart = day * 86_400 + hour * 3600 + minute * 60
      for s in times.seconds { buffer.append(periodStart + s) }
    default:
      let minute = secondOfDay / 60 % 60
      if times.minuteMask != 0, times.minuteMask & (1 << UInt64(minute)) == 0 {
        // Every second of this minute fails: jump to the first period of the next minute.
        let next = day * 86_400 + hour * 3600 + (minute + 1) * 60
        period = max(period, (next - alignedStart + step - 1) / step - 1)
        missedTime()
        return true
      }
      if times.secondMask != 0, times.secondMask & (1 << UInt64(secondOfDay % 60)) == 0 {
        missedTime()
        return true
      }
      buffer.append(periodStart)
    }
    return true
  }

  /// Whether `day` passes the day parts (moving the cursor there): a function of its own, so
  /// that the day test is inlined here rather than called from the larger ``fillTimes()``.
  mutating func dayPasses(_ day: Int) -> Bool {
    cursor.move(to: day)
    return cursor.passes(days)
  }

  /// Counts a period whose time failed the limits; at the ``TimeGrid/buildThreshold``th, looks
  /// for the rule's ``TimeGrid`` (once).
  @inline(__always)
  mutating func missedTime() {
    guard timeMisses < TimeGrid.buildThreshold else { return }
    timeMisses += 1
    if timeMisses == TimeGrid.buildThreshold, usesTimeGrid { timeGrid = TimeGrid(self) }
  }
}
