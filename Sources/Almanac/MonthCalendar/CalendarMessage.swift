import Foundation

/// Why the last action on a ``MonthCalendarModel`` did not do what was asked, for the message
/// line of a picker or a live region: a blocked move, an unavailable day, a refused tap, or
/// what to do next. Words come from the package's one localized table.
public enum CalendarMessage: Hashable, Sendable {
  /// The focus could not move (a bound, no available day, no such month).
  case blocked(FocusBlockReason)
  /// The focus rests on a day that cannot be picked, and why.
  case unavailable(UnavailableReason)
  /// The selection refused a tap.
  case rejected(SelectionRejection)
  /// Typed text is not a date (`YYYY-MM-DD`).
  case invalidDateText
  /// Typed text has the form of a date that does not exist (`2026-02-30`), or lies outside
  /// the supported years; the text as typed.
  case noSuchDay(String)
  /// A stay is not complete yet: its stage ("Pick a later day to leave").
  case stayIncomplete(StaySummary)
  /// Confirming a range needs its arrival first.
  case pickArrivalFirst
  /// Confirming needs at least one day.
  case pickDaysFirst
  /// Confirming needs at least one weekday.
  case pickWeekdaysFirst

  /// The message in `locale`'s language (English where the table has no translation), dates
  /// in the Gregorian calendar.
  ///
  /// - Parameter locale: The locale of the words and digits.
  /// - Returns: The text.
  package func text(locale: Locale) -> String {
    text(in: CalendarContext(locale: locale, timeZone: .gmt))
  }

  /// The message in the context's language (English where the table has no translation),
  /// dates in its calendar.
  ///
  /// - Parameter context: The locale of the words and digits, and the calendar of dates.
  /// - Returns: The text.
  public func text(in context: CalendarContext) -> String {
    let locale = context.locale
    let words = LocalizedWords(locale: locale)
    switch self {
    case .blocked(.lowerBound): return words(.noEarlierDay)
    case .blocked(.upperBound): return words(.noLaterDay)
    case .blocked(.noAvailableDay): return words(.noDayThere)
    case .blocked(.noSuchMonth): return words(.noSuchMonth)
    case .unavailable(let reason): return reason.text(locale: locale)
    case .rejected(let rejection): return rejection.text(in: context)
    case .invalidDateText: return words(.typeDate)
    case .noSuchDay(let text): return words(.noSuchDay, ["day": text])
    case .stayIncomplete(let stay): return stay.phrase(locale: locale)
    case .pickArrivalFirst: return words(.pressSpaceForArrival)
    case .pickDaysFirst: return words(.pressSpaceForDays)
    case .pickWeekdaysFirst: return words(.pressSpaceForWeekdays)
    }
  }

  /// Whether the message refuses what was asked (a blocked move, a refused tap, a confirmation
  /// that lacks something) rather than informing (the focus rests on an unavailable day).
  public var isRefusal: Bool {
    if case .unavailable = self { return false }
    return true
  }
}
