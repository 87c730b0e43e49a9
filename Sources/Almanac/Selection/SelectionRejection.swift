/// Why a tap or command was refused, so a front end can explain it.
public enum SelectionRejection: Hashable, Sendable, CustomStringConvertible {
  /// The day is unavailable.
  case unavailable(UnavailableReason)
  /// A multiple selection already holds its maximum number of days.
  case maximumCountReached(Int)
  /// The range would have fewer nights than the minimum.
  case tooFewNights(minimum: Int)
  /// The range would have more nights than the maximum.
  case tooManyNights(maximum: Int)
  /// The range would cross this unavailable day.
  case crossesUnavailableDay(Day)
  /// A stay may not start on the day.
  case closedToArrival
  /// A stay may not end on the day.
  case closedToDeparture
  /// Deselection by tap is switched off (``DaySelection/allowsDeselectionByTap``).
  case deselectionNotAllowed
  /// The command does not apply to this selection mode (a range in a single selection).
  case unsupportedInMode

  /// A short English explanation ("Sold out", "Minimum stay is 2 nights").
  public var description: String {
    switch self {
    case .unavailable(let reason): reason.description
    case .maximumCountReached(let count):
      "You can pick at most \(count) \(count == 1 ? "day" : "days")"
    case .tooFewNights(let minimum):
      "Minimum stay is \(minimum) \(minimum == 1 ? "night" : "nights")"
    case .tooManyNights(let maximum):
      "Maximum stay is \(maximum) \(maximum == 1 ? "night" : "nights")"
    case .crossesUnavailableDay(let day): "The stay would include \(day), which is unavailable"
    case .closedToArrival: "No arrivals on this day"
    case .closedToDeparture: "No departures on this day"
    case .deselectionNotAllowed: "This day cannot be deselected"
    case .unsupportedInMode: "Not possible in this selection mode"
    }
  }
}
