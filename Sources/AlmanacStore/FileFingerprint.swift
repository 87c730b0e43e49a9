import AlmanacSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies one version of a file on disk: device, inode, size and modification time
/// to the nanosecond. A writer compares it before replacing a file, so a change made by
/// someone else since the file was read is a conflict, not an overwrite.
package struct FileFingerprint: Hashable, Sendable {
  /// The device number.
  package var device: UInt64
  /// The inode number (a rename-replaced file gets a new one).
  package var inode: UInt64
  /// The size in bytes.
  package var size: Int64
  /// The modification time, seconds since 1970.
  package var modifiedSeconds: Int64
  /// The nanoseconds of the modification time.
  package var modifiedNanoseconds: Int64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    // `st_mtim` on glibc, `st_mtimespec` on Darwin: the C target reads either.
    var seconds: Int64 = 0
    var nanoseconds: Int64 = 0
    withUnsafePointer(to: info) { almanac_modification_time($0, &seconds, &nanoseconds) }
    modifiedSeconds = seconds
    modifiedNanoseconds = nanoseconds
  }

  /// The fingerprint of the file at `path` now, or `nil` when there is none.
  ///
  /// - Parameter path: A file path.
  /// - Returns: The fingerprint.
  package static func current(of path: String) -> FileFingerprint? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileFingerprint(info)
  }
}
