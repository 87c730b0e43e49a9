import Almanac
import AlmanacPrimitives

/// One instance of an expansion: its wall-clock time and its instant.
public struct Occurrence: Hashable, Sendable, Comparable {
  /// Wall-clock seconds since 1970-01-01T00:00 in the zone of the start.
  public var local: Int
  /// Seconds since 1970-01-01T00:00Z (for floating values without a zone, equal to `local`).
  public var utc: Int

  /// Creates an occurrence.
  ///
  /// - Parameters:
  ///   - local: Wall-clock seconds.
  ///   - utc: UTC seconds.
  public init(local: Int, utc: Int) {
    self.local = local
    self.utc = utc
  }

  /// Orders by instant, then wall time.
  public static func < (lhs: Occurrence, rhs: Occurrence) -> Bool {
    lhs.utc != rhs.utc ? lhs.utc < rhs.utc : lhs.local < rhs.local
  }
}

/// Lazily expands one RRULE from a start, period by period, in wall-clock time (RFC 5545
/// §3.3.10). Invalid dates (February 30) are never generated, so they are neither returned nor
/// counted; the start counts as the first instance even when the rule would not produce it.
struct RuleIterator {
  let rule: RecurrenceRule
  let frequency: RecurrenceRule.Frequency
  let interval: Int
  let start: Int
  let startDay: Int
  let zone: ICSTimeZone?
  let hasZone: Bool
  let isDate: Bool
  let count: Int?
  // Filters.
  let monthMask: UInt16
  let monthDayPositive: UInt32
  let monthDayNegative: UInt32
  let yearDays: [Int]
  let weekNumbers: [Int]
  let weekdayMask: UInt8
  let ordinals: [(weekday: Int, ordinal: Int)]
  let ordinalsInMonth: Bool
  let hasDayFilter: Bool
  let hours: [Int]
  let minutes: [Int]
  let seconds: [Int]
  let hourMask: UInt32
  let minuteMask: UInt64
  let secondMask: UInt64
  /// Sorted seconds of the day, for day-based frequencies.
  let times: [Int]
  let setPositions: [Int]
  let weekStart: Int
  // Position of the first period.
  let startYear: Int
  let startMonthIndex: Int
  let startWeek: Int
  let alignedStart: Int
  let unit: Int
  /// The most consecutive periods without an instance before the rule is taken as exhausted:
  /// one whole cycle of its periods (see ``cycleLimit(frequency:interval:unit:)``), after which
  /// the pattern repeats, so a rule empty that long is empty for ever.
  let emptyPeriodLimit: Int
  /// The BY* parts can never select a candidate (see ``provablyEmpty()``): only the start.
  var isProvablyEmpty = false
  /// Whether the day limits of a sub-daily rule were checked against a whole 400-year cycle.
  var isDayFilterChecked = false

  var period = -1
  var buffer: [Int] = []
  var scratch: [Int] = []
  var index = 0
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
  /// The last day a sub-daily rule's day limits were asked about, and their answer.
  var filteredDay = Int.min
  var filteredDayMatches = false
  /// The day the walk last reached, with its civil parts and the week-year BYWEEKNO last
  /// counted in (see ``DayCursor/weekYearStart``), kept from one period to the next: the next
  /// period's first day is nearly always a few days on, a few steps instead of a civil
  /// conversion (see ``moveCursor(to:)``).
  var lastCursor: DayCursor
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

  /// The most days ``moveCursor(to:)`` steps forward before it converts the day afresh.
  static let cursorStepLimit = 31

  /// Empty steps of a sub-daily rule after which its day limits are checked against a whole
  /// 400-year cycle of days (146,097 day tests, a millisecond), once.
  static let dayCheckThreshold = 4_096

  /// The last year any rule may reach.
  static let lastLocal = Day.latest.serial * 86_400 + 86_399

  init(
    rule: RecurrenceRule, start: ICSDateTime, zone: ICSTimeZone?,
    policy: RecurrenceSet.StartPolicy = .firstInstance
  ) {
    self.rule = rule
    startPending = policy == .firstInstance
    startFloor = policy == .firstInstance ? start.localSeconds : start.localSeconds - 1
    frequency = start.isDate && rule.frequency < .daily ? .daily : rule.frequency
    interval = min(max(1, rule.interval), RecurrenceRule.intervalLimit)
    self.start = start.localSeconds
    startDay = start.day.serial
    lastCursor = DayCursor(startDay)
    self.zone = zone
    hasZone = zone != nil
    isDate = start.isDate
    count = rule.count
    let weekStart = (1...7).contains(rule.weekStart) ? rule.weekStart : 2
    self.weekStart = weekStart
    let (y0, m0, d0) = start.day.gregorian
    let wd0 = start.day.weekday

    let (untilLocal, untilUTC) = Self.untilBounds(of: rule, start: start, zone: zone)
    emitter = InstanceEmitter(
      count: rule.count, untilLocal: untilLocal, untilUTC: untilUTC, zone: zone)
    if policy == .onlyIfGenerated {
      // Instances are the rule's own, at or after the start's instant.
      emitter.floorUTC = emitter.convert(start.localSeconds).occurrence.utc - 1
    }

    // Defaults (RFC 5545 §3.3.10: values taken from DTSTART). Values out of the RFC's ranges
    // (possible only through the public properties; the parser refuses them) are dropped, so
    // that no shift or conversion below can trap.
    var byMonth = rule.byMonth.filter { (1...12).contains($0) }
    var byMonthDay = rule.byMonthDay.filter { $0 != 0 && $0.magnitude <= 31 }
    var byDay = rule.byDay.filter { (1...7).contains($0.weekday) && $0.ordinal.magnitude <= 53 }
    let byWeekNumber = rule.byWeekNumber.filter { $0 != 0 && $0.magnitude <= 53 }
    if rule.byYearDay.isEmpty, byMonthDay.isEmpty, byDay.isEmpty {
      switch frequency {
      case .yearly where !byWeekNumber.isEmpty:
        // The days of the weeks, on DTSTART's weekday (what the rule does not say comes from
        // DTSTART, §3.3.10).
        byDay = [RecurrenceRule.WeekdayNumber(weekday: wd0)]
      case .yearly:
        if byMonth.isEmpty { byMonth = [m0] }
        byMonthDay = [d0]
      case .monthly: byMonthDay = [d0]
      case .weekly: byDay = [RecurrenceRule.WeekdayNumber(weekday: wd0)]
      default: break
      }
    }
    var mask16: UInt16 = 0
    for m in byMonth { mask16 |= 1 << UInt16(m) }
    monthMask = mask16
    var positive: UInt32 = 0
    var negative: UInt32 = 0
    for d in byMonthDay {
      if d > 0 { positive |= 1 << UInt32(d) } else { negative |= 1 << UInt32(-d) }
    }
    monthDayPositive = positive
    monthDayNegative = negative
    yearDays = rule.byYearDay.filter { $0 != 0 && $0.magnitude <= 366 }
    // With other frequencies than YEARLY (which RFC 5545 does not allow; refused by the strict
    // parser), BYWEEKNO limits the days the rule gives, as in python-dateutil.
    weekNumbers = byWeekNumber
    (weekdayMask, ordinals) = Self.splitWeekdays(byDay, frequency: frequency)
    ordinalsInMonth = frequency == .monthly || !byMonth.isEmpty
    hasDayFilter =
      mask16 != 0 || positive != 0 || negative != 0 || !yearDays.isEmpty || !weekNumbers.isEmpty
      || weekdayMask != 0 || !ordinals.isEmpty

    // Times.
    let h0 = start.hour
    let mi0 = start.minute
    let s0 = start.second
    let byHour = rule.byHour.filter { (0...23).contains($0) }
    let byMinute = rule.byMinute.filter { (0...59).contains($0) }
    let bySecond = rule.bySecond.filter { (0...60).contains($0) }
    hours =
      byHour.isEmpty ? (frequency > .hourly ? [h0] : []) : Array(Set(byHour)).sorted()
    minutes =
      byMinute.isEmpty
      ? (frequency > .minutely ? [mi0] : []) : Array(Set(byMinute)).sorted()
    seconds =
      bySecond.isEmpty
      ? (frequency > .secondly ? [s0] : []) : Array(Set(bySecond.map { min($0, 59) })).sorted()
    var hm: UInt32 = 0
    for h in hours { hm |= 1 << UInt32(h) }
    var mm: UInt64 = 0
    for m in minutes { mm |= 1 << UInt64(m) }
    var sm: UInt64 = 0
    for s in seconds { sm |= 1 << UInt64(s) }
    hourMask = hm
    minuteMask = mm
    secondMask = sm
    if start.isDate {
      times = [0]
    } else if frequency >= .daily {
      var list: [Int] = []
      for h in hours {
        for m in minutes { for s in seconds { list.append(h * 3600 + m * 60 + s) } }
      }
      times = list
    } else {
      times = []
    }
    setPositions = rule.bySetPosition.filter { $0 != 0 && $0.magnitude <= 366 }

    // The periods of a YEARLY rule are calendar years counted from DTSTART's, also with
    // BYWEEKNO: a year's candidates are its own days, each numbered in the week-year that holds
    // it (RFC 5545 §3.3.10; python-dateutil and libical agree). So 30 December 2024 is a day
    // of 2024 in week 1 (of 2025), and 1 January 2027 a day of 2027 in week 53 (of 2026).
    startYear = y0
    startMonthIndex = y0 * 12 + (m0 - 1)
    startWeek = RuleIterator.weekStart(of: startDay, weekStart: weekStart)
    switch frequency {
    case .hourly: unit = 3600
    case .minutely: unit = 60
    case .secondly: unit = 1
    default: unit = 86_400
    }
    alignedStart = self.start.floorDivided(by: unit) * unit
    emptyPeriodLimit = RuleIterator.cycleLimit(frequency: frequency, interval: interval, unit: unit)
    isProvablyEmpty = provablyEmpty()
  }

  /// The day of a serial (not range-checked), for the engine's weekday and civil date.
  @inline(__always)
  static func day(_ serial: Int) -> Day {
    Day.earliest.adding(days: serial &- Day.earliest.serial)
  }

  /// The serial of the first day of the week (by `weekStart`) that holds `serial`.
  static func weekStart(of serial: Int, weekStart: Int) -> Int {
    serial - (day(serial).weekday - weekStart + 7) % 7
  }

  /// The first day of week 1 of `year` with weeks starting on `weekStart` (ISO rule: the week
  /// holding the year's 4th of January).
  static func firstWeek(of year: Int, weekStart: Int) -> Int {
    Self.weekStart(of: GregorianMath.serial(year: year, month: 1, day: 4), weekStart: weekStart)
  }

  /// The first days of the week-year that holds `serial` (a day of `year`) and of the next one:
  /// 29 December may be in week 1 of the next year, and 1 January in the last week of the
  /// year before.
  static func weekYear(holding serial: Int, year: Int, weekStart: Int) -> (start: Int, next: Int) {
    let start = firstWeek(of: year, weekStart: weekStart)
    if serial < start { return (firstWeek(of: year - 1, weekStart: weekStart), start) }
    let next = firstWeek(of: year + 1, weekStart: weekStart)
    if serial >= next { return (next, firstWeek(of: year + 2, weekStart: weekStart)) }
    return (start, next)
  }

  /// Moves the expansion so that the next instances are those at or after `local` (roughly: a
  /// period early). Only for rules without COUNT, where nothing before needs counting.
  mutating func seek(toLocal local: Int) {
    guard count == nil, local > start else { return }
    let target: Int
    switch frequency {
    case .yearly:
      let year = GregorianMath.civil(local.floorDivided(by: 86_400)).year
      target = (year - startYear) / interval
    case .monthly:
      let c = GregorianMath.civil(local.floorDivided(by: 86_400))
      target = (c.year * 12 + c.month - 1 - startMonthIndex) / interval
    case .weekly:
      let week = RuleIterator.weekStart(
        of: local.floorDivided(by: 86_400), weekStart: weekStart)
      target = (week - startWeek) / 7 / interval
    case .daily:
      target = (local.floorDivided(by: 86_400) - startDay) / interval
    default:
      target = (local - alignedStart) / (unit * interval)
    }
    let newPeriod = target - 1
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
      return emitter.give(start)
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
        if hasDayFilter, !dayFilterCanMatch() { return false }
      }
      period += 1
      if frequency >= .daily {
        guard let firstDay = fillDays() else { return false }
        if firstDay * 86_400 > localLimit { return false }
      } else {
        guard fillTimes() else { return false }
      }
      if !setPositions.isEmpty, !buffer.isEmpty { applySetPositions() }
    }
    return true
  }

  mutating func applySetPositions() {
    scratch.removeAll(keepingCapacity: true)
    let n = buffer.count
    for position in setPositions {
      let i = position > 0 ? position - 1 : n + position
      if i >= 0, i < n { scratch.append(buffer[i]) }
    }
    scratch.sort()
    buffer.removeAll(keepingCapacity: true)
    var last = Int.min
    for value in scratch where value != last {
      buffer.append(value)
      last = value
    }
  }

  /// Fills candidates of the current day-based period; returns its first day (or nil past the
  /// supported range).
  mutating func fillDays() -> Int? {
    switch frequency {
    case .yearly:
      let year = startYear + period * interval
      guard year <= 9999 else { return nil }
      let first = GregorianMath.serial(year: year, month: 1, day: 1)
      if monthMask != 0, yearDays.isEmpty {
        for month in 1...12 where monthMask & (1 << UInt16(month)) != 0 {
          let a = GregorianMath.serial(year: year, month: month, day: 1)
          addDays(
            from: a, to: a + GregorianMath.daysInMonth(year: year, month: month), weekYearStart: 0,
            weeks: 0)
        }
      } else {
        addDays(
          from: first, to: GregorianMath.serial(year: year + 1, month: 1, day: 1), weekYearStart: 0,
          weeks: 0)
      }
      return first
    case .monthly:
      let monthIndex = startMonthIndex + period * interval
      let year = monthIndex / 12
      let month = monthIndex % 12 + 1
      guard year <= 9999 else { return nil }
      let first = GregorianMath.serial(year: year, month: month, day: 1)
      if monthMask != 0, monthMask & (1 << UInt16(month)) == 0 { return first }
      addDays(
        from: first, to: first + GregorianMath.daysInMonth(year: year, month: month),
        weekYearStart: 0, weeks: 0)
      return first
    case .weekly:
      let first = startWeek + period * interval * 7
      addDays(from: first, to: first + 7, weekYearStart: 0, weeks: 0)
      return first
    default:
      let day = startDay + period * interval
      addDays(from: day, to: day + 1, weekYearStart: 0, weeks: 0)
      return day
    }
  }

  /// Moves ``lastCursor`` to `serial`: steps it forward when `serial` is at most
  /// ``cursorStepLimit`` days after it, makes it anew (keeping the week-year found) otherwise.
  @inline(__always)
  mutating func moveCursor(to serial: Int) {
    if serial >= lastCursor.serial, serial - lastCursor.serial <= RuleIterator.cursorStepLimit {
      while lastCursor.serial < serial { lastCursor.advance() }
      return
    }
    let found = (lastCursor.weekYearStart, lastCursor.weekYearNext)
    lastCursor = DayCursor(serial)
    (lastCursor.weekYearStart, lastCursor.weekYearNext) = found
  }

  /// Adds day × time candidates for the days in `from ..< to` that pass the day filters.
  mutating func addDays(from: Int, to: Int, weekYearStart: Int, weeks: Int) {
    guard from < to else { return }
    moveCursor(to: from)
    var cursor = lastCursor
    let countsWeeks = weeks == 0 && !weekNumbers.isEmpty
    defer { lastCursor = cursor }
    while cursor.serial < to {
      if !hasDayFilter
        || (countsWeeks
          ? cursor.matchesInItsWeekYear(self)
          : cursor.matches(self, weekYearStart: weekYearStart, weeks: weeks))
      {
        let base = cursor.serial * 86_400
        for t in times { buffer.append(base + t) }
      }
      cursor.advance()
    }
  }

  @inline(__always)
  func matches(
    serial: Int, year: Int, month: Int, day: Int, dim: Int, doy: Int, diy: Int, wd: Int,
    weekYearStart: Int, weeks: Int
  ) -> Bool {
    if monthMask != 0, monthMask & (1 << UInt16(month)) == 0 { return false }
    if !weekNumbers.isEmpty {
      var start = weekYearStart
      var count = weeks
      if weeks == 0 {
        let bounds = RuleIterator.weekYear(holding: serial, year: year, weekStart: weekStart)
        start = bounds.start
        count = (bounds.next - bounds.start) / 7
      }
      let number = (serial - start) / 7 + 1
      if !weekNumbers.contains(where: { $0 == number || $0 == number - count - 1 }) { return false }
    }
    if !yearDays.isEmpty, !yearDays.contains(where: { $0 == doy || $0 == doy - diy - 1 }) {
      return false
    }
    if monthDayPositive != 0 || monthDayNegative != 0 {
      if monthDayPositive & (1 << UInt32(day)) == 0,
        monthDayNegative & (1 << UInt32(dim - day + 1)) == 0
      {
        return false
      }
    }
    if weekdayMask != 0 || !ordinals.isEmpty {
      return ordinalsInMonth
        ? RuleIterator.weekdayMatches(wd, mask: weekdayMask, ordinals: ordinals, at: day, of: dim)
        : RuleIterator.weekdayMatches(wd, mask: weekdayMask, ordinals: ordinals, at: doy, of: diy)
    }
    return true
  }

  /// A rule's UNTIL in the frame the emitter compares it in: a wall time (floating and DATE
  /// starts, DATE and local UNTIL values) or an instant (UTC and zoned starts with a UTC UNTIL).
  /// At most one of the two is set; neither without UNTIL.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - start: DTSTART.
  ///   - zone: The zone of DTSTART's wall time.
  /// - Returns: UNTIL as a wall time or as an instant.
  static func untilBounds(
    of rule: RecurrenceRule, start: ICSDateTime, zone: ICSTimeZone?
  ) -> (local: Int?, utc: Int?) {
    var untilLocal: Int?
    var untilUTC: Int?
    if let until = rule.until {
      switch until.kind {
      case .date:
        untilLocal = until.day.serial * 86_400 + (start.isDate ? 0 : 86_399)
      case .utc:
        if start.isDate {
          let local = zone?.local(fromUTC: until.localSeconds) ?? until.localSeconds
          untilLocal = local
        } else if zone != nil || start.kind == .utc {
          untilUTC = until.localSeconds
        } else {
          untilLocal = until.localSeconds
        }
      case .floating, .zoned:
        untilLocal = until.localSeconds
      }
    }
    if start.kind == .utc {
      untilUTC = untilUTC ?? untilLocal
      untilLocal = nil
    }
    return (untilLocal, untilUTC)
  }

  /// BYDAY split as both iterators read it: plain weekdays (and, outside MONTHLY and YEARLY,
  /// where RFC 5545 gives ordinals no meaning, ordinal ones too) as a mask with bit `weekday`
  /// set, and the ordinal entries (`2MO`, `-1FR`) as pairs.
  ///
  /// - Parameters:
  ///   - byDay: The rule's BYDAY entries, weekdays already checked to be 1…7.
  ///   - frequency: The rule's FREQ.
  /// - Returns: The weekday mask and the ordinal entries.
  static func splitWeekdays(
    _ byDay: [RecurrenceRule.WeekdayNumber], frequency: RecurrenceRule.Frequency
  ) -> (mask: UInt8, ordinals: [(weekday: Int, ordinal: Int)]) {
    var mask: UInt8 = 0
    var ordinals: [(weekday: Int, ordinal: Int)] = []
    let ordinalsApply = frequency == .monthly || frequency == .yearly
    for entry in byDay {
      if entry.ordinal == 0 || !ordinalsApply {
        mask |= 1 << UInt8(entry.weekday)
      } else {
        ordinals.append((entry.weekday, entry.ordinal))
      }
    }
    return (mask, ordinals)
  }

  /// The BYDAY test, shared by the Gregorian and the RSCALE iterators: a weekday of the mask, or
  /// an nth (or nth-last) such weekday of its month or year, the day being the `position`th of
  /// `length`.
  @inline(__always)
  static func weekdayMatches(
    _ wd: Int, mask: UInt8, ordinals: [(weekday: Int, ordinal: Int)], at position: Int,
    of length: Int
  ) -> Bool {
    if mask & (1 << UInt8(wd)) != 0 { return true }
    for entry in ordinals where entry.weekday == wd {
      if entry.ordinal == (position - 1) / 7 + 1 || entry.ordinal == -((length - position) / 7 + 1)
      {
        return true
      }
    }
    return false
  }

  /// Fills candidates of the current sub-daily period; false past the supported range.
  mutating func fillTimes() -> Bool {
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
    if hasDayFilter {
      // The day's answer is kept: the periods of a day that passes ask again and again.
      if day != filteredDay {
        filteredDay = day
        moveCursor(to: day)
        var cursor = lastCursor
        filteredDayMatches = cursor.matchesInItsWeekYear(self)
        lastCursor = cursor
      }
      if !filteredDayMatches {
        // Jump to the first period of the next day.
        let next = (day + 1) * 86_400
        period = max(period, (next - alignedStart + step - 1) / step - 1)
        return true
      }
    }
    let secondOfDay = periodStart - day * 86_400
    let hour = secondOfDay / 3600
    if hourMask != 0, hourMask & (1 << UInt32(hour)) == 0 {
      let next = day * 86_400 + (hour + 1) * 3600
      period = max(period, (next - alignedStart + step - 1) / step - 1)
      missedTime()
      return true
    }
    switch frequency {
    case .hourly:
      periodStart = day * 86_400 + hour * 3600
      for m in minutes { for s in seconds { buffer.append(periodStart + m * 60 + s) } }
    case .minutely:
      let minute = secondOfDay / 60 % 60
      if minuteMask != 0, minuteMask & (1 << UInt64(minute)) == 0 {
        missedTime()
        return true
      }
      periodStart = day * 86_400 + hour * 3600 + minute * 60
      for s in seconds { buffer.append(periodStart + s) }
    default:
      let minute = secondOfDay / 60 % 60
      if minuteMask != 0, minuteMask & (1 << UInt64(minute)) == 0 {
        // Every second of this minute fails: jump to the first period of the next minute.
        let next = day * 86_400 + hour * 3600 + (minute + 1) * 60
        period = max(period, (next - alignedStart + step - 1) / step - 1)
        missedTime()
        return true
      }
      if secondMask != 0, secondMask & (1 << UInt64(secondOfDay % 60)) == 0 {
        missedTime()
        return true
      }
      buffer.append(periodStart)
    }
    return true
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
