import Almanac
import AlmanacTestSupport
import Foundation
import Testing

/// Random command lines from a vocabulary of good and bad words: the tool never crashes,
/// exits 0 with output and no error, or 64 with one stderr line and no output.
@Suite("Random command lines")
struct FuzzTests {
  static let vocabulary: [[String]] = [
    ["-3"], ["-y"], ["-w"], ["-3w"], ["--months", "5"], ["--months", "0"], ["-n", "13"],
    ["-A", "2"], ["-B", "1"], ["-A", "-1"], ["--columns", "2"], ["--columns", "x"],
    ["--calendar", "hebrew"], ["--calendar", "chinese"], ["--calendar", "ethioaa"],
    ["--calendar", "coptic"], ["--calendar", "japanese"], ["--calendar", "nope"],
    ["--locale", "ar_SA"], ["--locale", "ja_JP"], ["--locale", "xx"], ["--locale", "zh_TW"],
    ["--time-zone", "Pacific/Apia"], ["--time-zone", "Nowhere"], ["--first-weekday", "sat"],
    ["--first-weekday", "zz"], ["--today", "2011-12-30"], ["--today", "1582-10-10"],
    ["--today", "bad"], ["--select", "2026-01-01..2026-03-01"], ["--select", "x..y"],
    ["--format", "json"], ["--format", "yaml"], ["--color", "always"], ["--proleptic"],
    ["1"], ["12"], ["13"], ["0"], ["2026"], ["5784"], ["1405"], ["9999"], ["march"], ["5L"],
    ["--"], ["-"], ["--bogus"], ["-q"], ["--months"],
  ]

  @Test(arguments: [7, 1_234, 99_999])
  func neverCrashesAndReportsCleanly(seed: UInt64) {
    var random = SeededGenerator(state: seed)
    for _ in 0..<120 {
      var arguments: [String] = []
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        arguments += Self.vocabulary[Int.random(in: 0..<Self.vocabulary.count, using: &random)]
      }
      let result = CLIHarness.run(arguments)
      let context = "seed \(seed): almanac \(arguments.joined(separator: " "))"
      switch result.exitCode {
      case 0:
        #expect(!result.standardOutput.isEmpty, "\(context)")
        #expect(result.standardError.isEmpty, "\(context)")
      case 64:
        #expect(result.standardOutput.isEmpty, "\(context)")
        #expect(result.standardError.hasPrefix("almanac: "), "\(context)")
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(context)")
      default:
        Issue.record("exit \(result.exitCode): \(context)")
      }
    }
  }
}
