import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// Files written together through a journal: a series cut and the event split off it land
/// both or neither, also when the writer dies between the two (docs/decisions/0013-fault-recovery.md).
@Suite struct CommitJournalTests {
  /// Splits the daily series of ``EventSeriesTests/file`` on 5 March into a new item `later`.
  @discardableResult
  static func split(_ store: inout EventStore, pacing: AtomicFile.Pacing) throws
    -> EventStore.SeriesResult
  {
    let reader = DateTimeReader(zone: "America/New_York")
    return try store.updateSeries(uid: "daily", pacing: pacing) {
      (series) throws(EventStoreError) in
      do throws(EventRequestError) {
        try EventChange(title: "Sync").split(
          &series, at: EventSeriesTests.zoned("20260305T090000"), uid: "later", reader: reader,
          stamp: EventSeriesTests.stamp)
      } catch {
        throw .invalidEvent(reason: "\(error)")
      }
    }
  }

  static func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  static let stopped = AtomicFile.Pacing(microsecondsPerChunk: 0, stopsAfterJournal: true)

  @Test func aSplitStoppedAfterItsJournalIsFinishedByTheNextLoad() throws {
    let fixture = try StoreFixture()
    var (store, path) = try EventSeriesTests.store(fixture)
    let folder = fixture.root + "/cal/work"
    let before = try String(contentsOfFile: path, encoding: .utf8)
    #expect(throws: EventStoreError.self) { try Self.split(&store, pacing: Self.stopped) }
    // Where a killed writer stops: both new versions staged, the journal on disk, nothing
    // in place.
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    let left = try Self.names(in: folder)
    #expect(left.filter { $0.hasSuffix(".ics") } == ["daily.ics"])
    #expect(left.filter(CommitJournal.isJournal).count == 1, "\(left)")
    #expect(left.filter { $0.hasSuffix(".tmp") }.count == 2, "\(left)")
    // The next load finishes the commit before it reads the items.
    let reloaded = try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil)
    #expect(try Self.names(in: folder) == ["daily.ics", "later.ics"])
    let cut = try String(contentsOfFile: path, encoding: .utf8)
    #expect(cut.contains("RRULE:FREQ=DAILY;UNTIL=20260305T135959Z\r\n"))
    let later = try String(contentsOfFile: folder + "/later.ics", encoding: .utf8)
    #expect(later.contains("RRULE:FREQ=DAILY;COUNT=7\r\n"))
    let events = try reloaded.events(
      from: EventSeriesTests.day("2026-03-01"), through: EventSeriesTests.day("2026-03-31"),
      in: try #require(TimeZone(identifier: "America/New_York")))
    // The instances of the series before the split, each once: 2, 3, 5 (moved), 6 … 11.
    #expect(events.filter { $0.uid != "single" }.count == 9)
  }

  @Test func aSplitWrittenToTheEndLeavesNoJournalOrTemporaryFile() throws {
    let fixture = try StoreFixture()
    var (store, _) = try EventSeriesTests.store(fixture)
    try Self.split(&store, pacing: .none)
    #expect(try Self.names(in: fixture.root + "/cal/work") == ["daily.ics", "later.ics"])
  }

  @Test func aSeriesChangedBeforeTheCommitPlacesNeitherFile() throws {
    let fixture = try StoreFixture()
    var (store, path) = try EventSeriesTests.store(fixture)
    let changed = EventSeriesTests.file.replacingOccurrences(of: "Dentist", with: "Doctor")
    try Data(changed.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: EventStoreError.conflict(path: path)) {
      try Self.split(&store, pacing: .none)
    }
    #expect(try Self.names(in: fixture.root + "/cal/work") == ["daily.ics"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == changed)
  }

  /// Someone else rewrote the series after the writer died: their version stays, as in any
  /// conflict, and the split-off item is still placed (an item is never dropped).
  @Test func recoveryKeepsAVersionWrittenSinceTheCrash() throws {
    let fixture = try StoreFixture()
    var (store, path) = try EventSeriesTests.store(fixture)
    #expect(throws: EventStoreError.self) { try Self.split(&store, pacing: Self.stopped) }
    let theirs = EventSeriesTests.file.replacingOccurrences(of: "Dentist", with: "Doctor")
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))
    _ = try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == theirs)
    #expect(try Self.names(in: fixture.root + "/cal/work") == ["daily.ics", "later.ics"])
  }

  @Test func journalsRoundTripAndRefuseNamesOutsideTheirFolder() throws {
    let fixture = try StoreFixture()
    let expected = FileFingerprint(
      device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5)
    let placements = [
      CommitJournal.Placement(temporary: ".a b.ics.1-2.tmp", target: "a b\n.ics", expected: nil),
      CommitJournal.Placement(temporary: ".c.ics.1-3.tmp", target: "c.ics", expected: expected),
    ]
    let path = try CommitJournal.write(placements, in: fixture.root)
    #expect(CommitJournal.isJournal(AtomicFile.split(path).name))
    #expect(CommitJournal.read(path) == placements)
    // "../x" in hex: a journal names files of its own folder only.
    let hostile = try fixture.write(".almanac-commit.1-2.journal", "new 2e2e2f78 2e2e2f78\n")
    #expect(CommitJournal.read(hostile) == nil)
  }

  @Test func theSweepLeavesAJournalsTemporaryFilesToTheRecovery() throws {
    let fixture = try StoreFixture()
    let dead = try FaultRecoveryTests.deadPID()
    let staged = ".a.ics.\(dead)-1f.tmp"
    _ = try fixture.write(staged, "BEGIN:VCALENDAR\n")
    let stray = ".b.ics.\(dead)-2f.tmp"
    _ = try fixture.write(stray, "partial")
    for name in [staged, stray] { FaultRecoveryTests.age(fixture.root + "/" + name, seconds: 60) }
    _ = try CommitJournal.write(
      [CommitJournal.Placement(temporary: staged, target: "a.ics", expected: nil)],
      in: fixture.root)
    #expect(StaleTemporaries.sweep(fixture.root) == [stray])
    #expect(FileManager.default.fileExists(atPath: fixture.root + "/" + staged))
    #expect(CommitJournal.recover(fixture.root) == 1)
    #expect(try Self.names(in: fixture.root).filter { !$0.hasPrefix(".almanac") } == ["a.ics"])
  }
}
