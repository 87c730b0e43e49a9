/// A day's role in the current selection, as every renderer draws it.
public enum SelectionRole: Hashable, Sendable, CaseIterable {
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

  /// Whether assistive technology marks the day as selected (VoiceOver's "selected", UIKit's
  /// `.selected` trait): a single day and a range's two ends. Days inside a range are part of
  /// the selection, but they say "In range" instead, as the system pickers do; marking each of
  /// them selected would repeat "selected" on every day of a long stay.
  package var isMarkedSelected: Bool {
    switch self {
    case .start, .end, .single: true
    case .outside, .middle: false
    }
  }
}
