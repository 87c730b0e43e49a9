extension Availability {
  /// Why a stay may not start on `day`, or `nil` if it may.
  ///
  /// - Parameter day: The arrival day.
  /// - Returns: The day's unavailability or ``SelectionRejection/closedToArrival``.
  /// - Complexity: As ``unavailableReason(for:)``.
  package func rejection(forArrival day: Day) -> SelectionRejection? {
    if let reason = unavailableReason(for: day) { return .unavailable(reason) }
    if !rangeRules.isOpenForArrival(day) { return .closedToArrival }
    return nil
  }

  /// Why `range` may not be selected as a stay, or `nil` if it may.
  ///
  /// Checks, in order: the arrival day is available and open for arrival; the departure day
  /// is available (or, with ``RangeRules/Crossing/checkOutDayOnly``, within the bounds) and
  /// open for departure; the minimum and maximum nights; and the days between the ends
  /// according to ``RangeRules/crossing``.
  ///
  /// - Parameter range: The stay, arrival to departure.
  /// - Returns: The first rule the range breaks.
  /// - Complexity: As ``firstUnavailable(in:)``.
  package func rejection(forRange range: ClosedRange<Day>) -> SelectionRejection? {
    let start = range.lowerBound
    let end = range.upperBound
    let nights = start.days(to: end)
    if let rejection = rejection(forArrival: start) { return rejection }
    if nights > 0 {
      if rangeRules.crossing == .checkOutDayOnly {
        if !isWithinBounds(end), let reason = unavailableReason(for: end) {
          return .unavailable(reason)
        }
      } else if let reason = unavailableReason(for: end) {
        return .unavailable(reason)
      }
      if !rangeRules.isOpenForDeparture(end) { return .closedToDeparture }
    } else if !rangeRules.isOpenForDeparture(end) {
      return .closedToDeparture
    }
    if let minimum = rangeRules.minimumNights, nights < minimum {
      return .tooFewNights(minimum: minimum)
    }
    if let maximum = rangeRules.maximumNights, nights > maximum {
      return .tooManyNights(maximum: maximum)
    }
    if nights > 1, rangeRules.crossing != .allowed,
      let blocked = firstUnavailable(in: start.adding(days: 1)...end.adding(days: -1))
    {
      return .crossesUnavailableDay(blocked)
    }
    return nil
  }

  /// Whether `day` is one of the selected days of the range `range`.
  ///
  /// The ends always are; a day between is unless it is unavailable (only possible when the
  /// range rules allow crossing unavailable days).
  ///
  /// - Parameters:
  ///   - day: The day to test.
  ///   - range: A selected range.
  /// - Returns: `true` if `day` is selected as part of `range`.
  /// - Complexity: As ``isAvailable(_:)``.
  package func isMember(_ day: Day, of range: ClosedRange<Day>) -> Bool {
    guard range.contains(day) else { return false }
    return day == range.lowerBound || day == range.upperBound || isAvailable(day)
  }
}
