extension FocusModel {
  /// The label parts of `day` as this model sees it: today from ``today``, unavailability
  /// from ``bounds`` (before or after them) and ``availability`` (disabled).
  ///
  /// - Parameters:
  ///   - day: The day, usually ``focusedDay`` or a cell being drawn.
  ///   - role: The day's place in the selection (from the selection engine).
  ///   - eventCount: The number of events on the day, or `nil`.
  /// - Returns: The parts, with the full date in the context's locale and calendar.
  package func labelParts(
    for day: Day, role: SelectionRole = .outside, eventCount: Int? = nil
  ) -> DayLabelParts {
    let reason: DayLabelParts.Unavailability?
    if day < bounds.lowerBound {
      reason = .beforeFirstDay
    } else if day > bounds.upperBound {
      reason = .afterLastDay
    } else {
      reason = availability.isAvailable(day) ? nil : .disabled
    }
    return DayLabelParts(
      day: day, context: context, today: today, role: role, unavailableReason: reason,
      eventCount: eventCount)
  }
}
