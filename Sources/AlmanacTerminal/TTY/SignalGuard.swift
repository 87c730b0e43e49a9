import AlmanacSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-wide signal handling of a running ``TerminalSession``.
///
/// While a session runs, handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT and
/// SIGWINCH are installed with `sigaction`. The handlers only do async-signal-safe work on state
/// prepared in advance:
///
/// - terminating signals write the precomputed exit sequence to the terminal, put the saved
///   attributes back with `tcsetattr`, restore the default action and raise the signal again,
///   so the process ends by that signal as the shell expects;
/// - SIGTSTP restores the terminal the same way, then stops the process with the default
///   action; when it continues (or the stop is discarded because the process group is
///   orphaned) raw mode and the enter sequence come back and the loop is woken to redraw;
///   SIGCONT alone (after SIGSTOP) does the same;
/// - SIGWINCH wakes the loop, which reads the new size;
/// - crash signals (SIGILL from a Swift trap, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGTRAP) restore
///   the terminal, put the previous action back (the Swift backtracer) and return, so the
///   crash is reported as usual on a usable terminal.
///
/// The loop is woken through a self-pipe the handler writes the signal number to.
enum SignalGuard {
  /// The signals handled while a session runs.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH]
  /// Crashes (a Swift trap is SIGILL; also faults and abort): the terminal is restored, then the
  /// previous handler (the Swift backtracer, or the default) takes over.
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
  /// The actions before the session, by signal number, readable from a handler.
  nonisolated(unsafe) private static let previousActions =
    UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

  /// 0 when idle, 1 while a session owns the terminal, 2 while one starts or stops, 3 while a
  /// handler puts raw mode back after a stop, 4 while the session restores the terminal as it
  /// ends. States 3 and 4 exclude each other, so a resume can never put raw mode back after
  /// the session's own restore.
  private static let isActive = SignalSafeInt32(0)
  /// The terminal and the write end of the wake pipe.
  private static let terminal = SignalSafeInt32(-1)
  private static let wakeWriter = SignalSafeInt32(-1)
  /// Saved (cooked) and raw attributes; written before `isActive` becomes 1.
  nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) private static let raw = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// The enter and exit byte strings (at most 256 bytes each) and their lengths.
  nonisolated(unsafe) private static let enterBytes = UnsafeMutablePointer<UInt8>.allocate(
    capacity: 256)
  nonisolated(unsafe) private static let exitBytes = UnsafeMutablePointer<UInt8>.allocate(
    capacity: 256)
  private static let enterCount = SignalSafeInt32(0)
  private static let exitCount = SignalSafeInt32(0)
  /// The signal mask of the thread that started the session, put back when it ends.
  nonisolated(unsafe) private static let previousMask = UnsafeMutablePointer<sigset_t>.allocate(
    capacity: 1)
  /// The actions that were installed before the session, put back when it ends.
  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

  /// Takes over the signals for a session on `fileDescriptor`.
  ///
  /// - Returns: the read end of the wake pipe (signal numbers arrive as single bytes).
  /// - Throws: ``TerminalError/sessionAlreadyActive`` or a failed `pipe`.
  static func activate(
    fileDescriptor: Int32, saved savedAttributes: termios, raw rawAttributes: termios,
    enter: [UInt8], exit: [UInt8]
  ) throws(TerminalError) -> Int32 {
    guard
      isActive.compareExchange(expected: 0, desired: 2)
    else { throw .sessionAlreadyActive }
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else {
      let code = errno
      isActive.store(0)
      throw .systemCall(name: "pipe", path: "self-pipe", errno: code)
    }
    for end in pipeEnds {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    saved.pointee = savedAttributes
    raw.pointee = rawAttributes
    precondition(enter.count <= 256 && exit.count <= 256, "mode sequences longer than 256 bytes")
    for (index, byte) in enter.enumerated() { enterBytes[index] = byte }
    for (index, byte) in exit.enumerated() { exitBytes[index] = byte }
    enterCount.store(Int32(enter.count))
    exitCount.store(Int32(exit.count))
    terminal.store(fileDescriptor)
    wakeWriter.store(pipeEnds[1])
    isActive.store(1)
    previous = [:]
    for signal in signals + crashSignals {
      var old = sigaction()
      install(signal, previous: &old)
      previous[signal] = old
      previousActions[Int(signal)] = old
    }
    // The calling thread runs the loop: make sure it can take these signals even when it was
    // started with them blocked (threads of a pool, processes spawned from such threads).
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in signals { sigaddset(&handled, signal) }
    pthread_sigmask(SIG_UNBLOCK, &handled, previousMask)
    return pipeEnds[0]
  }

  /// Leaves the terminal as it was (exit sequence, saved attributes), puts the previous signal
  /// actions and mask back and closes the wake pipe. Call it on the thread that activated.
  ///
  /// - Parameter wakeReader: the read end returned by ``activate(fileDescriptor:saved:raw:enter:exit:)``.
  static func deactivate(wakeReader: Int32) {
    // A handler putting raw mode back (3) holds the terminal for a few system calls: wait for
    // it, so that the restore comes after it. On this thread it finishes before this resumes.
    while !isActive.compareExchange(expected: 1, desired: 4) {
      if isActive.load() != 3 { break }
      sched_yield()
    }
    if isActive.load() == 4 { leaveTerminal(blocking: true) }
    isActive.store(2)
    for (signal, old) in previous {
      var action = old
      sigaction(signal, &action, nil)
    }
    previous = [:]
    pthread_sigmask(SIG_SETMASK, previousMask, nil)
    close(wakeReader)
    close(wakeWriter.exchange(-1))
    terminal.store(-1)
    isActive.store(0)
  }

  /// Restores the terminal now (async-signal-safe).
  ///
  /// - Parameter blocking: wait until the whole exit sequence is written (the normal path);
  ///   signal handlers write once without blocking, so a stuck terminal cannot hang them.
  static func leaveTerminal(blocking: Bool = false) {
    let fd = terminal.load()
    guard fd >= 0 else { return }
    let count = Int(exitCount.load())
    if blocking {
      var offset = 0
      while offset < count {
        let written = write(fd, exitBytes + offset, count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { break }
        offset += written
      }
    } else {
      let flags = fcntl(fd, F_GETFL)
      _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
      _ = write(fd, exitBytes, count)
      _ = fcntl(fd, F_SETFL, flags)
    }
    _ = tcsetattr(fd, TCSANOW, saved)
  }

  /// Puts the terminal back into raw mode after a resume (async-signal-safe).
  private static func enterTerminal() {
    let fd = terminal.load()
    guard fd >= 0 else { return }
    _ = tcsetattr(fd, TCSANOW, raw)
    let flags = fcntl(fd, F_GETFL)
    _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    _ = write(fd, enterBytes, Int(enterCount.load()))
    _ = fcntl(fd, F_SETFL, flags)
  }

  private static func wake(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(wakeWriter.load(), &byte, 1)
  }

  private static func install(_ signal: Int32, previous old: UnsafeMutablePointer<sigaction>?) {
    var action = sigaction()
    setSignalHandler(signalHandler, of: &action)
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(signal, &action, old)
  }

  private static func setDefault(_ signal: Int32) {
    var action = sigaction()
    setSignalHandler(SIG_DFL, of: &action)
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }

  /// The handler body (runs in signal context).
  fileprivate static func handle(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    let active = isActive.load() == 1
    switch signal {
    case SIGWINCH:
      if active { wake(signal) }
    case SIGCONT:
      if isActive.compareExchange(expected: 1, desired: 3) {
        install(SIGTSTP, previous: nil)
        enterTerminal()
        isActive.store(1)
        wake(signal)
      }
    case SIGTSTP:
      if active { leaveTerminal() }
      // Stop right here with the default action: unblock SIGTSTP and raise it again. Raise
      // returns when the process is continued, or at once when the kernel discards the stop
      // (an orphaned process group); either way raw mode comes back and the loop redraws.
      setDefault(SIGTSTP)
      var blocked = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, SIGTSTP)
      pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
      raise(SIGTSTP)
      install(SIGTSTP, previous: nil)
      if isActive.compareExchange(expected: 1, desired: 3) {
        enterTerminal()
        isActive.store(1)
        wake(SIGCONT)
      }
    case SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE:
      if isActive.compareExchange(expected: 1, desired: 2) || isActive.load() == 4 {
        leaveTerminal()
      }
      // Hand over to the previous action; the faulting instruction runs again and reaches it.
      sigaction(signal, previousActions + Int(signal), nil)
    default:
      // During the session's own restore (4), restore too: the process may end before it.
      if isActive.compareExchange(expected: 1, desired: 2) || isActive.load() == 4 {
        leaveTerminal()
      }
      // End the process by the same signal, with its default action, when this handler returns.
      setDefault(signal)
      raise(signal)
    }
  }
}

/// The C signal handler installed by ``SignalGuard``.
private let signalHandler: @convention(c) (Int32) -> Void = { signal in
  SignalGuard.handle(signal)
}

/// A 32-bit integer that a signal handler shares with the thread it interrupts, read and
/// written only through C11 atomic operations (lock-free, so async-signal-safe). The standard
/// library's `Atomic` would do, but it needs iOS 18 and macOS 15.
///
/// Its storage is allocated once and never freed: every instance is a process-wide static.
struct SignalSafeInt32: @unchecked Sendable {
  private let address: UnsafeMutablePointer<Int32>

  /// A new integer holding `value`.
  init(_ value: Int32) {
    address = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    address.initialize(to: value)
  }

  /// The value (acquire ordering).
  func load() -> Int32 { almanac_atomic_load(address) }

  /// Sets the value (release ordering).
  func store(_ value: Int32) { almanac_atomic_store(address, value) }

  /// Sets the value and returns the one before (acquire-release ordering).
  func exchange(_ value: Int32) -> Int32 { almanac_atomic_exchange(address, value) }

  /// Sets `desired` if the value is `expected` (acquire-release ordering).
  ///
  /// - Returns: Whether it did.
  func compareExchange(expected: Int32, desired: Int32) -> Bool {
    almanac_atomic_compare_exchange(address, expected, desired)
  }
}
