import Foundation
import Testing

@testable import AlmanacCLI

/// `almanac pick` in-process: usage errors (exit 64, one stderr line naming the argument),
/// no terminal (exit 64, no hang), and the generated help.
@Suite("Pick command")
struct PickCommandTests {
  struct BadInput: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var fragments: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      arguments: ["--range", "--weekdays"], fragments: ["'--range'", "'--weekdays'", "one mode"]),
    BadInput(
      arguments: ["--range-behavior", "sideways"],
      fragments: ["'sideways'", "forward, either, complete"]),
    BadInput(
      arguments: ["--multiple", "--range-behavior", "either"],
      fragments: ["'--range-behavior'", "'--multiple'"]),
    BadInput(arguments: ["--min-nights", "2"], fragments: ["'--min-nights'", "need --range"]),
    BadInput(
      arguments: ["--range", "--min-nights", "5", "--max-nights", "2"],
      fragments: ["'--min-nights'", "above the maximum"]),
    BadInput(arguments: ["--range", "--min-nights", "x"], fragments: ["'x'", "whole number"]),
    BadInput(
      arguments: ["--min", "2026-03-10", "--max", "2026-03-01"], fragments: ["'--min'", "'--max'"]),
    BadInput(arguments: ["--min", "2026-02-30"], fragments: ["'2026-02-30'", "YYYY-MM-DD"]),
    BadInput(
      arguments: ["--weekdays-only", "--weekends-only"],
      fragments: ["'--weekdays-only'", "'--weekends-only'"]),
    BadInput(
      arguments: ["--weekdays", "--disable", "2026-03-02"],
      fragments: ["'--disable'", "'--weekdays'"]),
    BadInput(
      arguments: ["--disable", "2026-03-09..2026-03-02"], fragments: ["ends before it starts"]),
    BadInput(arguments: ["--format", "cron"], fragments: ["'--format'", "need --weekdays"]),
    BadInput(
      arguments: ["--weekdays", "--format", "%d.%m.%Y"], fragments: ["'--format'", "'--weekdays'"]),
    BadInput(
      arguments: ["--format", "%d %H"], fragments: ["format '%d %H'", "unknown conversion '%H'"]),
    BadInput(arguments: ["--format", "yaml"], fragments: ["format 'yaml'", "valid: iso, json"]),
    BadInput(arguments: ["--months", "0"], fragments: ["'0'", "1…12"]),
    BadInput(arguments: ["--start-month", "2026-13"], fragments: ["month '2026-13'", "YYYY-MM"]),
    BadInput(
      arguments: ["--initial", "2026-03-01..2026-03-05"], fragments: ["--single takes one day"]),
    BadInput(
      arguments: ["--weekdays", "--initial", "XX"], fragments: ["weekdays 'XX'", "MO,WE,FR"]),
    BadInput(
      arguments: ["--min", "2026-03-10", "--initial", "2026-03-02"],
      fragments: ["initial value '2026-03-02'", "Not yet available"]),
    BadInput(arguments: ["--rnage"], fragments: ["'--rnage'", "did you mean '--range'"]),
    BadInput(arguments: ["2026"], fragments: ["argument '2026'", "unexpected"]),
  ]

  @Test(arguments: badInputs)
  func badInputExits64WithOneLine(_ input: BadInput) {
    let result = CLIHarness.run(["pick", "--today", "2026-03-01"] + input.arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(result.standardError)")
    for fragment in input.fragments {
      #expect(result.standardError.contains(fragment), "\(result.standardError)")
    }
  }

  @Test("Valid options without a terminal: exit 64 with a message, nothing on stdout")
  func noTerminal() {
    let result = CLIHarness.run([
      "pick", "--range", "--months", "3", "--min-nights", "2", "--disable",
      "2026-03-12,2026-03-20..2026-03-22", "--initial", "2026-03-05..2026-03-09", "--today",
      "2026-03-01",
    ])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("almanac: no terminal"))
  }

  @Test("Help lists every pick option and the keys; the main help lists the subcommand")
  func help() {
    let help = CLIHarness.run(["pick", "--help"])
    #expect(help.exitCode == 0)
    for long in [
      "--single", "--multiple", "--range", "--weekdays", "--range-behavior", "--months",
      "--start-month", "--initial", "--min", "--max", "--weekdays-only", "--weekends-only",
      "--disable", "--min-nights", "--max-nights", "--format", "--calendar", "--locale",
      "--first-weekday", "--today", "--color",
    ] {
      #expect(help.standardOutput.contains(long), "\(long) missing")
    }
    #expect(help.standardOutput.contains("Esc, q, Ctrl-C"))
    let main = CLIHarness.run(["--help"])
    #expect(main.standardOutput.contains("pick"))
    #expect(CLIHarness.run(["pikc"]).standardError.contains("did you mean 'pick'"))
  }
}

extension PickCommandTests {
  @Test(
    "A refusal in the default single mode never names --single, which was not typed",
    arguments: [["--format", "cron"], ["--format", "rrule"], ["--min-nights", "2"]])
  func defaultModeIsNotNamed(_ arguments: [String]) {
    let result = CLIHarness.run(["pick", "--today", "2026-03-01"] + arguments)
    #expect(result.exitCode == 64)
    #expect(!result.standardError.contains("--single"), "\(result.standardError)")
    #expect(result.standardError.contains(arguments[0]), "\(result.standardError)")
    // Typed, the mode is named.
    let typed = CLIHarness.run(["pick", "--multiple", "--today", "2026-03-01"] + arguments)
    #expect(typed.standardError.contains("'--multiple'"), "\(typed.standardError)")
  }
}
