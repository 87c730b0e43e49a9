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
}
