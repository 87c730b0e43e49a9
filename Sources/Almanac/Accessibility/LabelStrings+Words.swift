import Foundation

/// The words of one locale from the package's one table, for the engine and its faces.
package struct LocalizedWords: Hashable, Sendable {
  /// The locale of numbers.
  package let locale: Locale
  /// The language of the words (``LabelStrings/language(of:)``).
  package let language: String

  /// The words for `locale`'s language.
  package init(locale: Locale) {
    self.locale = locale
    self.language = LabelStrings.language(of: locale)
  }

  /// The word or phrase for `key`, with `{name}` placeholders filled from `values`.
  package func callAsFunction(_ key: LabelKey, _ values: [String: String] = [:]) -> String {
    let template = LabelStrings.string(key, language)
    return values.isEmpty ? template : LabelStrings.fill(template, values)
  }

  /// `count` in the locale's digits.
  package func number(_ count: Int) -> String { LabelStrings.number(count, locale: locale) }

  /// The counted phrase `key` in the form the CLDR plural rule gives `count`, `{count}` in
  /// the locale's digits (in Latin digits when English stands in, so that an English phrase
  /// never carries, say, Arabic-Indic digits), other placeholders from `values`.
  package func counted(_ count: Int, _ key: LabelKey, _ values: [String: String] = [:]) -> String {
    let (template, isTranslated) = LabelStrings.resolve(key, count: count, language: language)
    var values = values
    values["count"] = isTranslated ? number(count) : String(count)
    return LabelStrings.fill(template, values)
  }
}
