import AlmanacPrimitives
import Foundation

/// The Gregorian family: Gregorian, ISO 8601, Buddhist, Japanese and ROC. Months and days are
/// the Gregorian calendar's, by integer math; the Gregorian calendar is Julian before its
/// ``GregorianReform`` (the Buddhist, Japanese and ROC calendars follow Foundation's 1582 reform
/// unless proleptic, ISO 8601 is always proleptic). Years and eras other than the Gregorian
/// common era come from Foundation.
enum GregorianCalendars: CalendarFamily {
  static var hasGregorianMonths: Bool { true }

  static func hasShortMonths(_ system: CalendarSystem) -> Bool { true }

  static func namesRepeat(_ system: CalendarSystem) -> (monthNames: Bool, titles: Bool) {
    (true, system != .japanese)
  }

  /// Gregorian and ISO 8601 have the Gregorian names; integer weeks for them always and for
  /// Buddhist, Japanese and ROC from 1583 (before it Foundation mixes in the Julian calendar
  /// with eras of its own) unless proleptic; Gregorian months from the reform on, and for the
  /// Gregorian calendar Julian months before it.
  static func traits(_ system: CalendarSystem, reform: GregorianReform) -> CalendarTraits {
    let isGregorian = system == .gregorian || system == .iso8601
    return CalendarTraits(
      namesAreGregorian: isGregorian,
      integerWeeksFrom: isGregorian || reform.isProleptic ? .min : firstIntegerWeekDay,
      gregorianMonthsFrom: reform.firstSerial,
      julianMonthsBefore: system == .gregorian ? reform.firstSerial : .min)
  }

  static func weekRules(_ system: CalendarSystem)
    -> (firstWeekday: Int, minimumDaysInFirstWeek: Int)?
  {
    system == .iso8601 ? (2, 4) : nil
  }

  static func reform(_ chosen: GregorianReform, in system: CalendarSystem) -> GregorianReform {
    switch system {
    case .iso8601: .proleptic
    case .buddhist, .japanese, .republicOfChina: chosen.isProleptic ? .proleptic : .catholic
    default: chosen
    }
  }

  /// ISO 8601 formats as Gregorian (it differs only in week rules).
  static func formattingIdentifier(_ system: CalendarSystem) -> Calendar.Identifier {
    system == .iso8601 ? .gregorian : system.foundationIdentifier
  }

  static func components(of day: Day, in context: CalendarContext) -> DayComponents {
    if context.system == .gregorian {
      let (year, month, dayOfMonth) = context.reform.civil(day.serial)
      return DayComponents(era: 1, year: year, month: month, day: dayOfMonth)
    }
    guard usesGregorianMath(day, reform: context.reform) else {
      return context.foundationBackedComponents(of: day)
    }
    let (year, month, dayOfMonth) = day.gregorian
    guard context.system == .iso8601 else {
      // Buddhist, Japanese, ROC: Gregorian months and days, their own eras and years.
      var parts = context.foundationComponents(of: day)
      parts.month = month
      parts.day = dayOfMonth
      return parts
    }
    return DayComponents(era: 1, year: year, month: month, day: dayOfMonth)
  }

  static func day(from components: DayComponents, in context: CalendarContext) throws(DayError)
    -> Day
  {
    let system = context.system
    if system == .gregorian, components.era == 1, !components.isLeapMonth {
      return try context.reformedDay(components)
    }
    if system == .iso8601, components.era == 1, !components.isLeapMonth,
      context.isProleptic || (components.year, components.month) > (1582, 10)
        || (components.year, components.month, components.day) >= (1582, 10, 15)
    {
      return try Day(year: components.year, month: components.month, day: components.day)
    }
    // Buddhist, Japanese, ROC: Foundation maps era and year; check the round trip.
    var parts = DateComponents()
    parts.era = components.era
    parts.year = components.year
    parts.month = components.month
    parts.day = components.day
    parts.hour = 12
    let calendar = context.foundationCalendar
    guard let date = calendar.date(from: parts) else {
      throw .invalidComponents("\(components) in the \(system.rawValue) calendar")
    }
    let day = Day(date, in: calendar.timeZone)
    guard day.isSupported else {
      throw .outOfRange("\(components) in the \(system.rawValue) calendar")
    }
    guard context.components(of: day) == components else {
      throw .invalidComponents("\(components) does not exist in the \(system.rawValue) calendar")
    }
    return day
  }

  static func month(containing day: Day, in context: CalendarContext) -> CalendarMonth {
    let system = context.system
    if system == .gregorian {
      let (year, month, _) = context.reform.civil(day.serial)
      // The month of a day exists: the reform cannot skip it.
      let span = context.reform.monthSpan(year: year, month: month) ?? (day.serial, 1)
      return CalendarMonth(
        identifier: system, era: 1, year: year, month: month, isLeapMonth: false,
        firstDay: Day(unchecked: span.first), dayCount: span.count)
    }
    if usesGregorianMath(day, reform: context.reform) {
      let (year, month, _) = day.gregorian
      if context.isProleptic || (year, month) > (1582, 10) {
        let first = Day(unchecked: GregorianMath.serial(year: year, month: month, day: 1))
        // A Japanese era that begins mid-month names the month after its first day.
        let parts = context.components(of: first)
        return CalendarMonth(
          identifier: system, era: parts.era, year: parts.year, month: month, isLeapMonth: false,
          firstDay: first,
          dayCount: GregorianMath.daysInMonth(year: year, month: month))
      }
    }
    return context.month(of: context.foundationComponents(of: day), near: day)
  }

  static func month(
    _ month: Int, ofYear year: Int, era: Int, isLeapMonth: Bool, in context: CalendarContext
  ) throws(DayError) -> CalendarMonth? {
    guard context.system == .gregorian, era == 1, !isLeapMonth, (1...9999).contains(year),
      (1...12).contains(month)
    else { return nil }
    // A month the reform cut may begin after its 1st (Albania, December 1912: 14…31).
    guard let span = context.reform.monthSpan(year: year, month: month) else {
      throw .invalidComponents(
        "\(year)-\(month.zeroPadded(to: 2)) was skipped by the Gregorian reform of "
          + "\(context.reform)")
    }
    // Julian 1 January 1 (the 1582 reform's calendar then) is proleptic 0000-12-30: the month
    // is found from its first supported day.
    return context.month(containing: try Day(serial: max(span.first, Day.earliest.serial)))
  }

  static func usesGregorianMath(_ day: Day, reform: GregorianReform) -> Bool {
    reform.isGregorian(day)
  }

  static func isIrregular(
    _ month: CalendarMonth, in system: CalendarSystem, reform: GregorianReform
  )
    -> Bool
  {
    usesGregorianMath(month.firstDay, reform: reform)
      != usesGregorianMath(month.lastDay, reform: reform)
      || (system == .gregorian && month.firstDay.serial == reform.firstSerial)
  }

  /// Foundation's Gregorian calendar switches to the Julian calendar before 1582-10-15. A
  /// proleptic day before the reform is formatted from the same month, day and weekday 400·k
  /// years later (the Gregorian cycle of 146,097 days, a whole number of weeks); a Julian day
  /// after 1582 (a later reform, or the Julian calendar) from the same date 28·k years earlier.
  static func formattingStandIn(for day: Day, in context: CalendarContext) -> (
    day: Day, year: Int
  )? {
    let system = context.system
    if context.isProleptic, system == .gregorian || system == .iso8601, day < firstReformedDay {
      let cycles = (day.days(to: firstReformedDay) + 146_096) / 146_097
      return (day.adding(days: cycles * 146_097), day.gregorian.year)
    }
    if system == .gregorian, !context.reform.isGregorian(day), day.serial >= julianFormatLimit {
      let cycles = (day.serial - julianFormatLimit) / julianCycle + 1
      return (day.adding(days: -cycles * julianCycle), day.julian.year)
    }
    return nil
  }

  static func formattingSerial(of month: CalendarMonth, in context: CalendarContext) -> (
    serial: Int, writesYear: Bool
  ) {
    let system = context.system
    var serial = month.firstDay.serial
    var writesYear = false
    // A proleptic month before 1583 is formatted from the same month 400·k years later.
    if context.isProleptic, system == .gregorian || system == .iso8601,
      serial < prolepticFormatLimit
    {
      let cycles = (prolepticFormatLimit - serial) / 146_097 + 1
      serial += cycles * 146_097
      writesYear = true
    }
    // A Julian month after 1582 from the same month 28·k years earlier.
    if system == .gregorian, !context.reform.isGregorian(month.firstDay),
      serial >= julianFormatLimit
    {
      serial -= ((serial - julianFormatLimit) / julianCycle + 1) * julianCycle
      writesYear = true
    }
    return (serial, writesYear)
  }

  /// ISO 8601 differs from Gregorian only in week rules; ICU's ISO patterns read oddly.
  static func dayTextCalendar(in context: CalendarContext) -> Calendar {
    guard context.system == .iso8601 else { return context.foundationCalendar }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = context.foundationCalendar.timeZone
    return calendar
  }

  /// The Japanese calendar writes its era.
  static func dayTextFormat(
    _ style: DayTextStyle, in system: CalendarSystem, languageIsChinese: Bool
  )
    -> DayTextFormat
  {
    switch style {
    case .full: .style(.full)
    case .long: .template(system == .japanese ? "GyMMMMd" : "yMMMMd")
    case .monthAndDay: .template("MMMMd")
    case .monthAndYear: .template(system == .japanese ? "GyMMMM" : "yMMMM")
    }
  }
}

/// 1582-10-15, the first day of the Gregorian reform.
let firstReformedDay = Day(unchecked: -141_427)

/// 1583-01-01: from here on Foundation's Gregorian calendar agrees with the proleptic one.
let prolepticFormatLimit = -141_349

/// 1582-10-15: before it Foundation's Gregorian calendar is the Julian one.
let julianFormatLimit = -141_427

/// The days of 28 Julian years, a whole number of weeks (1,461): dates repeat with their
/// weekdays.
let julianCycle = 10_227

/// 1583-01-15: from here on every Gregorian week belongs to a year that began after the reform.
let firstIntegerWeekDay = -141_335
