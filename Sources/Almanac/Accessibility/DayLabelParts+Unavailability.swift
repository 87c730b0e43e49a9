extension DayLabelParts {
  /// Why a day cannot be chosen, as its accessible text says it.
  ///
  /// The cases mirror the kinds of rule an availability engine has, so adapting one is a
  /// one-to-one mapping; a caller's own label ("Sold out") is ``custom(_:)``.
  package enum Unavailability: Hashable, Sendable, Codable {
    /// Before the first selectable day: "Not yet available".
    case beforeFirstDay
    /// After the last selectable day: "No longer available".
    case afterLastDay
    /// On a weekday that the rules exclude: "Not available on this weekday".
    case excludedWeekday
    /// Disabled without a reason to state: "Unavailable".
    case disabled
    /// A label written (and localized) by the caller, said as it is.
    case custom(String)
  }
}
