import Foundation
import Testing

/// Golden-file checks for rendered HTML: compares text with `__Snapshots__/<name>` next to
/// this file, or writes the file when `ALMANAC_RECORD=1` (and records an issue, so a
/// recording run never passes silently). A mismatch reports a line diff.
enum HTMLSnapshot {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["ALMANAC_RECORD"] == "1" }

  static func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent(name)
    if isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      Issue.record(
        Comment(rawValue: "recorded \(name); run again without ALMANAC_RECORD"),
        sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        Comment(rawValue: "missing golden file \(name); record with ALMANAC_RECORD=1"),
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = text.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? String(old[index]) : "(none)"
      let after = index < new.count ? String(new[index]) : "(none)"
      guard before != after else { continue }
      lines.append("- \(index + 1): \(before)")
      lines.append("+ \(index + 1): \(after)")
      if lines.count > 40 { break }
    }
    Issue.record(
      Comment(
        rawValue: "\(name) differs from the golden file (- expected, + actual):\n"
          + lines.joined(separator: "\n")),
      sourceLocation: sourceLocation)
  }
}
