/// How many week rows a month layout has.
public enum RowPolicy: Hashable, Sendable {
  /// As many rows as the month needs: 4 to 6 for Gregorian months (fewer for very short months,
  /// such as the Coptic and Ethiopic epagomenal month or October 1582).
  case variable
  /// Always six rows (more only if a month needs them), so that grids of different months have
  /// the same height.
  case fixedSix
}
