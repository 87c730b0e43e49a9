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

/// Recovery after faults: temporary files of killed writers, items that vanish while a folder
/// loads, a stray file at the top of a vdir (docs/decisions/0013-fault-recovery.md).
@Suite struct FaultRecoveryTests {
  /// The PID of a process that has exited (and been reaped).
  static func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  static func age(_ path: String, seconds: Int) {
    let then = time(nil) - seconds
    var times = [timeval(tv_sec: then, tv_usec: 0), timeval(tv_sec: then, tv_usec: 0)]
    _ = utimes(path, &times)
  }

  @Test func temporaryNamesAreRecognised() {
    #expect(StaleTemporaries.writer(ofTemporary: ".a.ics.4242-9f3c.tmp") == .process(4242))
    #expect(StaleTemporaries.writer(ofTemporary: ".a.ics.9f3c0a1b2c3d4e5f.tmp") == .unknown)
    #expect(StaleTemporaries.writer(ofTemporary: "a.ics.4242-9f3c.tmp") == nil)
    #expect(StaleTemporaries.writer(ofTemporary: ".a.ics.tmp") == nil)
    #expect(StaleTemporaries.writer(ofTemporary: ".notes.draft.tmp") == nil)
    #expect(StaleTemporaries.writer(ofTemporary: ".a.ics.-1-9f.tmp") == nil)
    #expect(StaleTemporaries.writer(ofTemporary: ".a.ics.12-XYZ.tmp") == nil)
    #expect(AtomicFile.randomSuffix().hasPrefix("\(getpid())-"))
  }

  @Test func sweepRemovesOnlyStaleTemporariesOfItsOwnNaming() throws {
    let fixture = try StoreFixture()
    let dead = try Self.deadPID()
    let deadOld = try fixture.write(".a.ics.\(dead)-1f.tmp", "partial")
    Self.age(deadOld, seconds: 60)
    let deadYoung = try fixture.write(".b.ics.\(dead)-2f.tmp", "partial")
    let mine = try fixture.write(".c.ics.\(getpid())-3f.tmp", "in progress")
    Self.age(mine, seconds: 600)
    let legacyOld = try fixture.write(".d.ics.abcdef0123.tmp", "partial")
    Self.age(legacyOld, seconds: 7200)
    let legacyYoung = try fixture.write(".e.ics.abcdef0124.tmp", "partial")
    Self.age(legacyYoung, seconds: 60)
    let foreign = try fixture.write(".editor-swap.tmp", "not ours")
    Self.age(foreign, seconds: 7200)
    let removed = StaleTemporaries.sweep(fixture.root)
    #expect(Set(removed) == [".a.ics.\(dead)-1f.tmp", ".d.ics.abcdef0123.tmp"])
    for kept in [deadYoung, mine, legacyYoung, foreign] {
      #expect(FileManager.default.fileExists(atPath: kept), "\(kept)")
    }
  }

  /// A temporary file named with this system's host id and a dead writer's PID is removed
  /// however young; with another system's id it waits for the minimum age like a PID alone.
  @Test func aDeadWritersTemporaryOnThisSystemIsRemovedAtOnce() throws {
    let host = try #require(StaleTemporaries.hostID)
    #expect(host.utf8.count == 16)
    #expect(StaleTemporaries.suffix().hasPrefix("\(getpid())-\(host)-"))
    #expect(
      StaleTemporaries.writer(ofTemporary: ".a.ics.4242-\(host)-9f3c.tmp")
        == .hostProcess(4242, host: host))
    #expect(StaleTemporaries.writer(ofTemporary: ".a.ics.4242-abc-9f3c.tmp") == nil)
    let fixture = try StoreFixture()
    let dead = try Self.deadPID()
    let other = host == "0123456789abcdef" ? "fedcba9876543210" : "0123456789abcdef"
    _ = try fixture.write(".a.ics.\(dead)-\(host)-1f.tmp", "partial")
    let elsewhere = try fixture.write(".b.ics.\(dead)-\(other)-2f.tmp", "partial")
    let mine = try fixture.write(".c.ics.\(getpid())-\(host)-3f.tmp", "in progress")
    let elsewhereOld = try fixture.write(".d.ics.\(dead)-\(other)-4f.tmp", "partial")
    Self.age(elsewhereOld, seconds: 60)
    let removed = StaleTemporaries.sweep(fixture.root)
    #expect(Set(removed) == [".a.ics.\(dead)-\(host)-1f.tmp", ".d.ics.\(dead)-\(other)-4f.tmp"])
    for kept in [elsewhere, mine] {
      #expect(FileManager.default.fileExists(atPath: kept), "\(kept)")
    }
  }

  /// The fault run left 76 temporary files beside one calendar; the next write removes them.
  @Test func aLaterWriteRemovesTheTemporariesOfKilledWriters() throws {
    let fixture = try StoreFixture()
    let path = try fixture.write("cal.ics", calendarOf: "")
    let dead = try Self.deadPID()
    var left: [String] = []
    for n in 0..<76 {
      let name = ".cal.ics.\(dead)-\(String(n, radix: 16)).tmp"
      Self.age(try fixture.write(name, "BEGIN:VCALENDAR\n"), seconds: 30)
      left.append(name)
    }
    let before = try #require(FileFingerprint.current(of: path))
    try AtomicFile.write(Array(StoreFixture.calendar("").utf8), to: path, expected: before)
    let remaining = try FileManager.default.contentsOfDirectory(atPath: fixture.root)
    #expect(remaining == ["cal.ics"])
  }

  /// An item deleted between the folder listing and its read (here: a dangling link, which is
  /// listed but cannot be read) is not there; it does not fail the load (exit 65).
  @Test func anItemThatVanishedWhileLoadingIsAbsent() throws {
    let fixture = try StoreFixture()
    try fixture.write(
      "cal/work/a.ics",
      calendarOf: StoreFixture.event(uid: "a", summary: "A", start: "DTSTART:20260601T090000Z"))
    #expect(symlink(fixture.root + "/cal/work/deleted.ics", fixture.root + "/cal/work/b.ics") == 0)
    let store = try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil)
    #expect(store.items.map(\.uids) == [["a"]])
    // A single file source that is gone at read time is an empty collection, as a missing one.
    let gone = try EventStore(
      sources: [EventSource(path: fixture.root + "/cal/work/b.ics", kind: .file)], cache: nil)
    #expect(gone.items.isEmpty && gone.collections.count == 1)
  }

  @Test func aStrayFileAtTheTopDoesNotHideTheCollections() throws {
    let fixture = try StoreFixture()
    try fixture.write(
      "cal/stray.ics",
      calendarOf: StoreFixture.event(uid: "stray", summary: "S", start: "DTSTART:20260601T090000Z"))
    for name in ["home", "work"] {
      try fixture.write(
        "cal/\(name)/\(name).ics",
        calendarOf: StoreFixture.event(uid: name, summary: name, start: "DTSTART:20260601T100000Z"))
    }
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/cal/empty", withIntermediateDirectories: true)
    let store = try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil)
    #expect(store.collections.map(\.name) == ["cal", "home", "work"])
    #expect(Set(store.items.flatMap(\.uids)) == ["stray", "home", "work"])
  }
}
