import AlmanacICS
import AlmanacStore
import Foundation

/// An item of the vdir folder as the listing read it.
struct LocalItem {
  /// The file name in the folder.
  var file: String
  var bytes: [UInt8]
  var fingerprint: FileFingerprint
  /// The item's facts; `nil` when the journal shows the file unchanged since the last sync (its
  /// content was not read again).
  var facts: ItemFacts?
}

/// An item of the server's collection as the listing found it.
struct RemoteItem {
  var href: String
  var etag: String
  /// The item's bytes; `nil` when the journal shows the ETag unchanged (it was not fetched).
  var data: [UInt8]?
  var facts: ItemFacts?
}

/// The first step of a ``CollectionSync``: what each side holds now.
///
/// The server is listed with sync-collection from the journal's token (in full without one,
/// or when the server forgot it), else PROPFIND Depth 1; the members whose ETag differs from
/// the journal's are fetched with calendar-multiget (one GET each where the server has no
/// usable multiget). The vdir folder is read with ``/AlmanacStore/EventStore``, and a file the
/// journal shows unchanged is not hashed again. Items without a UID, with several UIDs or with
/// a UID another item holds are left out with a warning.
struct CollectionListing {
  let client: CalDAVClient
  let remote: RemoteCollection
  let folder: String
  let options: SyncOptions
  let journal: SyncJournal

  /// The server's members (href → ETag) as the journal will record them.
  var listing: RemoteListing
  /// The sync token of the listing; `nil` when it came from PROPFIND.
  var token: String?
  /// The server's items by UID.
  var remotes: [String: RemoteItem] = [:]
  /// The folder's items by UID.
  var locals: [String: LocalItem] = [:]
  /// How the server was listed: `sync-collection`, `sync-collection (full)` or `PROPFIND`.
  var method = ""
  /// What was left out, and why.
  var warnings: [String] = []

  init(
    client: CalDAVClient, remote: RemoteCollection, folder: String, options: SyncOptions,
    journal: SyncJournal
  ) {
    self.client = client
    self.remote = remote
    self.folder = folder
    self.options = options
    self.journal = journal
    listing = Self.listing(client: client)
  }

  /// A listing whose hrefs are compared as ``CalDAVClient/key(ofHref:)`` says.
  static func listing(client: CalDAVClient, _ recorded: [String: String] = [:]) -> RemoteListing {
    RemoteListing(recorded, key: { [client] href in client.key(ofHref: href) })
  }

  /// Lists the server, fetches what changed there and reads the folder.
  ///
  /// - Throws: ``CalDAVError`` when the server cannot be listed or read, or the folder cannot
  ///   be read.
  mutating func read() throws(CalDAVError) {
    try listRemote()
    try fetchRemote()
    try readLocal()
  }

  mutating func listRemote() throws(CalDAVError) {
    if options.usesSyncCollection, remote.syncToken != nil {
      var start = journal.listing.isEmpty ? "" : (journal.syncToken ?? "")
      for _ in 0..<2 {
        switch try client.syncCollection(remote.url, token: start) {
        case .success(let changes):
          if start.isEmpty {
            listing = Self.listing(client: client)
            method = "sync-collection (full)"
          } else {
            listing = Self.listing(client: client, journal.listing)
            method = "sync-collection"
          }
          for href in changes.removed { listing[href] = nil }
          for (href, etag) in changes.changed { listing[href] = etag ?? "" }
          token = changes.token
          return
        case .failure(.invalidToken) where !start.isEmpty:
          warnings.append("the server no longer knows the sync token; listed in full")
          start = ""
          continue
        case .failure:
          break
        }
        break
      }
    }
    method = "PROPFIND"
    token = nil
    listing = Self.listing(client: client)
    for (href, etag) in try client.etags(in: remote.url) { listing[href] = etag ?? "" }
  }

  /// After writes to the server, the token from the start of the run predates them, and a
  /// server may leave out of the next report a member created after a token and deleted
  /// before the report (RFC 6578 §3.6), so the member would stay listed for good. One more
  /// report from that token takes the run's own writes (and anything written meanwhile, which
  /// the next run fetches by its new ETag) into the listing, with a token that follows them.
  ///
  /// - Parameters:
  ///   - listing: The listing as the run left it.
  ///   - token: The token of the run's listing; the new one, or `nil` (list in full next time)
  ///     when the server refuses the report.
  ///   - client: The client.
  ///   - collection: The collection's URL.
  /// - Throws: ``CalDAVError`` when the report cannot be sent or read.
  static func catchUp(
    _ listing: inout RemoteListing, token: inout String?, client: CalDAVClient, collection: URL
  ) throws(CalDAVError) {
    guard let start = token else { return }
    switch try client.syncCollection(collection, token: start) {
    case .success(let changes):
      for href in changes.removed { listing[href] = nil }
      for (href, etag) in changes.changed { listing[href] = etag ?? "" }
      token = changes.token
    case .failure:
      token = nil
    }
  }

  mutating func fetchRemote() throws(CalDAVError) {
    var hrefUID: [String: String] = [:]
    for (uid, entry) in journal.entries { hrefUID[client.key(ofHref: entry.href)] = uid }
    var wanted: [String] = []
    var known: [(uid: String, href: String, etag: String)] = []
    for (href, etag) in listing.sorted {
      if let uid = hrefUID[client.key(ofHref: href)], let entry = journal.entries[uid],
        !etag.isEmpty, entry.etag == etag
      {
        known.append((uid, href, etag))
      } else {
        wanted.append(href)
      }
    }
    var fetched: [String: CalDAVClient.FetchedItem] = [:]
    if !wanted.isEmpty {
      for item in try fetch(wanted) { fetched[client.key(ofHref: item.href)] = item }
    }
    for (uid, href, etag) in known { remotes[uid] = RemoteItem(href: href, etag: etag) }
    var claimed: [String: String] = [:]
    for href in wanted {
      guard let item = fetched[client.key(ofHref: href)] else {
        // Listed but gone by the time it was fetched: treat as absent.
        listing[href] = nil
        continue
      }
      let facts = ItemFacts(item.data)
      guard let uid = facts.uid else {
        warnings.append("\(href): skipped, no UID in the server's item")
        continue
      }
      let etag = item.etag ?? listing[href] ?? ""
      listing[href] = etag
      if let other = remotes[uid] ?? claimed[uid].flatMap({ remotes[$0] }) {
        // A duplicate UID: keep the href the journal pairs with the UID, else the first.
        let keepNew =
          journal.entries[uid].map { client.key(ofHref: $0.href) } == client.key(ofHref: href)
        let skipped = keepNew ? other.href : href
        let summary = keepNew ? (other.facts?.summary ?? "") : (facts.summary ?? "")
        warnings.append(
          "\(skipped): skipped, UID \(uid) is also at another href on the server"
            + (summary.isEmpty ? "" : " (SUMMARY: \(summary))"))
        if !keepNew { continue }
      }
      remotes[uid] = RemoteItem(href: href, etag: etag, data: item.data, facts: facts)
      claimed[uid] = uid
    }
  }

  func fetch(_ hrefs: [String]) throws(CalDAVError) -> [CalDAVClient.FetchedItem] {
    do {
      return try client.multiget(remote.url, hrefs: hrefs, batch: options.multigetBatch)
    } catch .status {
      // A server without a usable calendar-multiget: one GET per item.
      var out: [CalDAVClient.FetchedItem] = []
      for href in hrefs {
        if let item = try client.get(href, in: remote.url) { out.append(item) }
      }
      return out
    }
  }

  mutating func readLocal() throws(CalDAVError) {
    guard FileFingerprint.current(of: folder) != nil else { return }
    let store: EventStore
    do {
      store = try EventStore(sources: [EventSource(path: folder, kind: .folder)], cache: nil)
    } catch {
      throw .local(error, at: folder)
    }
    var seen: [String: String] = [:]
    for item in store.items.sorted(by: { $0.path < $1.path }) {
      let file = AtomicFileFolder.name(of: item.path)
      // Every component kind counts (a to-do or journal item, an event that did not decode):
      // an item skipped here would read as deleted locally and be deleted on the server.
      let uids = Set(item.componentUIDs)
      guard let uid = item.componentUIDs.first else {
        warnings.append("\(item.path): skipped, no UID (not a vdir item)")
        continue
      }
      guard uids.count == 1 else {
        warnings.append(
          "\(item.path): skipped, holds \(uids.count) UIDs (a vdir item holds one event)")
        continue
      }
      if let other = seen[uid] {
        warnings.append(
          "\(item.path): skipped, UID \(uid) is also in \(other) in the same collection")
        continue
      }
      seen[uid] = item.path
      var local = LocalItem(file: file, bytes: item.bytes, fingerprint: item.fingerprint)
      if let entry = journal.entries[uid], entry.file == file,
        entry.fingerprint == item.fingerprint.journalText
      {
        local.facts = nil
      } else {
        local.facts = ItemFacts(item.bytes)
      }
      locals[uid] = local
    }
  }
}
