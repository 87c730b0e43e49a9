import Foundation

extension CalendarContext {
  /// A context that reads dates as `calendar` does: its system, time zone, first weekday and
  /// minimum days in the first week, with names and digits from `locale`.
  ///
  /// This is the edge where a UI's `Calendar` (SwiftUI's `\.calendar`, a `calendar:`
  /// argument) becomes the engine's context. The weekend comes from `locale`.
  ///
  /// - Parameters:
  ///   - calendar: The caller's calendar; its `timeZone` decides which day an instant is.
  ///   - locale: The locale for names and digits; `nil` takes `calendar.locale`, or
  ///     `en_US_POSIX` when the calendar has none.
  ///   - firstWeekday: Overrides the calendar's first weekday (1 = Sunday … 7 = Saturday).
  public init(calendar: Calendar, locale: Locale? = nil, firstWeekday: Int? = nil) {
    let resolvedLocale = locale ?? calendar.locale ?? Locale(identifier: "en_US_POSIX")
    self.init(
      system: CalendarSystem(calendar.identifier) ?? .gregorian, locale: resolvedLocale,
      timeZone: calendar.timeZone, firstWeekday: firstWeekday ?? calendar.firstWeekday,
      minimumDaysInFirstWeek: calendar.minimumDaysInFirstWeek)
  }

  /// The days from the one containing `range.lowerBound` through the one containing
  /// `range.upperBound`, in this context's time zone.
  ///
  /// - Parameter range: Two instants in order.
  /// - Returns: The days they fall on.
  public func days(for range: ClosedRange<Date>) -> ClosedRange<Day> {
    day(for: range.lowerBound)...day(for: range.upperBound)
  }

  /// The start of each day of `range` in this context's time zone, as a range of instants.
  ///
  /// - Parameter range: Days in order.
  /// - Returns: The first instant of the first day through the first instant of the last.
  public func dates(for range: ClosedRange<Day>) -> ClosedRange<Date> {
    startDate(of: range.lowerBound)...startDate(of: range.upperBound)
  }
}
