import Foundation
import Testing

/// Golden-file checks for every test target: compares text with a file in a `__Snapshots__`
/// folder, or writes the file when the environment has `ALMANAC_RECORD=1`.
///
/// A recording run records an issue for every file it writes, as snapshot libraries do: a run
/// that writes the goldens checks nothing, and must not pass for one that did. A missing golden
/// file is an issue too. A mismatch reports a line diff (from a longest common subsequence,
/// with two lines of context) in which an escape character shows as `␛` and each line ends in
/// `⏎`, so that colour codes and trailing spaces are visible.
///
/// ```swift
/// let snapshots = GoldenFiles()  // __Snapshots__ beside this source file
/// try snapshots.check(rendered, named: "range.txt")
/// ```
package struct GoldenFiles: Sendable {
  /// The folder holding the golden files.
  package let directory: URL

  /// Golden files in `directory`.
  ///
  /// - Parameter directory: The folder holding the golden files.
  package init(directory: URL) {
    self.directory = directory
  }

  /// Golden files in the folder `folder` beside a source file.
  ///
  /// - Parameters:
  ///   - folder: The folder's name.
  ///   - levelsUp: How many folders above the source file's folder `folder` sits (0: beside
  ///     it).
  ///   - filePath: The source file; by default the caller's.
  package init(folder: String = "__Snapshots__", levelsUp: Int = 0, filePath: String = #filePath) {
    var base = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    for _ in 0..<max(0, levelsUp) { base.deleteLastPathComponent() }
    self.directory = base.appendingPathComponent(folder)
  }

  /// Whether this run records golden files instead of comparing (`ALMANAC_RECORD=1`).
  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment["ALMANAC_RECORD"] == "1"
  }

  /// The location of the golden file `name`.
  ///
  /// - Parameter name: The file's name, with its extension.
  /// - Returns: The file's URL in ``directory``.
  package func url(named name: String) -> URL {
    directory.appendingPathComponent(name)
  }

  /// Checks `text` against the golden file `name`, or records it.
  ///
  /// Records an issue when the text differs (with the diff), when the file is missing, and
  /// when the run records (saying which file it wrote).
  ///
  /// - Parameters:
  ///   - text: The output under test.
  ///   - name: The golden file's name, with its extension.
  ///   - sourceLocation: Where the issues are reported; by default the caller's line.
  /// - Throws: The file system's error when recording cannot write the file.
  package func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = url(named: name)
    if Self.isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      Issue.record(
        Comment(rawValue: "recorded golden file \(name); run again without ALMANAC_RECORD"),
        sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        Comment(
          rawValue: "missing golden file \(url.path); record it with ALMANAC_RECORD=1 swift test"),
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    Issue.record(
      Comment(
        rawValue: "\(name) differs from the golden file (- expected, + actual):\n"
          + Self.diff(expected: expected, actual: text)),
      sourceLocation: sourceLocation)
  }

  /// A line diff of two texts: changed lines marked `-` (expected) and `+` (actual) with
  /// their line numbers, and two unchanged lines of context around each change.
  ///
  /// - Parameters:
  ///   - expected: The golden text.
  ///   - actual: The text under test.
  /// - Returns: The diff, one line per line; empty when the texts are equal.
  /// - Complexity: O(m·n) time and memory for texts of m and n lines.
  package static func diff(expected: String, actual: String) -> String {
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
    let changed = lines.indices.filter { !lines[$0].hasPrefix("  ") }
    let keep = Set(changed.flatMap { max(0, $0 - 2)...min(lines.count - 1, $0 + 2) })
    return lines.indices.filter { keep.contains($0) }.map { lines[$0] }.joined(separator: "\n")
  }
}
