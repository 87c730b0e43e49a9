/// Which days of the week a picker offers.
public enum IncludedDays: String, Hashable, Sendable, Codable, CaseIterable {
  /// Every day.
  case allDays
  /// The locale's working days (the days outside its weekend).
  case weekdaysOnly
  /// The locale's weekend days.
  case weekendsOnly

  /// `availability` restricted to these days in `context`'s weekend.
  ///
  /// - Parameters:
  ///   - availability: The availability to restrict.
  ///   - context: The calendar whose locale decides the weekend.
  /// - Returns: The restricted availability.
  public func applied(to availability: Availability, in context: CalendarContext)
    -> Availability
  {
    switch self {
    case .allDays: availability
    case .weekdaysOnly: availability.weekdaysOnly(in: context)
    case .weekendsOnly: availability.weekendsOnly(in: context)
    }
  }
}
