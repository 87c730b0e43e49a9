#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes whole files so that a crash never leaves a broken one: a new version is
/// written to a temporary file in the same folder (`.NAME.PID-RANDOM.tmp`; a later write
/// removes those whose writer died), flushed to disk
/// (`fsync`), checked against the version that was read, and renamed over the old one; the
/// folder is flushed too. A reader sees the old file or the new one, never a mixture.
package enum AtomicFile {
  /// Test hook: a pause after each 4 KiB written to the temporary file, so that a test can kill
  /// the writer at a random point. Zero (the default) means no pause.
  /// Package access: a test hook is not library API.
  package struct Pacing: Hashable, Sendable {
    /// Microseconds to sleep after each chunk.
    package var microsecondsPerChunk: UInt32
    /// Whether a commit of several files stops right after its journal is on disk, where a
    /// writer killed there would (``AtomicBatch/commitTogether(pacing:)``).
    package var stopsAfterJournal = false
    /// Creates a pacing.
    ///
    /// - Parameters:
    ///   - microsecondsPerChunk: Microseconds to sleep after each 4 KiB chunk.
    ///   - stopsAfterJournal: Whether a commit of several files stops after its journal.
    package init(microsecondsPerChunk: UInt32, stopsAfterJournal: Bool = false) {
      self.microsecondsPerChunk = microsecondsPerChunk
      self.stopsAfterJournal = stopsAfterJournal
    }
    /// No pause.
    package static let none = Pacing(microsecondsPerChunk: 0)
  }

  /// Reads a whole file and the fingerprint of exactly the version read.
  ///
  /// - Parameter path: The file.
  /// - Returns: Its bytes and fingerprint.
  /// - Throws: ``EventStoreError/io(path:reason:)``, also for a path that is no regular file
  ///   (a FIFO, whose open would wait for a writer, or a device such as `/dev/zero`).
  /// - Complexity: O(*n*) in the size of the file.
  package static func read(_ path: String) throws(EventStoreError) -> (
    bytes: [UInt8], fingerprint: FileFingerprint
  ) {
    // O_NONBLOCK: opening a FIFO for reading must not wait for a writer; a regular file
    // reads the same with or without it.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw .io(path: path, reason: errnoText()) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .io(path: path, reason: errnoText()) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .io(path: path, reason: "not a regular file (a FIFO, device or socket)")
    }
    let size = Int(info.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    var total = 0
    while total < size {
      let got = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress.map { $0 + total }, size - total)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, reason: errnoText())
      }
      if got == 0 { break }
      total += got
    }
    if total < size { bytes.removeSubrange(total...) }
    return (bytes, FileFingerprint(info))
  }

  /// Replaces (or creates) a file atomically.
  ///
  /// - Parameters:
  ///   - bytes: The new content.
  ///   - path: The file.
  ///   - expected: The fingerprint of the version the new content was made from, or `nil` when
  ///     the file must not exist yet.
  /// - Returns: The fingerprint of the new file.
  /// - Throws: ``EventStoreError/conflict(path:)`` when the file is no longer the expected
  ///   version (or exists when it should not); ``EventStoreError/io(path:reason:)``.
  /// - Complexity: O(*n*) in the size of the content.
  @discardableResult
  package static func write(
    _ bytes: [UInt8], to path: String, expected: FileFingerprint?
  ) throws(EventStoreError) -> FileFingerprint {
    try write(bytes, to: path, expected: expected, pacing: .none)
  }

  /// ``write(_:to:expected:)`` with a test hook that slows the write down (package access).
  @discardableResult
  package static func write(
    _ bytes: [UInt8], to path: String, expected: FileFingerprint?, pacing: Pacing
  ) throws(EventStoreError) -> FileFingerprint {
    let folder = split(path).folder
    let (temporary, _) = try writeTemporary(
      bytes, beside: path, in: folder, expected: expected, flush: true, pacing: pacing)
    var renamed = false
    defer { if !renamed { unlink(temporary) } }
    // Writers of this library serialise the check-and-rename on the folder (flock), so two
    // almanac processes cannot both pass the check; other programs are caught by the check.
    try withFolderLock(folder) { () throws(EventStoreError) in
      if let expected {
        guard FileFingerprint.current(of: path) == expected else { throw .conflict(path: path) }
        guard rename(temporary, path) == 0 else {
          throw .io(path: path, reason: WriteFailure.reason(errno))
        }
      } else {
        // link(2) refuses to replace a file that someone created meanwhile.
        guard link(temporary, path) == 0 else {
          if errno == EEXIST { throw .conflict(path: path) }
          throw .io(path: path, reason: WriteFailure.reason(errno))
        }
        unlink(temporary)
      }
    }
    renamed = true
    syncFolder(folder)
    // Temporary files of writers killed mid-write can never be finished: remove them.
    StaleTemporaries.sweepOnce(folder)
    guard let fingerprint = FileFingerprint.current(of: path) else {
      throw .io(path: path, reason: "vanished right after it was written")
    }
    return fingerprint
  }

  /// Removes a file if it is still the version that was read.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - expected: The fingerprint of the version read.
  /// - Throws: ``EventStoreError/conflict(path:)`` or ``EventStoreError/io(path:reason:)``.
  package static func remove(_ path: String, expected: FileFingerprint) throws(EventStoreError) {
    try withFolderLock(split(path).folder) { () throws(EventStoreError) in
      guard FileFingerprint.current(of: path) == expected else { throw .conflict(path: path) }
      guard unlink(path) == 0 else { throw .io(path: path, reason: errnoText()) }
      syncFolder(split(path).folder)
    }
  }

  /// Writes `bytes` to a new temporary file beside `path`, named `.NAME.PID-RANDOM.tmp` in
  /// `folder`, with the mode of the file it replaces (0644 for a new one), in chunks (paced by
  /// the test hook), flushed to disk first when `flush` is set, and closed. ``write(_:to:expected:)``
  /// and ``AtomicBatch`` both stage their files with it.
  ///
  /// The fingerprint is read from the open file once it is written: a rename keeps the device,
  /// inode, size and modification time, so it is the fingerprint of `path` once the temporary
  /// file is renamed there, without looking the path up again.
  ///
  /// - Parameters:
  ///   - bytes: The content.
  ///   - path: The file the temporary file will become.
  ///   - folder: The folder of `path`.
  ///   - expected: The version replaced, or `nil` for a new file.
  ///   - flush: Whether to `fsync` the temporary file before closing it.
  ///   - pacing: The test hook's pause per chunk.
  /// - Returns: The temporary file's path (on a failure it is removed again) and its
  ///   fingerprint.
  /// - Throws: ``EventStoreError/io(path:reason:)``.
  static func writeTemporary(
    _ bytes: [UInt8], beside path: String, in folder: String, expected: FileFingerprint?,
    flush: Bool, pacing: Pacing
  ) throws(EventStoreError) -> (temporary: String, fingerprint: FileFingerprint) {
    let temporary = folder + "/." + split(path).name + "." + randomSuffix() + ".tmp"
    var mode: mode_t = 0o644
    if expected != nil, let info = try? statInfo(path) { mode = info.st_mode & 0o7777 }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    // A failure names the folder or the file written, not the temporary file.
    guard descriptor >= 0 else { throw .io(path: folder, reason: WriteFailure.reason(errno)) }
    var closed = false
    var finished = false
    defer {
      if !closed { close(descriptor) }
      if !finished { unlink(temporary) }
    }
    var offset = 0
    let chunk = pacing.microsecondsPerChunk > 0 ? 4096 : 1 << 20
    while offset < bytes.count {
      let count = min(chunk, bytes.count - offset)
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, reason: WriteFailure.reason(errno))
      }
      offset += written
      if pacing.microsecondsPerChunk > 0 { usleep(pacing.microsecondsPerChunk) }
    }
    if flush {
      guard fsync(descriptor) == 0 else {
        throw .io(path: path, reason: WriteFailure.reason(errno))
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .io(path: path, reason: WriteFailure.reason(errno))
    }
    closed = true
    guard close(descriptor) == 0 else {
      throw .io(path: path, reason: WriteFailure.reason(errno))
    }
    finished = true
    return (temporary, FileFingerprint(info))
  }

  /// Runs `body` holding the folder's write lock (`flock`), which every writer of this library
  /// takes around its check-and-rename.
  ///
  /// - Parameters:
  ///   - folder: The folder.
  ///   - body: The work.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  static func withFolderLock<Result, Failure: Error>(
    _ folder: String, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let folderLock = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderLock >= 0 { flock(folderLock, LOCK_EX) }
    defer {
      if folderLock >= 0 {
        flock(folderLock, LOCK_UN)
        close(folderLock)
      }
    }
    return try body()
  }

  /// Creates a folder and its parents (like `mkdir -p`).
  ///
  /// - Parameter path: The folder.
  /// - Throws: ``EventStoreError/io(path:reason:)``.
  package static func makeFolder(_ path: String) throws(EventStoreError) {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o755) != 0, errno != EEXIST {
        throw .io(path: current, reason: WriteFailure.reason(errno))
      }
    }
  }

  static func split(_ path: String) -> (folder: String, name: String) {
    // On the UTF-8 bytes: a writer of many files splits each path (Character by Character
    // costs some microseconds per path).
    let bytes = path.utf8
    guard let slash = bytes.lastIndex(of: 0x2F) else { return (".", path) }
    let folder = String(decoding: bytes[..<slash], as: UTF8.self)
    return (
      folder.isEmpty ? "/" : folder,
      String(decoding: bytes[bytes.index(after: slash)...], as: UTF8.self)
    )
  }

  static func statInfo(_ path: String) throws(EventStoreError) -> stat {
    var info = stat()
    guard stat(path, &info) == 0 else { throw .io(path: path, reason: errnoText()) }
    return info
  }

  static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// The writer's PID and a random number (`4242-9f3c…`): a later write can tell that a
  /// temporary file's writer is gone (``StaleTemporaries``).
  static func randomSuffix() -> String {
    StaleTemporaries.suffix()
  }

  static func errnoText() -> String {
    String(cString: strerror(errno))
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
