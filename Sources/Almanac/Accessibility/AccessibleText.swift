/// A day's accessible text in the pieces that SwiftUI, UIKit and ARIA take separately.
///
/// SwiftUI: `.accessibilityLabel(label)`, `.accessibilityValue(value)`,
/// `.accessibilityHint(hint)`. UIKit: `accessibilityLabel`, `accessibilityValue`,
/// `accessibilityHint`. HTML and terminals: ``spokenText``.
public struct AccessibleText: Hashable, Sendable {
  /// What the element is: the full date, after "Today" for today ("Today, Monday, March 2,
  /// 2026").
  public var label: String
  /// Its state: "Start of range", "In range", "End of range", "Selected", "Unavailable: …";
  /// empty when there is nothing to say.
  public var value: String
  /// Extra information read last, such as "3 events"; `nil` if none.
  public var hint: String?
  /// The separator the pieces are joined with in ``spokenText`` (", ", "، ", "、").
  package var separator: String = ", "

  /// Label, value and hint in one string, for `aria-label` or a terminal's status line.
  public var spokenText: String {
    [label, value, hint ?? ""].filter { !$0.isEmpty }.joined(separator: separator)
  }
}
