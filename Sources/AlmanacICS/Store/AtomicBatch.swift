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
struct AtomicBatch {
  /// One staged file.
  struct Entry {
    /// The temporary file holding the new content.
    var temporary: String
    /// The file it becomes.
    var path: String
    /// The version it replaces, or `nil` for a new file.
    var expected: FileFingerprint?
  }

  /// The folder every file of the batch is in.
  let folder: String
  /// The staged files, in order.
  private(set) var entries: [Entry] = []

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
    let temporary = try AtomicFile.writeTemporary(
      bytes, beside: path, in: folder, expected: expected, flush: false, pacing: pacing)
    entries.append(Entry(temporary: temporary, path: path, expected: expected))
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
    try flush()
    let (placed, failure) = AtomicFile.withFolderLock(folder) { placeEntries() }
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
          failure = .io(path: entry.path, reason: AtomicFile.errnoText())
          break
        }
      } else {
        guard link(entry.temporary, entry.path) == 0 else {
          failure =
            errno == EEXIST
            ? .conflict(path: entry.path) : .io(path: entry.path, reason: AtomicFile.errnoText())
          break
        }
        unlink(entry.temporary)
      }
      guard let fingerprint = FileFingerprint.current(of: entry.path) else {
        failure = .io(path: entry.path, reason: "vanished right after it was written")
        break
      }
      placed.append(fingerprint)
    }
    AtomicFile.syncFolder(folder)
    StaleTemporaries.sweepOnce(folder)
    return (placed, failure)
  }

  /// Removes the temporary files of every staged file not yet in place.
  mutating func discard() {
    for entry in entries { unlink(entry.temporary) }
    entries.removeAll()
  }

  /// Flushes the staged files' content to disk: one `syncfs` of the folder's file system, or
  /// an `fsync` per file where `syncfs` is not available.
  private func flush() throws(EventStoreError) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .io(path: folder, reason: AtomicFile.errnoText()) }
    defer { close(descriptor) }
    if let syncfs = Self.syncfs {
      guard syncfs(descriptor) == 0 else { throw .io(path: folder, reason: AtomicFile.errnoText()) }
      return
    }
    for entry in entries {
      let file = open(entry.temporary, O_RDONLY | O_CLOEXEC)
      guard file >= 0 else { throw .io(path: entry.temporary, reason: AtomicFile.errnoText()) }
      defer { close(file) }
      guard fsync(file) == 0 else {
        throw .io(path: entry.temporary, reason: AtomicFile.errnoText())
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
