/// The second step of a ``CollectionSync``: what to do with each UID, decided from the journal
/// and what the ``CollectionListing`` found on both sides, before anything is written.
///
/// Each UID the journal, the folder or the server knows gets the step ``SyncPlanner`` decides
/// (none when both sides agree with the journal), in UID order. A plan that would delete every
/// item of one side because the other side became empty since the last sync (a wiped folder,
/// a server that lost its data) is stopped by ``safetyStop(folder:collection:forceDelete:)``.
struct CollectionPlan {
  /// The steps, by UID, sorted by UID.
  let steps: [(uid: String, action: SyncAction)]
  /// How many items the journal recorded at the last sync.
  let recordedCount: Int
  /// Whether the folder holds no item, and the server none.
  let isLocalEmpty: Bool
  let isRemoteEmpty: Bool

  /// Decides every UID.
  ///
  /// - Parameters:
  ///   - journal: The pair's journal (the state both sides agreed on at the last sync).
  ///   - locals: The folder's items by UID.
  ///   - remotes: The server's items by UID.
  init(journal: SyncJournal, locals: [String: LocalItem], remotes: [String: RemoteItem]) {
    var uids = Set(journal.entries.keys)
    uids.formUnion(locals.keys)
    uids.formUnion(remotes.keys)
    var steps: [(String, SyncAction)] = []
    for uid in uids.sorted() {
      let local = locals[uid].map { SyncPlanner.Side(hash: $0.facts?.hash) }
      let remote = remotes[uid].map { SyncPlanner.Side(hash: $0.facts?.hash, etag: $0.etag) }
      if let action = SyncPlanner.action(entry: journal.entries[uid], local: local, remote: remote)
      {
        steps.append((uid, action))
      }
    }
    self.steps = steps
    recordedCount = journal.entries.count
    isLocalEmpty = locals.isEmpty
    isRemoteEmpty = remotes.isEmpty
  }

  /// How many steps change something (see ``SyncAction/isChange``).
  var changeCount: Int { steps.filter { $0.action.isChange }.count }

  /// Why the plan must not run: it deletes every item on one side because the other side is
  /// empty but was not at the last sync. A collection that was empty at the last sync, or a
  /// first sync, never trips it.
  ///
  /// - Parameters:
  ///   - folder: The vdir folder, for the message.
  ///   - collection: The collection's URL, for the message.
  ///   - forceDelete: Whether the user allowed such deletions (`--force-delete`).
  /// - Returns: The message, or `nil` when the plan may run.
  func safetyStop(folder: String, collection: String, forceDelete: Bool) -> String? {
    guard !forceDelete, recordedCount > 0 else { return nil }
    if isLocalEmpty, steps.contains(where: { $0.action == .deleteRemote }) {
      return
        "\(folder) is empty but had \(recordedCount) items at the last sync; deleting "
        + "them all on the server needs --force-delete"
    }
    if isRemoteEmpty, steps.contains(where: { $0.action == .deleteLocal }) {
      return
        "\(collection) is empty but had \(recordedCount) items at the "
        + "last sync; deleting them all in \(folder) needs --force-delete"
    }
    return nil
  }
}
