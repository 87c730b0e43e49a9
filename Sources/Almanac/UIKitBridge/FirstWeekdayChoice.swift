/// The first-weekday choices of the UIKit calendar view's style: a fixed weekday, or the
/// locale's.
public enum FirstWeekdayChoice: String, Hashable, Sendable, Codable, CaseIterable {
  /// Weeks start on Sunday.
  case sunday
  /// Weeks start on Monday.
  case monday
  /// Weeks start on Saturday.
  case saturday
  /// Weeks start on the locale's first weekday (CLDR, honouring `-u-fw-`), or Monday for
  /// ISO 8601.
  case automatic

  /// The Calendar weekday number (1 = Sunday), or `nil` to let the locale decide.
  public var weekdayNumber: Int? {
    switch self {
    case .sunday: 1
    case .monday: 2
    case .saturday: 7
    case .automatic: nil
    }
  }
}
