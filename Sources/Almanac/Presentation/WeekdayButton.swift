/// One round button of a weekday picker.
public struct WeekdayButton: Hashable, Sendable, Identifiable {
  /// The weekday (1 = Sunday).
  public let weekday: Int
  /// The letter on the button (the locale's narrow standalone name: "M", "一", "ش").
  public let letter: String
  /// The full name, the button's accessibility label ("Monday").
  public let fullName: String
  /// Whether the weekday is selected.
  public let isSelected: Bool
  /// Whether the keyboard focus rests on the button.
  public let isFocused: Bool

  /// The button's identity: its weekday.
  public var id: Int { weekday }
}
