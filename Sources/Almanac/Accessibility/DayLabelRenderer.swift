import Foundation

/// Words ``DayLabelParts`` in a locale's language, from the package's one table
/// (docs/localization.md), or English where neither the table nor the app's
/// ``CalendarPhrases`` has the language.
///
/// The date itself comes from Foundation in the parts' locale and calendar; the renderer adds
/// the words around it ("Today", "Start of range", "No longer available", "3 events").
package struct DayLabelRenderer: Hashable, Sendable {
  /// The words of the locale, with its language worked out once.
  private let localized: LocalizedWords

  /// The locale of the words and numbers.
  package var locale: Locale { localized.locale }
  /// The language of the words for ``locale``: its language code, with a script or region
  /// where the words differ (`zh-Hans`, `zh-Hant`, `pt-PT`).
  package var language: String { localized.language }

  /// Creates a renderer.
  ///
  /// - Parameter locale: The locale of the words; usually the calendar context's.
  package init(locale: Locale) {
    localized = LocalizedWords(locale: locale)
  }

  /// The accessible text of a day.
  ///
  /// - Parameter parts: The facts about the day.
  /// - Returns: Label (date, after "Today" for today), value (selection role and
  ///   unavailability) and hint (event count).
  package func accessibleText(for parts: DayLabelParts) -> AccessibleText {
    AccessibleText(
      label: label(for: parts), value: value(for: parts), hint: hint(for: parts),
      separator: separator)
  }

  /// The label: the full date, after "Today" for today.
  ///
  /// - Parameter parts: The facts about the day.
  /// - Returns: E.g. "Today, Monday, March 2, 2026".
  package func label(for parts: DayLabelParts) -> String {
    parts.isToday ? words(.today) + separator + parts.dateText : parts.dateText
  }

  /// The value: the selection role and unavailability, or an empty string.
  ///
  /// - Parameter parts: The facts about the day.
  /// - Returns: E.g. "Start of range" or "Selected, Not available on this weekday".
  package func value(for parts: DayLabelParts) -> String {
    var pieces: [String] = []
    switch parts.role {
    case .outside: break
    case .start: pieces.append(words(.startOfRange))
    case .middle: pieces.append(words(.inRange))
    case .end: pieces.append(words(.endOfRange))
    case .single: pieces.append(words(.selected))
    }
    switch parts.unavailableReason {
    case nil: break
    case .beforeFirstDay: pieces.append(words(.beforeFirstDay))
    case .afterLastDay: pieces.append(words(.afterLastDay))
    case .excludedWeekday: pieces.append(words(.excludedWeekday))
    case .disabled: pieces.append(words(.unavailable))
    case .custom(let label): pieces.append(label)
    }
    return pieces.joined(separator: separator)
  }

  /// The hint: the number of events, or `nil` when there are none or they are not shown.
  ///
  /// - Parameter parts: The facts about the day.
  /// - Returns: E.g. "3 events".
  package func hint(for parts: DayLabelParts) -> String? {
    guard let count = parts.eventCount, count > 0 else { return nil }
    return counted(count, .eventCount)
  }

  /// Label, value and hint in one string.
  ///
  /// - Parameter parts: The facts about the day.
  /// - Returns: E.g. "Today, Monday, March 2, 2026, Start of range, 2 events".
  package func spokenText(for parts: DayLabelParts) -> String {
    accessibleText(for: parts).spokenText
  }

  /// The separator between pieces of text in this locale.
  package var separator: String { words(.separator) }

  func words(_ key: LabelKey) -> String {
    LabelStrings.string(key, localized.language)
  }

  func counted(_ count: Int, _ key: LabelKey) -> String {
    localized.counted(count, key)
  }
}
