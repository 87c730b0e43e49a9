import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Items that exist but cannot be read: a FIFO (whose open would wait for a writer), a device.
/// Tests run as root here, where a mode-000 file is still readable; a FIFO fails the same way.
@Suite("Unreadable items")
struct UnreadableItemTests {
  static func fifo(in fixture: StoreFixture, _ relative: String) throws -> String {
    let path = fixture.root + "/" + relative
    #expect(mkfifo(path, 0o644) == 0)
    return path
  }

  @Test("reading a FIFO or a device fails at once, naming it")
  func readsOnlyRegularFiles() throws {
    let fixture = try StoreFixture()
    let fifo = try Self.fifo(in: fixture, "pipe.ics")
    for path in [fifo, "/dev/zero"] {
      do {
        _ = try AtomicFile.read(path)
        Issue.record("\(path) was read")
      } catch {
        #expect("\(error)".contains("not a regular file"), "\(error)")
        #expect("\(error)".contains(path))
      }
    }
  }

  @Test("a store that skips unreadable items keeps the rest and lists the one left out")
  func skipped() throws {
    let fixture = try StoreFixture()
    try fixture.write(
      "cal/work/a.ics",
      calendarOf: StoreFixture.event(
        uid: "a", summary: "Kept", start: "DTSTART;VALUE=DATE:20261205"))
    let fifo = try Self.fifo(in: fixture, "cal/work/b.ics")
    let source = EventSource(path: fixture.root + "/cal", kind: .folder)
    let store = try EventStore(sources: [source], cache: nil, skippingUnreadable: true)
    #expect(store.items.map(\.path) == [fixture.root + "/cal/work/a.ics"])
    #expect(store.unreadableItems.count == 1)
    #expect("\(store.unreadableItems.first!)".contains(fifo))
    // Without skipping (a sync), the load fails rather than read the item as deleted.
    #expect(throws: EventStoreError.self) {
      try EventStore(sources: [source], cache: nil)
    }
  }
}
