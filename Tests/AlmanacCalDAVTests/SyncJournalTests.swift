import AlmanacStore
import Foundation
import Testing

@testable import AlmanacCalDAV

@Suite struct SyncJournalTests {
  static func folder() -> String {
    let path = NSTemporaryDirectory() + "almanac-journal-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func entry(_ n: Int) -> SyncJournal.Entry {
    SyncJournal.Entry(
      file: "\(n).ics", href: "/c/\(n).ics", etag: "e\(n)", hash: "h\(n)", fingerprint: nil)
  }

  @Test func stepsSurviveWithoutASaveAndATornLineIsIgnored() throws {
    let root = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let store = try SyncJournalStore(root: root, name: "work", collectionURL: "http://h/c/")
    try store.record(Self.entry(1), for: "a")
    try store.record(Self.entry(2), for: "b")
    try store.record(nil, for: "a")
    // A kill in the middle of the next write leaves half a line.
    let log = try #require(FileHandle(forWritingAtPath: store.logPath))
    log.seekToEndOfFile()
    log.write(Data("{\"uid\":\"c\",\"entry\":{\"file\":\"3.i".utf8))
    try log.close()
    let again = try SyncJournalStore(root: root, name: "work", collectionURL: "http://h/c/")
    #expect(again.journal.entries == ["b": Self.entry(2)])
    #expect(again.skippedTornLine)
  }

  @Test func saveCompactsTheLogIntoTheSnapshot() throws {
    let root = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let store = try SyncJournalStore(root: root, name: "work", collectionURL: "http://h/c/")
    try store.record(Self.entry(1), for: "a")
    store.setListing(token: "t1", listing: ["/c/1.ics": "e1"])
    try store.save()
    #expect(!FileManager.default.fileExists(atPath: store.logPath))
    let again = try SyncJournalStore(root: root, name: "work", collectionURL: "http://h/c/")
    #expect(again.journal.entries == ["a": Self.entry(1)])
    #expect(again.journal.syncToken == "t1")
    // A journal kept for another server is not used for this one.
    let other = try SyncJournalStore(root: root, name: "work", collectionURL: "http://other/c/")
    #expect(other.journal.entries.isEmpty)
  }

  @Test func dryRunWritesNothing() throws {
    let root = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let store = try SyncJournalStore(
      root: root, name: "work", collectionURL: "http://h/c/", isReadOnly: true)
    try store.record(Self.entry(1), for: "a")
    try store.save()
    #expect(!FileManager.default.fileExists(atPath: SyncJournalStore.folder(root: root)))
  }

  @Test func unreadableSnapshotIsAClearError() throws {
    let root = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try AtomicFile.makeFolder(SyncJournalStore.folder(root: root))
    try AtomicFile.write(
      Array("{not json".utf8), to: SyncJournalStore.folder(root: root) + "/work.json",
      expected: nil)
    #expect {
      _ = try SyncJournalStore(root: root, name: "work", collectionURL: "http://h/c/")
    } throws: { error in
      "\(error)".contains("move it away to start afresh")
    }
  }
}
