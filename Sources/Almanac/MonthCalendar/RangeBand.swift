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
  package init(role: SelectionRole) {
    switch role {
    case .middle: self = .full
    case .start: self = .trailingHalf
    case .end: self = .leadingHalf
    case .outside, .single: self = .none
    }
  }

  /// Whether the band runs on from this cell into the next one in reading order: the gap
  /// between two neighbouring cells is part of the band when this cell's band reaches its
  /// trailing edge and the next one's its leading edge. Every face that draws the gaps
  /// between cells (the terminal's slots, an HTML grid's gutters) uses this rule.
  ///
  /// - Parameter next: The band of the next cell in reading order.
  /// - Returns: `true` when the band covers the gap between them.
  package func joins(_ next: RangeBand) -> Bool {
    (self == .full || self == .trailingHalf) && (next == .full || next == .leadingHalf)
  }
}
