import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// What the command line reads from the environment and the terminal.
@Suite("Environment")
struct EnvironmentTests {
  /// main.swift reads `environ` itself (cheaper at start-up); it must give what Foundation
  /// gives for this process's environment. (Not changed with setenv here: other suites read
  /// the environment in parallel.)
  @Test func processEnvironmentMatchesFoundation() {
    let ours = processEnvironment()
    #expect(!ours.isEmpty)
    #expect(ours == ProcessInfo.processInfo.environment)
  }

  @Test func langPicksTheLocale() {
    let french = CLIHarness.run(
      ["11", "2026", "--color", "never"], environment: ["LANG": "fr_FR.UTF-8", "TZ": "UTC"])
    #expect(french.standardOutput.contains("novembre 2026"))
    let posix = CLIHarness.run(
      ["11", "2026", "--color", "never"], environment: ["LANG": "C", "TZ": "UTC"])
    #expect(posix.standardOutput.contains("November 2026"))
  }

  /// "Now" is 2026-11-29 12:00 UTC: still the 29th in New York, already the 30th at UTC+14.
  /// Today is drawn in inverse video (`ESC[0;7…m`) when colour is on.
  static func today(_ result: RunResult) -> String? {
    guard let range = result.standardOutput.range(of: "\u{1B}[0;7") else { return nil }
    let rest = result.standardOutput[range.upperBound...]
    guard let m = rest.firstIndex(of: "m") else { return nil }
    return String(rest[rest.index(after: m)...].prefix(2))
  }

  @Test func tzDecidesToday() {
    let newYork = CLIHarness.run(
      ["--color", "always"], environment: ["LANG": "en_US", "TZ": "America/New_York"])
    #expect(Self.today(newYork) == "29")
    let kiritimati = CLIHarness.run(
      ["--color", "always"], environment: ["LANG": "en_US", "TZ": "Pacific/Kiritimati"])
    #expect(Self.today(kiritimati) == "30")
    let option = CLIHarness.run(
      ["--color", "always", "--time-zone", "Pacific/Kiritimati"],
      environment: ["LANG": "en_US", "TZ": "America/New_York"])
    #expect(Self.today(option) == "30")
  }

  @Test func colorAutoFollowsTheTerminalAndNoColor() {
    let terminal = TerminalInfo(isTerminal: true, columns: 80)
    let colored = CLIHarness.run(["--color", "auto"], terminal: terminal)
    #expect(colored.standardOutput.contains("\u{1B}[0;7"))
    var environment = CLIHarness.environment
    environment["NO_COLOR"] = "1"
    let plain = CLIHarness.run(["--color", "auto"], environment: environment, terminal: terminal)
    #expect(!plain.standardOutput.contains("\u{1B}["))
    // Without colour the grid is plain, like util-linux cal --color=never: no [29].
    #expect(!plain.standardOutput.contains("["))
    #expect(plain.standardOutput.contains(" 29 30"))
    let piped = CLIHarness.run(["--color", "auto"])
    #expect(!piped.standardOutput.contains("\u{1B}["))
  }

  @Test(arguments: [(40, 1), (80, 3), (100, 4), (160, 6), (300, 12)])
  func yearViewFitsTheWidth(_ width: Int, _ perRow: Int) {
    let result = CLIHarness.run(
      ["2026", "--color", "never"], terminal: TerminalInfo(isTerminal: true, columns: width))
    let headers = result.standardOutput.split(separator: "\n").filter { $0.contains("Su Mo") }
    #expect(headers.count == 12 / perRow)
    #expect(headers.allSatisfy { $0.count <= width })
    let first = headers.first.map { $0.components(separatedBy: "Su Mo").count - 1 }
    #expect(first == perRow)
  }

  @Test func columnsEnvironmentWhenNotATerminal() {
    var environment = CLIHarness.environment
    environment["COLUMNS"] = "100"
    let result = CLIHarness.run(["2026"], environment: environment)
    let header = result.standardOutput.split(separator: "\n").first { $0.contains("Su Mo") }
    #expect(header.map { $0.components(separatedBy: "Su Mo").count - 1 } == 4)
  }

  @Test func firstWeekdayOverridesTheLocale() {
    let result = CLIHarness.run(["11", "2026", "--first-weekday", "mon", "--color", "never"])
    #expect(result.standardOutput.contains(" Mo Tu We Th Fr Sa Su"))
    let saturday = CLIHarness.run(["11", "2026", "--first-weekday", "Saturday"])
    #expect(saturday.standardOutput.contains(" Sa Su Mo"))
  }

  /// A month name alone means that month of the current year (in the locale).
  @Test func monthNameAloneIsThisYearsMonth() {
    let english = CLIHarness.run(["march", "--color", "never"])
    #expect(english.standardOutput.hasPrefix("      March 2026\n"))
    let french = CLIHarness.run(["mars", "--locale", "fr_FR", "--color", "never"])
    #expect(french.standardOutput.contains("mars 2026"))
  }
}
