import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// POSIX locale names with a script modifier (`sr_RS.UTF-8@latin`): the modifier picks the
/// script, it is not dropped like `@euro`.
@Suite("Locale resolver: POSIX modifiers")
struct LocaleResolverTests {
  @Test(arguments: [
    ("sr_RS.UTF-8@latin", "sr_Latn_RS"), ("sr_RS@latin", "sr_Latn_RS"),
    ("uz_UZ.UTF-8@cyrillic", "uz_Cyrl_UZ"), ("sr_RS.UTF-8", "sr_RS"),
    ("de_DE.UTF-8@euro", "de_DE"), ("ks_IN.UTF-8@devanagari", "ks_Deva_IN"),
    ("@latin", "en_US_POSIX"), ("C.UTF-8@latin", "en_US_POSIX"),
  ])
  func scriptModifier(_ lang: String, _ identifier: String) {
    #expect(LocaleResolver.environmentLocale(["LANG": lang]).identifier == identifier)
  }

  @Test func serbianLatinShowsLatinMonthNames() {
    var environment = CLIHarness.environment
    environment["LANG"] = "sr_RS.UTF-8@latin"
    let result = CLIHarness.run(["11", "2026", "--color", "never"], environment: environment)
    #expect(result.exitCode == 0)
    // CLDR: November is "novembar" in sr-Latn and "новембар" in sr-Cyrl.
    #expect(result.standardOutput.contains("novembar"), "\(result.standardOutput)")
  }

  /// The `cli` fuzz finding `crash-08f28e17…` (kept in fuzz/findings/): a 190-byte `-l` value
  /// of junk subtags that ICU canonicalised to `ru_LR`, so it was accepted, and then crashed
  /// ICU (a segmentation fault in `ures_openWithCountryFallback`) when the month text opened a
  /// date formatter with it. Now a usage error that says why.
  @Test func aLongJunkLocaleIsAUsageErrorNotACrash() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(
        "../../fuzz/findings/cli-long-locale-08f28e17b501a1cd7a5d49b9927f2276a0e7ae43")
    let argument = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(argument.hasPrefix("-lru-lr"))
    let result = CLIHarness.run([argument])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains("longer than a locale identifier can be (80 bytes)"),
      "\(result.standardError)")
    // A junk name of 100 bytes, which ICU also read as ru_LR, is refused as unknown.
    #expect(LocaleResolver.locale(named: String(argument.dropFirst(2).prefix(100))) == nil)
    #expect(LocaleResolver.locale(named: String(argument.dropFirst(2).prefix(80))) == nil)
  }

  /// Seeded junk around real names (doubled and empty subtags, long subtags, extensions and
  /// keywords of any length): every name accepted is well formed and opens a date formatter
  /// (where the crash was); real names stay accepted.
  @Test func junkNamesAreRefusedOrOpenCleanly() {
    for name in [
      "en_US", "en-GB", "fa_IR", "zh_CN", "sr-Latn-RS", "th-TH-u-ca-buddhist",
      "ar-SA-u-ca-islamic-umalqura", "en_US@calendar=hebrew", "C", "POSIX", "de_DE",
    ] {
      #expect(LocaleResolver.locale(named: name) != nil, "\(name)")
    }
    var generator = SeededGenerator(seed: 0x10CA1E)
    let pieces = [
      "ru", "en", "LR", "US", "Latn", "", "_", "-", "verskon", "1u", "vvvvvvvvvvvv", "u", "ca",
      "islamic", "@calendar=", "x", "POSIX", "__", "--", "9", "umalqura;numbers=arab",
    ]
    var accepted = 0
    for _ in 0..<400 {
      var name = ""
      for _ in 0..<Int(1 + generator.next() % 40) {
        name += pieces[Int(generator.next() % UInt64(pieces.count))]
        if generator.next() % 3 == 0 { name += generator.next() % 2 == 0 ? "-" : "_" }
      }
      guard let locale = LocaleResolver.locale(named: name) else { continue }
      accepted += 1
      #expect(name.utf8.count <= LocaleResolver.maximumLength)
      #expect(LocaleResolver.isWellFormed(LocaleResolver.baseName(of: name)), "\(name)")
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.dateFormat = "LLLL y"
      #expect(!formatter.string(from: Date(timeIntervalSince1970: 0)).isEmpty)
    }
    #expect(accepted > 0)
  }

  @Test(
    "names are trimmed of the spaces Foundation trims",
    arguments: [
      "  de_DE ", "\tfr_FR\t", "\u{00A0}ja_JP\u{2003}", "en_US", "", " \t ", "\nen_US",
      "a b", "\u{3000}zh_CN",
    ])
  func trimming(_ text: String) {
    #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
  }
}
