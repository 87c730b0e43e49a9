import Foundation
import Testing

/// Golden-file checks: compares text with `__Snapshots__/<name>.txt` next to the tests, or
/// writes the file when `ALMANAC_RECORD=1`. A mismatch reports a readable line diff.
enum Snapshot {
  /// The snapshot folder, found from this source file's path.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  /// Whether this run records instead of comparing.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["ALMANAC_RECORD"] == "1" }

  /// Checks `text` against the golden file `name`.
  static func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent(name)
    if isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      // A recording run fails, as snapshot libraries do: a run that writes the goldens
      // checks nothing, and must not pass for one that did.
      Issue.record(
        Comment(rawValue: "recorded golden file \(name); run again without ALMANAC_RECORD"),
        sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        Comment(
          rawValue: "missing golden file \(name); record it with ALMANAC_RECORD=1 swift test"),
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != text {
      let lines = diff(expected: expected, actual: text)
      Issue.record(
        Comment(rawValue: "\(name) differs from the golden file (- expected, + actual):\n\(lines)"),
        sourceLocation: sourceLocation)
    }
  }

  /// A line diff from a longest common subsequence, showing changed lines with `-`/`+` and a
  /// little context; escape characters are made visible.
  static func diff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var table = [[Int]](
      repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    func visible(_ line: String) -> String {
      line.replacingOccurrences(of: "\u{1B}", with: "␛") + "⏎"
    }
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append("  \(i + 1): \(visible(old[i]))")
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        lines.append("- \(i + 1): \(visible(old[i]))")
        i += 1
      } else {
        lines.append("+ \(j + 1): \(visible(new[j]))")
        j += 1
      }
    }
    // Keep changed lines and two lines of context around them.
    let changed = lines.indices.filter { !lines[$0].hasPrefix("  ") }
    let keep = Set(changed.flatMap { max(0, $0 - 2)...min(lines.count - 1, $0 + 2) })
    return lines.indices.filter { keep.contains($0) }.map { lines[$0] }.joined(separator: "\n")
  }
}
