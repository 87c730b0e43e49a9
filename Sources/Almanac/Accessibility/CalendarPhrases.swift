import Foundation

/// An app's own words for the calendars: a language the package lacks, or other wording for
/// one it has. Every face (SwiftUI, UIKit, HTML, terminal) and every VoiceOver phrase reads
/// the words through the same table, so one override changes them all.
///
/// Install a function once, at launch, before the first calendar is shown:
///
/// ```swift
/// CalendarPhrases.override { key, language, plural in
///   guard language == "uk" else { return nil }  // nil: keep the package's words
///   return ukrainian[plural.map { "\(key).\($0)" } ?? key]
/// }
/// ```
///
/// The function receives the key (`"previousMonth"`, `"nights"`…, listed in
/// docs/localization.md), the language (`"uk"`, `"zh-Hant"`, `"pt-PT"`: the locale's language
/// code, with a script or region where the words differ) and, for a phrase with a count, its
/// CLDR plural category (`"zero"`, `"one"`, `"two"`, `"few"`, `"many"`, `"other"`) by the
/// language's rule. It returns the phrase, with the placeholders of the package's English
/// phrase (`{count}`, `{date}`…) where they belong, or `nil` for the package's own words.
/// `{count}` is filled in the locale's digits. To read the words from the app's String
/// Catalog, look them up in the bundle of the language (docs/localization.md shows how).
public enum CalendarPhrases {
  /// Sets the function that supplies the app's words, or removes it with `nil`.
  ///
  /// Labels already built (a ``ControlLabels`` value, a summary a model has worked out) keep
  /// their words; new ones read the function.
  ///
  /// - Parameter phrase: Returns the phrase for a key, language and plural category, or
  ///   `nil` to keep the package's.
  public static func override(
    _ phrase: (@Sendable (_ key: String, _ language: String, _ plural: String?) -> String?)?
  ) {
    installed.set(phrase)
  }

  /// The app's phrase for `key`, if it gave one.
  static func phrase(
    _ key: LabelKey, language: String, category: PluralCategory?
  ) -> String? {
    guard let phrase = installed.get() else { return nil }
    return phrase(key.rawValue, language, category?.rawValue)
  }

  private static let installed = InstalledPhrases()
}

/// The installed override, behind a lock (NSLock exists on iOS 17, macOS 14 and Linux).
private final class InstalledPhrases: @unchecked Sendable {
  typealias Phrase = @Sendable (String, String, String?) -> String?
  private let lock = NSLock()
  private var phrase: Phrase?

  func set(_ phrase: Phrase?) {
    lock.lock()
    defer { lock.unlock() }
    self.phrase = phrase
  }

  func get() -> Phrase? {
    lock.lock()
    defer { lock.unlock() }
    return phrase
  }
}
