import AlmanacStore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The status of one pair (a remote collection and a vdir collection): for each UID, the
/// local file, the remote href and ETag, and the hash of the content both sides had when they
/// last agreed; plus the server's sync token and its last listing.
///
/// It lives in two files in `CALENDARS/.almanac-sync/`: `NAME.json`, a snapshot replaced
/// atomically at the end of a sync, and `NAME.log`, to which every step of a sync appends one
/// JSON line with a single `write(2)` as soon as the step is done. Loading replays the log over
/// the snapshot; a torn last line (a kill in the middle of the write) is ignored, and the step
/// it recorded is found again by comparing contents. So a sync killed at any point resumes
/// from where it was, without redoing what was done and without a false conflict.
package struct SyncJournal: Codable, Hashable, Sendable {
  /// What is known about one UID.
  package struct Entry: Codable, Hashable, Sendable {
    /// The file name inside the local collection folder.
    package var file: String
    /// The remote href, as the server wrote it.
    package var href: String
    /// The ETag both sides agreed on.
    package var etag: String
    /// ``ItemFacts/hash`` of the content both sides had.
    package var hash: String
    /// The local file's fingerprint then (`device:inode:size:seconds:nanoseconds`): an
    /// unchanged file is not read again.
    package var fingerprint: String?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - file: The local file name.
    ///   - href: The remote href.
    ///   - etag: The ETag.
    ///   - hash: The content hash.
    ///   - fingerprint: The local fingerprint text.
    package init(file: String, href: String, etag: String, hash: String, fingerprint: String?) {
      self.file = file
      self.href = href
      self.etag = etag
      self.hash = hash
      self.fingerprint = fingerprint
    }
  }

  /// The format version.
  package var version = 1
  /// The remote collection's URL.
  package var collectionURL: String
  /// The last RFC 6578 sync token, if the server offers them.
  package var syncToken: String?
  /// The server's members at the last listing: href → ETag (`""` when it gave none).
  package var listing: [String: String] = [:]
  /// By UID.
  package var entries: [String: Entry] = [:]

  /// An empty journal for a collection.
  ///
  /// - Parameter collectionURL: The remote collection's URL.
  package init(collectionURL: String) { self.collectionURL = collectionURL }

  /// One line of the log.
  struct Record: Codable {
    var uid: String
    var entry: Entry?
  }
}

/// Reads and writes a ``SyncJournal`` (snapshot plus append-only log).
package final class SyncJournalStore: @unchecked Sendable {
  /// The snapshot file.
  package let snapshotPath: String
  /// The log file.
  package let logPath: String
  /// The journal as loaded and updated.
  package private(set) var journal: SyncJournal
  /// Whether a torn line was skipped while loading.
  package private(set) var skippedTornLine = false
  private var logDescriptor: Int32 = -1
  private let isReadOnly: Bool

  /// The folder the journals of a calendars root live in.
  ///
  /// - Parameter root: The calendars folder.
  /// - Returns: `ROOT/.almanac-sync`.
  package static func folder(root: String) -> String { root + "/.almanac-sync" }

  /// Loads (or starts) the journal of the pair whose local collection is `name`.
  ///
  /// - Parameters:
  ///   - root: The calendars folder.
  ///   - name: The local collection's folder name.
  ///   - collectionURL: The remote collection; a journal recorded for another URL is not used.
  ///   - isReadOnly: For `--dry-run`: nothing is ever written.
  /// - Throws: ``CalDAVError/local(path:reason:)`` when the snapshot is unreadable.
  package init(root: String, name: String, collectionURL: String, isReadOnly: Bool = false)
    throws(CalDAVError)
  {
    let folder = Self.folder(root: root)
    snapshotPath = folder + "/" + name + ".json"
    logPath = folder + "/" + name + ".log"
    self.isReadOnly = isReadOnly
    journal = SyncJournal(collectionURL: collectionURL)
    if let (bytes, _) = try? AtomicFile.read(snapshotPath) {
      do {
        let loaded = try JSONDecoder().decode(SyncJournal.self, from: Data(bytes))
        if loaded.collectionURL == collectionURL { journal = loaded }
      } catch {
        throw .local(
          path: snapshotPath,
          reason: "the sync status is unreadable (\(error)); move it away to start afresh")
      }
    }
    if let (bytes, _) = try? AtomicFile.read(logPath) {
      let decoder = JSONDecoder()
      for line in bytes.split(separator: 0x0A) {
        guard let record = try? decoder.decode(SyncJournal.Record.self, from: Data(line)) else {
          skippedTornLine = true
          continue
        }
        journal.entries[record.uid] = record.entry
      }
    }
  }

  deinit { if logDescriptor >= 0 { close(logDescriptor) } }

  /// Records one step: the entry for a UID, or its removal (`nil`). One `write(2)` of one line.
  ///
  /// - Parameters:
  ///   - entry: The new entry, or `nil`.
  ///   - uid: The UID.
  /// - Throws: ``CalDAVError/local(path:reason:)``.
  package func record(_ entry: SyncJournal.Entry?, for uid: String) throws(CalDAVError) {
    journal.entries[uid] = entry
    guard !isReadOnly else { return }
    if logDescriptor < 0 {
      try makeFolder()
      logDescriptor = open(logPath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
      guard logDescriptor >= 0 else {
        throw .local(path: logPath, reason: String(cString: strerror(errno)))
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard var line = try? encoder.encode(SyncJournal.Record(uid: uid, entry: entry)) else {
      throw .local(path: logPath, reason: "could not encode a record")
    }
    line.append(0x0A)
    let written = line.withUnsafeBytes { write(logDescriptor, $0.baseAddress, $0.count) }
    guard written == line.count else {
      throw .local(path: logPath, reason: String(cString: strerror(errno)))
    }
  }

  /// Sets the token and listing (kept in memory until ``save()``).
  ///
  /// - Parameters:
  ///   - token: The sync token.
  ///   - listing: The server's members.
  package func setListing(token: String?, listing: [String: String]) {
    journal.syncToken = token
    journal.listing = listing
  }

  /// Writes the snapshot atomically (fsynced) and then removes the log it contains.
  ///
  /// - Throws: ``CalDAVError/local(path:reason:)``.
  package func save() throws(CalDAVError) {
    guard !isReadOnly else { return }
    try makeFolder()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(journal) else {
      throw .local(path: snapshotPath, reason: "could not encode the sync status")
    }
    do {
      try AtomicFile.write(
        [UInt8](data), to: snapshotPath, expected: FileFingerprint.current(of: snapshotPath))
    } catch {
      throw .local(error, at: snapshotPath)
    }
    if logDescriptor >= 0 {
      close(logDescriptor)
      logDescriptor = -1
    }
    unlink(logPath)
  }

  private func makeFolder() throws(CalDAVError) {
    let folder = AtomicFileFolder.parent(of: snapshotPath)
    do {
      try AtomicFile.makeFolder(folder)
    } catch {
      throw .local(error, at: folder)
    }
  }
}

enum AtomicFileFolder {
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }
}

extension FileFingerprint {
  /// The fingerprint as journal text.
  var journalText: String {
    "\(device):\(inode):\(size):\(modifiedSeconds):\(modifiedNanoseconds)"
  }
}
