import Foundation
import Testing

/// The built `almanac` binary run as a process: stdout, stderr and exit codes.
@Suite("End to end")
struct EndToEndTests {
  static let environment = ["LANG": "en_US.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin"]

  @Test func binaryIsFoundNextToTheTests() {
    #expect(BinaryLocator.almanac != nil)
  }

  @Test func monthMatchesTheInProcessRun() throws {
    let arguments = ["11", "2026", "--today", "2026-11-29"]
    let result = try BinaryLocator.run(arguments, environment: Self.environment)
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput == CLIHarness.run(arguments).standardOutput)
    #expect(result.standardOutput.hasPrefix("    November 2026\n Su Mo Tu We Th Fr Sa\n"))
    #expect(result.standardOutput.hasSuffix(" 29 30\n"))
  }

  @Test func helpDocumentsEveryOption() throws {
    let result = try BinaryLocator.run(["--help"], environment: Self.environment)
    #expect(result.exitCode == 0)
    for long in [
      "--three-months", "--year", "--months", "--after", "--before", "--week-numbers",
      "--columns", "--select", "--format", "--calendar", "--locale", "--time-zone",
      "--first-weekday", "--proleptic", "--today", "--color", "--help", "--version",
    ] {
      #expect(result.standardOutput.contains(long), "\(long) missing from --help")
    }
    #expect(result.standardOutput.contains("NO_COLOR"))
    #expect(result.standardOutput.contains("islamic-umalqura"))
  }

  /// A bad command line: exit 64, nothing on stdout, one line on stderr that names the
  /// argument and says what is valid.
  struct BadInput: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var fragments: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let badInputs: [BadInput] = [
    BadInput(arguments: ["13", "2026"], fragments: ["month '13'", "valid: 1…12"]),
    BadInput(
      arguments: ["--calendar", "gregorain"],
      fragments: ["calendar 'gregorain'", "did you mean 'gregorian'", "islamic-umalqura"]),
    BadInput(
      arguments: ["--calendar", "mayan"], fragments: ["calendar 'mayan'", "valid: gregory"]),
    BadInput(arguments: ["--locale", "xx_YY"], fragments: ["locale 'xx_YY'", "valid:"]),
    BadInput(arguments: ["--locale", "en_XX"], fragments: ["locale 'en_XX'"]),
    BadInput(
      arguments: ["--time-zone", "Mars/Olympus"], fragments: ["time zone 'Mars/Olympus'", "valid:"]),
    BadInput(
      arguments: ["--time-zone", "Europe/Pariss"], fragments: ["did you mean 'Europe/Paris'"]),
    BadInput(arguments: ["0"], fragments: ["year '0'", "valid: 1 or later"]),
    BadInput(arguments: ["5", "0"], fragments: ["year '0'"]),
    BadInput(arguments: ["-y", "-3"], fragments: ["'-y'", "'-3'"]),
    BadInput(arguments: ["-y", "--months", "4"], fragments: ["'-y'", "'--months'"]),
    BadInput(arguments: ["-3", "--months", "4"], fragments: ["'-3'", "'--months'"]),
    BadInput(arguments: ["-y", "5", "2026"], fragments: ["'-y'", "'5'"]),
    BadInput(arguments: ["-3", "2026"], fragments: ["'-3'", "'2026'"]),
    BadInput(arguments: ["--mnths", "3"], fragments: ["'--mnths'", "did you mean '--months'"]),
    BadInput(arguments: ["--colour", "never"], fragments: ["did you mean '--color'"]),
    BadInput(arguments: ["-x"], fragments: ["unknown option '-x'"]),
    BadInput(arguments: ["--months"], fragments: ["option '--months'", "missing value"]),
    BadInput(
      arguments: ["--months", "--year"], fragments: ["option '--months'", "missing value"]),
    BadInput(arguments: ["--months", "0"], fragments: ["--months '0'", "valid: 1…12000"]),
    BadInput(arguments: ["--months", "many"], fragments: ["--months 'many'"]),
    BadInput(arguments: ["1", "2", "3", "4"], fragments: ["argument '4'"]),
    BadInput(
      arguments: ["--color", "sometimes"], fragments: ["color 'sometimes'", "auto, always, never"]),
    BadInput(arguments: ["--first-weekday", "funday"], fragments: ["'funday'", "sun, mon"]),
    BadInput(arguments: ["--today", "2026-02-30"], fragments: ["'2026-02-30'", "YYYY-MM-DD"]),
    BadInput(
      arguments: ["--select", "2026-11-05..2026-11-01"], fragments: ["ends before it starts"]),
    BadInput(arguments: ["--select", "yesterday"], fragments: ["selection 'yesterday'"]),
    BadInput(arguments: ["--format", "xml"], fragments: ["format 'xml'", "text, json"]),
    BadInput(arguments: ["--year=2026"], fragments: ["'--year'", "takes no value"]),
    BadInput(
      arguments: ["Smarch", "2026"], fragments: ["month 'Smarch'", "did you mean 'March'"]),
    BadInput(arguments: ["1", "10000"], fragments: ["outside the supported range"]),
    BadInput(arguments: ["5L", "2026"], fragments: ["month '5L 2026'"]),
    BadInput(arguments: ["--columns", "0"], fragments: ["--columns '0'"]),
    BadInput(arguments: ["Smarch"], fragments: ["year 'Smarch'", "or a month name"]),
    BadInput(arguments: ["-y", "march"], fragments: ["'-y'", "'march'"]),
    BadInput(arguments: ["todo", "--days", "0"], fragments: ["--days '0'"]),
    BadInput(arguments: ["todo", "--al"], fragments: ["did you mean '--all'"]),
    BadInput(
      arguments: ["todo", "--from", "2026-12-10", "--to", "2026-12-01"],
      fragments: ["'2026-12-01'", "is before --from"]),
    BadInput(arguments: ["todo", "--from", "someday"], fragments: ["'someday'"]),
  ]

  @Test(arguments: badInputs)
  func badInputExitsWithUsage(_ input: BadInput) throws {
    let result = try BinaryLocator.run(input.arguments, environment: Self.environment)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "one line expected: \(result.standardError)")
    #expect(result.standardError.hasPrefix("almanac: "))
    for fragment in input.fragments {
      #expect(result.standardError.contains(fragment), "\(result.standardError)")
    }
  }

  @Test func noColorWhenPipedEvenWithAuto() throws {
    let result = try BinaryLocator.run(["--color", "auto"], environment: Self.environment)
    #expect(result.exitCode == 0)
    #expect(!result.standardOutput.contains("\u{1B}["))
  }

  @Test func colorAlwaysWinsOverNoColor() throws {
    var environment = Self.environment
    environment["NO_COLOR"] = "1"
    let result = try BinaryLocator.run(["--color", "always"], environment: environment)
    #expect(result.standardOutput.contains("\u{1B}[0;7"))
  }

  @Test func versionPrintsOneLine() throws {
    let result = try BinaryLocator.run(["--version"], environment: Self.environment)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("almanac "))
  }

  @Test func hundredYearsInOneProcess() throws {
    let result = try BinaryLocator.run(
      ["--months", "1200", "1", "1950", "--color", "never"], environment: Self.environment)
    #expect(result.exitCode == 0)
    let output = result.standardOutput
    #expect(output.components(separatedBy: "January ").count - 1 == 100)
    #expect(output.components(separatedBy: "December ").count - 1 == 100)
    #expect(output.drop { $0 == " " }.hasPrefix("January 1950 "))
    #expect(output.contains("December 2049"))
    #expect(!output.contains("January 2050"))
  }
}
