import AlmanacPrimitives
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Many atomic file writes into one folder, flushed together: each file is written to a
/// temporary file (`.NAME.RANDOM.tmp`, as ``AtomicFile`` names them), then the whole batch is
/// flushed to disk once (`syncfs`, or `fsync` per file where there is none), then each file is
/// checked against the version that was read and linked or renamed into place, and the folder
/// is flushed once. Every file is still old or new, never a mixture, and appears only after its
/// content is on disk; a batch of *n* files costs two flushes instead of 2*n* (an import of
/// 100,000 events would otherwise wait on 200,000 flushes).
///
/// ``startFlush()`` begins the flush on another thread, so that a writer can stage the next
/// batch while the disk takes this one; ``commit()`` then waits for it before putting any file
/// in place.
struct AtomicBatch {
  /// One staged file.
  struct Entry {
    /// The temporary file holding the new content.
    var temporary: String
    /// The file it becomes.
    var path: String
    /// The version it replaces, or `nil` for a new file.
    var expected: FileFingerprint?
    /// The temporary file's fingerprint, which the file keeps when it is renamed into place.
    var fingerprint: FileFingerprint
  }

  /// The folder every file of the batch is in.
  let folder: String
  /// The staged files, in order.
  private(set) var entries: [Entry] = []
  /// The flush started by ``startFlush()``, if any.
  private var flushing: BackgroundFlush?

  init(folder: String) {
    self.folder = folder
  }

  /// Writes `bytes` to a temporary file beside `path` (not yet flushed or in place).
  ///
  /// - Throws: ``EventStoreError/io(path:reason:)``.
  mutating func stage(
    _ bytes: [UInt8], to path: String, expected: FileFingerprint?, pacing: AtomicFile.Pacing
  ) throws(EventStoreError) {
    // Not flushed here: commit() flushes the whole batch at once.
    let (temporary, fingerprint) = try AtomicFile.writeTemporary(
      bytes, beside: path, in: folder, expected: expected, flush: false, pacing: pacing)
    entries.append(
      Entry(temporary: temporary, path: path, expected: expected, fingerprint: fingerprint))
  }

  /// Flushes the staged files, puts each in place, and flushes the folder. On a conflict (a
  /// file changed or created by someone else since it was read), the files before it are in
  /// place, it and the rest are not, and their temporary files are removed.
  ///
  /// - Returns: The fingerprint of each file put in place, in staging order.
  /// - Throws: ``EventStoreError/conflict(path:)``, ``EventStoreError/io(path:reason:)``.
  mutating func commit() throws(EventStoreError) -> [FileFingerprint] {
    defer { discard() }
    guard !entries.isEmpty else { return [] }
    if let flushing {
      try flushing.wait()
    } else {
      try Self.flush(folder: folder, temporaries: entries.map(\.temporary))
    }
    let (placed, failure) = AtomicFile.withFolderLock(folder) { placeEntries() }
    // The files in place have no temporary name left to remove.
    entries.removeFirst(placed.count)
    if let failure { throw failure }
    return placed
  }

  /// Puts every staged file in place or none, also across a crash: the files are flushed,
  /// then, under the folder lock, each is checked against the version it replaces (a conflict
  /// places nothing), a ``CommitJournal`` naming every placement is written and flushed, the
  /// files are put in place and the journal is removed. A writer killed after the journal is
  /// on disk leaves work that the next store to load the folder finishes.
  ///
  /// - Returns: The fingerprint of each file put in place, in staging order.
  /// - Throws: ``EventStoreError/conflict(path:)``, ``EventStoreError/io(path:reason:)``.
  /// - Parameter pacing: The test hook; with ``AtomicFile/Pacing/stopsAfterJournal`` the
  ///   commit stops where a killed writer would, leaving the journal and the staged files.
  @discardableResult
  mutating func commitTogether(pacing: AtomicFile.Pacing = .none) throws(EventStoreError)
    -> [FileFingerprint]
  {
    defer { discard() }
    guard !entries.isEmpty else { return [] }
    try Self.flush(folder: folder, temporaries: entries.map(\.temporary))
    let entries = self.entries
    let folder = self.folder
    let (placed, failure) = AtomicFile.withFolderLock(folder) {
      () -> ([FileFingerprint], EventStoreError?) in
      for entry in entries {
        let current = FileFingerprint.current(of: entry.path)
        if current != entry.expected { return ([], .conflict(path: entry.path)) }
      }
      let journal: String
      do throws(EventStoreError) {
        journal = try CommitJournal.write(
          entries.map { entry in
            CommitJournal.Placement(
              temporary: AtomicFile.split(entry.temporary).name,
              target: AtomicFile.split(entry.path).name, expected: entry.expected)
          }, in: folder)
      } catch {
        return ([], error)
      }
      if pacing.stopsAfterJournal {
        return ([], .io(path: folder, reason: "stopped after the journal (test hook)"))
      }
      let (placed, failure) = placeEntries()
      if failure == nil {
        unlink(journal)
        AtomicFile.syncFolder(folder)
      }
      return (placed, failure)
    }
    if failure != nil, !CommitJournal.journals(in: folder).isEmpty {
      // The journal is on disk: its staged files belong to the recovery that finishes it.
      self.entries.removeAll()
    } else {
      self.entries.removeFirst(placed.count)
    }
    if let failure { throw failure }
    return placed
  }

  /// Puts each staged file in place, in order, up to the first that fails; under the lock.
  private func placeEntries() -> (placed: [FileFingerprint], failure: EventStoreError?) {
    var placed: [FileFingerprint] = []
    placed.reserveCapacity(entries.count)
    var failure: EventStoreError?
    for entry in entries {
      if let expected = entry.expected {
        guard FileFingerprint.current(of: entry.path) == expected else {
          failure = .conflict(path: entry.path)
          break
        }
        guard rename(entry.temporary, entry.path) == 0 else {
          failure = .io(path: entry.path, reason: WriteFailure.reason(errno))
          break
        }
      } else if let failed = Self.placeNew(entry.temporary, at: entry.path) {
        failure = failed
        break
      }
      placed.append(entry.fingerprint)
    }
    AtomicFile.syncFolder(folder)
    StaleTemporaries.sweepOnce(folder)
    return (placed, failure)
  }

  /// Puts a new file in place without replacing one that appeared meanwhile: one
  /// `renameat2(RENAME_NOREPLACE)` where the system has it, else `link` and `unlink`.
  ///
  /// - Returns: `nil` when the file is in place (its temporary name gone), else the failure
  ///   (a conflict when the path exists).
  private static func placeNew(_ temporary: String, at path: String) -> EventStoreError? {
    if let renameat2, !renameUnsupported.withLock({ $0 }) {
      if renameat2(AT_FDCWD, temporary, AT_FDCWD, path, 1) == 0 { return nil }
      switch errno {
      case EEXIST: return .conflict(path: path)
      // Not in this kernel or not on this file system: link and unlink from now on.
      case ENOSYS, EINVAL: renameUnsupported.withLock { $0 = true }
      default: return .io(path: path, reason: WriteFailure.reason(errno))
      }
    }
    guard link(temporary, path) == 0 else {
      return errno == EEXIST
        ? .conflict(path: path) : .io(path: path, reason: WriteFailure.reason(errno))
    }
    unlink(temporary)
    return nil
  }

  /// glibc's `renameat2(2)` (2.28 on), looked up at run time like ``syncfs``; flag 1 is
  /// `RENAME_NOREPLACE`.
  private static let renameat2:
    (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? =
      {
        #if os(Linux)
          guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else {
            return nil
          }
          return unsafeBitCast(
            symbol,
            to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32)
              -> Int32).self)
        #else
          return nil
        #endif
      }()

  /// Set once `renameat2` has failed as unsupported.
  private static let renameUnsupported = LockedValue(false)

  /// Starts flushing the staged files to disk on another thread; ``commit()`` waits for it.
  /// Files staged after this call are not covered by it: stage the whole batch first.
  mutating func startFlush() {
    guard flushing == nil, !entries.isEmpty else { return }
    flushing = BackgroundFlush(folder: folder, temporaries: entries.map(\.temporary))
  }

  /// Removes the temporary files of every staged file not yet in place (after a flush in
  /// progress has ended).
  mutating func discard() {
    if let flushing {
      try? flushing.wait()
      self.flushing = nil
    }
    for entry in entries { unlink(entry.temporary) }
    entries.removeAll()
  }

  /// Flushes files' content to disk: one `syncfs` of the folder's file system, or an `fsync`
  /// per file where `syncfs` is not available.
  fileprivate static func flush(folder: String, temporaries: [String]) throws(EventStoreError) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .io(path: folder, reason: WriteFailure.reason(errno)) }
    defer { close(descriptor) }
    if let syncfs = Self.syncfs {
      guard syncfs(descriptor) == 0 else {
        throw .io(path: folder, reason: WriteFailure.reason(errno))
      }
      return
    }
    for temporary in temporaries {
      let file = open(temporary, O_RDONLY | O_CLOEXEC)
      // A failure names the folder, not the temporary file.
      guard file >= 0 else { throw .io(path: folder, reason: WriteFailure.reason(errno)) }
      defer { close(file) }
      guard fsync(file) == 0 else {
        throw .io(path: folder, reason: WriteFailure.reason(errno))
      }
    }
  }

  /// Linux's `syncfs(2)`, looked up at run time (the C library module does not declare it).
  private static let syncfs: (@convention(c) (Int32) -> Int32)? = {
    #if os(Linux)
      guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "syncfs") else {
        return nil
      }
      return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    #else
      return nil
    #endif
  }()
}

/// A batch's flush running on a global queue; ``wait()`` returns when it has ended.
private final class BackgroundFlush: @unchecked Sendable {
  // Written by the flush before `done` is signalled, read only after waiting for it.
  private var failure: EventStoreError?
  private var finished = false
  private let done = DispatchSemaphore(value: 0)

  init(folder: String, temporaries: [String]) {
    DispatchQueue.global(qos: .utility).async {
      do throws(EventStoreError) {
        try AtomicBatch.flush(folder: folder, temporaries: temporaries)
      } catch {
        self.failure = error
      }
      self.done.signal()
    }
  }

  /// Waits for the flush to end.
  ///
  /// - Throws: What the flush failed with.
  func wait() throws(EventStoreError) {
    if !finished {
      done.wait()
      finished = true
    }
    if let failure { throw failure }
  }
}
