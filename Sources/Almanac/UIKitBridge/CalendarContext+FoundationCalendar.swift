import Foundation

extension CalendarContext {
  /// A context for a Foundation `Calendar` as UIKit code configures one: its identifier
  /// gives the calendar system, its time zone turns instants into days, and `locale` gives
  /// names, digits and the weekend.
  ///
  /// An identifier the engine does not support falls back to Gregorian. The calendar's own
  /// `firstWeekday` and `minimumDaysInFirstWeek` are not read: Foundation fills them from the
  /// calendar's locale, which may not be `locale`; `firstWeekday` decides instead.
  ///
  /// - Parameters:
  ///   - calendar: The calendar (system and time zone).
  ///   - locale: The locale for names, digits, week rules and weekend.
  ///   - firstWeekday: A fixed first weekday, or `.automatic` for the locale's.
  public init(calendar: Calendar, locale: Locale, firstWeekday: FirstWeekdayChoice) {
    self.init(
      system: CalendarSystem(calendar.identifier) ?? .gregorian, locale: locale,
      timeZone: calendar.timeZone, firstWeekday: firstWeekday.weekdayNumber)
  }
}
