import Almanac

/// A delegate call of the UIKit calendar view, decided by the engine from the selection
/// events a tap or command caused.
///
/// The view's `selectedDates` are the selected days (single, multiple) or the range's ends
/// (range mode), and the callbacks report exactly the days that enter and leave them:
///
/// | Engine event | Callbacks |
/// | --- | --- |
/// | `selected(d)` | `didSelect(d)` |
/// | `deselected(d)` | `didDeselect(d)` |
/// | `rangeStarted(d)` | `didSelect(d)` |
/// | `rangeCompleted(r)` | `didSelect(e)` for the end `e` just picked (when a day was tapped), then `didSelectRange(r)` |
/// | `rangeCleared(r)` | `didDeselect` for each end of `r` (one call for a one-day range) |
/// | `rejected` | none |
package enum CalendarViewCallback: Hashable, Sendable {
  /// `calendar(_:didSelectDate:withEvents:)`.
  case didSelect(Day)
  /// `calendar(_:didDeselectDate:)`.
  case didDeselect(Day)
  /// `calendar(_:didSelectRange:)`.
  case didSelectRange(ClosedRange<Day>)

  /// The callbacks for the events of one command, in order.
  ///
  /// - Parameters:
  ///   - events: The engine's events for the command.
  ///   - trigger: The day that was tapped or selected, or `nil` for a range set from code.
  /// - Returns: The delegate calls to make.
  /// - Complexity: O(n) in the events.
  package static func callbacks(for events: [SelectionEvent], trigger: Day?)
    -> [CalendarViewCallback]
  {
    var calls: [CalendarViewCallback] = []
    for event in events {
      switch event {
      case .selected(let day), .rangeStarted(let day):
        calls.append(.didSelect(day))
      case .deselected(let day):
        calls.append(.didDeselect(day))
      case .rangeCompleted(let range):
        if let trigger, trigger == range.lowerBound || trigger == range.upperBound {
          calls.append(.didSelect(trigger))
        }
        calls.append(.didSelectRange(range))
      case .rangeCleared(let range):
        calls.append(.didDeselect(range.lowerBound))
        if range.upperBound != range.lowerBound { calls.append(.didDeselect(range.upperBound)) }
      case .rejected:
        break
      }
    }
    return calls
  }

  /// The view's `selectedDates` for a selection: the days in selection order (single and
  /// multiple modes), the pending first end or the complete range's two ends in ascending
  /// order (range mode), every range's ends then the pending end (non-contiguous ranges).
  ///
  /// - Parameter selection: The selection (`nil`, from a model picking weekdays: none).
  /// - Returns: The selected days as the view hands them out.
  /// - Complexity: O(n) in the selected days or ranges.
  package static func selectedDays(of selection: DaySelection?) -> [Day] {
    guard let selection else { return [] }
    switch selection.mode {
    case .single, .multiple:
      return selection.days
    case .range:
      if let range = selection.selectedRange { return ends(of: range) }
      return selection.pendingStart.map { [$0] } ?? []
    case .ranges:
      return selection.selectedRanges.ranges.flatMap(ends)
        + (selection.pendingStart.map { [$0] } ?? [])
    }
  }

  private static func ends(of range: ClosedRange<Day>) -> [Day] {
    range.lowerBound == range.upperBound
      ? [range.lowerBound] : [range.lowerBound, range.upperBound]
  }
}
