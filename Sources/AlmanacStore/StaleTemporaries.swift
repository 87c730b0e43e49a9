import AlmanacPrimitives
import AlmanacSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary files that writers killed mid-write left behind, removed by a later write into
/// the same folder: one that the crash left can never be finished.
///
/// A temporary file is taken as stale, and removed, only when it has this library's naming and
///
/// - it is named `.NAME.PID-HOST-RANDOM.tmp`, HOST is this system's (its boot and PID
///   namespace, ``hostID``), and the process PID no longer runs: however young the file, no
///   one can finish it;
/// - it is named `.NAME.PID-RANDOM.tmp`, or `.NAME.PID-HOST-RANDOM.tmp` with another HOST, its
///   PID does not run here and it is at least ``minimumAge`` seconds old (a writer in another
///   PID namespace or on another machine sharing the folder is given that long); or
/// - it has the older naming without a PID (`.NAME.RANDOM.tmp`) and is at least
///   ``legacyMinimumAge`` seconds old.
///
/// Temporary files a ``CommitJournal`` names are left to its recovery.
///
/// Each folder is swept once per process (the first write into it, and at the end of an
/// import), so that an import of many events into a large folder does not read the folder once
/// per event.
package enum StaleTemporaries {
  /// The age below which a temporary file of a dead writer is left alone, in seconds.
  static let minimumAge = 2
  /// The age from which a temporary file without a PID in its name is taken as stale.
  static let legacyMinimumAge = 3600

  private static let swept = LockedValue<Set<String>>([])

  /// The suffix of a temporary file name this process writes: `PID-HOST-RANDOM`, or
  /// `PID-RANDOM` where the system has no ``hostID``.
  package static func suffix() -> String {
    var generator = SystemRandomNumberGenerator()
    let random = String(generator.next() as UInt64, radix: 16)
    guard let hostID else { return String(getpid()) + "-" + random }
    return String(getpid()) + "-" + hostID + "-" + random
  }

  /// What tells this system's processes from those of another machine or PID namespace that
  /// share a folder: 16 hex digits of a hash of the boot's identifier and the PID namespace
  /// (Linux: `/proc/sys/kernel/random/boot_id`, `/proc/self/ns/pid`); `nil` elsewhere, where
  /// a dead writer's temporary files are removed only from ``minimumAge`` on.
  static let hostID: String? = {
    #if os(Linux)
      guard let boot = contents("/proc/sys/kernel/random/boot_id"), boot.count >= 32 else {
        return nil
      }
      var namespace = [CChar](repeating: 0, count: 64)
      let length = readlink("/proc/self/ns/pid", &namespace, namespace.count)
      guard length > 0 else { return nil }
      // FNV-1a, 64 bits.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in boot + [0x2F] + namespace[..<length].map({ UInt8(bitPattern: $0) }) {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
      return hash.zeroPadded(to: 16, radix: 16)
    #else
      return nil
    #endif
  }()

  /// The first line of a small system file, or `nil`.
  private static func contents(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return nil }
    return Array(buffer[..<count].prefix { $0 != 0x0A })
  }

  /// Sweeps `folder` unless this process already did.
  ///
  /// - Parameter folder: The folder just written into.
  package static func sweepOnce(_ folder: String) {
    let first = swept.withLock { $0.insert(folder).inserted }
    if first { _ = sweep(folder) }
  }

  /// Sweeps `folder` now, even if this process already did (at the end of an import, which
  /// may have followed a writer killed moments before).
  ///
  /// - Parameter folder: The folder.
  static func sweepAgain(_ folder: String) {
    swept.withLock { _ = $0.insert(folder) }
    _ = sweep(folder)
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
    var stale: [String] = []
    var journals: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if CommitJournal.isJournal(name) { journals.append(name) }
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
      case .hostProcess(let pid, let host):
        let isHere = host == hostID
        isStale =
          (isHere || age >= minimumAge) && pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
      case .unknown:
        isStale = age >= legacyMinimumAge
      }
      if isStale { stale.append(name) }
    }
    // A killed commit's staged files are the journal's to finish, not stale.
    var journaled: Set<String> = []
    for journal in journals {
      for placement in CommitJournal.read(folder + "/" + journal) ?? [] {
        journaled.insert(placement.temporary)
      }
    }
    return stale.filter { !journaled.contains($0) && unlink(folder + "/" + $0) == 0 }
  }

  /// Who wrote a temporary file.
  package enum Writer: Equatable {
    /// The process with this PID.
    case process(pid_t)
    /// The process with this PID on the system with this ``hostID``.
    case hostProcess(pid_t, host: String)
    /// Not recorded (the older naming).
    case unknown
  }

  /// The writer of a file named like this library's temporary files (`.NAME.PID-HOST-HEX.tmp`,
  /// `.NAME.PID-HEX.tmp` or `.NAME.HEX.tmp`), or `nil` for any other name.
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
    case 3 where parts[1].count == 16 && isHex(parts[1]) && isHex(parts[2]):
      guard let pid = Int32(parts[0]), pid > 0 else { return nil }
      return .hostProcess(pid, host: String(parts[1]))
    default:
      return nil
    }
  }
}
