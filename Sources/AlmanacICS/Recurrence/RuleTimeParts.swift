/// The time parts of a rule (BYHOUR, BYMINUTE, BYSECOND) as ``ByPart``'s table reads them:
/// at DAILY and above every part expands a kept day into its times of day (a part the rule
/// leaves out takes DTSTART's value); at HOURLY, MINUTELY and SECONDLY the parts the table marks
/// Limit decide which periods pass, and the finer ones expand a period into its candidates.
struct RuleTimeParts {
  /// The values of each part, sorted, without repeats (BYSECOND=60 read as 59); empty where
  /// the rule has none and the part limits.
  let hours: [Int]
  let minutes: [Int]
  let seconds: [Int]
  /// The same values as bit masks (bit h, m, s), for the limits of sub-daily periods.
  let hourMask: UInt32
  let minuteMask: UInt64
  let secondMask: UInt64
  /// The seconds of the day a kept day expands to, sorted (day-based frequencies; `[0]` for a
  /// DATE start; empty for sub-daily frequencies).
  let ofDay: [Int]

  /// Reads the time parts of `rule` for periods of `frequency` from `start`.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - start: DTSTART, whose time fills the parts that expand and that the rule leaves out.
  ///   - frequency: The frequency the periods have (DAILY for a DATE start of a sub-daily rule).
  init(rule: RecurrenceRule, start: ICSDateTime, frequency: RecurrenceRule.Frequency) {
    // Values out of the RFC's ranges (possible only through the public properties; the parser
    // refuses them) are dropped, so that no shift below can trap.
    let byHour = rule.byHour.filter { (0...23).contains($0) }
    let byMinute = rule.byMinute.filter { (0...59).contains($0) }
    let bySecond = rule.bySecond.filter { (0...60).contains($0) }
    func values(_ given: [Int], _ part: ByPart, default value: Int) -> [Int] {
      given.isEmpty
        ? (part.action(at: frequency) == .expand ? [value] : []) : Array(Set(given)).sorted()
    }
    hours = values(byHour, .hour, default: start.hour)
    minutes = values(byMinute, .minute, default: start.minute)
    seconds = values(bySecond.map { min($0, 59) }, .second, default: start.second)
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
      ofDay = [0]
    } else if frequency >= .daily {
      var list: [Int] = []
      for h in hours {
        for m in minutes { for s in seconds { list.append(h * 3600 + m * 60 + s) } }
      }
      ofDay = list
    } else {
      ofDay = []
    }
  }

  /// The values of the parts that limit the periods of a sub-daily `frequency`: BYHOUR,
  /// BYMINUTE below HOURLY and BYSECOND for SECONDLY, every value where the part is absent, and
  /// `[0]` for the parts that expand (they make candidates within a period instead).
  ///
  /// - Parameter frequency: HOURLY, MINUTELY or SECONDLY.
  /// - Returns: The hours, minutes and seconds a period may start at.
  func limiting(at frequency: RecurrenceRule.Frequency) -> (
    hours: [Int], minutes: [Int], seconds: [Int]
  ) {
    func values(_ part: ByPart, _ mask: UInt64, _ list: [Int], all: Int) -> [Int] {
      part.action(at: frequency) == .expand ? [0] : mask == 0 ? Array(0..<all) : list
    }
    return (
      values(.hour, UInt64(hourMask), hours, all: 24),
      values(.minute, minuteMask, minutes, all: 60),
      values(.second, secondMask, seconds, all: 60)
    )
  }
}
