import AlmanacPrimitives
import Foundation

/// The direction in which a locale's text, and so its calendar grid, runs.
///
/// Only the left and right arrow keys depend on it: in a right-to-left grid the next day is to
/// the left. Home, End, Page Up and Page Down are logical and never mirror (WAI-ARIA date
/// picker grid).
public enum ReadingDirection: Hashable, Sendable, CaseIterable {
  /// Left to right (Latin, Cyrillic, CJK, …).
  case leftToRight
  /// Right to left (Arabic, Hebrew, Persian, Urdu, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya).
  case rightToLeft

  /// Scripts written right to left, used when Foundation does not know a locale's direction.
  static let rightToLeftScripts: Set<String> = [
    "Arab", "Aran", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr",
  ]

  /// The direction of `locale`'s language.
  ///
  /// Uses Foundation's character direction for the language, falling back to the locale's
  /// script (so `az_Arab`, which Foundation reports as left to right, is right to left).
  ///
  /// - Parameter locale: The locale.
  /// - Complexity: A cache look-up after the first call for a locale (Foundation's language
  ///   data costs tens of thousands of instructions, and every model asks).
  package init(locale: Locale) {
    // English is written left to right; no need to ask ICU (EnglishCalendarFacts).
    if EnglishCalendarFacts.of(locale) != nil {
      self = .leftToRight
      return
    }
    let identifier = locale.identifier
    if let known = readingDirections.withLock({ $0[identifier] }) {
      self = known
      return
    }
    let made = ReadingDirection(uncachedLocale: locale)
    readingDirections.withLock { $0[identifier] = made }
    self = made
  }

  private init(uncachedLocale locale: Locale) {
    let identifier = locale.identifier
    if Locale.Language(identifier: identifier).characterDirection == .rightToLeft {
      self = .rightToLeft
      return
    }
    let script =
      locale.language.script?.identifier
      ?? Locale.Language(identifier: identifier).maximalIdentifier
      .split(separator: "-").dropFirst().first.map(String.init)
    if let script, ReadingDirection.rightToLeftScripts.contains(script) {
      self = .rightToLeft
    } else {
      self = .leftToRight
    }
  }

  /// Whether text runs right to left.
  public var isRightToLeft: Bool { self == .rightToLeft }
}

/// The directions by locale identifier.
private let readingDirections = LockedValue<[String: ReadingDirection]>([:])
