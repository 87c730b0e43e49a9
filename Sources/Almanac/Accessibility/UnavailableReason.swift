/// Why a day cannot be chosen, for its accessible text.
public enum UnavailableReason: Hashable, Sendable, Codable {
  /// Before the first or after the last allowed day: "Unavailable: outside the allowed dates".
  case outOfRange
  /// Unavailable without a reason to state: "Unavailable".
  case disabled
  /// A reason written (and localized) by the caller, such as "Fully booked".
  case custom(String)
}
