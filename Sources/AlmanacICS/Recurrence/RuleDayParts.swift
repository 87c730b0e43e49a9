import Almanac

/// The day parts of a rule (BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY, BYDAY), WKST and
/// BYSETPOS, ready for the walk: masks and lists whose test of one day is a few bit operations
/// (``DayCursor/passes(_:)``; see ``ByPart`` for how expanding and limiting parts become one
/// test per day).
///
/// What the rule leaves out comes from DTSTART (RFC 5545 §3.3.10): without BYYEARDAY,
/// BYMONTHDAY and BYDAY, a YEARLY rule repeats DTSTART's month and day (or its weekday in the
/// BYWEEKNO weeks), a MONTHLY rule its day of the month and a WEEKLY rule its weekday.
struct RuleDayParts {
  /// BYMONTH: bit m for month m.
  let monthMask: UInt16
  /// BYMONTHDAY: bit d for day d, and for day d from the end.
  let monthDayPositive: UInt32
  let monthDayNegative: UInt32
  /// BYYEARDAY, ±1…366.
  let yearDays: [Int]
  /// BYWEEKNO, ±1…53, counted in weeks that start on ``weekStart``.
  let weekNumbers: [Int]
  /// BYDAY: plain weekdays as a mask (bit w, 1 = Sunday), and the ordinal entries.
  let weekdayMask: UInt8
  let ordinals: [(weekday: Int, ordinal: Int)]
  /// Whether BYDAY's ordinals count in the month (MONTHLY, or YEARLY with BYMONTH: the table's
  /// notes 1 and 2) rather than in the year.
  let ordinalsInMonth: Bool
  /// Whether any day part is present (without one, every day of a period is kept).
  let hasFilter: Bool
  /// BYSETPOS, ±1…366.
  let setPositions: [Int]
  /// WKST as a Calendar weekday (1 = Sunday; Monday when absent or out of range).
  let weekStart: Int

  /// Reads the day parts of `rule` for periods of `frequency` from `start`.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - start: DTSTART, whose date fills what the rule leaves out.
  ///   - frequency: The frequency the periods have (DAILY for a DATE start of a sub-daily rule).
  init(rule: RecurrenceRule, start: ICSDateTime, frequency: RecurrenceRule.Frequency) {
    weekStart = (1...7).contains(rule.weekStart) ? rule.weekStart : 2
    let (_, m0, d0) = start.day.gregorian
    // Values out of the RFC's ranges (possible only through the public properties; the parser
    // refuses them) are dropped, so that no shift or conversion below can trap.
    var byMonth = rule.byMonth.filter { (1...12).contains($0) }
    var byMonthDay = rule.byMonthDay.filter { $0 != 0 && $0.magnitude <= 31 }
    var byDay = rule.byDay.filter { (1...7).contains($0.weekday) && $0.ordinal.magnitude <= 53 }
    let byWeekNumber = rule.byWeekNumber.filter { $0 != 0 && $0.magnitude <= 53 }
    if rule.byYearDay.isEmpty, byMonthDay.isEmpty, byDay.isEmpty {
      switch frequency {
      case .yearly where !byWeekNumber.isEmpty:
        byDay = [RecurrenceRule.WeekdayNumber(weekday: start.day.weekday)]
      case .yearly:
        if byMonth.isEmpty { byMonth = [m0] }
        byMonthDay = [d0]
      case .monthly: byMonthDay = [d0]
      case .weekly: byDay = [RecurrenceRule.WeekdayNumber(weekday: start.day.weekday)]
      default: break
      }
    }
    var months: UInt16 = 0
    for m in byMonth { months |= 1 << UInt16(m) }
    monthMask = months
    var positive: UInt32 = 0
    var negative: UInt32 = 0
    for d in byMonthDay {
      if d > 0 { positive |= 1 << UInt32(d) } else { negative |= 1 << UInt32(-d) }
    }
    monthDayPositive = positive
    monthDayNegative = negative
    yearDays = rule.byYearDay.filter { $0 != 0 && $0.magnitude <= 366 }
    weekNumbers = byWeekNumber
    (weekdayMask, ordinals) = Self.splitWeekdays(byDay, frequency: frequency)
    ordinalsInMonth = frequency == .monthly || !byMonth.isEmpty
    hasFilter =
      months != 0 || positive != 0 || negative != 0 || !yearDays.isEmpty || !weekNumbers.isEmpty
      || weekdayMask != 0 || !ordinals.isEmpty
    setPositions = rule.bySetPosition.filter { $0 != 0 && $0.magnitude <= 366 }
  }

  /// Whether BYMONTH expands the periods of `frequency` into the days of its months only (a
  /// YEARLY rule without BYYEARDAY, whose days are counted in the whole year).
  func expandsByMonth(at frequency: RecurrenceRule.Frequency) -> Bool {
    monthMask != 0 && yearDays.isEmpty && ByPart.month.action(at: frequency) == .expand
  }

  /// BYSETPOS applied to one period's candidates (sorted): the named ones, sorted, each once.
  ///
  /// - Parameters:
  ///   - candidates: The period's candidates; replaced by those BYSETPOS keeps.
  ///   - scratch: Room reused from period to period.
  func applySetPositions(to candidates: inout [Int], scratch: inout [Int]) {
    scratch.removeAll(keepingCapacity: true)
    let n = candidates.count
    for position in setPositions {
      let i = position > 0 ? position - 1 : n + position
      if i >= 0, i < n { scratch.append(candidates[i]) }
    }
    scratch.sort()
    candidates.removeAll(keepingCapacity: true)
    var last = Int.min
    for value in scratch where value != last {
      candidates.append(value)
      last = value
    }
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

  /// The serial of the first day of the week (by `weekStart`) that holds `serial`.
  static func weekStart(of serial: Int, weekStart: Int) -> Int {
    serial - (DayCursor.day(serial).weekday - weekStart + 7) % 7
  }

  /// The first day of week 1 of `year` with weeks starting on `weekStart` (ISO rule: the week
  /// holding the year's 4th of January).
  static func firstWeek(of year: Int, weekStart: Int) -> Int {
    Self.weekStart(of: GregorianMath.serial(year: year, month: 1, day: 4), weekStart: weekStart)
  }

  /// The first days of the week-year that holds `serial` (a day of `year`) and of the next one:
  /// 29 December may be in week 1 of the next year, and 1 January in the last week of the
  /// year before. The periods of a YEARLY rule are calendar years, also with BYWEEKNO: a year's
  /// candidates are its own days, each numbered in the week-year that holds it (RFC 5545
  /// §3.3.10; python-dateutil and libical agree). So 30 December 2024 is a day of 2024 in week 1
  /// (of 2025), and 1 January 2027 a day of 2027 in week 53 (of 2026).
  static func weekYear(holding serial: Int, year: Int, weekStart: Int) -> (start: Int, next: Int) {
    let start = firstWeek(of: year, weekStart: weekStart)
    if serial < start { return (firstWeek(of: year - 1, weekStart: weekStart), start) }
    let next = firstWeek(of: year + 1, weekStart: weekStart)
    if serial >= next { return (next, firstWeek(of: year + 2, weekStart: weekStart)) }
    return (start, next)
  }
}
