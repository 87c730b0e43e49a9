import Almanac

/// The weekday row's names of the UIKit calendar at a Dynamic Type size: the short names
/// ("Mon", "lun.") at the standard sizes, the narrow symbols ("M", "L") at the accessibility
/// sizes, where a short name in a seventh of the width would be truncated ("Mo…"). VoiceOver
/// never reads the row (each day's label names its weekday in full).
package enum WeekdayHeaderText {
  /// The names to show.
  ///
  /// - Parameters:
  ///   - names: The week's names in display order (a page's `weekdays`).
  ///   - isAccessibilitySize: Whether the content size category is an accessibility size
  ///     (`UIContentSizeCategory.isAccessibilityCategory`).
  /// - Returns: One name per column.
  package static func names(_ names: [WeekdayName], isAccessibilitySize: Bool) -> [String] {
    names.map { isAccessibilitySize ? $0.narrow : $0.short }
  }
}
