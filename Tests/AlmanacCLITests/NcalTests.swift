import Foundation
import Testing

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
