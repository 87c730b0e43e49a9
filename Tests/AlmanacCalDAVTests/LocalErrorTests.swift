import AlmanacStore
import Testing

@testable import AlmanacCalDAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A local store's error in a sync message names its file or folder once, and a failed write
/// says why in words.
@Suite struct LocalErrorTests {
  @Test func aFailedWriteNamesTheFolderOnce() {
    let error = CalDAVError.local(
      EventStoreError.io(path: "/cal/work", reason: WriteFailure.reason(EROFS)), at: "/cal/work")
    #expect(error.description == "cannot write to '/cal/work': read-only file system")
  }

  @Test func aConflictNamesItsFileOnce() {
    let error = CalDAVError.local(
      EventStoreError.conflict(path: "/cal/work/a.ics"), at: "/cal/work/a.ics")
    #expect(error.description.hasPrefix("/cal/work/a.ics: changed by someone else"))
    #expect(error.description.components(separatedBy: "/cal/work/a.ics").count == 2)
  }
}
