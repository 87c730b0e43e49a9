import Almanac
import Foundation

extension CalendarContext {
  /// The context of the UIKit calendar view's style: the system and time zone of
  /// `calendar`, names, digits and weekend of `locale`, and the first weekday chosen.
  ///
  /// Unlike ``init(calendar:locale:firstWeekday:)``, `.automatic` takes the first weekday of
  /// `locale` (honouring `-u-fw-`), not the calendar's: the original UIKit calendar's style
  /// sets `locale` and `calendar` separately, and a `Calendar(identifier:)` made in code
  /// reports Sunday whatever the locale.
  ///
  /// - Parameters:
  ///   - calendar: The calendar (system and time zone).
  ///   - locale: The locale for names, digits, first weekday and weekend.
  ///   - firstWeekday: A fixed first weekday, or `.automatic` for the locale's.
  /// - Returns: The context.
  package static func calendarView(
    calendar: Calendar, locale: Locale, firstWeekday: CalendarFirstWeekday
  ) -> CalendarContext {
    CalendarContext(
      system: CalendarSystem(calendar.identifier) ?? .gregorian, locale: locale,
      timeZone: calendar.timeZone, firstWeekday: firstWeekday.weekday)
  }
}
