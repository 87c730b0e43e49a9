import AlmanacTestSupport

@testable import AlmanacICS

/// Calendar files in the shape that real programs export, written from their public
/// descriptions and exports seen in the wild: folding, escapes, VTIMEZONE, overrides, vendor
/// properties. They are kept byte for byte in `Events/Fixtures/NAME.ics`, with CRLF line ends
/// as the programs write them.
enum Fixtures {
  /// The exports: Google Calendar, Outlook, Apple Calendar, Thunderbird, and `custom`, a zone
  /// defined only by its VTIMEZONE (the TZID is no IANA name; US Eastern rules since 2007, as
  /// in RFC 5545 §3.6.5).
  static let names = ["google", "outlook", "apple", "thunderbird", "custom"]

  /// The text of the export `name` (one of ``names``).
  static func text(_ name: String) throws -> String {
    try DataFiles().text(name + ".ics")
  }

  /// The first calendar of the export `name`, parsed strictly unless `strict` is false.
  static func calendar(_ name: String, strict: Bool = true) throws -> ICSCalendar {
    let file = name + ".ics"
    let parser = strict ? ICSParser(options: .strict) : ICSParser()
    let document = try parser.parse(try text(name), file: file)
    guard let calendar = ICSCalendar.calendars(in: document, file: file).first else {
      throw DataFileError(
        path: DataFiles().url(named: file).path, line: nil, message: "no VCALENDAR")
    }
    return calendar
  }

  /// Lines joined with CRLF, as calendar programs write them.
  static func crlf(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
  }
}
