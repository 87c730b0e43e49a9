/// An input to a ``DaySelection``: a tap, or a programmatic command that follows the same
/// rules (availability, range rules, maximum count) but never toggles.
public enum SelectionCommand: Hashable, Sendable {
  /// The user tapped (clicked, pressed Return on) a day.
  case tap(Day)
  /// Select a day from code: like a tap, but a selected day stays selected.
  case select(Day)
  /// Deselect a day from code, even when deselection by tap is switched off.
  case deselect(Day)
  /// Select a whole range from code (range modes; multiple mode adds its available days).
  case selectRange(ClosedRange<Day>)
}
