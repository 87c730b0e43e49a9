extension DaySelection {
  /// Drops whatever the current availability no longer allows, after ``availability`` changed
  /// (a day sold out, a rule added), and reports it.
  ///
  /// Single and multiple selections lose their unavailable days; a pending range end that
  /// became unavailable is cleared; a complete range that breaks the range rules is cleared
  /// whole (never shortened).
  ///
  /// - Returns: `deselected` and `rangeCleared` events for what was dropped.
  /// - Complexity: O(n) for n selected days or ranges, plus a range check per range.
  @discardableResult
  public mutating func revalidate() -> [SelectionEvent] {
    var events: [SelectionEvent] = []
    for day in days where !availability.isAvailable(day) {
      events += handle(.deselect(day))
    }
    if let anchor = pendingStart, !availability.isAvailable(anchor) {
      events += handle(.deselect(anchor))
    }
    if let range = selectedRange, availability.rejection(forRange: range) != nil {
      events += handle(.deselect(range.lowerBound))
    }
    for range in selectedRanges.ranges where availability.rejection(forRange: range) != nil {
      events += handle(.deselect(range.lowerBound))
    }
    return events
  }
}
