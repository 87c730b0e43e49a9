import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// ncal's layout and habits: `-v` against Debian ncal's recorded output, and the defaults
/// when the binary is called `ncal`.
@Suite("ncal layout")
struct NcalLayoutTests {
  /// One recorded ncal run: its arguments, almanac's equivalent and ncal's lines.
  struct Reference: CustomTestStringConvertible {
    var ncal: String
    var almanac: [String]
    var lines: [String]
    var testDescription: String { "ncal \(ncal)" }
  }

  /// The sections of `__Snapshots__/ncal/NAME` (made by `make_ncal_references.sh` there).
  static func references(_ name: String) throws -> [Reference] {
    let text = try String(contentsOf: snapshots.url(named: "ncal/\(name)"), encoding: .utf8)
    var references: [Reference] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("=== ") {
        let parts = line.dropFirst(4).split(separator: "|", maxSplits: 1)
        references.append(
          Reference(
            ncal: parts[0].trimmingCharacters(in: .whitespaces),
            almanac: parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : [],
            lines: []))
      } else if !references.isEmpty {
        references[references.count - 1].lines.append(String(line))
      }
    }
    // The file ends with a newline: drop the empty line after the last section.
    if let last = references.last?.lines.last, last.isEmpty {
      references[references.count - 1].lines.removeLast()
    }
    return references
  }

  static let vertical = (try? references("vertical.txt")) ?? []

  @Test func theReferenceFileIsRead() {
    #expect(Self.vertical.count >= 20)
    #expect(Self.vertical.allSatisfy { $0.lines.count >= 8 && !$0.almanac.isEmpty })
  }

  /// Every recorded ncal layout, line for line (ncal's trailing spaces removed).
  @Test(arguments: vertical)
  func verticalMatchesNcal(_ reference: Reference) {
    let locale = reference.almanac.contains("--locale") ? [] : ["--locale", "en_US"]
    let result = CLIHarness.run(
      reference.almanac + locale + ["--color", "never", "--time-zone", "UTC"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(Array(lines.dropLast()) == reference.lines, "almanac \(reference.almanac)")
  }

  /// `-v` works with every calendar the horizontal layout draws, with `--columns`, and with
  /// events; JSON has no layout, so `-v --format json` is a usage error.
  @Test func verticalWithOtherOptions() {
    let hebrew = CLIHarness.run(
      ["-v", "-3", "7", "5784", "--calendar", "hebrew", "--locale", "en_US", "--color", "never"])
    #expect(hebrew.exitCode == 0, "\(hebrew.standardError)")
    #expect(hebrew.standardOutput.contains("Adar I 5784"), "\(hebrew.standardOutput)")
    #expect(hebrew.standardOutput.contains("Adar II 5784"))
    let persian = CLIHarness.run(["-v", "1", "1405", "--locale", "fa_IR", "--color", "never"])
    #expect(persian.exitCode == 0, "\(persian.standardError)")
    #expect(persian.standardOutput.contains("\u{06F1}"))
    let column = CLIHarness.run(["-v", "--columns", "1", "-3", "12", "2026", "--color", "never"])
    #expect(
      column.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).count == 27)
    let json = CLIHarness.run(["-v", "--format", "json", "12", "2026"])
    #expect(json.exitCode == 64)
    #expect(json.standardError.contains("-v'"), "\(json.standardError)")
  }
}

/// Easter against Debian ncal's `-e` and `-o` for every year 1583…3000 (recorded in
/// `__Snapshots__/ncal/easter.txt` by `make_easter.sh`), and `--easter`'s command line.
@Suite("ncal Easter")
struct NcalEasterTests {
  @Test func everyRecordedYearMatchesNcal() throws {
    let text = try String(
      contentsOf: snapshots.url(named: "ncal/easter.txt"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 1418)
    for line in lines {
      let fields = line.split(separator: " ").map(String.init)
      try #require(fields.count == 3, "\(line)")
      let year = try #require(Int(fields[0]))
      let western = try EasterComputus.western(year: year).easterSunday(year: year)
      let orthodox = try EasterComputus.julian.easterSunday(year: year)
      #expect(western.description == fields[1], "\(year)")
      #expect(orthodox.description == fields[2], "\(year)")
    }
  }

  @Test func easterOptions() {
    let both = CLIHarness.run(["--easter", "--orthodox-easter", "2026", "--locale", "en_US"])
    #expect(both.exitCode == 0, "\(both.standardError)")
    #expect(both.standardOutput == "April 5, 2026\nApril 12, 2026\n")
    // This year by default (the harness's today is 2026-11-29), in the locale.
    let german = CLIHarness.run(["--easter", "--locale", "de_DE"])
    #expect(german.standardOutput == "5. April 2026\n")
    // Before 1583 the Western date is the Julian computus's, written as a Julian date.
    #expect(CLIHarness.run(["--easter", "1500"]).standardOutput == "April 19, 1500\n")
    // Another calendar writes the same day in its own terms.
    let hebrew = CLIHarness.run(["--easter", "2026", "--calendar", "hebrew", "--locale", "en_US"])
    #expect(hebrew.standardOutput.contains("Nisan"), "\(hebrew.standardOutput)")
    for bad in [["--easter", "0"], ["--easter", "10000"], ["--easter", "x"]] {
      let result = CLIHarness.run(bad)
      #expect(result.exitCode == 64, "\(bad)")
      #expect(result.standardError.contains("year"), "\(result.standardError)")
    }
    let month = CLIHarness.run(["--easter", "4", "2026"])
    #expect(month.exitCode == 64)
    let view = CLIHarness.run(["--easter", "-3"])
    #expect(view.exitCode == 64)
    #expect(view.standardError.contains("-3"), "\(view.standardError)")
  }
}

/// `almanac` called as `ncal`: its defaults and letters, against recorded ncal output.
@Suite("Called as ncal")
struct NcalInvocationTests {
  static func run(_ arguments: [String], locale: String = "en_US.UTF-8") -> RunResult {
    CLIHarness.capture(environment: ["LANG": locale, "TZ": "UTC"]) {
      NcalInvocation.run(arguments: arguments, invocation: $0)
    }
  }

  @Test func isNcalByProgramName() {
    #expect(NcalInvocation.isNcal(programPath: "/usr/local/bin/ncal"))
    #expect(NcalInvocation.isNcal(programPath: "ncal"))
    #expect(!NcalInvocation.isNcal(programPath: "/usr/bin/almanac"))
    #expect(!NcalInvocation.isNcal(programPath: "/opt/ncal/almanac"))
  }

  /// ncal's own command lines give ncal's recorded output: the vertical layout by default,
  /// `-M`, `-S`, `-w` with ISO weeks, `-j`, `-3`, `-A`/`-B`, in C (en_US) and de_DE.
  @Test(arguments: NcalLayoutTests.vertical)
  func ncalArgumentsGiveNcalOutput(_ reference: NcalLayoutTests.Reference) {
    let isGerman = reference.almanac.contains("de_DE")
    // ncal's -w under Sunday-first weeks numbers ISO weeks across the columns; almanac's
    // numbers follow the weeks drawn (checked with -M, and in de_DE, only).
    if reference.ncal.contains("-w"), !reference.ncal.contains("-M"), !isGerman { return }
    let result = Self.run(
      reference.ncal.split(separator: " ").map(String.init) + ["--color", "never"],
      locale: isGerman ? "de_DE.UTF-8" : "en_US.UTF-8")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(Array(lines.dropLast()) == reference.lines, "ncal \(reference.ncal)")
  }

  @Test func translatesNcalLetters() throws {
    #expect(
      try NcalInvocation.translate(["-wy", "2026"])
        == ["--first-week-days", "4", "--reform", "auto", "--vertical", "-w", "-y", "2026"])
    #expect(
      try NcalInvocation.translate(["-b", "-M", "-m", "8", "2026"])
        == [
          "--first-week-days", "4", "--reform", "1752", "--bsd", "--monday", "--month", "8",
          "2026",
        ])
    #expect(
      try NcalInvocation.translate(["-A2", "-H", "2026-12-25", "-d", "2026-12", "-h"])
        == [
          "--first-week-days", "4", "--reform", "auto", "--vertical", "--after", "2", "--today",
          "2026-12-25",
          "--today", "2026-12-01", "--color", "never",
        ])
    #expect(
      try NcalInvocation.translate(["-eo", "2027", "-c", "hebrew", "--locale", "de_DE"])
        == [
          "--first-week-days", "4", "--reform", "auto", "--vertical", "--easter",
          "--orthodox-easter", "-c",
          "hebrew", "--locale", "de_DE", "2027",
        ])
    #expect(try NcalInvocation.translate(["-W", "1"]).prefix(2) == ["--first-week-days", "1"])
    // A subcommand keeps almanac's own command line.
    #expect(try NcalInvocation.translate(["pick", "-s", "x"]) == ["pick", "-s", "x"])
  }

  @Test func ncalEasterAndRefusals() {
    #expect(Self.run(["-e", "2026"]).standardOutput == "April 5, 2026\n")
    #expect(Self.run(["-o", "2026"]).standardOutput == "April 12, 2026\n")
    for arguments in [["-A"], ["-s", "XX", "9", "1752"], ["-s"]] {
      let result = Self.run(arguments)
      #expect(result.exitCode == 64, "\(arguments)")
      #expect(result.standardError.contains("-"), "\(result.standardError)")
    }
    #expect(Self.run(["-m", "8", "9", "2026"]).exitCode == 64)
  }
}

@Suite("Called as cal")
struct CalLinkTests {
  static let recorded = (try? NcalLayoutTests.references("cal.txt")) ?? []

  static func run(_ arguments: [String]) -> RunResult {
    CLIHarness.capture { NcalInvocation.run(arguments: arguments, as: .cal, invocation: $0) }
  }

  @Test func isCalByProgramName() {
    #expect(NcalInvocation.personality(programPath: "/usr/bin/cal") == .cal)
    #expect(NcalInvocation.personality(programPath: "ncal") == .ncal)
    #expect(NcalInvocation.personality(programPath: "/usr/bin/calendar") == nil)
  }

  @Test func theReferenceFileIsRead() {
    #expect(Self.recorded.count >= 18)
  }

  /// Every recorded cal run, byte for byte: trailing spaces, the gutter, the blank sixth
  /// week and the year headings included.
  @Test(arguments: recorded)
  func matchesDebianCal(_ reference: NcalLayoutTests.Reference) {
    let result = Self.run(reference.ncal.split(separator: " ").map(String.init))
    #expect(result.exitCode == 0, "\(result.standardError)")
    let expected = reference.lines.joined(separator: "\n") + "\n"
    #expect(result.standardOutput == expected, "cal \(reference.ncal)")
  }

  /// ncal's letters that cal lacks are refused as Debian's cal refuses them.
  @Test func refusesNcalLetters() {
    for arguments in [["-w"], ["-e", "2026"], ["-M"], ["-s", "FR"], ["-v"]] {
      let result = Self.run(arguments)
      #expect(result.exitCode == 64, "\(arguments)")
      #expect(result.standardError.contains("option"), "\(result.standardError)")
    }
  }

  /// ncal's `-b` and `-C` give the same layout as the cal link.
  @Test func ncalBIsCalsLayout() {
    let ncal = NcalInvocationTests.run(["-b", "-d", "2026-12"])
    #expect(ncal.standardOutput == Self.run(["-d", "2026-12"]).standardOutput)
  }
}
