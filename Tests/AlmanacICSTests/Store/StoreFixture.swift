import Almanac
import Foundation
import Testing

@testable import AlmanacICS

/// A scratch folder for store tests, removed when the fixture is released.
final class StoreFixture {
  let root: String

  init() throws {
    let base = FileManager.default.temporaryDirectory.path
    root = base + "/almanac-store-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  /// Writes `text` (with `\n` turned into CRLF unless `crlf` is false) to `relative`.
  @discardableResult
  func write(_ relative: String, _ text: String, crlf: Bool = true) throws -> String {
    let path = root + "/" + relative
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let body = crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    try Data(body.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// A VCALENDAR around `body`.
  static func calendar(_ body: String) -> String {
    "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//Test//EN\n" + body + "END:VCALENDAR\n"
  }

  static func event(
    uid: String, summary: String, start: String, end: String? = nil, extra: String = ""
  ) -> String {
    "BEGIN:VEVENT\nUID:\(uid)\nDTSTAMP:20260101T000000Z\n\(start)\n"
      + (end.map { "\($0)\n" } ?? "") + "SUMMARY:\(summary)\n" + extra + "END:VEVENT\n"
  }
}

func zone(_ name: String) throws -> TimeZone { try #require(TimeZone(identifier: name)) }
