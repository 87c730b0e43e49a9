import AlmanacICS
import AlmanacStore
import Foundation
import Testing

@testable import AlmanacCalDAV

/// One calendar collection in memory, answering the requests a sync makes: PROPFIND Depth 1
/// (hrefs and ETags), calendar-multiget, PUT with `If-None-Match`/`If-Match`, DELETE. With
/// `locksWhileWriting`, a PUT that arrives while another is being written answers 423, as
/// xandikos does.
final class MemoryCollection: HTTPTransport, @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String: (etag: String, data: String)] = [:]
  private var writing = 0
  private var version = 0
  let path: String
  let locksWhileWriting: Bool
  private(set) var locked = 0
  private(set) var puts = 0

  init(path: String, locksWhileWriting: Bool = false) {
    self.path = path
    self.locksWhileWriting = locksWhileWriting
  }

  var names: [String] { lock.withLock { items.keys.sorted() } }

  func put(_ name: String, _ data: String) {
    lock.withLock {
      version += 1
      items[name] = ("\"\(version)\"", data)
    }
  }

  func perform(
    _ request: HTTPRequest, limit: Int, timeout: Int,
    isInterrupted: @escaping @Sendable () -> Bool
  ) throws(CalDAVError) -> HTTPTransportOutcome {
    let name =
      request.url.path.hasPrefix(path) ? String(request.url.path.dropFirst(path.count)) : ""
    func answer(_ status: Int, _ headers: [String: String] = [:], _ body: String = "")
      -> HTTPTransportOutcome
    {
      .response(
        HTTPResponse(status: status, headers: headers, body: Array(body.utf8), url: request.url))
    }
    switch request.method {
    case "PROPFIND":
      let members = lock.withLock { items.sorted { $0.key < $1.key } }
      return answer(207, [:], multistatus(members.map { (path + $0.key, $0.value.etag, nil) }))
    case "REPORT":
      let body = String(decoding: request.body, as: UTF8.self)
      let wanted = body.components(separatedBy: "<D:href>").dropFirst().compactMap {
        $0.components(separatedBy: "</D:href>").first
      }
      let found = lock.withLock {
        wanted.compactMap { href -> (String, String, String?)? in
          guard let item = items[String(href.dropFirst(path.count))] else { return nil }
          return (href, item.etag, item.data)
        }
      }
      return answer(207, [:], multistatus(found))
    case "PUT":
      lock.lock()
      puts += 1
      if locksWhileWriting, writing > 0 {
        locked += 1
        lock.unlock()
        return answer(423)
      }
      writing += 1
      lock.unlock()
      Thread.sleep(forTimeInterval: 0.005)
      return lock.withLock {
        writing -= 1
        if request.headers["If-None-Match"] == "*", items[name] != nil { return answer(412) }
        if let match = request.headers["If-Match"], items[name]?.etag != match {
          return answer(412)
        }
        version += 1
        items[name] = ("\"\(version)\"", String(decoding: request.body, as: UTF8.self))
        return answer(201, ["etag": "\"\(version)\""])
      }
    case "DELETE":
      return lock.withLock { items.removeValue(forKey: name) == nil ? answer(404) : answer(204) }
    default:
      return answer(405)
    }
  }

  private func multistatus(_ members: [(href: String, etag: String, data: String?)]) -> String {
    let responses = members.map { member in
      let data = member.data.map {
        "<C:calendar-data>\($0.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;"))</C:calendar-data>"
      }
      return "<D:response><D:href>\(member.href)</D:href><D:propstat><D:prop>"
        + "<D:getetag>\(member.etag)</D:getetag>\(data ?? "")</D:prop>"
        + "<D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>"
    }
    return "<?xml version=\"1.0\"?><D:multistatus xmlns:D=\"DAV:\" "
      + "xmlns:C=\"urn:ietf:params:xml:ns:caldav\">\(responses.joined())</D:multistatus>"
  }
}

@Suite struct CollectionSyncTests {
  static func event(_ uid: String, _ summary: String) -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//almanac tests//EN\r\nBEGIN:VEVENT\r\n"
      + "UID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20261201T090000Z\r\n"
      + "SUMMARY:\(summary)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  }

  /// A calendars folder with `count` new items in `work/`, and a sync of it against `server`.
  static func sync(_ server: MemoryCollection, newItems count: Int) throws -> (SyncReport, String) {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "almanac-collection-sync-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(
      atPath: root + "/work", withIntermediateDirectories: true)
    for index in 0..<count {
      let uid = "new-\(index)@almanac.test"
      try Data(event(uid, "New \(index)").utf8).write(
        to: URL(fileURLWithPath: root + "/work/\(uid).ics"))
    }
    let base = try #require(URL(string: "http://127.0.0.1:5232\(server.path)"))
    let client = try CalDAVClient(
      url: base.absoluteString,
      http: HTTPClient(credentials: nil, timeout: 5, transport: server))
    let sync = try CollectionSync(
      client: client, remote: RemoteCollection(url: base), root: root, name: "work",
      options: SyncOptions())
    return (try sync.run(), root)
  }

  @Test func newItemsGoUpOverlappedAndComeBackAsInSync() throws {
    let server = MemoryCollection(path: "/alice/work/")
    server.put("remote-1.ics", Self.event("remote-1@almanac.test", "Remote"))
    let (report, root) = try Self.sync(server, newItems: 12)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(report.uploaded == 12)
    #expect(report.downloaded == 1)
    #expect(report.failures.isEmpty, "\(report.failures)")
    #expect(server.names.count == 13)
    #expect(server.puts == 12, "one PUT per new item")
    // A second run finds nothing to do: every upload was recorded with its ETag.
    let base = try #require(URL(string: "http://127.0.0.1:5232/alice/work/"))
    let again = try CollectionSync(
      client: CalDAVClient(
        url: base.absoluteString,
        http: HTTPClient(credentials: nil, timeout: 5, transport: server)),
      remote: RemoteCollection(url: base), root: root, name: "work", options: SyncOptions()
    ).run()
    #expect(again.uploaded == 0 && again.downloaded == 0 && again.failures.isEmpty)
    #expect(again.total == 13)
    #expect(server.puts == 12)
  }

  @Test func serverThatLocksWhileWritingGetsOnePutAtATime() throws {
    let server = MemoryCollection(path: "/alice/work/", locksWhileWriting: true)
    let (report, root) = try Self.sync(server, newItems: 12)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(report.uploaded == 12)
    #expect(report.failures.isEmpty, "\(report.failures)")
    #expect(server.names.count == 12)
    #expect(server.locked > 0, "the overlapping PUTs met the lock")
    #expect(server.puts == 12 + server.locked, "each item written once; only refused PUTs again")
  }
}

@Suite struct CollectionListingTests {
  @Test func listsTheServerAndTheFolderAndLeavesOutADuplicateUID() throws {
    let server = MemoryCollection(path: "/alice/work/")
    server.put("a.ics", CollectionSyncTests.event("a@almanac.test", "A"))
    server.put("b.ics", CollectionSyncTests.event("b@almanac.test", "B"))
    server.put("b-again.ics", CollectionSyncTests.event("b@almanac.test", "B again"))
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "almanac-collection-listing-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(CollectionSyncTests.event("c@almanac.test", "C").utf8).write(
      to: URL(fileURLWithPath: folder + "/c.ics"))
    let base = try #require(URL(string: "http://127.0.0.1:5232/alice/work/"))
    let client = try CalDAVClient(
      url: base.absoluteString, http: HTTPClient(credentials: nil, timeout: 5, transport: server))
    var listing = CollectionListing(
      client: client, remote: RemoteCollection(url: base), folder: folder,
      options: SyncOptions(), journal: SyncJournal(collectionURL: base.absoluteString))
    try listing.read()
    // No sync token on the collection: a PROPFIND, then a multiget of every member.
    #expect(listing.method == "PROPFIND")
    #expect(listing.token == nil)
    #expect(listing.remotes.keys.sorted() == ["a@almanac.test", "b@almanac.test"])
    #expect(listing.remotes["a@almanac.test"]?.facts?.summary == "A")
    #expect(listing.locals.keys.sorted() == ["c@almanac.test"])
    #expect(listing.locals["c@almanac.test"]?.file == "c.ics")
    #expect(listing.warnings.count == 1)
    #expect(listing.warnings.first?.contains("UID b@almanac.test is also at another href") == true)
    // Every member stays listed, the skipped duplicate too (it is the server's).
    #expect(listing.listing.sorted.map(\.href).count == 3)
  }
}

@Suite struct CollectionPlanTests {
  static func journal(_ uids: [String]) -> SyncJournal {
    var journal = SyncJournal(collectionURL: "http://127.0.0.1/work/")
    for uid in uids {
      journal.entries[uid] = SyncJournal.Entry(
        file: uid + ".ics", href: "/work/" + uid + ".ics", etag: "\"1\"", hash: "h-" + uid,
        fingerprint: nil)
    }
    return journal
  }

  static func remote(_ uid: String) -> RemoteItem {
    RemoteItem(href: "/work/" + uid + ".ics", etag: "\"1\"", data: nil, facts: nil)
  }

  @Test func anEmptiedFolderDoesNotEmptyTheServer() {
    let journal = Self.journal(["a", "b"])
    let remotes = ["a": Self.remote("a"), "b": Self.remote("b")]
    let plan = CollectionPlan(journal: journal, locals: [:], remotes: remotes)
    #expect(plan.steps.map(\.uid) == ["a", "b"])
    #expect(plan.steps.allSatisfy { $0.action == .deleteRemote })
    #expect(plan.changeCount == 2)
    let stop = plan.safetyStop(
      folder: "/cal/work", collection: "http://127.0.0.1/work/", forceDelete: false)
    #expect(stop?.hasPrefix("/cal/work is empty but had 2 items at the last sync") == true)
    #expect(
      plan.safetyStop(folder: "/cal/work", collection: "http://x/", forceDelete: true) == nil)
  }

  @Test func aFirstSyncAndAPartialDeletionRun() throws {
    // A first sync (no journal) never trips the check, whatever is empty.
    let first = CollectionPlan(
      journal: Self.journal([]), locals: [:], remotes: ["a": Self.remote("a")])
    #expect(first.steps.map(\.action) == [.download(create: true)])
    #expect(first.safetyStop(folder: "/f", collection: "u", forceDelete: false) == nil)
    // One item of two deleted locally: the other side keeps one, so the run goes on.
    let fingerprint = try #require(
      FileFingerprint.current(of: FileManager.default.temporaryDirectory.path))
    let partial = CollectionPlan(
      journal: Self.journal(["a", "b"]),
      locals: ["a": LocalItem(file: "a.ics", bytes: [], fingerprint: fingerprint, facts: nil)],
      remotes: ["a": Self.remote("a"), "b": Self.remote("b")])
    #expect(partial.steps.map(\.uid) == ["b"])
    #expect(partial.steps.first?.action == .deleteRemote)
    #expect(partial.safetyStop(folder: "/f", collection: "u", forceDelete: false) == nil)
  }
}
