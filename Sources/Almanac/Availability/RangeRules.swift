/// Rules for a range of days taken as a stay: minimum and maximum nights, whether the range may
/// cross unavailable days, and closed-to-arrival / closed-to-departure days.
///
/// A range `start…end` has `end - start` nights: the nights of `start` … `end - 1`; `end` is
/// the departure (check-out) day. A range whose start equals its end has zero nights.
public struct RangeRules: Hashable, Sendable {
  /// What a range may do with unavailable days between its ends.
  public enum Crossing: String, Hashable, Sendable, Codable {
    /// Every day of the range, ends included, must be available.
    case forbidden
    /// Only the ends must be available; unavailable days between are skipped (not selected).
    case allowed
    /// Every night must be available, but the departure day may be unavailable (it is booked
    /// from that night on). The departure day must still lie within the bounds.
    case checkOutDayOnly
  }

  /// The fewest nights a complete range may have; `nil` for no minimum.
  public var minimumNights: Int?
  /// The most nights a complete range may have; `nil` for no maximum.
  public var maximumNights: Int?
  /// Whether a range may cross unavailable days.
  public var crossing: Crossing
  /// Days on which a stay may not start.
  public var closedToArrival: DayRangeSet
  /// Days on which a stay may not end.
  public var closedToDeparture: DayRangeSet
  /// Weekdays on which a stay may not start.
  public var closedToArrivalWeekdays: WeekdaySet
  /// Weekdays on which a stay may not end.
  public var closedToDepartureWeekdays: WeekdaySet

  /// Creates range rules.
  ///
  /// - Parameters:
  ///   - minimumNights: The fewest nights, or `nil`.
  ///   - maximumNights: The most nights, or `nil`.
  ///   - crossing: Whether a range may cross unavailable days (forbidden by default).
  ///   - closedToArrival: Days on which a stay may not start.
  ///   - closedToDeparture: Days on which a stay may not end.
  ///   - closedToArrivalWeekdays: Weekdays on which a stay may not start.
  ///   - closedToDepartureWeekdays: Weekdays on which a stay may not end.
  /// - Precondition: The minimum is not negative and not above the maximum.
  public init(
    minimumNights: Int? = nil,
    maximumNights: Int? = nil,
    crossing: Crossing = .forbidden,
    closedToArrival: DayRangeSet = DayRangeSet(),
    closedToDeparture: DayRangeSet = DayRangeSet(),
    closedToArrivalWeekdays: WeekdaySet = .none,
    closedToDepartureWeekdays: WeekdaySet = .none
  ) {
    precondition((minimumNights ?? 0) >= 0, "minimumNights must not be negative")
    precondition(
      (minimumNights ?? 0) <= (maximumNights ?? Int.max),
      "minimumNights must not exceed maximumNights")
    self.minimumNights = minimumNights
    self.maximumNights = maximumNights
    self.crossing = crossing
    self.closedToArrival = closedToArrival
    self.closedToDeparture = closedToDeparture
    self.closedToArrivalWeekdays = closedToArrivalWeekdays
    self.closedToDepartureWeekdays = closedToDepartureWeekdays
  }

  /// No range rules: any length, unavailable days forbidden inside a range.
  public static let none = RangeRules()

  /// Whether a stay may start on `day`.
  ///
  /// - Parameter day: The arrival day.
  /// - Returns: `true` if neither a weekday nor a closed range forbids arriving on `day`.
  /// - Complexity: O(log n) in the closed-to-arrival ranges.
  package func isOpenForArrival(_ day: Day) -> Bool {
    !closedToArrivalWeekdays.contains(day) && !closedToArrival.contains(day)
  }

  /// Whether a stay may end on `day`.
  ///
  /// - Parameter day: The departure day.
  /// - Returns: `true` if neither a weekday nor a closed range forbids departing on `day`.
  /// - Complexity: O(log n) in the closed-to-departure ranges.
  package func isOpenForDeparture(_ day: Day) -> Bool {
    !closedToDepartureWeekdays.contains(day) && !closedToDeparture.contains(day)
  }
}
