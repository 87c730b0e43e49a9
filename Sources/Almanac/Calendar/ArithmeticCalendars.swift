import Foundation

/// The arithmetic family: Persian, Indian, Coptic and Ethiopic (Amete Mihret and Amete Alem),
/// solar years of months of fixed lengths (the Coptic and Ethiopic thirteenth month has five or
/// six days), read from Foundation (ICU) by a month's identity and cached.
///
/// Foundation on Linux computes Ethiopic Amete Alem dates as Gregorian ones (2023-09-20 comes
/// out as 2023-9-20, not 7516-1-9, though its formatter is right); Amete Alem differs from Amete
/// Mihret only in counting years from 5500 BC, so its components come from the Amete Mihret
/// calendar, renumbered.
enum ArithmeticCalendars: CalendarFamily {
  static func hasShortMonths(_ system: CalendarSystem) -> Bool {
    system != .persian && system != .indian
  }

  static func monthLimit(_ system: CalendarSystem) -> Int {
    hasShortMonths(system) ? 13 : 12
  }

  /// Coptic and Ethiopic years before their epoch are counted in an era of their own.
  static func yearOrdinal(era: Int, year: Int, in system: CalendarSystem) -> Int {
    switch system {
    case .coptic: era >= 1 ? year : 1 - year
    case .ethiopicAmeteMihret, .ethiopicAmeteAlem: era >= 1 ? year : year - 5_500
    default: year
    }
  }

  /// Persian and Indian months keep their names; the thirteenth Coptic and Ethiopic month
  /// (five or six days) takes the ICU formatter's way every time.
  static func namesRepeat(_ system: CalendarSystem) -> (monthNames: Bool, titles: Bool) {
    let repeats = !hasShortMonths(system)
    return (repeats, repeats)
  }

  static func componentCalendar(in context: CalendarContext) -> Calendar {
    context.system == .ethiopicAmeteAlem ? ameteMihretCalendar : context.foundationCalendar
  }

  static func componentIdentifier(_ system: CalendarSystem) -> Calendar.Identifier {
    system == .ethiopicAmeteAlem ? .ethiopicAmeteMihret : system.foundationIdentifier
  }

  /// Amete Mihret era 1 year y is Amete Alem year y + 5500; its era 0 already counts Amete Alem
  /// years.
  static func components(fromFoundation parts: DateComponents, in system: CalendarSystem)
    -> DayComponents
  {
    guard system == .ethiopicAmeteAlem else {
      return DayComponents(
        era: parts.era ?? 0, year: parts.year ?? 0, month: parts.month ?? 0,
        isLeapMonth: parts.isLeapMonth ?? false, day: parts.day ?? 0)
    }
    let year = (parts.year ?? 0) + (parts.era == 1 ? 5_500 : 0)
    return DayComponents(era: 0, year: year, month: parts.month ?? 0, day: parts.day ?? 0)
  }

  static func foundationEraAndYear(of components: DayComponents, in system: CalendarSystem)
    throws(DayError) -> (era: Int, year: Int)
  {
    guard system == .ethiopicAmeteAlem else { return (components.era, components.year) }
    guard components.era == 0 else {
      throw .invalidComponents("\(components): the Amete Alem calendar has only era 0")
    }
    return components.year > 5_500 ? (1, components.year - 5_500) : (0, components.year)
  }
}

/// The Ethiopic Amete Mihret calendar in GMT, which computes Amete Alem components.
let ameteMihretCalendar: Calendar = {
  var calendar = Calendar(identifier: .ethiopicAmeteMihret)
  calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
  return calendar
}()
