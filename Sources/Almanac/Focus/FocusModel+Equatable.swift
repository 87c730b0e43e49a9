extension FocusModel: Equatable {
  /// Whether two focus models are in the same state: context, today, bounds, policy, focus,
  /// visible months, paging and search limit, and availabilities that compare equal (an
  /// availability that is not `Equatable` is equal to nothing, so give closures an identity
  /// with ``AvailabilityPredicate/init(id:_:)``).
  ///
  /// - Parameters:
  ///   - lhs: A focus model.
  ///   - rhs: Another focus model.
  /// - Returns: `true` when the states are the same.
  public static func == (lhs: FocusModel, rhs: FocusModel) -> Bool {
    lhs.focusedDay == rhs.focusedDay && lhs.firstVisibleMonth == rhs.firstVisibleMonth
      && lhs.intendedDayOfMonth == rhs.intendedDayOfMonth && lhs.today == rhs.today
      && lhs.bounds == rhs.bounds && lhs.policy == rhs.policy
      && lhs.visibleMonthCount == rhs.visibleMonthCount && lhs.paging == rhs.paging
      && lhs.readingDirection == rhs.readingDirection && lhs.searchLimit == rhs.searchLimit
      && lhs.context == rhs.context && sameAvailability(lhs.availability, rhs.availability)
  }

  private static func sameAvailability(_ lhs: any DayAvailability, _ rhs: any DayAvailability)
    -> Bool
  {
    guard let lhs = lhs as? any Equatable else { return false }
    return isEqual(lhs, rhs)
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    (rhs as? Value) == lhs
  }
}
