import AlmanacICS
import Foundation

/// Syncs one remote calendar collection with one vdir collection folder, both ways, step by
/// step, recording every step in the pair's ``SyncJournal`` as soon as it is done.
///
/// The order of a run: list the server (sync-collection from the last token, else PROPFIND),
/// fetch what is new or changed there (calendar-multiget), read the vdir (``/AlmanacICS/EventStore``),
/// check that no side was emptied, decide each UID with ``SyncPlanner``, and carry the steps
/// out with conditional requests (`If-None-Match: *`, `If-Match`) and atomic file writes
/// that check the file was not changed meanwhile. A 412 or a file changed during the sync is
/// a conflict or a retry, never a lost write.
package final class CollectionSync {
  let client: CalDAVClient
  let remote: RemoteCollection
  let root: String
  let name: String
  let folder: String
  let options: SyncOptions
  let events: SyncEvents
  let journalStore: SyncJournalStore
  var report: SyncReport

  struct LocalItem {
    var file: String
    var bytes: [UInt8]
    var fingerprint: FileFingerprint
    var facts: ItemFacts?
  }

  struct RemoteItem {
    var href: String
    var etag: String
    var data: [UInt8]?
    var facts: ItemFacts?
  }

  var locals: [String: LocalItem] = [:]
  var remotes: [String: RemoteItem] = [:]
  var listing = RemoteListing(key: { $0 })
  var token: String?
  /// The run's PUTs, sent ahead of their steps.
  var uploads: UploadQueue?

  /// How many PUTs are on their way at once.
  static let uploadWidth = 4

  /// Prepares the sync of one pair.
  ///
  /// - Parameters:
  ///   - client: The CalDAV client.
  ///   - remote: The remote collection.
  ///   - root: The calendars folder; the local collection is `root/NAME`.
  ///   - name: The local collection's folder name (default: the remote's last path segment).
  ///   - options: The options.
  ///   - events: The callbacks.
  /// - Throws: ``CalDAVError/local(path:reason:)`` when the journal is unreadable.
  package init(
    client: CalDAVClient, remote: RemoteCollection, root: String, name: String? = nil,
    options: SyncOptions, events: SyncEvents = SyncEvents()
  ) throws(CalDAVError) {
    self.client = client
    self.remote = remote
    self.root = root
    self.name = name ?? remote.name
    folder = root + "/" + self.name
    self.options = options
    self.events = events
    journalStore = try SyncJournalStore(
      root: root, name: self.name, collectionURL: remote.url.absoluteString,
      isReadOnly: options.isDryRun)
    report = SyncReport(collection: self.name, url: remote.url.absoluteString)
    listing = newListing()
  }

  /// A listing whose hrefs are compared as ``CalDAVClient/key(ofHref:)`` says.
  func newListing(_ recorded: [String: String] = [:]) -> RemoteListing {
    RemoteListing(recorded, key: { [client] href in client.key(ofHref: href) })
  }

  var journal: SyncJournal { journalStore.journal }

  /// Runs the sync.
  ///
  /// - Returns: What was done.
  /// - Throws: ``CalDAVError`` when the server cannot be listed or read, or the journal
  ///   cannot be written; per-item refusals are reported in ``SyncReport/failures`` instead.
  package func run() throws(CalDAVError) -> SyncReport {
    try listRemote()
    try fetchRemote()
    try readLocal()
    let plan = makePlan()
    if let stop = safetyCheck(plan) {
      report.safetyStop = stop
      return report
    }
    if !options.isDryRun { try writeMetadata() }
    var done = 0
    let changes = plan.filter { $0.action.isChange }.count
    if !options.isDryRun { startUploads(plan) }
    defer { uploads?.stop() }
    for (index, (uid, action)) in plan.enumerated() {
      if events.isInterrupted() {
        try finishSentUploads(plan[index...])
        try flushNew()
        report.isInterrupted = true
        return report
      }
      if !options.isDryRun, action == .download(create: true), locals[uid] == nil,
        journal.entries[uid] == nil
      {
        // New items (most of a first sync) are written in batches with one flush.
        try queueNew(uid)
      } else {
        try execute(action, uid: uid)
      }
      if action.isChange {
        done += 1
        if done % 25 == 0 || done == changes { events.progress(name, done, changes) }
      }
    }
    try flushNew()
    try catchUpToken()
    journalStore.setListing(token: token, listing: listing.recorded)
    try journalStore.save()
    report.total = journalStore.journal.entries.count
    return report
  }

  // MARK: - Listing and reading

  func listRemote() throws(CalDAVError) {
    if options.usesSyncCollection, remote.syncToken != nil {
      var start = journal.listing.isEmpty ? "" : (journal.syncToken ?? "")
      for _ in 0..<2 {
        switch try client.syncCollection(remote.url, token: start) {
        case .success(let changes):
          if start.isEmpty {
            listing = newListing()
            report.listing = "sync-collection (full)"
          } else {
            listing = newListing(journal.listing)
            report.listing = "sync-collection"
          }
          for href in changes.removed { listing[href] = nil }
          for (href, etag) in changes.changed { listing[href] = etag ?? "" }
          token = changes.token
          return
        case .failure(.invalidToken) where !start.isEmpty:
          report.warnings.append("the server no longer knows the sync token; listed in full")
          start = ""
          continue
        case .failure:
          break
        }
        break
      }
    }
    report.listing = "PROPFIND"
    token = nil
    listing = newListing()
    for (href, etag) in try client.etags(in: remote.url) { listing[href] = etag ?? "" }
  }

  /// After writes to the server, the token from the start of the run predates them, and a
  /// server may leave out of the next report a member created after a token and deleted
  /// before the report (RFC 6578 §3.6), so the member would stay listed for good. One more
  /// report from that token takes the run's own writes (and anything written meanwhile, which
  /// the next run fetches by its new ETag) into the listing, with a token that follows them.
  func catchUpToken() throws(CalDAVError) {
    guard !options.isDryRun, let start = token,
      report.uploaded + report.deletedRemote + report.conflicts > 0 || report.createdRemote
    else { return }
    switch try client.syncCollection(remote.url, token: start) {
    case .success(let changes):
      for href in changes.removed { listing[href] = nil }
      for (href, etag) in changes.changed { listing[href] = etag ?? "" }
      token = changes.token
    case .failure:
      // The next run lists in full.
      token = nil
    }
  }

  func fetchRemote() throws(CalDAVError) {
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
        report.warnings.append("\(href): skipped, no UID in the server's item")
        continue
      }
      let etag = item.etag ?? listing[href] ?? ""
      listing[href] = etag
      if let other = remotes[uid] ?? claimed[uid].flatMap({ remotes[$0] }) {
        // A duplicate UID: keep the href the journal pairs with the UID, else the first.
        let keepNew =
          journal.entries[uid].map { client.key(ofHref: $0.href) }
          == client.key(
            ofHref: href)
        let skipped = keepNew ? other.href : href
        let summary = keepNew ? (other.facts?.summary ?? "") : (facts.summary ?? "")
        report.warnings.append(
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

  func readLocal() throws(CalDAVError) {
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
        report.warnings.append("\(item.path): skipped, no UID (not a vdir item)")
        continue
      }
      guard uids.count == 1 else {
        report.warnings.append(
          "\(item.path): skipped, holds \(uids.count) UIDs (a vdir item holds one event)")
        continue
      }
      if let other = seen[uid] {
        report.warnings.append(
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

  // MARK: - Deciding

  func makePlan() -> [(uid: String, action: SyncAction)] {
    var uids = Set(journal.entries.keys)
    uids.formUnion(locals.keys)
    uids.formUnion(remotes.keys)
    var plan: [(String, SyncAction)] = []
    for uid in uids.sorted() {
      let local = locals[uid].map { SyncPlanner.Side(hash: $0.facts?.hash) }
      let remote = remotes[uid].map { SyncPlanner.Side(hash: $0.facts?.hash, etag: $0.etag) }
      if let action = SyncPlanner.action(entry: journal.entries[uid], local: local, remote: remote)
      {
        plan.append((uid, action))
      }
    }
    return plan
  }

  /// Stops a run that would delete every item on one side because the other side became
  /// empty since the last sync (a wiped folder or a server that lost its data). A collection
  /// that was empty at the last sync, or a first sync, never trips it.
  func safetyCheck(_ plan: [(uid: String, action: SyncAction)]) -> String? {
    guard !options.forceDelete, !journal.entries.isEmpty else { return nil }
    let deletesRemote = plan.contains { $0.action == .deleteRemote }
    let deletesLocal = plan.contains { $0.action == .deleteLocal }
    if locals.isEmpty, deletesRemote {
      return
        "\(folder) is empty but had \(journal.entries.count) items at the last sync; deleting "
        + "them all on the server needs --force-delete"
    }
    if remotes.isEmpty, deletesLocal {
      return
        "\(remote.url.absoluteString) is empty but had \(journal.entries.count) items at the "
        + "last sync; deleting them all in \(folder) needs --force-delete"
    }
    return nil
  }

  // MARK: - Doing

  func execute(_ action: SyncAction, uid: String) throws(CalDAVError) {
    if options.isDryRun {
      describe(action, uid: uid)
      return
    }
    switch action {
    case .upload(let create): try upload(uid, create: create)
    case .download(let create): try download(uid, create: create)
    case .deleteRemote: try deleteRemote(uid)
    case .deleteLocal: try deleteLocal(uid)
    case .record:
      guard let local = locals[uid], let remote = remotes[uid] else { return }
      try record(uid, file: local.file, remote: remote, local: local)
    case .forget: try journalStore.record(nil, for: uid)
    case .conflict: try settle(uid)
    }
  }

  func describe(_ action: SyncAction, uid: String) {
    let summary = summaryText(uid)
    switch action {
    case .upload(let create):
      report.uploaded += 1
      events.change("would \(create ? "create" : "update") on the server: \(uid)\(summary)")
    case .download(let create):
      report.downloaded += 1
      events.change("would \(create ? "create" : "update") locally: \(uid)\(summary)")
    case .deleteRemote:
      report.deletedRemote += 1
      events.change("would delete on the server: \(uid)\(summary)")
    case .deleteLocal:
      report.deletedLocal += 1
      events.change("would delete locally: \(uid)\(summary)")
    case .conflict:
      report.conflicts += 1
      let mode = events.askConflict == nil ? options.conflictMode.rawValue : "ask"
      events.change("would settle a conflict (\(mode)): \(uid)\(summary)")
    case .record, .forget: break
    }
  }

  func summaryText(_ uid: String) -> String {
    let summary = locals[uid]?.facts?.summary ?? remotes[uid]?.facts?.summary
    return summary.map { " '\($0)'" } ?? ""
  }

  /// What an upload step sends: the bytes, the member's href, the ETag an update is based on.
  func uploadJob(_ uid: String, create: Bool) -> UploadQueue.Job? {
    guard let local = locals[uid] else { return nil }
    let entry = journal.entries[uid]
    return UploadQueue.Job(
      uid: uid, bytes: local.bytes, href: entry?.href ?? newHref(for: local.file, uid: uid),
      etag: create ? nil : entry?.etag)
  }

  /// Starts sending the plan's uploads ahead of their steps.
  func startUploads(_ plan: [(uid: String, action: SyncAction)]) {
    let jobs = plan.compactMap { step -> UploadQueue.Job? in
      guard case .upload(let create) = step.action else { return nil }
      return uploadJob(step.uid, create: create)
    }
    guard jobs.count > 1 else { return }
    uploads = UploadQueue(
      client: client, collection: remote.url, jobs: jobs, width: Self.uploadWidth)
  }

  /// On an interruption: waits for the PUTs on their way, and records those that were
  /// written, so that the next run does not meet them as items created on both sides.
  func finishSentUploads(_ rest: ArraySlice<(uid: String, action: SyncAction)>)
    throws(CalDAVError)
  {
    guard let uploads else { return }
    uploads.stop()
    for (uid, action) in rest {
      guard case .upload(let create) = action, let sent = uploads.arrived(uid) else { continue }
      try upload(uid, create: create, sent: sent)
    }
  }

  /// Whether a PUT sent ahead was refused because another write held the collection (423
  /// Locked: xandikos writes one item at a time). The queue then sends nothing more: the rest
  /// of the run sends one PUT at a time, this one again first, and takes the outcomes of the
  /// PUTs already sent from the queue, so that an item written ahead is not sent twice.
  func isLocked(_ sent: UploadQueue.Outcome) -> Bool {
    guard case .failure(.status(_, _, 423, _)) = sent else { return false }
    uploads?.stop()
    return true
  }

  func upload(_ uid: String, create: Bool, sent: UploadQueue.Outcome? = nil)
    throws(CalDAVError)
  {
    guard var local = locals[uid], let job = uploadJob(uid, create: create) else { return }
    let href = job.href
    let outcome: CalDAVClient.WriteOutcome
    do {
      if let sent = sent ?? uploads?.result(for: uid), !isLocked(sent) {
        outcome = try sent.get()
      } else {
        outcome = try client.put(job.bytes, href: href, in: remote.url, etag: job.etag)
      }
    } catch .status(let method, let url, let code, let detail) {
      report.failures.append(
        "\(uid)\(summaryText(uid)): \(method) \(url) answered \(code) (\(detail)); left for "
          + "the next run")
      return
    }
    switch outcome {
    case .written(let etag):
      report.uploaded += 1
      events.change("\(create ? "created" : "updated") on the server: \(uid)\(summaryText(uid))")
      var item = RemoteItem(href: href, etag: etag ?? "", data: local.bytes, facts: local.facts)
      if etag == nil {
        // No ETag: the server changed what it was sent. Read its version back and keep that.
        guard let fetched = try client.get(href, in: remote.url) else {
          report.failures.append("\(uid): \(href) vanished right after it was written")
          return
        }
        item = RemoteItem(
          href: href, etag: fetched.etag ?? "", data: fetched.data, facts: ItemFacts(fetched.data))
        if local.facts == nil { local.facts = ItemFacts(local.bytes) }
        if item.facts?.hash != local.facts?.hash {
          guard let written = try writeLocal(uid, data: fetched.data, file: local.file, over: local)
          else { return }
          local = written
          events.change("took the server's rewritten version: \(uid)")
        }
      }
      listing[href] = item.etag
      remotes[uid] = item
      locals[uid] = local
      try record(uid, file: local.file, remote: item, local: local)
    case .preconditionFailed, .gone:
      // Changed (or created) on the server since it was listed: a conflict.
      guard let fetched = try client.get(href, in: remote.url) else {
        if !create { try upload(uid, create: true) }
        return
      }
      remotes[uid] = RemoteItem(
        href: href, etag: fetched.etag ?? "", data: fetched.data, facts: ItemFacts(fetched.data))
      listing[href] = fetched.etag ?? ""
      if local.facts == nil { locals[uid]?.facts = ItemFacts(local.bytes) }
      if locals[uid]?.facts?.hash == remotes[uid]?.facts?.hash, let item = remotes[uid] {
        try record(uid, file: local.file, remote: item, local: local)
      } else {
        try settle(uid)
      }
    }
  }

  func download(_ uid: String, create: Bool) throws(CalDAVError) {
    guard let item = remotes[uid], let data = item.data else { return }
    let file: String
    if let local = locals[uid] {
      file = local.file
    } else if let entry = journal.entries[uid], FileFingerprint.current(of: path(entry.file)) == nil
    {
      file = entry.file
    } else {
      file = newFileName(for: item.href, uid: uid)
    }
    guard let written = try writeLocal(uid, data: data, file: file, over: locals[uid]) else {
      return
    }
    report.downloaded += 1
    events.change(
      "\(locals[uid] == nil ? "created" : "updated") locally: \(uid)\(summaryText(uid))")
    locals[uid] = written
    try record(uid, file: file, remote: item, local: written)
  }

  var batch: NewFileBatch?
  var batched: [(uid: String, file: String)] = []

  /// Writes a new item into the batch (flushed every 200 items and at the end).
  func queueNew(_ uid: String) throws(CalDAVError) {
    guard let item = remotes[uid], let data = item.data else { return }
    if batch == nil {
      do {
        try AtomicFile.makeFolder(folder)
      } catch {
        throw .local(error, at: folder)
      }
      batch = NewFileBatch(folder: folder)
    }
    let file = newFileName(for: item.href, uid: uid)
    guard try batch?.add(data, name: file) == true else {
      report.warnings.append("\(path(file)): appeared during the sync; left for the next run")
      return
    }
    batched.append((uid, file))
    if batched.count >= 200 { try flushNew() }
  }

  /// Flushes the batch, then records its items.
  func flushNew() throws(CalDAVError) {
    batch?.flush()
    for (uid, file) in batched {
      guard let item = remotes[uid], let data = item.data,
        let fingerprint = FileFingerprint.current(of: path(file))
      else { continue }
      let local = LocalItem(file: file, bytes: data, fingerprint: fingerprint, facts: item.facts)
      locals[uid] = local
      report.downloaded += 1
      events.change("created locally: \(uid)\(summaryText(uid))")
      try record(uid, file: file, remote: item, local: local)
    }
    batched = []
  }

  /// Writes a file atomically; `nil` (and a warning) when the file changed meanwhile.
  func writeLocal(_ uid: String, data: [UInt8], file: String, over local: LocalItem?)
    throws(CalDAVError) -> LocalItem?
  {
    let target = path(file)
    do {
      try AtomicFile.makeFolder(folder)
      let fingerprint = try AtomicFile.write(data, to: target, expected: local?.fingerprint)
      return LocalItem(file: file, bytes: data, fingerprint: fingerprint, facts: ItemFacts(data))
    } catch .conflict {
      report.warnings.append("\(target): changed during the sync; left for the next run")
      return nil
    } catch {
      throw .local(error, at: target)
    }
  }

  func deleteRemote(_ uid: String) throws(CalDAVError) {
    guard let entry = journal.entries[uid], let item = remotes[uid] else { return }
    let outcome: CalDAVClient.WriteOutcome
    do {
      outcome = try client.delete(item.href, in: remote.url, etag: entry.etag)
    } catch .status(let method, let url, let code, let detail) {
      report.failures.append(
        "\(uid): \(method) \(url) answered \(code) (\(detail)); left for the next run")
      return
    }
    switch outcome {
    case .written, .gone:
      report.deletedRemote += 1
      events.change("deleted on the server: \(uid)")
      listing[item.href] = nil
      remotes[uid] = nil
      try journalStore.record(nil, for: uid)
    case .preconditionFailed:
      // Changed on the server since it was listed: a change beats a delete.
      guard let fetched = try client.get(item.href, in: remote.url) else {
        try journalStore.record(nil, for: uid)
        return
      }
      remotes[uid] = RemoteItem(
        href: item.href, etag: fetched.etag ?? "", data: fetched.data,
        facts: ItemFacts(fetched.data))
      listing[item.href] = fetched.etag ?? ""
      try download(uid, create: true)
    }
  }

  func deleteLocal(_ uid: String) throws(CalDAVError) {
    guard let local = locals[uid] else { return }
    do {
      try AtomicFile.remove(path(local.file), expected: local.fingerprint)
    } catch .conflict {
      report.warnings.append("\(path(local.file)): changed during the sync; left for the next run")
      return
    } catch {
      throw .local(error, at: path(local.file))
    }
    report.deletedLocal += 1
    events.change("deleted locally: \(uid)")
    locals[uid] = nil
    try journalStore.record(nil, for: uid)
  }

  func record(_ uid: String, file: String, remote item: RemoteItem, local: LocalItem)
    throws(CalDAVError)
  {
    let hash =
      local.facts?.hash ?? item.facts?.hash ?? journal.entries[uid]?.hash
      ?? ItemFacts(local.bytes).hash
    try journalStore.record(
      SyncJournal.Entry(
        file: file, href: item.href, etag: item.etag, hash: hash,
        fingerprint: local.fingerprint.journalText), for: uid)
  }

  // MARK: - Conflicts

  func settle(_ uid: String) throws(CalDAVError) {
    guard var local = locals[uid], let item = remotes[uid] else { return }
    if local.facts == nil { local.facts = ItemFacts(local.bytes) }
    locals[uid] = local
    let conflict = SyncConflict(
      collection: name, uid: uid, localSummary: local.facts?.summary,
      remoteSummary: item.facts?.summary, localModified: local.facts?.modified,
      remoteModified: item.facts?.modified, isBothCreated: journal.entries[uid] == nil)
    var mode = events.askConflict?(conflict) ?? options.conflictMode
    if mode == .newest {
      mode = (local.facts?.modified ?? "") > (item.facts?.modified ?? "") ? .local : .server
    }
    report.conflicts += 1
    events.change("conflict on \(uid)\(summaryText(uid)): \(mode.rawValue) wins")
    let file = path(local.file)
    switch mode {
    case .server, .newest:
      try download(uid, create: false)
      report.warnings.append(
        Self.conflictNote(uid: uid, summary: summaryText(uid), outcome: .server(file: file)))
    case .local:
      try forceUpload(uid, over: item)
      report.warnings.append(
        Self.conflictNote(uid: uid, summary: summaryText(uid), outcome: .local(file: file)))
    case .keepBoth:
      let copy = try keepBoth(uid, local: local)
      try download(uid, create: false)
      report.warnings.append(
        Self.conflictNote(
          uid: uid, summary: summaryText(uid),
          outcome: .keptBoth(file: file, copyUID: copy?.uid, copyFile: copy.map { path($0.file) })))
    }
  }

  /// How a conflict was settled, for ``conflictNote(uid:summary:outcome:)``.
  enum ConflictOutcome {
    /// The server's version was written to the local `file`; the local one is gone.
    case server(file: String)
    /// The local version (`file`) was uploaded over the server's; the server's is gone.
    case local(file: String)
    /// The server's version was written to `file`; the local one was kept as `copyUID` in
    /// `copyFile` and uploaded (`nil`: it could not be copied, see the failures).
    case keptBoth(file: String, copyUID: String?, copyFile: String?)
  }

  /// The line that says how a conflict was settled: which version was written where, where
  /// the other one is (or that it is not kept), and how to settle it otherwise.
  static func conflictNote(uid: String, summary: String, outcome: ConflictOutcome) -> String {
    let head = "conflict on \(uid)\(summary): both sides changed it since the last sync; "
    switch outcome {
    case .server(let file):
      return head + "the server's version was written to \(file), the local version is not "
        + "kept (sync with --conflict keep-both to keep both, or --conflict local to keep "
        + "the local one)"
    case .local(let file):
      return head + "the local version (\(file)) was uploaded, the server's version is not "
        + "kept (sync with --conflict keep-both to keep both, or --conflict server to keep "
        + "the server's)"
    case .keptBoth(let file, let copyUID?, let copyFile?):
      return head + "the server's version was written to \(file), the local version was kept "
        + "as UID \(copyUID) in \(copyFile) (also uploaded); keep the one you want and remove "
        + "the other with 'almanac delete \(copyUID)' (or 'almanac delete \(uid)')"
    case .keptBoth(let file, _, _):
      return head + "the server's version was written to \(file); the local version could not "
        + "be copied"
    }
  }

  /// Uploads the local version over the server's current one (`If-Match` its ETag).
  func forceUpload(_ uid: String, over item: RemoteItem) throws(CalDAVError) {
    guard let local = locals[uid] else { return }
    let outcome: CalDAVClient.WriteOutcome
    do {
      outcome = try client.put(
        local.bytes, href: item.href, in: remote.url, etag: item.etag.isEmpty ? nil : item.etag)
    } catch .status(let method, let url, let code, let detail) {
      report.failures.append(
        "\(uid): \(method) \(url) answered \(code) (\(detail)); left for the next run")
      return
    }
    guard case .written(let etag) = outcome else {
      report.failures.append(
        "\(uid): changed on the server again during the sync; left for the next run")
      return
    }
    report.uploaded += 1
    var written = RemoteItem(
      href: item.href, etag: etag ?? "", data: local.bytes, facts: local.facts)
    if etag == nil, let fetched = try client.get(item.href, in: remote.url) {
      written = RemoteItem(
        href: item.href, etag: fetched.etag ?? "", data: fetched.data,
        facts: ItemFacts(fetched.data))
    }
    listing[item.href] = written.etag
    remotes[uid] = written
    try record(uid, file: local.file, remote: written, local: local)
  }

  /// Saves the local version under a new UID (derived from the UID and the local content, so
  /// a resumed sync makes the same copy, not a second one) and uploads it.
  ///
  /// - Returns: The copy's UID and file (also when an earlier run made it), or `nil` when it
  ///   could not be made.
  @discardableResult
  func keepBoth(_ uid: String, local: LocalItem) throws(CalDAVError) -> (uid: String, file: String)?
  {
    let copyUID = uid + "-conflict-" + String((local.facts?.hash ?? "").prefix(8))
    if let existing = locals[copyUID] { return (copyUID, existing.file) }
    guard remotes[copyUID] == nil else { return nil }
    guard let bytes = Self.conflictCopy(local.bytes, uid: uid, newUID: copyUID) else {
      report.failures.append("\(uid): the local version could not be copied; kept as it is")
      return nil
    }
    let file = newFileName(for: EventStoreNames.fileName(for: copyUID) + ".ics", uid: copyUID)
    guard let written = try writeLocal(copyUID, data: bytes, file: file, over: nil) else {
      return nil
    }
    locals[copyUID] = written
    events.change("kept the local version as \(copyUID)")
    try upload(copyUID, create: true)
    return (copyUID, file)
  }

  /// The item with every `UID:uid` replaced and a DESCRIPTION note on the master component.
  static func conflictCopy(_ bytes: [UInt8], uid: String, newUID: String) -> [UInt8]? {
    guard var document = try? ICSParser().parse(bytes), !document.calendars.isEmpty else {
      return nil
    }
    let note =
      "Conflict copy made by almanac sync: this is the local version; the server's version "
      + "kept UID \(uid)."
    for index in document.components.indices where document.components[index].name == "VCALENDAR" {
      for child in document.components[index].components.indices {
        var component = document.components[index].components[child]
        guard component.text("UID") == uid else { continue }
        component.properties = component.properties.map { property in
          guard property.name.uppercased() == "UID" else { return property }
          return ICSProperty(name: "UID", text: newUID)
        }
        if component.property("RECURRENCE-ID") == nil {
          let old = component.text("DESCRIPTION")
          component.properties.removeAll { $0.name.uppercased() == "DESCRIPTION" }
          component.properties.append(
            ICSProperty(name: "DESCRIPTION", text: old.map { note + "\n\n" + $0 } ?? note))
        }
        document.components[index].components[child] = component
      }
    }
    return Array(ICSWriter().string(document).utf8)
  }

  // MARK: - Names

  func path(_ file: String) -> String { folder + "/" + file }

  /// The href for a new item: the collection URL's path plus the local file name when it is
  /// safe in a URL, else one made from the UID.
  func newHref(for file: String, uid: String) -> String {
    let safe = EventStoreNames.isSafe(file) ? file : EventStoreNames.fileName(for: uid) + ".ics"
    let encoded = safe.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? safe
    return remote.url.path + (remote.url.path.hasSuffix("/") ? "" : "/") + encoded
  }

  /// The local file name for a new item: the href's last segment when it is a safe `.ics`
  /// name, else one made from the UID; a suffix avoids a file that exists.
  func newFileName(for href: String, uid: String) -> String {
    let last = href.split(separator: "/").last.map { String($0).removingPercentEncoding ?? "" }
    var base = EventStoreNames.fileName(for: uid)
    if let last, EventStoreNames.isSafe(last), last.lowercased().hasSuffix(".ics") {
      base = String(last.dropLast(4))
    }
    var file = base + ".ics"
    var suffix = 2
    while FileFingerprint.current(of: path(file)) != nil {
      file = base + "-\(suffix).ics"
      suffix += 1
    }
    return file
  }

  func writeMetadata() throws(CalDAVError) {
    do {
      try AtomicFile.makeFolder(folder)
      for (file, value) in [("displayname", remote.displayName), ("color", remote.color)] {
        guard let value else { continue }
        let target = path(file)
        let current = try? AtomicFile.read(target)
        let bytes = Array((value + "\n").utf8)
        if current?.bytes == bytes { continue }
        try AtomicFile.write(bytes, to: target, expected: current?.fingerprint)
      }
    } catch {
      throw .local(error, at: folder)
    }
  }
}

/// File names as the vdir code makes them.
enum EventStoreNames {
  static let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@._-")

  /// Letters, digits and `@._-` kept, anything else `_` (as ``/AlmanacICS/EventStore`` names new items).
  static func fileName(for uid: String) -> String {
    let name = String(uid.prefix(120).map { allowed.contains($0) ? $0 : "_" })
    return name.isEmpty || name.hasPrefix(".") ? "item" + name : name
  }

  static func isSafe(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && name.count <= 200 && name.allSatisfy(allowed.contains)
  }
}

extension AtomicFileFolder {
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
