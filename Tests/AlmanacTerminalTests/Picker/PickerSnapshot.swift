import Foundation
import Testing

/// Golden-file checks for picker frames: compares text with `__Snapshots__/<name>` next to this
/// file, or writes the file when `ALMANAC_RECORD=1`. A mismatch reports a line diff with
/// escape characters shown as `␛`.
enum PickerSnapshot {
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
      // A recording run fails, as snapshot libraries do: a run that writes the goldens
      // checks nothing, and must not pass for one that did.
      Issue.record(
        Comment(rawValue: "recorded golden file \(name); run again without ALMANAC_RECORD"),
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
      let before = index < old.count ? String(old[index]) : nil
      let after = index < new.count ? String(new[index]) : nil
      guard before != after else { continue }
      func visible(_ line: String?) -> String {
        (line ?? "(none)").replacingOccurrences(of: "\u{1B}", with: "␛") + "⏎"
      }
      lines.append("- \(index + 1): \(visible(before))")
      lines.append("+ \(index + 1): \(visible(after))")
    }
    Issue.record(
      Comment(
        rawValue: "\(name) differs from the golden file (- expected, + actual):\n"
          + lines.joined(separator: "\n")),
      sourceLocation: sourceLocation)
  }
}
