/// Something a transition did, reported like a delegate callback.
///
/// Replaying a transition's events on the previous state gives the new state: `selected` and
/// `deselected` add and remove one day; `rangeStarted` sets the pending first end;
/// `rangeCompleted` sets (or, for non-contiguous ranges, merges in) a complete range and ends
/// the pending one; `rangeCleared` removes a complete range, or the pending end when the range
/// is that single day; `rejected` changes nothing.
public enum SelectionEvent: Hashable, Sendable {
  /// A day was selected (single and multiple modes).
  case selected(Day)
  /// A day was deselected (single and multiple modes).
  case deselected(Day)
  /// The first end of a range was picked.
  case rangeStarted(Day)
  /// A range was completed (for non-contiguous ranges: the merged range that now holds it).
  case rangeCompleted(ClosedRange<Day>)
  /// A range, or a pending first end (`day...day`), was removed.
  case rangeCleared(ClosedRange<Day>)
  /// The command was refused; nothing changed.
  case rejected(Day, SelectionRejection)
}

extension SelectionEvent: CustomStringConvertible {
  /// The event in a compact form: `rangeCompleted 2026-03-05…2026-03-09`,
  /// `rejected 2026-03-06: Minimum stay is 2 nights`.
  public var description: String {
    switch self {
    case .selected(let day): "selected \(day)"
    case .deselected(let day): "deselected \(day)"
    case .rangeStarted(let day): "rangeStarted \(day)"
    case .rangeCompleted(let range): "rangeCompleted \(range.lowerBound)…\(range.upperBound)"
    case .rangeCleared(let range): "rangeCleared \(range.lowerBound)…\(range.upperBound)"
    case .rejected(let day, let reason): "rejected \(day): \(reason)"
    }
  }
}
