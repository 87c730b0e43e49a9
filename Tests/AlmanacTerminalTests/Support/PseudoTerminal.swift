import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal for end-to-end tests of interactive programs, without tmux.
///
/// Open one, then either spawn a program on it (it becomes the program's controlling terminal,
/// as in a real shell session) or hand ``slavePath`` to code under test. The test side reads
/// what the program draws from the master (``read(until:timeout:)``, ``transcript``), types with
/// ``write(_:)``, resizes with ``resize(columns:rows:)`` (the kernel sends SIGWINCH), sends
/// signals to a ``Child``, and checks the terminal mode with ``isCooked`` after the program
/// ends. Depends only on the C library (TestPlatform.swift) and Foundation so the CLI tests can reuse it.
final class PseudoTerminal: @unchecked Sendable {
  /// A test failure of the harness itself.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The master side (the "terminal emulator" end).
  let master: Int32
  /// The slave side, kept open so attributes can be read after the program exits.
  let slave: Int32
  /// The slave device path, `/dev/pts/N`.
  let slavePath: String
  /// Everything read from the master so far.
  private(set) var transcript: [UInt8] = []
  private let lock = NSLock()

  /// Held while a pseudo-terminal's ends are open but not yet close-on-exec, and while
  /// ``spawn(_:arguments:environment:)`` starts a program: `openpty` cannot open them
  /// close-on-exec, and a program another test started in that gap would keep this terminal's
  /// ends open, so it could not hang up while that program runs.
  private static let descriptorLock = NSLock()

  /// Opens a pseudo-terminal of a given size, in the usual cooked mode.
  init(columns: Int = 80, rows: Int = 24) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var window = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    Self.descriptorLock.lock()
    guard openpty(&master, &slave, nil, nil, &window) == 0 else {
      let error = errno
      Self.descriptorLock.unlock()
      throw Failure(description: "openpty failed: errno \(error)")
    }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    Self.descriptorLock.unlock()
    self.master = master
    self.slave = slave
    guard let name = ttyname(slave) else { throw Failure(description: "ttyname failed") }
    slavePath = String(cString: name)
  }

  deinit {
    closeMaster()
    close(slave)
  }

  private var masterOpen = true

  /// Closes the master: the terminal hangs up (the session leader on it gets SIGHUP).
  func closeMaster() {
    lock.lock()
    defer { lock.unlock() }
    if masterOpen {
      close(master)
      masterOpen = false
    }
  }

  /// Whether the terminal is in cooked mode (ICANON and ECHO on), nil if it cannot be read.
  var isCooked: Bool? {
    guard let attributes = try? attributes() else { return nil }
    let wanted = tcflag_t(ICANON) | tcflag_t(ECHO)
    return attributes.c_lflag & wanted == wanted
  }

  /// The current terminal attributes.
  func attributes() throws -> termios {
    var attributes = termios()
    guard tcgetattr(slave, &attributes) == 0 else {
      throw Failure(description: "tcgetattr failed: errno \(errno)")
    }
    return attributes
  }

  /// Puts the terminal back in a sane cooked mode (after a test that left it raw on purpose).
  func setAttributes(_ attributes: termios) throws {
    var copy = attributes
    guard tcsetattr(slave, TCSANOW, &copy) == 0 else {
      throw Failure(description: "tcsetattr failed: errno \(errno)")
    }
  }

  /// Changes the size, as a terminal emulator does when its window is resized.
  func resize(columns: Int, rows: Int) {
    var window = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
  }

  /// Types text (UTF-8) into the terminal.
  func write(_ text: String) {
    write(Array(text.utf8))
  }

  /// Types bytes into the terminal.
  func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        systemWrite(master, $0.baseAddress, $0.count)
      }
      if written <= 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += written
    }
  }

  /// Reads what the program drew until `needle` appears in the transcript after `start`, or
  /// the timeout passes.
  ///
  /// - Returns: whether the needle was seen.
  @discardableResult
  func read(until needle: String, after start: Int = 0, timeout: Double = 60) -> Bool {
    let wanted = Array(needle.utf8)
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if contains(wanted, after: start) { return true }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return false }
      if !pump(milliseconds: Int32(min(100, max(1, remaining * 1000)))) {
        return contains(wanted, after: start)
      }
    }
  }

  /// Reads whatever arrives within the timeout into the transcript.
  func drain(timeout: Double = 0.2) {
    let deadline = Date().addingTimeInterval(timeout)
    while deadline.timeIntervalSinceNow > 0, pump(milliseconds: 20) {}
  }

  /// The transcript as text.
  var text: String { String(decoding: snapshot(), as: UTF8.self) }

  /// The number of bytes read so far (a position to search after).
  var position: Int { snapshot().count }

  /// Whether the transcript contains `needle` after byte `start`.
  func contains(_ needle: String, after start: Int = 0) -> Bool {
    contains(Array(needle.utf8), after: start)
  }

  /// The byte offset of the first `needle` at or after `start`, if any.
  func offset(of needle: String, after start: Int = 0) -> Int? {
    let bytes = snapshot()
    let wanted = Array(needle.utf8)
    guard !wanted.isEmpty, bytes.count >= wanted.count, start <= bytes.count - wanted.count else {
      return nil
    }
    for index in start...(bytes.count - wanted.count)
    where bytes[index..<index + wanted.count].elementsEqual(wanted) {
      return index
    }
    return nil
  }

  private func contains(_ wanted: [UInt8], after start: Int) -> Bool {
    offset(of: String(decoding: wanted, as: UTF8.self), after: start) != nil
  }

  private func snapshot() -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return transcript
  }

  /// Polls the master once; returns false when it is closed or hung up with nothing to read.
  private func pump(milliseconds: Int32) -> Bool {
    lock.lock()
    let isOpen = masterOpen
    lock.unlock()
    guard isOpen else { return false }
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, milliseconds)
    if ready <= 0 { return true }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = systemRead(master, &buffer, buffer.count)
    if count <= 0 { return false }
    lock.lock()
    transcript += buffer.prefix(count)
    lock.unlock()
    return true
  }

  // MARK: - Running programs

  /// How a child process ended.
  enum Termination: Equatable, CustomStringConvertible {
    /// It exited with a status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
    /// It was still running at the deadline (and was killed).
    case timedOut

    var description: String {
      switch self {
      case .exited(let code): "exited(\(code))"
      case .signaled(let signal): "signaled(\(signal))"
      case .timedOut: "timedOut"
      }
    }
  }

  /// A program running on the terminal.
  struct Child: Sendable {
    /// Its process id (also its session and process group id).
    let pid: pid_t

    /// Sends it a signal.
    func signal(_ signal: Int32) {
      kill(pid, signal)
    }

    /// Waits for it to end; kills it with SIGKILL at the deadline.
    func wait(timeout: Double = 60) -> Termination {
      let deadline = Date().addingTimeInterval(timeout)
      var status: Int32 = 0
      while true {
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { break }
        if result < 0, errno != EINTR { return .timedOut }
        if deadline.timeIntervalSinceNow <= 0 {
          kill(pid, SIGKILL)
          _ = waitpid(pid, &status, 0)
          return .timedOut
        }
        usleep(5_000)
      }
      let low = status & 0x7F
      return low == 0 ? .exited((status >> 8) & 0xFF) : .signaled(low)
    }
  }

  /// Starts a program in a new session with this terminal as its controlling terminal and as
  /// its standard input, output and error.
  ///
  /// - Parameters:
  ///   - executable: the path of the program.
  ///   - arguments: its arguments (without the program name).
  ///   - environment: its environment; `TERM=xterm-256color` is added when missing.
  /// - Returns: the running child, to read its output from the terminal and wait for.
  /// - Throws: ``Failure`` when `posix_spawn` fails.
  func spawn(
    _ executable: String, arguments: [String] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Child {
    var actions = emptySpawnFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // After setsid, opening the terminal without O_NOCTTY makes it the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = emptySpawnAttributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setflags(
      &attributes,
      spawnSetSessionFlag | Int16(POSIX_SPAWN_SETSIGDEF) | Int16(POSIX_SPAWN_SETSIGMASK))
    var environment = environment
    if environment["TERM"] == nil { environment["TERM"] = "xterm-256color" }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    Self.descriptorLock.lock()
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    Self.descriptorLock.unlock()
    guard result == 0 else {
      throw Failure(description: "posix_spawn \(executable) failed: \(result)")
    }
    return Child(pid: pid)
  }
}
