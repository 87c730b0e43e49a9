import AlmanacTestSupport

/// The VCALENDAR around the components the command-line tests write: `VERSION:2.0`, the
/// PRODID `-//Test//EN`, then `header` (calendar properties such as `X-WR-CALNAME:Team\n`)
/// and `body`.
///
/// - Parameters:
///   - body: The components' lines, each ending in `\n`.
///   - header: Calendar property lines, each ending in `\n`.
/// - Returns: The calendar's text.
func calendarText(_ body: String, header: String = "") -> String {
  "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\n" + header + body + "END:VCALENDAR\n"
}

/// Data kept in `Fixtures` beside the command-line tests: calendar files, with CRLF line ends
/// as calendar files are written, and record files of example tables.
enum TestFiles {
  /// The `Fixtures` folder.
  static let folder = DataFiles(levelsUp: 1)

  /// The file `name`'s text byte for byte, to compare with a file the command wrote.
  ///
  /// - Parameter name: The file's name, with its extension.
  /// - Returns: The text.
  /// - Throws: ``DataFileError`` when the file is missing or empty.
  static func written(_ name: String) throws -> String {
    try folder.text(name)
  }

  /// The file `name`'s text with LF line ends, as the tests' other calendar texts
  /// (`StoreFixture.write` writes them back with CRLF).
  ///
  /// - Parameter name: The file's name, with its extension.
  /// - Returns: The text.
  /// - Throws: ``DataFileError`` when the file is missing or empty.
  static func calendar(_ name: String) throws -> String {
    try folder.text(name).replacingOccurrences(of: "\r\n", with: "\n")
  }
}
