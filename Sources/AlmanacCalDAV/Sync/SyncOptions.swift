/// How a sync runs.
public struct SyncOptions: Hashable, Sendable {
  /// How conflicts are settled when ``SyncEvents/askConflict`` is not set.
  public var conflictMode: ConflictMode = .server
  /// Only say what would be done; write nothing (neither side nor the journal).
  public var isDryRun = false
  /// Allow a run that deletes every item of a side that had items at the last sync.
  public var forceDelete = false
  /// Try RFC 6578 sync-collection before listing with PROPFIND.
  public var usesSyncCollection = true
  /// Items per calendar-multiget request.
  public var multigetBatch = 200
  /// Create a calendar on the server (MKCALENDAR in the calendar home, with the folder's
  /// `displayname` and `color`) for each local collection that has no calendar there and was
  /// never paired before (a pair whose calendar vanished from the server is not re-created).
  /// Off by default, as vdirsyncer asks before creating.
  public var createsRemoteCollections = false

  /// The defaults: conflicts go to the server, sync-collection first.
  public init() {}
}

/// A conflict, as shown to the user who is asked how to settle it.
public struct SyncConflict: Hashable, Sendable {
  /// The local collection's name.
  public var collection: String
  /// The UID.
  public var uid: String
  /// The local SUMMARY.
  public var localSummary: String?
  /// The server's SUMMARY.
  public var remoteSummary: String?
  /// The local LAST-MODIFIED (or DTSTAMP).
  public var localModified: String?
  /// The server's LAST-MODIFIED (or DTSTAMP).
  public var remoteModified: String?
  /// Whether both sides created it (rather than both changing it).
  public var isBothCreated: Bool
}

/// Callbacks a sync reports through (all optional; called on the syncing thread).
public struct SyncEvents {
  /// One line per change (what `--verbose` prints).
  public var change: (String) -> Void = { _ in }
  /// Progress of one collection: steps done and planned.
  public var progress: (_ collection: String, _ done: Int, _ total: Int) -> Void = { _, _, _ in }
  /// Whether the user asked to stop (Ctrl-C): checked before each step; the sync then stops
  /// with what it did recorded, and the next run resumes.
  public var isInterrupted: () -> Bool = { false }
  /// Asks how to settle a conflict (a terminal prompt); `nil` uses the options' mode.
  public var askConflict: ((SyncConflict) -> ConflictMode)?

  /// No callbacks.
  public init() {}
}

/// What the sync of one pair did.
public struct SyncReport: Hashable, Sendable {
  /// The local collection's name.
  public var collection: String
  /// The remote collection's URL.
  public var url: String
  /// How the server was listed: `sync-collection`, `sync-collection (full)` or `PROPFIND`.
  public var listing = ""
  /// Items uploaded (created or changed on the server).
  public var uploaded = 0
  /// Items written into the vdir.
  public var downloaded = 0
  /// Items deleted on the server.
  public var deletedRemote = 0
  /// Items deleted locally.
  public var deletedLocal = 0
  /// Conflicts settled.
  public var conflicts = 0
  /// Items in sync at the end.
  public var total = 0
  /// Whether this run created the remote collection (or, in a dry run, would have).
  public var createdRemote = false
  /// Things skipped that the user should know about (duplicate UIDs, unreadable files…).
  public var warnings: [String] = []
  /// Items that could not be synced (the server refused them…); they are retried next run.
  public var failures: [String] = []
  /// Set when the emptied-side safety check stopped this pair (nothing was changed).
  public var safetyStop: String?
  /// Whether the run stopped early because ``SyncEvents/isInterrupted`` said so.
  public var isInterrupted = false
  /// Set when this pair could not be synced at all (the server's answer was unusable…).
  public var error: CalDAVError?

  /// Creates an empty report.
  ///
  /// - Parameters:
  ///   - collection: The local collection's name.
  ///   - url: The remote URL.
  package init(collection: String, url: String) {
    self.collection = collection
    self.url = url
  }

  /// Whether anything changed on either side.
  public var changeCount: Int { uploaded + downloaded + deletedRemote + deletedLocal }
}

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
