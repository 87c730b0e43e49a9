/// A CLDR plural category: which form of a counted phrase a number takes in a language.
package enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  case zero, one, two, few, many, other
}

extension LabelStrings {
  /// The CLDR cardinal plural category of the integer `count` in `language`
  /// (CLDR 46 `plurals.xml`, integer operands only: `n = i`, `v = 0`).
  ///
  /// Covers every language of the table and many more, so that an app's ``CalendarPhrases``
  /// for, say, Ukrainian or Czech receives the right category. A language without a rule here
  /// has `other` only, as Japanese does.
  ///
  /// - Parameters:
  ///   - count: The number; its absolute value decides.
  ///   - language: A code from ``language(of:)``.
  /// - Returns: The category.
  package static func pluralCategory(_ count: Int, _ language: String) -> PluralCategory {
    let i = count.magnitude
    let (mod10, mod100) = (i % 10, i % 100)
    let code = language == "pt-PT" ? language : String(language.prefix { $0 != "-" })
    switch code {
    case "ar", "ars":
      if i == 0 { return .zero }
      if i == 1 { return .one }
      if i == 2 { return .two }
      if (3...10).contains(mod100) { return .few }
      if (11...99).contains(mod100) { return .many }
      return .other
    case "he", "iw":
      return i == 1 ? .one : i == 2 ? .two : .other
    case "ru", "uk", "be":
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "pl":
      if i == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "cs", "sk":
      return i == 1 ? .one : (2...4).contains(i) ? .few : .other
    case "hr", "sr", "bs", "sh":
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .other
    case "ro", "mo":
      if i == 1 { return .one }
      return i == 0 || (1...19).contains(mod100) ? .few : .other
    case "lt":
      if (11...19).contains(mod100) { return .other }
      return mod10 == 1 ? .one : mod10 >= 2 ? .few : .other
    case "lv":
      if mod10 == 0 || (11...19).contains(mod100) { return .zero }
      return mod10 == 1 ? .one : .other
    case "sl":
      switch mod100 {
      case 1: return .one
      case 2: return .two
      case 3, 4: return .few
      default: return .other
      }
    case "is":
      return mod10 == 1 && mod100 != 11 ? .one : .other
    case "fil", "tl":
      return [4, 6, 9].contains(mod10) ? .other : .one
    case "fr", "pt", "es", "it", "ca", "pt-PT":
      if i != 0 && i % 1_000_000 == 0 { return .many }
      let isOne = ["fr", "pt"].contains(code) ? i <= 1 : i == 1
      return isOne ? .one : .other
    case "hi", "fa", "bn", "gu", "kn", "am", "zu", "as", "hy", "pa", "mr":
      // CLDR: one for i = 0 or n = 1 (Marathi: n = 1 only).
      return i == 1 || (i == 0 && code != "mr") ? .one : .other
    case "ja", "zh", "ko", "th", "id", "ms", "vi", "my", "lo", "km", "yue", "jv", "bo", "dz":
      return .other
    default:
      // en, de, nl, sv, da, nb, nn, fi, et, el, hu, tr, bg, gl, eu, ur, sw, az, kk, ka, uz…:
      // one for 1 (da: n = 1 or t != 0 and i = 0,1, which for integers is 1).
      return i == 1 ? .one : .other
    }
  }

  /// The categories the integers take in `language`, with `other` (which every language
  /// has): the forms a counted phrase needs.
  package static func categories(of language: String) -> Set<PluralCategory> {
    var found: Set<PluralCategory> = [.other]
    for count in [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 102, 111, 1_000_000] {
      found.insert(pluralCategory(count, language))
    }
    return found
  }
}
