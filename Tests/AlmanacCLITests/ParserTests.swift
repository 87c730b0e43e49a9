import AlmanacTestSupport
import Testing

@testable import AlmanacCLI

/// The tokeniser and matcher, the "did you mean" distance, and environment defaults.
@Suite("Argument parsing")
struct ParserTests {
  static let spec = MonthCommand.spec

  @Test func clustersShortFlagsAndAttachedValues() throws {
    let parsed = try ArgumentParser.parse(["-3w", "-A2", "-B", "1", "5", "2026"], for: Self.spec)
    #expect(parsed.has(MonthCommand.threeMonths))
    #expect(parsed.has(MonthCommand.weekNumbers))
    #expect(try parsed.value(MonthCommand.after) == 2)
    #expect(try parsed.value(MonthCommand.before) == 1)
    #expect(parsed.positionals == ["5", "2026"])
    #expect(parsed.spelling(MonthCommand.after) == "-A")
  }

  @Test func longOptionsWithEqualsOrSeparateValue() throws {
    let parsed = try ArgumentParser.parse(
      ["--months=4", "--locale", "fa_IR", "--select", "2026-01-01", "--select=2026-02-02"],
      for: Self.spec)
    #expect(try parsed.value(MonthCommand.months) == 4)
    #expect(parsed.text(CalendarOptions.locale) == "fa_IR")
    #expect(try parsed.values(MonthCommand.select) == ["2026-01-01", "2026-02-02"])
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try ArgumentParser.parse(["--", "-3"], for: Self.spec)
    #expect(parsed.positionals == ["-3"])
    #expect(!parsed.has(MonthCommand.threeMonths))
  }

  @Test func unknownOptionSuggestsTheNearest() {
    #expect(throws: CLIError.unknownOption("--week-number", suggestion: "--week-numbers")) {
      try ArgumentParser.parse(["--week-number"], for: Self.spec)
    }
    #expect(throws: CLIError.unknownOption("--frobnicate", suggestion: nil)) {
      try ArgumentParser.parse(["--frobnicate"], for: Self.spec)
    }
  }

  @Test func missingValueAtTheEndOrBeforeAnotherOption() {
    #expect(throws: CLIError.missingValue(option: "--locale", placeholder: "ID")) {
      try ArgumentParser.parse(["--locale"], for: Self.spec)
    }
    #expect(throws: CLIError.missingValue(option: "-A", placeholder: "N")) {
      try ArgumentParser.parse(["-A", "-y"], for: Self.spec)
    }
  }

  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("flaw", "lawn", 2), ("same", "same", 0),
    ("--mnths", "--months", 1),
  ])
  func editDistance(_ a: String, _ b: String, _ distance: Int) {
    #expect(EditDistance.between(a, b) == distance)
    #expect(EditDistance.between(b, a) == distance)
  }

  /// `suggestion(for:among:)` measures only candidates whose length is within the edits
  /// allowed; it must pick what measuring every candidate picks (seeded words: option names
  /// with up to four random edits, and long junk).
  @Test func suggestionsSkipOnlyCandidatesTooLongOrTooShortToWin() {
    let candidates =
      Self.spec.options.map { "--" + $0.long } + ["--x", "-y", "événement", "İstanbul"]
    func measured(_ word: String) -> String? {
      var best: (candidate: String, distance: Int)?
      for candidate in candidates {
        let distance = EditDistance.between(word.lowercased(), candidate.lowercased())
        if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
      }
      guard let found = best else { return nil }
      return found.distance <= min(2, max(1, word.count / 2)) ? found.candidate : nil
    }
    var generator = SeededGenerator(seed: 0xED17)
    let letters = Array("abcdefghijklmnopqrstuvwxyz-İé")
    var suggested = 0
    for _ in 0..<400 {
      var word = Array(candidates[Int(generator.next() % UInt64(candidates.count))])
      for _ in 0..<Int(generator.next() % 5) {
        let at = Int(generator.next() % UInt64(word.count + 1))
        let letter = letters[Int(generator.next() % UInt64(letters.count))]
        switch generator.next() % 3 {
        case 0: word.insert(letter, at: at)
        case 1 where at < word.count: word.remove(at: at)
        default: if at < word.count { word[at] = letter }
        }
      }
      if generator.next() % 10 == 0 { word += Array(repeating: "q", count: 300) }
      let text = String(word)
      #expect(EditDistance.suggestion(for: text, among: candidates) == measured(text), "\(text)")
      if measured(text) != nil { suggested += 1 }
    }
    #expect(suggested > 100)
  }

  @Test func everyOptionHasAUniqueSpelling() {
    let options = Self.spec.options
    #expect(Set(options.map(\.long)).count == options.count)
    let shorts = options.compactMap(\.short)
    #expect(Set(shorts).count == shorts.count)
  }

  @Test(arguments: [
    ("en_US.UTF-8", "en_US"), ("de_DE@euro", "de_DE"), ("fr_FR.ISO-8859-1", "fr_FR"),
    ("C", "en_US_POSIX"), ("POSIX", "en_US_POSIX"), ("C.UTF-8", "en_US_POSIX"),
    ("", "en_US_POSIX"), ("klingon_KX", "en_US_POSIX"),
  ])
  func environmentLocale(_ lang: String, _ identifier: String) {
    let locale = LocaleResolver.environmentLocale(["LANG": lang])
    #expect(locale.identifier == identifier)
  }

  @Test func lcAllWinsOverLcTimeOverLang() {
    let all = LocaleResolver.environmentLocale(
      ["LC_ALL": "fr_FR.UTF-8", "LC_TIME": "de_DE.UTF-8", "LANG": "en_GB.UTF-8"])
    #expect(all.identifier == "fr_FR")
    let time = LocaleResolver.environmentLocale(["LC_TIME": "de_DE.UTF-8", "LANG": "en_GB"])
    #expect(time.identifier == "de_DE")
  }

  @Test(arguments: [
    "en_US", "en-GB", "fa_IR", "zh_CN", "zh-Hans-CN", "ja-JP-u-ca-japanese",
    "en_US@calendar=hebrew", "ar-SA-u-nu-latn", "sr_Latn_RS", "he",
  ])
  func acceptsRealLocales(_ identifier: String) {
    #expect(LocaleResolver.locale(named: identifier) != nil)
  }

  @Test(arguments: ["xx_YY", "en_XX", "english", "", "en US", "zz"])
  func rejectsUnknownLocales(_ identifier: String) {
    #expect(LocaleResolver.locale(named: identifier) == nil)
  }
}
