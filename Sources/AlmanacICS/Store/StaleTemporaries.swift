import AlmanacPrimitives
import AlmanacSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary files that writers killed mid-write left behind (`.NAME.PID-RANDOM.tmp`), removed
/// by a later write into the same folder: one that the crash left can never be finished.
///
/// A temporary file is taken as stale, and removed, only when it has this library's naming and
///
/// - its writer's process (the PID in its name) no longer runs and it is at least
///   ``minimumAge`` seconds old (a writer in another PID namespace or on another machine
///   sharing the folder is given that long), or
/// - it has the older naming without a PID (`.NAME.RANDOM.tmp`) and is at least
///   ``legacyMinimumAge`` seconds old.
///
/// Each folder is swept once per process (the first write into it), so that an import of many
/// events into a large folder does not read the folder once per event.
package enum StaleTemporaries {
  /// The age below which a temporary file of a dead writer is left alone, in seconds.
  static let minimumAge = 2
  /// The age from which a temporary file without a PID in its name is taken as stale.
  static let legacyMinimumAge = 3600

  private static let swept = LockedValue<Set<String>>([])

  /// The suffix of a temporary file name this process writes: `PID-RANDOM`.
  package static func suffix() -> String {
    var generator = SystemRandomNumberGenerator()
    return String(getpid()) + "-" + String(generator.next() as UInt64, radix: 16)
  }

  /// Sweeps `folder` unless this process already did.
  ///
  /// - Parameter folder: The folder just written into.
  package static func sweepOnce(_ folder: String) {
    let first = swept.withLock { $0.insert(folder).inserted }
    if first { _ = sweep(folder) }
  }

  /// Removes the stale temporary files of `folder`.
  ///
  /// - Parameters:
  ///   - folder: The folder.
  ///   - now: The current time, seconds since 1970 (a test hook).
  /// - Returns: The names removed.
  @discardableResult
  package static func sweep(_ folder: String, now: Int = Int(time(nil))) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var removed: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard let writer = writer(ofTemporary: name) else { continue }
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      var seconds: Int64 = 0
      var nanoseconds: Int64 = 0
      almanac_modification_time(&info, &seconds, &nanoseconds)
      let modified = Int(seconds)
      let age = now - modified
      let isStale: Bool
      switch writer {
      case .process(let pid):
        isStale = age >= minimumAge && pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
      case .unknown:
        isStale = age >= legacyMinimumAge
      }
      if isStale, unlink(path) == 0 { removed.append(name) }
    }
    return removed
  }

  /// Who wrote a temporary file.
  package enum Writer: Equatable {
    /// The process with this PID.
    case process(pid_t)
    /// Not recorded (the older naming).
    case unknown
  }

  /// The writer of a file named like this library's temporary files (`.NAME.PID-HEX.tmp` or
  /// `.NAME.HEX.tmp`), or `nil` for any other name.
  package static func writer(ofTemporary name: String) -> Writer? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let stem = name.dropLast(4)
    guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex else { return nil }
    let suffix = stem[stem.index(after: dot)...]
    let parts = suffix.split(separator: "-", omittingEmptySubsequences: false)
    func isHex(_ text: Substring) -> Bool {
      !text.isEmpty && text.count <= 16
        && text.utf8.allSatisfy { byte in
          (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)
        }
    }
    switch parts.count {
    case 1 where isHex(parts[0]):
      return .unknown
    case 2 where isHex(parts[1]):
      guard let pid = Int32(parts[0]), pid > 0 else { return nil }
      return .process(pid)
    default:
      return nil
    }
  }
}
