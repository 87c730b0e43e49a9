import Foundation

/// A scratch folder for tests that read and write calendar files, removed when the fixture is
/// released, and the text of small calendars to put in it.
package final class StoreFixture {
  /// The folder's path.
  package let root: String

  /// Creates an empty folder under the temporary directory.
  ///
  /// - Throws: The file system's error when the folder cannot be created.
  package init() throws {
    let base = FileManager.default.temporaryDirectory.path
    root = base + "/almanac-store-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  /// Writes `text` (with `\n` turned into CRLF unless `crlf` is false) to `relative`.
  ///
  /// - Parameters:
  ///   - relative: The file's path under ``root``; missing folders are created.
  ///   - text: The file's text.
  ///   - crlf: Whether line ends are written as CRLF.
  /// - Returns: The file's full path.
  /// - Throws: The file system's error.
  @discardableResult
  package func write(_ relative: String, _ text: String, crlf: Bool = true) throws -> String {
    let path = root + "/" + relative
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let body = crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    try Data(body.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Writes a VCALENDAR around `body` to `relative`, with CRLF line ends.
  ///
  /// - Parameters:
  ///   - relative: The file's path under ``root``; missing folders are created.
  ///   - body: The components' lines, each ending in `\n`.
  /// - Returns: The file's full path.
  /// - Throws: The file system's error.
  @discardableResult
  package func write(_ relative: String, calendarOf body: String) throws -> String {
    try write(relative, Self.calendar(body))
  }

  /// The bytes of the file at `path`.
  ///
  /// - Parameter path: The file's full path.
  /// - Returns: Its bytes.
  /// - Throws: The file system's error.
  package func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// A VCALENDAR around `body`.
  ///
  /// - Parameter body: The components' lines, each ending in `\n`.
  /// - Returns: The calendar's text.
  package static func calendar(_ body: String) -> String {
    "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//Test//EN\n" + body + "END:VCALENDAR\n"
  }

  /// A VEVENT with a UID, a fixed DTSTAMP and a SUMMARY.
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - summary: The SUMMARY.
  ///   - start: The DTSTART line, e.g. `DTSTART:20260301T090000Z`.
  ///   - end: The DTEND or DURATION line, if any.
  ///   - extra: More lines, each ending in `\n`.
  /// - Returns: The event's text.
  package static func event(
    uid: String, summary: String, start: String, end: String? = nil, extra: String = ""
  ) -> String {
    "BEGIN:VEVENT\nUID:\(uid)\nDTSTAMP:20260101T000000Z\n\(start)\n"
      + (end.map { "\($0)\n" } ?? "") + "SUMMARY:\(summary)\n" + extra + "END:VEVENT\n"
  }
}
