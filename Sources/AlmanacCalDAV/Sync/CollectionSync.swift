import AlmanacICS
import AlmanacStore
import Foundation

/// Syncs one remote calendar collection with one vdir collection folder, both ways, step by
/// step, recording every step in the pair's ``SyncJournal`` as soon as it is done.
///
/// A run has three parts: ``CollectionListing`` finds what each side holds (sync-collection
/// from the last token, else PROPFIND; calendar-multiget of what changed; the vdir read with
/// ``/AlmanacStore/EventStore``); ``CollectionPlan`` decides each UID with ``SyncPlanner`` and
/// stops a run that would empty a side; this type carries the steps out, with conditional
/// requests (`If-None-Match: *`, `If-Match`) and atomic file writes that check the file was not
/// changed meanwhile. A 412 or a file changed during the sync is a conflict or a retry, never a
/// lost write.
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

  /// The items of both sides, by UID, as the steps leave them.
  var locals: [String: LocalItem] = [:]
  var remotes: [String: RemoteItem] = [:]
  /// The server's members as the steps leave them, and the listing's sync token.
  var listing: RemoteListing
  var token: String?
  /// The run's PUTs, sent ahead of their steps.
  var uploads: UploadQueue?
  /// New files written in one batch, and the items waiting for its flush.
  var batch: NewFileBatch?
  var batched: [(uid: String, file: String)] = []

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
    listing = CollectionListing.listing(client: client)
  }

  var journal: SyncJournal { journalStore.journal }

  /// Runs the sync: lists, plans, and carries the plan out.
  ///
  /// - Returns: What was done.
  /// - Throws: ``CalDAVError`` when the server cannot be listed or read, or the journal
  ///   cannot be written; per-item refusals are reported in ``SyncReport/failures`` instead.
  package func run() throws(CalDAVError) -> SyncReport {
    var listed = CollectionListing(
      client: client, remote: remote, folder: folder, options: options, journal: journal)
    try listed.read()
    report.listing = listed.method
    report.warnings += listed.warnings
    (listing, token, locals, remotes) = (
      listed.listing, listed.token, listed.locals, listed.remotes
    )
    let plan = CollectionPlan(journal: journal, locals: locals, remotes: remotes)
    if let stop = plan.safetyStop(
      folder: folder, collection: remote.url.absoluteString, forceDelete: options.forceDelete)
    {
      report.safetyStop = stop
      return report
    }
    if !options.isDryRun { try writeMetadata() }
    var done = 0
    let changes = plan.changeCount
    if !options.isDryRun { startUploads(plan.steps) }
    defer { uploads?.stop() }
    for (index, (uid, action)) in plan.steps.enumerated() {
      if events.isInterrupted() {
        try finishSentUploads(plan.steps[index...])
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
    if !options.isDryRun,
      report.uploaded + report.deletedRemote + report.conflicts > 0 || report.createdRemote
    {
      try CollectionListing.catchUp(&listing, token: &token, client: client, collection: remote.url)
    }
    journalStore.setListing(token: token, listing: listing.recorded)
    try journalStore.save()
    report.total = journalStore.journal.entries.count
    return report
  }

  // MARK: - Steps

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
}
