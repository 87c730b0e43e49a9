/// The facts a day's accessible text is built from, so every front end can word (and
/// localize) it the same way. Render them with ``DayLabelRenderer``.
package struct DayLabelParts: Hashable, Sendable {
  /// The day.
  package var day: Day
  /// The full date in the locale and calendar ("Monday, March 2, 2026").
  package var dateText: String
  /// Whether the day is today.
  package var isToday: Bool
  /// The day's place in the selection.
  package var role: SelectionRole
  /// Why the day cannot be chosen, or `nil` if it can.
  package var unavailableReason: Unavailability?
  /// The number of events on the day, or `nil` when events are not shown.
  package var eventCount: Int?

  /// Whether the day is part of the selection.
  package var isSelected: Bool { role.isSelected }

  /// Whether the day cannot be chosen.
  package var isUnavailable: Bool { unavailableReason != nil }
}

extension DayLabelParts {
  /// Creates parts, writing the full date in `context`'s locale and calendar.
  ///
  /// - Parameters:
  ///   - day: The day.
  ///   - context: The calendar and locale of the date text.
  ///   - today: Today, or `nil` to mark no day as today.
  ///   - role: The day's place in the selection.
  ///   - unavailableReason: Why the day cannot be chosen; `nil` if it can.
  ///   - eventCount: The number of events, or `nil`.
  package init(
    day: Day, context: CalendarContext, today: Day?, role: SelectionRole = .outside,
    unavailableReason: Unavailability? = nil, eventCount: Int? = nil
  ) {
    self.init(
      day: day, dateText: context.text(for: day, style: .full), isToday: day == today,
      role: role, unavailableReason: unavailableReason, eventCount: eventCount)
  }
}
