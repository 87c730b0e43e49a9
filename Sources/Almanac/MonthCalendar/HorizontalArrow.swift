/// A screen direction for arrows and swipes, after mirroring for the reading direction.
public enum HorizontalArrow: Hashable, Sendable, CaseIterable {
  /// Toward the left edge of the screen.
  case left
  /// Toward the right edge of the screen.
  case right
}
