import Almanac
import AlmanacPrimitives

/// What a ``ScaleRuleIterator`` needs besides the RFC 5545 parts of a rule.
struct ScaleParts: Sendable {
  /// The RSCALE calendar.
  var system: CalendarSystem
  /// The SKIP value.
  var skip: RecurrenceRule.Skip
  /// The BYMONTH values as (RFC 7529 number, leap month), in rule order.
  var months: [(number: Int, isLeap: Bool)]
}

/// Lazily expands a day-based RRULE (YEARLY, MONTHLY, WEEKLY, DAILY) in a calendar other than
/// the Gregorian one (RFC 7529): years and months are those of the RSCALE calendar, BYMONTH may
/// name leap months, and SKIP says what becomes of dates the calendar lacks. The start counts
/// as the first instance; COUNT and UNTIL are applied as in RFC 5545 by the Gregorian
/// iterator's own `accept`.
///
/// Order of work in one period (RFC 7529 §3.1): the months (BYMONTH, a missing leap month moved
/// by SKIP), then the days (BYMONTHDAY, an invalid day moved by SKIP; or every day of the
/// months for BYDAY), then the BYDAY/BYYEARDAY limits, the times, duplicates removed, then
/// BYSETPOS. A day moved forward out of its period waits to be merged, in order, with the next
/// period's instances.
struct ScaleRuleIterator {
  var base: RuleIterator
  let calendar: ScaleCalendar
  let skip: RecurrenceRule.Skip
  let frequency: RecurrenceRule.Frequency
  let interval: Int
  let start: Int
  let startDay: Int
  let months: [(number: Int, isLeap: Bool)]
  let monthDays: [Int]
  let yearDays: [Int]
  let weekdayMask: UInt8
  let ordinals: [(weekday: Int, ordinal: Int)]
  let hasDayFilter: Bool
  let times: [Int]
  let setPositions: [Int]
  let weekStart: Int
  /// The most consecutive periods without an instance (about a thousand years of them) before
  /// the rule is taken as exhausted. Reading a year of a non-Gregorian calendar costs some
  /// dozen Foundation calls the first time, so a rule that can never match (BYMONTHDAY=30 in
  /// a month that always has 29 days) must not walk to the year 9999; the rarest valid gaps
  /// (a Chinese leap month of one number) are far shorter.
  let emptyPeriodLimit: Int
  /// The start's year and month index in it.
  let startYear: ScaleYear?
  let startMonthIndex: Int

  var period = -1
  /// The current period's year (YEARLY, MONTHLY) and month index (MONTHLY).
  var year: ScaleYear?
  var monthIndex = 0
  /// The year holding the last day looked up (DAILY, WEEKLY filters).
  var lookup: ScaleYear?
  var buffer: [Int] = []
  var index = 0
  var carry: [Int] = []
  var days: [Int] = []
  /// Scratch arrays of `collect`, kept between periods.
  var candidates: [Int] = []
  var unique: [Int] = []
  var chosen: [Int] = []
  var startPending = true
  var lastEmitted = Int.min

  init(
    rule: RecurrenceRule, parts: ScaleParts, start: ICSDateTime, zone: ICSTimeZone?,
    policy: RecurrenceSet.StartPolicy = .firstInstance
  ) {
    var bare = rule
    bare.byMonth = []
    bare.byMonthDay = []
    bare.byDay = []
    bare.byYearDay = []
    bare.byWeekNumber = []
    bare.bySetPosition = []
    base = RuleIterator(rule: bare, start: start, zone: zone, policy: policy)
    startPending = policy == .firstInstance
    lastEmitted = base.startFloor
    calendar = ScaleCalendar(system: parts.system)
    skip = parts.skip
    frequency = base.frequency
    interval = base.interval
    let periodsPerThousandYears: Int
    switch base.frequency {
    case .yearly: periodsPerThousandYears = 1_000
    case .monthly: periodsPerThousandYears = 12_400
    case .weekly: periodsPerThousandYears = 52_200
    default: periodsPerThousandYears = 365_250
    }
    emptyPeriodLimit = max(1, periodsPerThousandYears / base.interval)
    self.start = start.localSeconds
    let day0 = start.day.serial
    startDay = day0
    weekStart = base.days.weekStart
    let startYear = calendar.year(containing: day0)
    self.startYear = startYear
    let i0 = startYear?.monthIndex(of: day0) ?? 0
    startMonthIndex = i0
    let month0 = startYear?.months[i0]
    let d0 = month0.map { day0 - $0.first + 1 } ?? 1

    // Defaults from the start (RFC 5545 §3.3.10), in the RSCALE calendar.
    // Values out of range (possible only through the public properties) are dropped.
    var months = parts.months.filter { (1...13).contains($0.number) }
    var monthDays = rule.byMonthDay.filter { $0 != 0 && $0.magnitude <= 31 }
    var byDay = rule.byDay.filter { (1...7).contains($0.weekday) && $0.ordinal.magnitude <= 53 }
    if rule.byYearDay.isEmpty, monthDays.isEmpty, byDay.isEmpty {
      switch frequency {
      case .yearly:
        if months.isEmpty, let month0 { months = [(month0.number, month0.isLeap)] }
        monthDays = [d0]
      case .monthly: monthDays = [d0]
      case .weekly: byDay = [RecurrenceRule.WeekdayNumber(weekday: start.day.weekday)]
      default: break
      }
    }
    self.months = months
    self.monthDays = monthDays
    yearDays = rule.byYearDay.filter { $0 != 0 && $0.magnitude <= 385 }
    (weekdayMask, ordinals) = RuleDayParts.splitWeekdays(byDay, frequency: frequency)
    hasDayFilter =
      !months.isEmpty || !monthDays.isEmpty || !yearDays.isEmpty || weekdayMask != 0
      || !ordinals.isEmpty
    times = base.times.ofDay
    setPositions = rule.bySetPosition.filter { $0 != 0 && $0.magnitude <= 366 }
    year = startYear
    monthIndex = i0
    lookup = startYear
  }

  /// The next instance, or `nil` when the rule is exhausted.
  mutating func next() -> Occurrence? {
    if base.emitter.isFinished { return nil }
    if startPending {
      startPending = false
      return base.emitter.give(start)
    }
    while true {
      if let occurrence = base.emitter.takeReady() { return occurrence }
      if base.emitter.isFinished { return nil }
      if base.emitter.inputEnded {
        guard base.emitter.drain() else { return nil }
        continue
      }
      if index < buffer.count {
        let candidate = buffer[index]
        index += 1
        if candidate <= lastEmitted { continue }
        lastEmitted = candidate
        if let occurrence = base.emitter.offer(candidate) { return occurrence }
        continue
      }
      if !fill() { base.emitter.inputEnded = true }
    }
  }

  /// Moves the expansion so that the next instances are those at or after `local` (roughly: a
  /// period early). Only for rules without COUNT.
  mutating func seek(toLocal local: Int) {
    guard base.count == nil, local > start, let startYear else { return }
    let day = local.floorDivided(by: 86_400)
    var target = -1
    switch frequency {
    case .yearly:
      guard let found = calendar.year(containing: day) else { return }
      target = (found.ordinal - startYear.ordinal) / interval - 1
      if target > period {
        year = calendar.year(ordinal: startYear.ordinal + target * interval, near: found)
      }
    case .monthly:
      // Walk whole periods that end before the day (years are cached, so this is cheap).
      var p = period
      var y = year
      var i = monthIndex
      if p < 0 {
        p = 0
        y = startYear
        i = startMonthIndex
      }
      var moved = false
      while true {
        var nextYear = y
        var nextIndex = i
        guard advanceMonths(&nextYear, &nextIndex), let found = nextYear else { break }
        let month = found.months[nextIndex]
        guard month.first + month.count <= day else { break }
        y = nextYear
        i = nextIndex
        p += 1
        moved = true
      }
      guard moved else { return }
      period = p
      year = y
      monthIndex = i
      discardPeriod()
      return
    case .weekly:
      let startWeek = RuleDayParts.weekStart(of: startDay, weekStart: weekStart)
      target =
        (RuleDayParts.weekStart(of: day, weekStart: weekStart) - startWeek) / 7 / interval - 1
    default:
      target = (day - startDay) / interval - 1
    }
    if target > period {
      period = target
      discardPeriod()
    }
  }

  /// Drops what the current period had buffered, after a skip to a later period.
  mutating func discardPeriod() {
    buffer.removeAll(keepingCapacity: true)
    carry.removeAll(keepingCapacity: true)
    index = 0
    startPending = false
    base.emitter.reset()
  }

  /// Steps a month cursor by INTERVAL months; false past the supported days.
  func advanceMonths(_ year: inout ScaleYear?, _ index: inout Int) -> Bool {
    guard var current = year else { return false }
    var i = index + interval
    // Far ahead (a large INTERVAL), jump close to the target year instead of building every
    // year on the way: each non-Gregorian year asks Foundation for its months.
    if i > ScaleCalendar.monthsToWalk {
      guard let (near, skipped) = calendar.year(before: i, monthsAfter: current) else {
        return false
      }
      current = near
      i -= skipped
    }
    while i >= current.months.count {
      i -= current.months.count
      guard let next = calendar.year(after: current) else { return false }
      current = next
    }
    year = current
    index = i
    return true
  }

  /// Fills the buffer with the next period that has instances; false past the supported days.
  mutating func fill() -> Bool {
    buffer.removeAll(keepingCapacity: true)
    index = 0
    var empty = 0
    while buffer.isEmpty {
      empty += 1
      if empty > emptyPeriodLimit { return flushCarry() }
      period += 1
      days.removeAll(keepingCapacity: true)
      let periodEnd: Int
      switch frequency {
      case .yearly:
        guard let startYear else { return false }
        let ordinal = startYear.ordinal + period * interval
        guard let near = year ?? self.startYear,
          let current = near.ordinal == ordinal
            ? near : calendar.year(ordinal: ordinal, near: near)
        else { return flushCarry() }
        year = current
        yearDays(current)
        guard let after = nextPeriodStartYearly(current) else {
          periodEnd = Int.max
          break
        }
        periodEnd = after
      case .monthly:
        if period > 0 {
          guard advanceMonths(&year, &monthIndex) else { return flushCarry() }
        }
        guard let current = year else { return flushCarry() }
        let month = current.months[monthIndex]
        monthDaysOf(month, in: current)
        var peekYear = year
        var peekIndex = monthIndex
        if advanceMonths(&peekYear, &peekIndex), let py = peekYear {
          periodEnd = py.months[peekIndex].first
        } else {
          periodEnd = Int.max
        }
      case .weekly:
        let first =
          RuleDayParts.weekStart(of: startDay, weekStart: weekStart) + period * interval * 7
        guard first <= Day.latest.serial else { return flushCarry() }
        for serial in first..<(first + 7) where passes(serial) { days.append(serial) }
        periodEnd = first + interval * 7
      default:
        let serial = startDay + period * interval
        guard serial <= Day.latest.serial else { return flushCarry() }
        if passes(serial) { days.append(serial) }
        periodEnd = serial + interval
      }
      collect(periodEnd: periodEnd)
    }
    return true
  }

  /// Moves what waits in `carry` to the buffer at the end of the expansion.
  mutating func flushCarry() -> Bool {
    guard !carry.isEmpty else { return false }
    buffer = carry
    carry.removeAll()
    return true
  }

  /// The first day of the YEARLY period after `year`.
  func nextPeriodStartYearly(_ year: ScaleYear) -> Int? {
    if interval == 1 { return year.end }
    return calendar.year(ordinal: year.ordinal + interval, near: year)?.first
  }

  /// Turns `days` into instances: times, sort, duplicates, BYSETPOS, and the carry.
  mutating func collect(periodEnd: Int) {
    candidates.removeAll(keepingCapacity: true)
    for day in days {
      let base = day * 86_400
      for t in times { candidates.append(base + t) }
    }
    if days.count > 1 || times.count > 1 { candidates.sort() }
    unique.removeAll(keepingCapacity: true)
    for value in candidates where unique.last != value { unique.append(value) }
    if !setPositions.isEmpty, !unique.isEmpty {
      let n = unique.count
      chosen.removeAll(keepingCapacity: true)
      for position in setPositions {
        let i = position > 0 ? position - 1 : n + position
        if i >= 0, i < n { chosen.append(unique[i]) }
      }
      chosen.sort()
      unique.removeAll(keepingCapacity: true)
      for value in chosen where unique.last != value { unique.append(value) }
    }
    if !carry.isEmpty {
      unique.append(contentsOf: carry)
      unique.sort()
      carry.removeAll(keepingCapacity: true)
    }
    let limit = periodEnd == Int.max ? Int.max : periodEnd * 86_400
    for value in unique where buffer.last != value {
      if value >= limit {
        if carry.last != value { carry.append(value) }
      } else {
        buffer.append(value)
      }
    }
  }
}

extension ScaleRuleIterator {
  /// The RSCALE parts when the rule needs this engine; `nil` when the Gregorian engine gives
  /// the same instances: no RSCALE; a calendar with Gregorian months, SKIP=OMIT and no leap
  /// month; BYWEEKNO (weeks are Gregorian, and SKIP has nothing to move); sub-daily rules
  /// (which ``RecurrenceSet`` has checked to have no limit that depends on the calendar).
  static func parts(of rule: RecurrenceRule, start: ICSDateTime) -> ScaleParts? {
    guard let system = rule.scale else { return nil }
    let frequency = start.isDate && rule.frequency < .daily ? .daily : rule.frequency
    guard frequency >= .daily, rule.byWeekNumber.isEmpty else { return nil }
    let skip = rule.skip ?? .omit
    let calendar = ScaleCalendar(system: system)
    if calendar.hasGregorianMonths, skip == .omit, rule.byLeapMonth.isEmpty,
      rule.byMonth.allSatisfy({ $0 <= 12 })
    {
      return nil
    }
    var months: [(number: Int, isLeap: Bool)] = rule.byMonth.map { ($0, false) }
    months += rule.byLeapMonth.map { ($0, true) }
    return ScaleParts(system: system, skip: skip, months: months)
  }
}
