/// How taps build a selection.
public enum SelectionMode: Hashable, Sendable {
  /// One day; selecting another replaces it. With `clearsOnReselect`, tapping the selected
  /// day again clears it.
  case single(clearsOnReselect: Bool)
  /// Any set of days; a tap toggles. `maximumCount` caps the number of days.
  case multiple(maximumCount: Int?)
  /// One contiguous range, built by taps as `behavior` says.
  case range(RangeBehavior)
  /// A set of disjoint ranges, merged when they touch: two taps add a range, a tap on a
  /// selected day removes the range that holds it.
  case ranges

  /// A single selection where tapping the selected day does nothing.
  public static let single = SelectionMode.single(clearsOnReselect: false)
  /// A multiple selection without a maximum.
  public static let multiple = SelectionMode.multiple(maximumCount: nil)
}

/// How two taps make a range.
public enum RangeBehavior: String, Hashable, Sendable, Codable, CaseIterable {
  /// The booking range selector: the first tap sets the start; a tap on or after the start
  /// sets the end; a tap before the start, or any tap once the range is complete, starts a
  /// new range.
  case forward
  /// The month calendar's range mode: the first tap picks one end, the second the other, in
  /// either order; a third tap starts a new range; tapping a selected day clears the range.
  case eitherOrder
  /// The multi-date picker's range mode: the bound value (``DaySelection/selectedRange``)
  /// stays empty until two days are picked, in either order; a third tap empties it until a
  /// fourth.
  case completeOrNothing
}
