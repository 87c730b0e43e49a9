extension MonthCalendarModel {
  /// Replays `old` (a selection of an earlier model: before a new style, period or mode) on
  /// this model, without events, keeping what this model can hold in the order it was made:
  /// the days of a single or multiple selection in selection order, a pending range end, a
  /// complete range, each range of a non-contiguous selection. Days this model does not
  /// allow are dropped, as a tap would refuse them.
  ///
  /// ``setSelectedDays(_:)`` sorts the days (a binding holds a set); the UIKit view's
  /// `selectedDates` promise selection order, hence this.
  ///
  /// - Parameter old: The earlier selection.
  /// - Complexity: O(n) commands for n selected days or ranges.
  public mutating func restoreSelection(from old: DaySelection) {
    selection.clearAll()
    var days = old.days
    if let range = old.selectedRange { days += [range.lowerBound, range.upperBound] }
    let ranges = old.selectedRanges.ranges
    switch selection.mode {
    case .single, .multiple:
      for range in ranges { days += [range.lowerBound, range.upperBound] }
      if let pending = old.pendingStart { days.append(pending) }
      var seen: Set<Day> = []
      for day in days where seen.insert(day).inserted { selection.select(day) }
    case .range, .ranges:
      if let range = old.selectedRange {
        selection.selectRange(range)
      } else if !ranges.isEmpty {
        for range in ranges { selection.selectRange(range) }
      } else if let first = old.days.min(), let last = old.days.max() {
        if first == last { selection.select(first) } else { selection.selectRange(first...last) }
      }
      if let pending = old.pendingStart { selection.select(pending) }
    }
  }
}
