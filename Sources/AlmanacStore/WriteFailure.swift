#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a write failed, in words a person reads (`read-only file system`, `permission denied`,
/// `disk full`), and whether the file could not be created at all or the disk failed: the
/// reason of an ``EventStoreError/io(path:reason:)`` for a failed write is
/// `cannot write: <words>`, and names the collection's folder or the target file, never a
/// temporary file.
package enum WriteFailure {
  /// The start of the reason of every failed write.
  package static let prefix = "cannot write: "

  /// The reason for a write that failed with `code` (an `errno` value).
  package static func reason(_ code: Int32) -> String { prefix + words(code) }

  /// An `errno` value in words.
  package static func words(_ code: Int32) -> String {
    switch code {
    case EROFS: "read-only file system"
    case EACCES: "permission denied"
    case EPERM: "operation not permitted (an immutable file or folder?)"
    case ENOSPC: "disk full"
    case EDQUOT: "disk quota exceeded"
    case ENOTDIR: "a part of the path is a file, not a folder"
    case ENOENT: "no such folder"
    case EISDIR: "is a folder"
    case ENAMETOOLONG: "the name is too long"
    case EIO: "input/output error"
    case EMFILE, ENFILE: "too many open files"
    default: String(cString: strerror(code))
    }
  }

  /// What a failed write's reason says, when it is one: its words, and whether the file
  /// could not be created (permissions, a read-only file system, a bad path: `true`) rather
  /// than written (a full disk, an I/O error: `false`).
  package static func parse(_ reason: String) -> (words: String, cannotCreate: Bool)? {
    guard reason.hasPrefix(prefix) else { return nil }
    let words = String(reason.dropFirst(prefix.count))
    let creating: Set<Int32> = [EROFS, EACCES, EPERM, ENOTDIR, ENOENT, EISDIR, ENAMETOOLONG]
    return (words, creating.contains { self.words($0) == words })
  }
}
