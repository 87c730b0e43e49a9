import AlmanacSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The record that makes several file placements in one folder happen together, even across a
/// crash: ``AtomicBatch/commitTogether()`` writes it, flushed, after the new versions are on
/// disk and before the first is put in place, and removes it after the last. A writer killed
/// in between leaves a journal whose placements the next store to load the folder finishes
/// (``recover(_:)``), so a reader never keeps one file of the set new and another old.
///
/// A journal is named `.almanac-commit.PID-HOST-RANDOM.journal`, like a temporary file, and
/// holds one line per placement: `new` or `replace`, the temporary file's and the target's
/// names in hex, and for `replace` the fingerprint of the version it replaces. Temporary files
/// a journal names are not stale (``StaleTemporaries`` leaves them to the recovery).
enum CommitJournal {
  /// The start of a journal's name.
  static let prefix = ".almanac-commit."
  /// The end of a journal's name.
  static let suffix = ".journal"

  /// Whether `name` is a journal's file name.
  ///
  /// - Parameter name: A file name.
  /// - Returns: `true` for `.almanac-commit.….journal`.
  static func isJournal(_ name: String) -> Bool {
    name.hasPrefix(prefix) && name.hasSuffix(suffix)
  }

  /// One placement a journal records.
  struct Placement: Equatable {
    /// The temporary file's name in the folder.
    var temporary: String
    /// The target's name in the folder.
    var target: String
    /// The version the target replaces, or `nil` for a new file.
    var expected: FileFingerprint?
  }

  /// Writes and flushes a journal of `placements` into `folder` (the caller holds the folder
  /// lock).
  ///
  /// - Parameters:
  ///   - placements: The placements, in order.
  ///   - folder: The folder they are all in.
  /// - Returns: The journal's path.
  /// - Throws: ``EventStoreError/io(path:reason:)``.
  static func write(_ placements: [Placement], in folder: String) throws(EventStoreError)
    -> String
  {
    var text = ""
    for placement in placements {
      text += placement.expected == nil ? "new" : "replace"
      text += " " + hex(placement.temporary) + " " + hex(placement.target)
      if let expected = placement.expected {
        text +=
          " \(expected.device) \(expected.inode) \(expected.size) \(expected.modifiedSeconds)"
          + " \(expected.modifiedNanoseconds)"
      }
      text += "\n"
    }
    let path = folder + "/" + prefix + AtomicFile.randomSuffix() + suffix
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .io(path: folder, reason: WriteFailure.reason(errno)) }
    let bytes = Array(text.utf8)
    var offset = 0
    var failure: Int32?
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        journalWrite(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      offset += written
    }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if let failure {
      unlink(path)
      throw .io(path: folder, reason: WriteFailure.reason(failure))
    }
    AtomicFile.syncFolder(folder)
    return path
  }

  /// Reads a journal's placements, or `nil` when it is not one this library wrote.
  ///
  /// - Parameter path: The journal.
  /// - Returns: The placements.
  static func read(_ path: String) -> [Placement]? {
    guard let (bytes, _) = try? AtomicFile.read(path) else { return nil }
    var placements: [Placement] = []
    for line in bytes.split(separator: 0x0A) {
      let fields = line.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
      guard fields.count >= 3, let temporary = unhex(fields[1]), let target = unhex(fields[2])
      else { return nil }
      switch fields[0] {
      case "new" where fields.count == 3:
        placements.append(Placement(temporary: temporary, target: target, expected: nil))
      case "replace" where fields.count == 8:
        guard let device = UInt64(fields[3]), let inode = UInt64(fields[4]),
          let size = Int64(fields[5]), let seconds = Int64(fields[6]),
          let nanoseconds = Int64(fields[7])
        else { return nil }
        placements.append(
          Placement(
            temporary: temporary, target: target,
            expected: FileFingerprint(
              device: device, inode: inode, size: size, modifiedSeconds: seconds,
              modifiedNanoseconds: nanoseconds)))
      default:
        return nil
      }
    }
    return placements
  }

  /// The journals in `folder` (names), from a listing of it.
  static func journals(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if isJournal(name) { names.append(name) }
    }
    return names.sorted()
  }

  /// Finishes the journals that writers killed mid-commit left in `folder`, under the folder
  /// lock (a writer holds it from writing its journal to removing it, so a journal seen under
  /// the lock is a dead writer's). Each placement whose temporary file is still there is
  /// carried out: a new file is linked into place (beside the name, if another file took it
  /// since), a replacement is renamed over the target if the target is still the version it
  /// replaces; a target changed by someone else since keeps their version, as any conflict
  /// does. A journal is removed once every placement is done; one that cannot be read, or
  /// whose placement fails (a read-only folder), is left for a later load.
  ///
  /// - Parameter folder: A collection folder.
  /// - Returns: The number of journals finished.
  @discardableResult
  static func recover(_ folder: String) -> Int {
    AtomicFile.withFolderLock(folder) {
      var finished = 0
      for journal in journals(in: folder) {
        let path = folder + "/" + journal
        guard let placements = read(path) else { continue }
        var done = true
        for placement in placements {
          let temporary = folder + "/" + placement.temporary
          let target = folder + "/" + placement.target
          guard FileFingerprint.current(of: temporary) != nil else { continue }
          if let expected = placement.expected {
            if FileFingerprint.current(of: target) == expected {
              if rename(temporary, target) != 0 { done = false }
            } else {
              unlink(temporary)
            }
          } else if !placeNew(temporary, at: target) {
            done = false
          }
        }
        AtomicFile.syncFolder(folder)
        if done, unlink(path) == 0 {
          finished += 1
          AtomicFile.syncFolder(folder)
        }
      }
      return finished
    }
  }

  /// Links a new file's temporary file into place and removes the temporary name. When the
  /// target is taken by another file (not this one, placed before the crash), the file goes
  /// in beside it as `NAME-2.ics`, `NAME-3.ics`, …: a recovered item is never dropped.
  ///
  /// - Returns: Whether the file is in place.
  private static func placeNew(_ temporary: String, at target: String) -> Bool {
    let stem = target.hasSuffix(".ics") ? String(target.dropLast(4)) : target
    var candidate = target
    for number in 2...1000 {
      if link(temporary, candidate) == 0 { return unlink(temporary) == 0 }
      guard errno == EEXIST, let placed = FileFingerprint.current(of: candidate),
        let staged = FileFingerprint.current(of: temporary)
      else { return false }
      if placed.device == staged.device, placed.inode == staged.inode {
        return unlink(temporary) == 0
      }
      candidate = stem + "-\(number).ics"
    }
    return false
  }

  /// `name`'s UTF-8 bytes in lower-case hex (a file name may hold spaces and line breaks).
  private static func hex(_ name: String) -> String {
    name.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// The name `text` holds in hex, or `nil`.
  private static func unhex(_ text: String) -> String? {
    let digits = Array(text.utf8)
    guard !digits.isEmpty, digits.count.isMultiple(of: 2) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    var index = 0
    while index < digits.count {
      guard
        let byte = UInt8(
          String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(byte)
      index += 2
    }
    let name = String(decoding: bytes, as: UTF8.self)
    // A journal names files in its own folder only.
    guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
    return name
  }
}

private func journalWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
