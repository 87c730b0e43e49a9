import AlmanacStore
import AlmanacTestSupport

extension StoreFixture {
  /// A store over one file, `name`, holding a calendar of `body`'s components, read without a
  /// cache.
  func store(_ name: String, calendarOf body: String) throws -> EventStore {
    let path = try write(name, StoreFixture.calendar(body))
    return try EventStore(sources: [EventSource(path: path)], cache: nil)
  }
}
