import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// Runs the command line in-process with a fixed environment, terminal and clock.
enum CLIHarness {
  /// 2026-11-29 12:00 UTC, the fixed "now" of in-process runs.
  static let now = Date(timeIntervalSince1970: 1_795_953_600)

  /// The environment of in-process runs: en_US, UTC, no colour hints.
  static let environment = ["LANG": "en_US.UTF-8", "TZ": "UTC"]

  /// Runs `arguments` in-process and captures both output streams.
  static func run(
    _ arguments: [String], environment: [String: String] = environment,
    terminal: TerminalInfo = .pipe
  ) -> RunResult {
    capture(environment: environment, terminal: terminal) {
      CLI.run(arguments: arguments, invocation: $0)
    }
  }

  /// Runs `body` with an invocation at ``now`` that keeps what is written to each stream, and
  /// returns both streams with the exit code `body` gave.
  static func capture(
    environment: [String: String] = environment, terminal: TerminalInfo = .pipe,
    _ body: (Invocation) -> ExitCode
  ) -> RunResult {
    final class Box {
      var output = ""
      var error = ""
    }
    let box = Box()
    let invocation = Invocation(
      environment: environment, terminal: terminal, now: now,
      write: { box.output += $0 }, writeError: { box.error += $0 })
    let code = body(invocation)
    return RunResult(standardOutput: box.output, standardError: box.error, exitCode: code.rawValue)
  }

  /// Runs `arguments`, expects a usage error (exit 64, nothing on standard output, one line on
  /// standard error) and returns that line.
  static func usageError(
    _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let result = run(arguments)
    #expect(
      result.exitCode == 64, "\(arguments): \(result.standardOutput)",
      sourceLocation: sourceLocation)
    #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
    #expect(
      result.standardError.filter { $0 == "\n" }.count == 1, "\(result.standardError)",
      sourceLocation: sourceLocation)
    return result.standardError
  }
}

/// The golden files of the command-line tests, in `Tests/AlmanacCLITests/__Snapshots__` (record
/// with `ALMANAC_RECORD=1 swift test --filter AlmanacCLITests`).
let snapshots = GoldenFiles(levelsUp: 1)

extension StoreFixture {
  /// The environment of a run whose default calendars are `default-calendars` in this folder:
  /// en_US, UTC.
  var environment: [String: String] {
    ["LANG": "en_US.UTF-8", "TZ": "UTC", "ALMANAC_CALENDARS": root + "/default-calendars"]
  }
}
