import Almanac
import AlmanacUISupport
import Foundation

extension CalendarContext {
  /// The context of the UIKit calendar view's style: the system, time zone and (for
  /// `.automatic`) first weekday of `calendar`; names, digits and weekend of `locale`.
  ///
  /// `.automatic` takes `calendar.firstWeekday`, as the original UIKit calendar's style says
  /// ("the calendar's first weekday"): the default `Calendar.autoupdatingCurrent` follows the
  /// user's region and its First Day of Week setting, and a calendar made in code says what
  /// the code set. The style's `locale` names the days; it does not move the columns.
  ///
  /// - Parameters:
  ///   - calendar: The calendar (system, time zone, first weekday).
  ///   - locale: The locale for names, digits and weekend.
  ///   - firstWeekday: A fixed first weekday, or `.automatic` for the calendar's.
  /// - Returns: The context.
  package static func calendarView(
    calendar: Calendar, locale: Locale, firstWeekday: CalendarFirstWeekday
  ) -> CalendarContext {
    CalendarContext(
      system: CalendarSystem(calendar.identifier) ?? .gregorian, locale: locale,
      timeZone: calendar.timeZone, firstWeekday: firstWeekday.weekday ?? calendar.firstWeekday)
  }
}
