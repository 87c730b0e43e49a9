/// A day's role in the current selection, as every renderer draws it.
public enum SelectionRole: String, Hashable, Sendable, Codable, CaseIterable {
  /// Not selected.
  case outside
  /// The first day of a range of two or more days.
  case start
  /// A day strictly inside a range.
  case middle
  /// The last day of a range of two or more days.
  case end
  /// A selected day on its own: a single or multiple selection, or a one-day range.
  case single

  /// Whether the day is part of the selection.
  public var isSelected: Bool { self != .outside }
}
