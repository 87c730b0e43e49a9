import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// Reform dates and the Julian calendar against Debian ncal's recorded output
/// (`__Snapshots__/ncal/reform*.txt`, made by `make_reform_references.sh`): `--reform` and,
/// called as ncal, `-s CC`, `-J`, `-p`, with `-j` and `-w` across a reform.
@Suite("ncal reform dates")
struct NcalReformTests {
  static let vertical = (try? NcalLayoutTests.references("reform.txt")) ?? []
  static let horizontal = (try? NcalLayoutTests.references("reform-horizontal.txt")) ?? []
  static let table = (try? NcalLayoutTests.references("reform-table.txt")) ?? []

  /// almanac's output for a reference's almanac arguments, and called as ncal for its ncal
  /// arguments (in de_DE when the case names it, else en_US).
  static func outputs(_ reference: NcalLayoutTests.Reference) -> (
    almanac: RunResult, ncal: RunResult
  ) {
    let locale = reference.almanac.contains("--locale") ? [] : ["--locale", "en_US"]
    let almanac = CLIHarness.run(
      reference.almanac + locale + ["--color", "never", "--time-zone", "UTC"])
    let isGerman = reference.almanac.contains("de_DE")
    let ncal = NcalInvocationTests.run(
      reference.ncal.split(separator: " ").map(String.init) + ["--color", "never"],
      locale: isGerman ? "de_DE.UTF-8" : "en_US.UTF-8")
    return (almanac, ncal)
  }

  static func lines(_ result: RunResult) -> [String] {
    Array(
      result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init).dropLast())
  }

  @Test func theReferenceFilesAreRead() {
    #expect(Self.vertical.count >= 25)
    #expect(Self.horizontal.count >= 4)
    #expect(Self.table.count == 2)
    #expect(Self.table.allSatisfy { $0.lines.count == 17 })
  }

  /// Every recorded vertical layout, line for line, both ways.
  @Test(arguments: vertical + table)
  func matchesNcal(_ reference: NcalLayoutTests.Reference) {
    let (almanac, ncal) = Self.outputs(reference)
    #expect(almanac.exitCode == 0, "\(almanac.standardError)")
    #expect(Self.lines(almanac) == reference.lines, "almanac \(reference.almanac)")
    #expect(ncal.exitCode == 0, "\(ncal.standardError)")
    #expect(Self.lines(ncal) == reference.lines, "ncal \(reference.ncal)")
  }

  /// Called as ncal, `-b` is BSD cal's layout: ncal's lines (trailing spaces aside, as the
  /// file holds them). almanac's own horizontal layout is util-linux cal's, which spaces its
  /// columns otherwise: the same words on each non-empty line.
  @Test(arguments: horizontal)
  func horizontalMatchesNcal(_ reference: NcalLayoutTests.Reference) {
    let words = { (lines: [String]) in
      lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.split(separator: " ") }
    }
    let trimmed = { (lines: [String]) in
      lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
    let (almanac, ncal) = Self.outputs(reference)
    #expect(almanac.exitCode == 0, "\(almanac.standardError)")
    #expect(words(Self.lines(almanac)) == words(reference.lines), "almanac \(reference.almanac)")
    #expect(trimmed(Self.lines(ncal)) == trimmed(reference.lines), "ncal \(reference.ncal)")
  }

  @Test func translatesTheReformLetters() throws {
    #expect(
      try NcalInvocation.translate(["-s", "GB", "9", "1752"])
        == ["--first-week-days", "4", "--reform", "GB", "--vertical", "9", "1752"])
    #expect(
      try NcalInvocation.translate(["-Jy"]).prefix(4) == [
        "--first-week-days", "4", "--reform", "julian",
      ])
    // The last of -J and -s counts, as in ncal; -p is the table.
    #expect(try NcalInvocation.translate(["-J", "-sFR"]).contains("FR"))
    #expect(!(try NcalInvocation.translate(["-s", "FR", "-J"]).contains("FR")))
    #expect(try NcalInvocation.translate(["-p"]).contains("--reform-table"))
    // almanac's own reform options replace ncal's default.
    for own in [["--reform", "1582"], ["--reform=iso"], ["--proleptic"], ["--iso"]] {
      let translated = try NcalInvocation.translate(own)
      #expect(!translated.contains("auto"), "\(own)")
    }
  }

  @Test func badReformsAreUsageErrors() {
    let bad: [([String], String)] = [
      (["--reform", "99999"], "reform '99999'"), (["--reform", "XX"], "country code"),
      (["--reform", "1582-10-14"], "1582-10-15"), (["--reform", "2026-02-30"], "date"),
      (["--reform", "0000-01-01"], "date"), (["--reform", ""], "reform"),
      (["--reform", "1752", "--proleptic"], "once"), (["--iso", "--reform", "julian"], "once"),
    ]
    for (arguments, text) in bad {
      let result = CLIHarness.run(arguments + ["9", "1752"])
      #expect(result.exitCode == 64, "\(arguments)")
      #expect(result.standardError.contains(text), "\(arguments): \(result.standardError)")
    }
    let country = NcalInvocationTests.run(["-s", "XX", "2026"])
    #expect(country.exitCode == 64)
    #expect(country.standardError.contains("'XX'"), "\(country.standardError)")
    #expect(country.standardError.contains("ncal -p"), "\(country.standardError)")
    #expect(NcalInvocationTests.run(["-s"]).exitCode == 64)
  }

  /// A given reform date, `--iso` and the days a reform skipped.
  @Test func otherReformForms() {
    let date = CLIHarness.run(["--reform", "1752-09-14", "-v", "9", "1752", "--color", "never"])
    let preset = CLIHarness.run(["--reform", "1752", "-v", "9", "1752", "--color", "never"])
    #expect(date.exitCode == 0, "\(date.standardError)")
    #expect(date.standardOutput == preset.standardOutput)
    let iso = CLIHarness.run(["--iso", "10", "1582", "--color", "never"])
    let proleptic = CLIHarness.run(["--proleptic", "10", "1582", "--color", "never"])
    #expect(iso.standardOutput == proleptic.standardOutput)
    #expect(iso.standardOutput.contains(" 5  6  7"), "\(iso.standardOutput)")
    let skipped = CLIHarness.run(["--reform", "1752", "5", "9", "1752"])
    #expect(skipped.exitCode == 64)
    #expect(
      skipped.standardError.contains("not a day of September 1752"), "\(skipped.standardError)")
    #expect(CLIHarness.run(["--reform", "1752", "14", "9", "1752"]).exitCode == 0)
    // The JSON days of September 1752 are the 19 the reform left.
    let json = CLIHarness.run(["--reform", "1752", "--format", "json", "9", "1752"])
    #expect(json.exitCode == 0, "\(json.standardError)")
    #expect(json.standardOutput.contains("\"1752-09-14\""), "\(json.standardOutput)")
  }

  /// Easter as ncal 12.1.8 writes it under a reform (in C, %x): `-J -o 2026` 03/30/26,
  /// `-J -e 2026` 04/05/26, `-s RU -o 1900` 04/22/00, `-J -o 1600` 03/23/00, `-s GB -e 1600`
  /// 04/02/00.
  @Test func easterUnderAReformAgreesWithNcal() {
    let cases: [([String], String)] = [
      (["-J", "-o", "2026"], "March 30, 2026\n"), (["-J", "-e", "2026"], "April 5, 2026\n"),
      (["-s", "RU", "-o", "1900"], "April 22, 1900\n"), (["-J", "-o", "1600"], "March 23, 1600\n"),
      (["-s", "GB", "-e", "1600"], "April 2, 1600\n"), (["-J", "-e", "1500"], "April 19, 1500\n"),
    ]
    for (arguments, expected) in cases {
      #expect(NcalInvocationTests.run(arguments).standardOutput == expected, "ncal \(arguments)")
    }
    let almanac = CLIHarness.run(
      ["--reform", "julian", "--easter", "--orthodox-easter", "2026", "--locale", "en_US"])
    #expect(almanac.standardOutput == "April 5, 2026\nMarch 30, 2026\n")
  }

  /// The configuration file's `reform` key, which a typed reform option overrides.
  @Test func configFileReform() throws {
    let environment = try ConfigFileTests.environment("reform = 1752\n")
    let month = ["-v", "9", "1752", "--color", "never", "--locale", "en_US"]
    let configured = CLIHarness.run(month, environment: environment)
    #expect(configured.exitCode == 0, "\(configured.standardError)")
    #expect(configured.standardOutput.contains("Th 14"), "\(configured.standardOutput)")
    for typed in [["--proleptic"], ["--iso"], ["--reform", "julian"]] {
      let result = CLIHarness.run(month + typed, environment: environment)
      #expect(result.exitCode == 0, "\(typed): \(result.standardError)")
      #expect(!result.standardOutput.contains("Th 14"), "\(typed)")
    }
    let bad = CLIHarness.run(month, environment: try ConfigFileTests.environment("reform = x\n"))
    #expect(bad.exitCode == 64)
    #expect(bad.standardError.contains("reform 'x'"), "\(bad.standardError)")
  }

  /// The agenda and the other commands take the option from the shared table.
  @Test func otherCommandsTakeTheReform() {
    let help = CLIHarness.run(["events", "--help"])
    #expect(help.standardOutput.contains("--reform"), "\(help.standardOutput)")
    let table = CLIHarness.run(["--reform-table", "--locale", "fr_FR"])
    #expect(table.standardOutput.contains("*FR France"), "\(table.standardOutput)")
  }
}
