import AlmanacICS
import AlmanacStore
import Foundation

/// Conflicts: both sides changed an item differently since the last sync, or both created it.
extension CollectionSync {
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
}
