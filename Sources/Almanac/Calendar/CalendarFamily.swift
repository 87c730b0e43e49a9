import Foundation

/// The rules a family of calendar systems shares, behind one interface: the engine and the
/// recurrence code ask a context's family instead of testing its calendar identifier, as
/// swift-foundation puts its Gregorian and ICU calendars behind `_CalendarProtocol`.
///
/// - ``GregorianCalendars``: Gregorian, ISO 8601, Buddhist, Japanese and ROC. Months and days
///   are the Gregorian calendar's, by integer math (Julian before the Gregorian calendar's
///   ``GregorianReform``); only years and eras differ, and those come from Foundation.
/// - ``LunarCalendars``: Hebrew, Chinese, Dangi and the Islamic family, whose months are
///   lunations, read from Foundation (ICU) a month at a time and cached; the three lunisolar
///   ones have leap months.
/// - ``ArithmeticCalendars``: Persian, Indian, Coptic and Ethiopic (both eras), solar years of
///   months of fixed lengths, read from Foundation the same way.
///
/// What the families share (Foundation's components, month walks, formatting) is in the
/// extension's defaults; a family overrides what it does otherwise. The requirements are
/// static: a family holds no state, and a context reaches its family as a metatype (two words,
/// copied without reference counting), by ``CalendarSystem/family``.
package protocol CalendarFamily {
  /// Whether months and days are the Gregorian calendar's (only years and eras differ).
  static var hasGregorianMonths: Bool { get }
  /// Whether months are lunations, so that a span of whole months is its days divided by the
  /// mean lunation (29.530589 days) to within a few days.
  static var monthsAreLunations: Bool { get }

  /// Whether some months of `system` are shorter than 28 days (October 1582 of the Gregorian
  /// family, the Coptic and Ethiopic epagomenal month of 5 or 6 days).
  static func hasShortMonths(_ system: CalendarSystem) -> Bool
  /// Whether `system` has leap months (RFC 7529 `5L`: Hebrew Adar I, Chinese and Dangi leap
  /// months).
  static func hasLeapMonths(_ system: CalendarSystem) -> Bool
  /// The largest month number of a year of `system` (13 in the Coptic and Ethiopic calendars).
  static func monthLimit(_ system: CalendarSystem) -> Int
  /// Consecutive year numbers across the eras of `system`, so that years can be counted.
  static func yearOrdinal(era: Int, year: Int, in system: CalendarSystem) -> Int
  /// The RFC 7529 number of a month as Foundation numbers it (the Hebrew months after Adar I
  /// keep their common-year numbers).
  static func rfc7529Month(_ month: Int, isLeap: Bool, in system: CalendarSystem)
    -> (number: Int, isLeap: Bool)
  /// The mean length of a year of `system`, in days.
  static func meanYearLength(_ system: CalendarSystem) -> Double
  /// Whether the month names of `system` are the same every year, and whether its month titles
  /// are too, apart from the year's digits (a Japanese title names the era, which changes).
  static func namesRepeat(_ system: CalendarSystem) -> (monthNames: Bool, titles: Bool)
  /// What a context of `system` under `reform` reads for every month it lays out, worked out
  /// once when the context is made (``CalendarContext/traits``).
  static func traits(_ system: CalendarSystem, reform: GregorianReform) -> CalendarTraits

  /// The week rules `system` sets whatever the locale (ISO 8601: Monday, four days), or `nil`.
  static func weekRules(_ system: CalendarSystem)
    -> (firstWeekday: Int, minimumDaysInFirstWeek: Int)?
  /// The reform a context of `system` follows when `chosen` is asked for.
  static func reform(_ chosen: GregorianReform, in system: CalendarSystem) -> GregorianReform

  /// The Foundation calendar that computes the components of `context`'s days.
  static func componentCalendar(in context: CalendarContext) -> Calendar
  /// The identifier of the Foundation calendar that computes components of `system`.
  static func componentIdentifier(_ system: CalendarSystem) -> Calendar.Identifier
  /// The identifier of the Foundation calendar that formats month names and titles of
  /// `system`.
  static func formattingIdentifier(_ system: CalendarSystem) -> Calendar.Identifier
  /// The components of `system` that Foundation's `parts` stand for.
  static func components(fromFoundation parts: DateComponents, in system: CalendarSystem)
    -> DayComponents
  /// The era and year Foundation takes for `components` of `system`.
  static func foundationEraAndYear(of components: DayComponents, in system: CalendarSystem)
    throws(DayError) -> (era: Int, year: Int)

  /// The components of `day` (see ``CalendarContext/components(of:)``).
  static func components(of day: Day, in context: CalendarContext) -> DayComponents
  /// The day of `components` (see ``CalendarContext/day(from:)``).
  static func day(from components: DayComponents, in context: CalendarContext) throws(DayError)
    -> Day
  /// The month that holds `day` (see ``CalendarContext/month(containing:)``).
  static func month(containing day: Day, in context: CalendarContext) -> CalendarMonth
  /// The month of that number, year and era found by the family's own math, or `nil` where the
  /// month is to be found from its first day's components.
  static func month(
    _ month: Int, ofYear year: Int, era: Int, isLeapMonth: Bool, in context: CalendarContext
  ) throws(DayError) -> CalendarMonth?
  /// Whether `day` is on the Gregorian side of the reform in a calendar of Gregorian months.
  static func usesGregorianMath(_ day: Day, reform: GregorianReform) -> Bool
  /// Whether the day numbers of `month` jump (the reform runs through it, or it begins on the
  /// reform day after its 1st).
  static func isIrregular(
    _ month: CalendarMonth, in system: CalendarSystem, reform: GregorianReform
  )
    -> Bool

  /// The day Foundation formats in place of `day`, whose year is then written in, when
  /// Foundation names `day` otherwise than `context` (its Gregorian calendar is Julian before
  /// 1582-10-15); `nil` when `day` is formatted as it is.
  static func formattingStandIn(for day: Day, in context: CalendarContext) -> (
    day: Day, year: Int
  )?
  /// The day Foundation formats for `month`'s name and title, and whether the month's year is
  /// written in.
  static func formattingSerial(of month: CalendarMonth, in context: CalendarContext) -> (
    serial: Int, writesYear: Bool
  )
  /// The Foundation calendar that formats `context`'s day texts.
  static func dayTextCalendar(in context: CalendarContext) -> Calendar
  /// How the day text of `style` is formatted in `system`.
  static func dayTextFormat(
    _ style: DayTextStyle, in system: CalendarSystem, languageIsChinese: Bool
  )
    -> DayTextFormat
}

/// The facts of a context's calendar that a layout reads for every month, from its family
/// (``CalendarFamily/traits(_:reform:)``), kept in the context so that reading them is a load:
/// a call through the family for each month would cost more than the answer.
package struct CalendarTraits: Hashable, Sendable {
  /// Whether the names are the Gregorian ones that ``EnglishCalendarFacts`` holds for English
  /// locales.
  package var namesAreGregorian: Bool
  /// The first day whose week is counted with Gregorian-year integer math (`Int.max`: none).
  package var integerWeeksFrom: Int
  /// The first day of the Gregorian months counted with integer math (`Int.max`: none).
  package var gregorianMonthsFrom: Int
  /// The day before which months are the Julian calendar's, counted with integer math
  /// (`Int.min`: none).
  package var julianMonthsBefore: Int

  /// Whether the week of `serial` can be counted with Gregorian-year integer math.
  @inline(__always)
  package func usesIntegerWeeks(_ serial: Int) -> Bool { serial >= integerWeeksFrom }

  /// The integer calendar whose months number the days `lower...upper` around the month that
  /// starts on `first`, or `nil` where the months come from the context (a month that begins
  /// on the reform day, or a window across the reform).
  @inline(__always)
  package func integerMonths(from lower: Int, through upper: Int, first: Int) -> IntegerMonths? {
    if lower >= gregorianMonthsFrom, first != gregorianMonthsFrom { return .gregorian }
    if upper < julianMonthsBefore { return .julian }
    return nil
  }
}

/// The integer calendars whose months number a layout's days (see ``DayNumbering``).
package enum IntegerMonths {
  case gregorian
  case julian
}

/// How a day text is formatted: a date style, a localized template or a fixed pattern.
package enum DayTextFormat {
  case style(DateFormatter.Style)
  case template(String)
  case pattern(String)
}

extension CalendarSystem {
  /// The family of the system.
  @inline(__always)
  package var family: any CalendarFamily.Type {
    switch self {
    case .gregorian, .iso8601, .buddhist, .japanese, .republicOfChina: GregorianCalendars.self
    case .hebrew, .chinese, .dangi, .islamic, .islamicCivil, .islamicTabular, .islamicUmmAlQura:
      LunarCalendars.self
    case .persian, .indian, .coptic, .ethiopicAmeteMihret, .ethiopicAmeteAlem:
      ArithmeticCalendars.self
    }
  }

  /// Whether months and days follow the Gregorian calendar (only year and era differ).
  package var hasGregorianMonths: Bool { family.hasGregorianMonths }
}

// The defaults: months and days from Foundation (ICU), read by a month's identity and cached.
extension CalendarFamily {
  package static var hasGregorianMonths: Bool { false }
  package static var monthsAreLunations: Bool { false }
  package static func hasShortMonths(_ system: CalendarSystem) -> Bool { false }
  package static func hasLeapMonths(_ system: CalendarSystem) -> Bool { false }
  package static func monthLimit(_ system: CalendarSystem) -> Int { 12 }
  package static func yearOrdinal(era: Int, year: Int, in system: CalendarSystem) -> Int { year }
  package static func rfc7529Month(_ month: Int, isLeap: Bool, in system: CalendarSystem)
    -> (number: Int, isLeap: Bool)
  { (month, isLeap) }
  package static func meanYearLength(_ system: CalendarSystem) -> Double { 365.2425 }
  package static func traits(_ system: CalendarSystem, reform: GregorianReform) -> CalendarTraits {
    CalendarTraits(
      namesAreGregorian: false, integerWeeksFrom: .max, gregorianMonthsFrom: .max,
      julianMonthsBefore: .min)
  }
  package static func weekRules(_ system: CalendarSystem)
    -> (firstWeekday: Int, minimumDaysInFirstWeek: Int)?
  { nil }
  package static func reform(_ chosen: GregorianReform, in system: CalendarSystem)
    -> GregorianReform
  { chosen }

  package static func componentCalendar(in context: CalendarContext) -> Calendar {
    context.foundationCalendar
  }
  package static func componentIdentifier(_ system: CalendarSystem) -> Calendar.Identifier {
    system.foundationIdentifier
  }
  package static func formattingIdentifier(_ system: CalendarSystem) -> Calendar.Identifier {
    system.foundationIdentifier
  }
  package static func components(
    fromFoundation parts: DateComponents, in system: CalendarSystem
  ) -> DayComponents {
    DayComponents(
      era: parts.era ?? 0, year: parts.year ?? 0, month: parts.month ?? 0,
      isLeapMonth: parts.isLeapMonth ?? false, day: parts.day ?? 0)
  }
  package static func foundationEraAndYear(
    of components: DayComponents, in system: CalendarSystem
  ) throws(DayError) -> (era: Int, year: Int) {
    (components.era, components.year)
  }

  package static func components(of day: Day, in context: CalendarContext) -> DayComponents {
    context.foundationBackedComponents(of: day)
  }
  package static func day(from components: DayComponents, in context: CalendarContext)
    throws(DayError) -> Day
  {
    try context.foundationBackedDay(from: components)
  }
  package static func month(containing day: Day, in context: CalendarContext) -> CalendarMonth {
    context.month(of: context.foundationComponents(of: day), near: day)
  }
  package static func month(
    _ month: Int, ofYear year: Int, era: Int, isLeapMonth: Bool, in context: CalendarContext
  ) throws(DayError) -> CalendarMonth? {
    nil
  }
  package static func usesGregorianMath(_ day: Day, reform: GregorianReform) -> Bool { false }
  package static func isIrregular(
    _ month: CalendarMonth, in system: CalendarSystem, reform: GregorianReform
  ) -> Bool {
    false
  }

  package static func formattingStandIn(for day: Day, in context: CalendarContext) -> (
    day: Day, year: Int
  )? {
    nil
  }
  package static func formattingSerial(of month: CalendarMonth, in context: CalendarContext)
    -> (serial: Int, writesYear: Bool)
  {
    (month.firstDay.serial, false)
  }
  package static func dayTextCalendar(in context: CalendarContext) -> Calendar {
    context.foundationCalendar
  }
  package static func dayTextFormat(
    _ style: DayTextStyle, in system: CalendarSystem, languageIsChinese: Bool
  ) -> DayTextFormat {
    switch style {
    case .full: .style(.full)
    case .long: .template("yMMMMd")
    case .monthAndDay: .template("MMMMd")
    case .monthAndYear: .template("yMMMM")
    }
  }
}
