/// How a conflict (both sides changed an item differently, or both created it) is settled.
public enum ConflictMode: String, CaseIterable, Hashable, Sendable {
  /// The server's version wins (the default without a terminal).
  case server
  /// The local version wins.
  case local
  /// The version with the later LAST-MODIFIED (else DTSTAMP) wins; a tie goes to the server.
  case newest
  /// Both are kept: the server's under the UID, the local copy under a new UID whose
  /// DESCRIPTION says it is a conflict copy; the copy is uploaded too.
  case keepBoth = "keep-both"
}

/// One step the sync decided for a UID.
public enum SyncAction: Hashable, Sendable {
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
  public var isChange: Bool {
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
public enum SyncPlanner {
  /// What one side has for a UID: its content hash and, for the server, its ETag.
  public struct Side: Hashable, Sendable {
    /// ``ItemFacts/hash`` of the content, `nil` when the content was not read because the
    /// item is known unchanged (same fingerprint or ETag as the journal).
    public var hash: String?
    /// The server's ETag (remote side only).
    public var etag: String?

    /// Creates a side.
    ///
    /// - Parameters:
    ///   - hash: The content hash.
    ///   - etag: The ETag.
    public init(hash: String?, etag: String? = nil) {
      self.hash = hash
      self.etag = etag
    }
  }

  /// The step for one UID.
  ///
  /// - Parameters:
  ///   - entry: The journal entry, `nil` when the UID was never synced.
  ///   - local: The local side, `nil` when there is no file.
  ///   - remote: The remote side, `nil` when the server has no item.
  /// - Returns: The step, or `nil` when there is nothing to do.
  public static func action(
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
