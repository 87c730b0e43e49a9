import AlmanacICS
import AlmanacStore
import AlmanacTestSupport

extension StoreFixture {
  /// The calendar files kept in `Fixtures` beside the store tests, with CRLF line ends as
  /// calendar files are written.
  static let files = DataFiles()

  /// A store over one file, `name`, holding a calendar of `body`'s components, read without a
  /// cache.
  func store(_ name: String, calendarOf body: String) throws -> EventStore {
    let path = try write(name, StoreFixture.calendar(body))
    return try EventStore(sources: [EventSource(path: path)], cache: nil)
  }

  /// Copies the calendar file `name` from `Fixtures` to `relative`, byte for byte.
  ///
  /// - Returns: The copy's full path.
  @discardableResult
  func write(_ relative: String, fixture name: String) throws -> String {
    try write(relative, try Self.files.text(name), crlf: false)
  }

  /// A store over a copy of the calendar file `name` from `Fixtures`, read without a cache.
  func store(fixture name: String) throws -> EventStore {
    let path = try write(name, fixture: name)
    return try EventStore(sources: [EventSource(path: path)], cache: nil)
  }

  /// The first component of the calendar file `name` in `Fixtures`.
  static func component(file name: String) throws -> ICSComponent {
    let text = try files.text(name)
    guard let component = try ICSParser().parse(text).calendars.first?.components.first else {
      throw DataFileError(path: files.url(named: name).path, line: nil, message: "no component")
    }
    return component
  }
}
