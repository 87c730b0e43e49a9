import Foundation

/// Why a day cannot be selected, for labels such as "Sold out".
public struct UnavailableReason: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The kind of rule that made the day unavailable.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// Before the first selectable day.
    case beforeFirstDay
    /// After the last selectable day.
    case afterLastDay
    /// On a weekday that the rules exclude.
    case excludedWeekday
    /// One of the explicitly disabled days or ranges.
    case disabledDay
    /// Refused by a predicate (`canSelect`).
    case predicate
  }

  /// The kind of rule.
  public var kind: Kind
  /// The caller's label for the day ("Sold out"), if the rule carries one.
  public var label: String?

  /// Creates a reason.
  ///
  /// - Parameters:
  ///   - kind: The kind of rule.
  ///   - label: A caller's label for the day, shown instead of the default text.
  public init(_ kind: Kind, label: String? = nil) {
    self.kind = kind
    self.label = label
  }

  /// The label, or a short English default for the kind.
  public var description: String { text(locale: Locale(identifier: "en")) }

  /// The label (the caller's words, said as they are), or the kind's default in `locale`'s
  /// language from the package's one table: "Not yet available", "Noch nicht verfügbar".
  ///
  /// - Parameter locale: The locale of the words.
  /// - Returns: The text.
  package func text(locale: Locale) -> String {
    if let label { return label }
    let words = LocalizedWords(locale: locale)
    switch kind {
    case .beforeFirstDay: return words(.beforeFirstDay)
    case .afterLastDay: return words(.afterLastDay)
    case .excludedWeekday: return words(.excludedWeekday)
    case .disabledDay, .predicate: return words(.unavailable)
    }
  }
}
