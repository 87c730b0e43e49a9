import AlmanacStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes many new vdir items (a first sync) durably for the cost of one flush, not two
/// fsyncs per file: each file is written to a hidden temporary file and linked into place
/// (`link(2)` refuses to replace a file someone created meanwhile), and the batch is then
/// flushed with `syncfs(2)` (else an fsync per file) and the folder fsynced. The sync records
/// the items in its journal only after the flush, so a journal entry never points at a file
/// that a power cut could still take away; a kill before the flush leaves files that the next
/// run finds on both sides with the same content and records; a temporary file a kill left is
/// removed by the next write into the folder, as the store's own are.
struct NewFileBatch {
  let folder: String
  private(set) var paths: [String] = []

  init(folder: String) { self.folder = folder }

  var isEmpty: Bool { paths.isEmpty }

  /// Writes a new file; `false` when a file of that name exists.
  mutating func add(_ bytes: [UInt8], name: String) throws(CalDAVError) -> Bool {
    let path = folder + "/" + name
    if paths.isEmpty { StaleTemporaries.sweepOnce(folder) }
    let temporary = folder + "/" + Self.temporaryName(for: name)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    // A failure names the folder or the file, not the temporary file.
    guard descriptor >= 0 else { throw .local(path: folder, reason: WriteFailure.reason(errno)) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let reason = WriteFailure.reason(errno)
        close(descriptor)
        unlink(temporary)
        throw .local(path: path, reason: reason)
      }
      offset += written
    }
    close(descriptor)
    defer { unlink(temporary) }
    guard link(temporary, path) == 0 else {
      if errno == EEXIST { return false }
      throw .local(path: path, reason: WriteFailure.reason(errno))
    }
    paths.append(path)
    return true
  }

  /// The hidden temporary a new file is written to first: `.NAME.PID-RANDOM.tmp`, the naming
  /// of every temporary file of the store, so that a later write into the folder removes one
  /// that a killed sync left (``/AlmanacStore/StaleTemporaries``).
  static func temporaryName(for name: String) -> String {
    "." + name + "." + StaleTemporaries.suffix() + ".tmp"
  }

  /// Makes every file of the batch durable, then forgets them.
  mutating func flush() {
    guard !paths.isEmpty else { return }
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { if descriptor >= 0 { close(descriptor) } }
    if descriptor < 0 || !Self.syncFileSystem(descriptor) {
      for path in paths {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        if file >= 0 {
          fsync(file)
          close(file)
        }
      }
    }
    if descriptor >= 0 { fsync(descriptor) }
    paths = []
  }

  /// `syncfs(2)` where the C library has it (it is not in Swift's Glibc module).
  static func syncFileSystem(_ descriptor: Int32) -> Bool {
    #if canImport(Glibc)
      typealias SyncFS = @convention(c) (Int32) -> Int32
      guard let symbol = dlsym(nil, "syncfs") else { return false }
      return unsafeBitCast(symbol, to: SyncFS.self)(descriptor) == 0
    #else
      return false
    #endif
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}
