/// Which days of the week a picker offers.
public enum IncludedDays: Hashable, Sendable, CaseIterable {
  /// Every day.
  case allDays
  /// The working days: the days outside the weekend that
  /// ``applied(to:in:weekend:)`` is given.
  case weekdaysOnly
  /// The weekend days: the locale's, or Saturday and Sunday.
  case weekendsOnly

  /// `availability` restricted to these days.
  ///
  /// - Parameters:
  ///   - availability: The availability to restrict.
  ///   - context: The calendar whose locale decides the weekend.
  ///   - weekend: Which weekend: the locale's (Friday and Saturday in Israel), the default,
  ///     or Saturday and Sunday whatever the locale (the SwiftUI picker's default, as the
  ///     original MultiDatePicker's).
  /// - Returns: The restricted availability.
  public func applied(
    to availability: Availability, in context: CalendarContext,
    weekend: WeekendReading = .locale
  ) -> Availability {
    switch (self, weekend) {
    case (.allDays, _): availability
    case (.weekdaysOnly, .locale): availability.weekdaysOnly(in: context)
    case (.weekendsOnly, .locale): availability.weekendsOnly(in: context)
    case (.weekdaysOnly, .saturdaySunday): availability.only(WeekdaySet.saturdaySunday.complement)
    case (.weekendsOnly, .saturdaySunday): availability.only(.saturdaySunday)
    }
  }
}
