import Almanac

/// An RRULE (RFC 5545 §3.3.10): frequency, interval, end (COUNT or UNTIL) and BY* parts.
///
/// `RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")` reads the text and
/// ``description`` writes it back; expand it with ``RecurrenceSet``.
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
  /// The FREQ part.
  public enum Frequency: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// Every second.
    case secondly
    /// Every minute.
    case minutely
    /// Every hour.
    case hourly
    /// Every day.
    case daily
    /// Every week.
    case weekly
    /// Every month.
    case monthly
    /// Every year.
    case yearly

    /// The RFC name (`DAILY`).
    public var name: String {
      ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"][rawValue]
    }

    /// Orders by length of the period.
    public static func < (lhs: Frequency, rhs: Frequency) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One BYDAY entry: a weekday, optionally with an ordinal (`-1SU`, `2MO`).
  public struct WeekdayNumber: Hashable, Sendable, CustomStringConvertible {
    /// The weekday, 1 = Sunday … 7 = Saturday (as `Day.weekday`).
    public var weekday: Int
    /// The ordinal (1 = first, -1 = last), or 0 for every such weekday.
    public var ordinal: Int

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - weekday: 1 = Sunday … 7 = Saturday.
    ///   - ordinal: 0 for every, else ±1 … ±53.
    public init(weekday: Int, ordinal: Int = 0) {
      precondition((1...7).contains(weekday), "weekday must be 1 (Sunday) through 7 (Saturday)")
      self.weekday = weekday
      self.ordinal = ordinal
    }

    /// `MO`, `-1SU`, `2TU`.
    public var description: String {
      (ordinal == 0 ? "" : String(ordinal)) + RecurrenceRule.weekdayNames[weekday - 1]
    }
  }

  static let weekdayNames = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

  /// The largest INTERVAL read from text (RFC 5545 sets no bound; a million periods of any
  /// frequency is past the year 9999 for every frequency but SECONDLY and MINUTELY).
  public static let intervalLimit = 1_000_000

  /// The largest COUNT read from text, 2^31 - 1 as in libical (RFC 5545 sets no bound; a bound
  /// keeps every sum on it far from overflow).
  public static let countLimit = 2_147_483_647

  /// The frequency.
  public var frequency: Frequency
  /// The interval, at least 1.
  public var interval: Int = 1
  /// The number of instances (DTSTART included), if bounded by COUNT.
  public var count: Int?
  /// The last possible instance, if bounded by UNTIL.
  public var until: ICSDateTime?
  /// BYSECOND values (0 … 60).
  public var bySecond: [Int] = []
  /// BYMINUTE values (0 … 59).
  public var byMinute: [Int] = []
  /// BYHOUR values (0 … 23).
  public var byHour: [Int] = []
  /// BYDAY entries.
  public var byDay: [WeekdayNumber] = []
  /// BYMONTHDAY values (±1 … ±31).
  public var byMonthDay: [Int] = []
  /// BYYEARDAY values (±1 … ±366).
  public var byYearDay: [Int] = []
  /// BYWEEKNO values (±1 … ±53).
  public var byWeekNumber: [Int] = []
  /// BYMONTH values (1 … 12; 1 … 13 in the Coptic and Ethiopic RSCALE calendars).
  public var byMonth: [Int] = []
  /// BYMONTH leap months (RFC 7529 `5L`: the leap month after month 5), only with ``scale``.
  public var byLeapMonth: [Int] = []
  /// RSCALE (RFC 7529): the calendar whose years, months and days the rule counts in, or `nil`
  /// for RFC 5545's Gregorian rule.
  public var scale: CalendarSystem?
  /// SKIP (RFC 7529), only with ``scale``; `nil` when not written, which means ``Skip/omit``.
  public var skip: Skip?
  /// BYSETPOS values (±1 … ±366).
  public var bySetPosition: [Int] = []
  /// WKST: the first day of the week, 1 = Sunday … 7 = Saturday (default Monday, 2).
  public var weekStart: Int = 2
  /// Parts this engine does not know (`X-NAME=value`), kept for writing.
  public var extensions: [String] = []
  /// Whether WKST was written (so that writing gives it back).
  var hasWeekStart = false

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - frequency: The frequency.
  ///   - interval: The interval, at least 1.
  public init(frequency: Frequency, interval: Int = 1) {
    precondition(interval >= 1, "interval must be at least 1")
    self.frequency = frequency
    self.interval = interval
  }

  /// Parses RRULE text such as `FREQ=WEEKLY;COUNT=10;BYDAY=TU,TH` (an `RRULE:` prefix is
  /// accepted).
  ///
  /// The lenient form (the default) reads every rule it can give a meaning to, as the peers do;
  /// the strict form also refuses the combinations RFC 5545 §3.3.10 forbids: BYWEEKNO with a
  /// frequency other than YEARLY (the lenient form applies it as a limit, as python-dateutil
  /// does), BYDAY ordinals (`1MO`) outside MONTHLY and YEARLY or with BYWEEKNO, BYMONTHDAY with
  /// WEEKLY, and BYYEARDAY with DAILY, WEEKLY or MONTHLY.
  ///
  /// - Parameters:
  ///   - text: The rule.
  ///   - isStrict: Whether to refuse what RFC 5545 forbids although it has a meaning.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` naming the bad part, with its column in the text.
  /// - Complexity: O(*n*) in the length of the text.
  public init(parsing text: String, isStrict: Bool = false) throws(ICSError) {
    var body = Substring(text)
    var column = 1
    if body.uppercased().hasPrefix("RRULE:") {
      body = body.dropFirst(6)
      column += 6
    }
    var frequency: Frequency?
    var rule = RecurrenceRule(frequency: .daily)
    var seen = Set<String>()
    var monthColumn: Int?
    var skipColumn: Int?
    var columns: [String: Int] = [:]
    for part in body.split(separator: ";", omittingEmptySubsequences: false) {
      defer { column += part.utf8.count + 1 }
      if part.isEmpty { continue }
      func fail(_ why: String) -> ICSError {
        .invalidValue(ICSLocation(file: "", line: 1, column: column), why)
      }
      guard let equals = part.firstIndex(of: "=") else {
        throw fail("rule part \"\(part)\" has no '='")
      }
      let name = part[..<equals].uppercased()
      let value = String(part[part.index(after: equals)...])
      guard !seen.contains(name) else { throw fail("\(name) appears twice") }
      seen.insert(name)
      columns[name] = column
      func positive(upTo limit: Int) throws(ICSError) -> Int {
        guard let number = RecurrenceRule.integer(Substring(value)), number >= 1, number <= limit
        else { throw fail("\(name) \"\(value)\" is not an integer in 1...\(limit)") }
        return number
      }
      func integers(_ range: ClosedRange<Int>, signed: Bool) throws(ICSError) -> [Int] {
        var out: [Int] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
          // `magnitude` rather than `abs`: abs(Int.min) traps, and hostile files write it.
          guard let number = RecurrenceRule.integer(item),
            signed
              ? number.magnitude >= UInt(range.lowerBound)
                && number.magnitude <= UInt(range.upperBound)
              : range.contains(number)
          else {
            let span =
              signed
              ? "±\(range.lowerBound)...±\(range.upperBound)"
              : "\(range.lowerBound)...\(range.upperBound)"
            throw fail("\(name) value \"\(item)\" is not an integer in \(span)")
          }
          out.append(number)
        }
        return out
      }
      switch name {
      case "FREQ":
        guard let match = Frequency.allCases.first(where: { $0.name == value.uppercased() }) else {
          throw fail(
            "FREQ \"\(value)\" is not one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY"
          )
        }
        frequency = match
      case "INTERVAL":
        rule.interval = try positive(upTo: RecurrenceRule.intervalLimit)
      case "COUNT":
        rule.count = try positive(upTo: RecurrenceRule.countLimit)
      case "UNTIL":
        do {
          rule.until = try ICSDateTime(parsing: value)
        } catch {
          throw fail("UNTIL \"\(value)\": \(error.reason)")
        }
      case "BYSECOND": rule.bySecond = try integers(0...60, signed: false)
      case "BYMINUTE": rule.byMinute = try integers(0...59, signed: false)
      case "BYHOUR": rule.byHour = try integers(0...23, signed: false)
      case "BYMONTHDAY": rule.byMonthDay = try integers(1...31, signed: true)
      case "BYYEARDAY": rule.byYearDay = try integers(1...366, signed: true)
      case "BYWEEKNO": rule.byWeekNumber = try integers(1...53, signed: true)
      case "BYMONTH":
        // Leap months (`5L`) and months past 12 are checked against RSCALE once all is read.
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
          let isLeap = item.hasSuffix("L") || item.hasSuffix("l")
          guard let number = RecurrenceRule.integer(isLeap ? item.dropLast() : item),
            (1...13).contains(number), !item.hasPrefix("+"), !item.hasPrefix("-")
          else {
            throw fail("BYMONTH value \"\(item)\" is not a month such as 3 (or 5L with RSCALE)")
          }
          if isLeap { rule.byLeapMonth.append(number) } else { rule.byMonth.append(number) }
          monthColumn = monthColumn ?? column
        }
      case "RSCALE":
        guard let system = RecurrenceRule.scale(named: value) else {
          throw fail(
            "RSCALE \"\(value)\" is not a calendar of this engine: "
              + CalendarSystem.allCases.map(\.rscaleName).joined(separator: ", "))
        }
        rule.scale = system
      case "SKIP":
        guard let skip = Skip(rawValue: value.uppercased()) else {
          throw fail("SKIP \"\(value)\" is not one of OMIT, BACKWARD, FORWARD")
        }
        rule.skip = skip
        skipColumn = column
      case "BYSETPOS": rule.bySetPosition = try integers(1...366, signed: true)
      case "BYDAY":
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
          let upper = item.uppercased()
          guard upper.count >= 2,
            let weekday = RecurrenceRule.weekdayNames.firstIndex(of: String(upper.suffix(2)))
          else { throw fail("BYDAY value \"\(item)\" is not a weekday such as MO, 2TU or -1SU") }
          let prefix = upper.dropLast(2)
          var ordinal = 0
          if !prefix.isEmpty {
            guard let number = RecurrenceRule.integer(prefix),
              number != 0,
              number.magnitude <= 53
            else { throw fail("BYDAY ordinal in \"\(item)\" is not ±1 through ±53") }
            ordinal = number
          }
          rule.byDay.append(WeekdayNumber(weekday: weekday + 1, ordinal: ordinal))
        }
      case "WKST":
        guard let weekday = RecurrenceRule.weekdayNames.firstIndex(of: value.uppercased()) else {
          throw fail("WKST \"\(value)\" is not one of SU, MO, TU, WE, TH, FR, SA")
        }
        rule.weekStart = weekday + 1
        rule.hasWeekStart = true
      default:
        guard name.hasPrefix("X-") else { throw fail("unknown rule part \"\(name)\"") }
        rule.extensions.append(String(part))
      }
    }
    guard let frequency else {
      throw .invalidValue(ICSLocation(file: "", line: 1, column: 1), "the rule has no FREQ")
    }
    guard rule.count == nil || rule.until == nil else {
      throw .invalidValue(
        ICSLocation(file: "", line: 1, column: 1), "COUNT and UNTIL cannot both be given")
    }
    if let skipColumn, rule.scale == nil {
      throw .invalidValue(
        ICSLocation(file: "", line: 1, column: skipColumn),
        "SKIP is allowed only with RSCALE (RFC 7529 §3.1)")
    }
    if let monthColumn {
      let limit = rule.scale.map { ScaleCalendar(system: $0).monthLimit } ?? 12
      if let bad = (rule.byMonth + rule.byLeapMonth).first(where: { $0 > limit }) {
        throw .invalidValue(
          ICSLocation(file: "", line: 1, column: monthColumn),
          "BYMONTH value \(bad) is not a month of the \(rule.scale?.rscaleName ?? "GREGORIAN") "
            + "calendar (1...\(limit))")
      }
      if rule.scale == nil, let leap = rule.byLeapMonth.first {
        throw .invalidValue(
          ICSLocation(file: "", line: 1, column: monthColumn),
          "BYMONTH value \(leap)L names a leap month, which needs RSCALE (RFC 7529)")
      }
    }
    rule.frequency = frequency
    if isStrict { try RecurrenceRule.checkStrict(rule, columns: columns) }
    self = rule
  }

  /// The combinations RFC 5545 §3.3.10 forbids though they have a meaning.
  static func checkStrict(_ rule: RecurrenceRule, columns: [String: Int]) throws(ICSError) {
    func fail(_ part: String, _ why: String) -> ICSError {
      .invalidValue(ICSLocation(file: "", line: 1, column: columns[part] ?? 1), why)
    }
    let name = rule.frequency.name
    if !rule.byWeekNumber.isEmpty, rule.frequency != .yearly {
      throw fail("BYWEEKNO", "BYWEEKNO is allowed only with FREQ=YEARLY, not \(name) (RFC 5545)")
    }
    if rule.byDay.contains(where: { $0.ordinal != 0 }) {
      if rule.frequency != .monthly, rule.frequency != .yearly {
        throw fail(
          "BYDAY", "BYDAY ordinals (1MO, -1FR) are allowed only with MONTHLY and YEARLY (RFC 5545)")
      }
      if rule.frequency == .yearly, !rule.byWeekNumber.isEmpty {
        throw fail("BYDAY", "BYDAY ordinals are not allowed with BYWEEKNO (RFC 5545)")
      }
    }
    if !rule.byMonthDay.isEmpty, rule.frequency == .weekly {
      throw fail("BYMONTHDAY", "BYMONTHDAY is not allowed with FREQ=WEEKLY (RFC 5545)")
    }
    if !rule.byYearDay.isEmpty, [.daily, .weekly, .monthly].contains(rule.frequency) {
      throw fail("BYYEARDAY", "BYYEARDAY is not allowed with FREQ=\(name) (RFC 5545)")
    }
  }

  /// The calendar of an RSCALE name: CLDR's names (`GREGORIAN`, `HEBREW`, `ISLAMIC-CIVIL`,
  /// `ETHIOPIC-AMETE-ALEM`, …) and the BCP 47 ones (`gregory`, `ethioaa`), any case.
  static func scale(named name: String) -> CalendarSystem? {
    CalendarSystem(name: name)
  }

  /// An optionally signed decimal integer (`+5`, `-1`, `12`), or `nil` for anything else
  /// (`+-1`, `1.5`, an empty text, a value that does not fit in `Int`).
  static func integer(_ text: Substring) -> Int? {
    let digits = text.hasPrefix("+") || text.hasPrefix("-") ? text.dropFirst() : text
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 &- 0x30 < 10 }) else { return nil }
    return Int(text.hasPrefix("+") ? digits : text)
  }

  /// The rule as RRULE text, parts in the customary order
  /// (`FREQ=MONTHLY;COUNT=10;BYDAY=1FR`).
  public var description: String {
    var parts: [String] = []
    if let scale { parts.append("RSCALE=" + scale.rscaleName) }
    parts.append("FREQ=" + frequency.name)
    if let until { parts.append("UNTIL=" + until.text) }
    if let count { parts.append("COUNT=\(count)") }
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    func list(_ name: String, _ values: [Int]) {
      if !values.isEmpty {
        parts.append(name + "=" + values.map(String.init).joined(separator: ","))
      }
    }
    list("BYSECOND", bySecond)
    list("BYMINUTE", byMinute)
    list("BYHOUR", byHour)
    if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.description).joined(separator: ",")) }
    list("BYMONTHDAY", byMonthDay)
    list("BYYEARDAY", byYearDay)
    list("BYWEEKNO", byWeekNumber)
    if byLeapMonth.isEmpty {
      list("BYMONTH", byMonth)
    } else {
      // Each leap month after the month it follows: 5,5L,6.
      let keys = byMonth.map { $0 * 2 } + byLeapMonth.map { $0 * 2 + 1 }
      let names = keys.sorted().map { "\($0 / 2)" + ($0 % 2 == 1 ? "L" : "") }
      parts.append("BYMONTH=" + names.joined(separator: ","))
    }
    list("BYSETPOS", bySetPosition)
    if let skip { parts.append("SKIP=" + skip.rawValue) }
    if hasWeekStart || weekStart != 2 {
      parts.append("WKST=" + RecurrenceRule.weekdayNames[weekStart - 1])
    }
    parts += extensions
    return parts.joined(separator: ";")
  }
}
