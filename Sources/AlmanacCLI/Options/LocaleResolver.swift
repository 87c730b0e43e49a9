import Foundation

/// Turns locale names from the command line or the POSIX environment into Foundation locales,
/// refusing names ICU does not know (`Locale(identifier:)` itself accepts anything).
enum LocaleResolver {
  /// The installed locale identifiers as Foundation lists them (ICU form).
  private static let installed: Set<String> = Set(Locale.availableIdentifiers)

  /// The installed locale identifiers, canonicalised to ICU form (slower to build, so only
  /// built when the listed form does not match).
  private static let available: Set<String> = Set(
    Locale.availableIdentifiers.map { Locale.identifier(.icu, from: $0) })

  /// ISO 3166 region codes Foundation knows.
  private static let regions: Set<String> = Set(Locale.Region.isoRegions.map(\.identifier))

  /// The locale named by `identifier` (`fa_IR`, `fa-IR`, `th-TH-u-ca-buddhist`,
  /// `en_US@calendar=hebrew`, `zh_CN`), or `nil` if ICU has no data for its language, script
  /// or region. Unicode extension keywords (`-u-…`, `@…`) are kept.
  static func locale(named identifier: String) -> Locale? {
    let trimmed = identifier.trimmingSpaces
    guard !trimmed.isEmpty, isShortEnough(trimmed) else { return nil }
    if ["c", "posix"].contains(trimmed.lowercased()) { return Locale(identifier: "en_US_POSIX") }
    let base = baseName(of: trimmed)
    guard isWellFormed(base) else { return nil }
    let canonical = Locale.identifier(.icu, from: base)
    guard isKnown(canonical) else { return nil }
    return Locale(identifier: trimmed)
  }

  /// The longest identifier read, in bytes: far longer than any real one
  /// (`ar-SA-u-ca-islamic-umalqura-nu-latn` is 35), shorter than ICU's buffers for keywords
  /// (96 bytes) and whole names (157). ICU canonicalised a 100-byte name of junk to a known
  /// locale (`ru_LR`), and crashed opening a 150-byte one (a fuzz finding).
  static let maximumLength = 80

  /// Whether `identifier` is short enough to hand to ICU at all.
  static func isShortEnough(_ identifier: String) -> Bool {
    identifier.utf8.count <= maximumLength
  }

  /// Whether a base name (no extensions) is made of BCP 47 / ICU subtags: one to eight ASCII
  /// letters or digits each, between single `-` or `_` (`sr-Latn-RS`, `ca_ES_VALENCIA`,
  /// `en_US_POSIX`).
  static func isWellFormed(_ base: String) -> Bool {
    let parts = base.utf8.split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
    return !parts.isEmpty
      && parts.allSatisfy { part in
        (1...8).contains(part.count)
          && part.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF) }
      }
  }

  /// The identifier without Unicode extensions: `th-TH-u-ca-buddhist` → `th-TH`,
  /// `en_US@calendar=hebrew` → `en_US`.
  static func baseName(of identifier: String) -> String {
    var base = identifier
    if let at = base.firstIndex(of: "@") { base = String(base[..<at]) }
    let lowered = base.lowercased()
    for marker in ["-u-", "_u_", "-t-", "-x-"] {
      if let range = lowered.range(of: marker) {
        let offset = lowered.distance(from: lowered.startIndex, to: range.lowerBound)
        base = String(base.prefix(offset))
      }
    }
    return base
  }

  private static func isKnown(_ canonical: String) -> Bool {
    if installed.contains(canonical) || available.contains(canonical) { return true }
    // zh_CN is not listed (zh_Hans_CN is): accept a known language (and script) with any
    // real region.
    let locale = Locale(identifier: canonical)
    guard let language = locale.language.languageCode?.identifier else { return false }
    var stem = language
    if let script = locale.language.script?.identifier, canonical.contains("_\(script)") {
      stem += "_\(script)"
    }
    guard available.contains(stem) else { return false }
    var rest = canonical.dropFirst(stem.count)
    if rest.isEmpty { return true }
    guard rest.hasPrefix("_") else { return false }
    rest = rest.dropFirst()
    let parts = rest.split(separator: "_", omittingEmptySubsequences: false)
    guard let region = parts.first, regions.contains(String(region)) else { return false }
    return parts.count == 1 || (parts.count == 2 && parts[1] == "POSIX")
  }

  /// A near spelling of `identifier` among installed locales, for "did you mean".
  static func suggestion(for identifier: String) -> String? {
    guard isShortEnough(identifier) else { return nil }
    let canonical = Locale.identifier(.icu, from: baseName(of: identifier))
    return EditDistance.suggestion(for: canonical, among: available.sorted())
  }

  /// The locale named by the POSIX environment (`LC_ALL`, then `LC_TIME`, then `LANG`):
  /// `en_US.UTF-8` → `en_US`, `de_DE@euro` → `de_DE`, `C`/`POSIX` or nothing → `en_US_POSIX`.
  /// A script modifier picks the script: `sr_RS.UTF-8@latin` → `sr_Latn_RS`,
  /// `uz_UZ@cyrillic` → `uz_Cyrl_UZ` (without that script in ICU, the plain locale). A name
  /// ICU does not know also falls back to `en_US_POSIX`.
  static func environmentLocale(_ environment: [String: String]) -> Locale {
    let name =
      ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
      ?? "C"
    // language[_territory][.codeset][@modifier]
    var stem = Substring(name)
    var modifier: Substring = ""
    if let at = stem.firstIndex(of: "@") {
      modifier = stem[stem.index(after: at)...]
      stem = stem[..<at]
    }
    if let dot = stem.firstIndex(of: ".") { stem = stem[..<dot] }
    let scripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva"]
    let parts = stem.split(separator: "_", maxSplits: 1).map(String.init)
    if let script = scripts[modifier.lowercased()], let language = parts.first {
      let scripted = ([language, script] + parts.dropFirst()).joined(separator: "_")
      if let locale = locale(named: scripted) { return locale }
    }
    return locale(named: String(stem)) ?? Locale(identifier: "en_US_POSIX")
  }
}
