/// One step the sync decided for a UID.
package enum SyncAction: Hashable, Sendable {
  /// Upload the local item (`create`: with `If-None-Match: *`, else `If-Match`).
  case upload(create: Bool)
  /// Write the server's item into the vdir (`create`: a new file).
  case download(create: Bool)
  /// Delete the remote item (`If-Match`).
  case deleteRemote
  /// Delete the local file.
  case deleteLocal
  /// Both sides agree (same content); record it.
  case record
  /// Both sides deleted it; forget it.
  case forget
  /// Both changed (or both created) it differently.
  case conflict

  /// Whether the step changes anything (``record`` and ``forget`` only update the journal).
  package var isChange: Bool {
    switch self {
    case .record, .forget: false
    default: true
    }
  }
}

/// The pure decision table of a two-way sync, per UID, from the journal entry (the state
/// both sides last agreed on) and what each side has now. A change always beats a delete on
/// the other side: the changed item is restored there, so no edit is ever lost by a sync
/// (delete it again to delete it).
package enum SyncPlanner {
  /// What one side has for a UID: its content hash and, for the server, its ETag.
  package struct Side: Hashable, Sendable {
    /// ``ItemFacts/hash`` of the content, `nil` when the content was not read because the
    /// item is known unchanged (same fingerprint or ETag as the journal).
    package var hash: String?
    /// The server's ETag (remote side only).
    package var etag: String?
  }

  /// The step for one UID.
  ///
  /// - Parameters:
  ///   - entry: The journal entry, `nil` when the UID was never synced.
  ///   - local: The local side, `nil` when there is no file.
  ///   - remote: The remote side, `nil` when the server has no item.
  /// - Returns: The step, or `nil` when there is nothing to do.
  package static func action(
    entry: SyncJournal.Entry?, local: Side?, remote: Side?
  ) -> SyncAction? {
    guard let entry else {
      switch (local, remote) {
      case (nil, nil): return nil
      case (.some, nil): return .upload(create: true)
      case (nil, .some): return .download(create: true)
      case (.some(let local), .some(let remote)):
        return local.hash == remote.hash && local.hash != nil ? .record : .conflict
      }
    }
    let localChanged = local.map { $0.hash != nil && $0.hash != entry.hash } ?? false
    let remoteChanged =
      remote.map { $0.etag != entry.etag && ($0.hash == nil || $0.hash != entry.hash) } ?? false
    switch (local, remote) {
    case (nil, nil): return .forget
    case (.some, nil): return localChanged ? .upload(create: true) : .deleteLocal
    case (nil, .some): return remoteChanged ? .download(create: true) : .deleteRemote
    case (.some(let local), .some(let remote)):
      switch (localChanged, remoteChanged) {
      case (false, false):
        // Same content under a new ETag (a server that touched it): record the ETag.
        return remote.etag != entry.etag ? .record : nil
      case (true, false): return .upload(create: false)
      case (false, true): return .download(create: false)
      case (true, true): return local.hash == remote.hash ? .record : .conflict
      }
    }
  }
}
