import AlmanacStore
import Foundation
import Testing

@testable import AlmanacCalDAV

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct NewFileBatchTests {
  @Test func temporariesNameTheirWriterSoTheSweepCanRemoveThem() {
    let name = NewFileBatch.temporaryName(for: "0802ce9b@almanac.ics")
    #expect(name.hasPrefix(".0802ce9b@almanac.ics."))
    // This process, with this system's host id where it has one.
    switch StaleTemporaries.writer(ofTemporary: name) {
    case .process(let pid), .hostProcess(let pid, _): #expect(pid == getpid())
    default: Issue.record("\(name) does not name its writer")
    }
  }

  @Test func aBatchLeavesNoTemporaryFile() throws {
    let folder = NSTemporaryDirectory() + "almanac-batch-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var batch = NewFileBatch(folder: folder)
    #expect(try batch.add(Array("BEGIN:VCALENDAR\r\n".utf8), name: "a.ics"))
    #expect(try !batch.add(Array("other\r\n".utf8), name: "a.ics"))
    batch.flush()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.ics"])
  }
}
