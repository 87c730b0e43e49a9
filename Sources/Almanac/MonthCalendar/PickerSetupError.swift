/// Why a picker could not start from the given options.
public enum PickerSetupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The initial value does not suit the mode (a range for a single-day picker).
  case initialValueDoesNotFitMode(PickerResult)
  /// The selection engine refused the initial value.
  case initialValueRejected(Day, SelectionRejection)

  /// A message for the person.
  public var description: String {
    switch self {
    case .initialValueDoesNotFitMode:
      return "the initial value does not fit the picker's mode"
    case .initialValueRejected(let day, let reason):
      return "\(day) cannot be selected: \(reason)"
    }
  }
}
