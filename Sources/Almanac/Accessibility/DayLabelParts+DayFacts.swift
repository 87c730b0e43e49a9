extension Availability: DayAvailability {}

extension DayLabelParts.Unavailability {
  /// The label wording of an availability engine's reason.
  ///
  /// - Parameter reason: Why the engine refuses the day.
  package init(_ reason: UnavailableReason) {
    if let label = reason.label {
      self = .custom(label)
      return
    }
    switch reason.kind {
    case .beforeFirstDay: self = .beforeFirstDay
    case .afterLastDay: self = .afterLastDay
    case .excludedWeekday: self = .excludedWeekday
    case .disabledDay, .predicate: self = .disabled
    }
  }
}

extension DayLabelParts {
  /// The label parts of the facts a selection renderer computed for a day.
  ///
  /// - Parameters:
  ///   - facts: The day's facts (role, unavailability, today).
  ///   - context: The calendar and locale of the date text.
  ///   - eventCount: The number of events on the day, or `nil`.
  package init(facts: DayFacts, context: CalendarContext, eventCount: Int? = nil) {
    self.init(
      day: facts.day, dateText: context.text(for: facts.day, style: .full),
      isToday: facts.isToday, role: facts.role,
      unavailableReason: facts.unavailableReason.map(Unavailability.init), eventCount: eventCount)
  }
}
