/// The part of a cell that the band behind a selected range covers, in reading order:
/// "trailing" is the side toward later days (right in left-to-right, left in right-to-left).
public enum RangeBand: String, Hashable, Sendable, Codable, CaseIterable {
  /// No band.
  case none
  /// The whole cell (a day inside the range).
  case full
  /// The trailing half (the range's first day: the band runs on toward later days).
  case trailingHalf
  /// The leading half (the range's last day).
  case leadingHalf

  /// The band of a day with `role`.
  ///
  /// - Parameter role: The day's selection role.
  public init(role: SelectionRole) {
    switch role {
    case .middle: self = .full
    case .start: self = .trailingHalf
    case .end: self = .leadingHalf
    case .outside, .single: self = .none
    }
  }
}
