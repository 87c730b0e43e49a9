import AlmanacTerminal
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// End-to-end tests of ``TerminalSession`` through ``TerminalSelfTest``, each run in a child
/// process (an exit test) whose controlling terminal is a pseudo-terminal held by the test.
/// The child calls `setsid` and opens the pty, so the session's `/dev/tty` is that pty, the
/// kernel sends it SIGWINCH and SIGHUP, and the test can signal it from outside.
@Suite("Terminal session end to end", .serialized)
struct TerminalSessionTests {
  /// The bytes the self-test's session writes when it starts and when it restores.
  static let enter = TerminalModes().enterSequence
  static let exit = TerminalModes().exitSequence

  /// Whether two sets of attributes give the same mode.
  static func sameMode(_ lhs: termios, _ rhs: termios) -> Bool {
    var left = lhs
    var right = rhs
    let sameCharacters = withUnsafeBytes(of: &left.c_cc) { a in
      withUnsafeBytes(of: &right.c_cc) { b in a.elementsEqual(b) }
    }
    return lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag
      && lhs.c_cflag == rhs.c_cflag && lhs.c_lflag == rhs.c_lflag && sameCharacters
  }

  /// The process id the self-test draws on its first line.
  static func childProcess(on pty: PseudoTerminal) -> pid_t? {
    guard pty.read(until: " self-test") else { return nil }
    pty.drain(timeout: 0.1)
    let text = pty.text
    guard let range = text.range(of: #"pid [0-9]+"#, options: .regularExpression) else {
      return nil
    }
    return pid_t(text[range].dropFirst(4))
  }

  /// Checks that the terminal is back as it was, after the session had taken it over.
  static func expectRestored(_ pty: PseudoTerminal, like saved: termios) throws {
    pty.drain()
    #expect(pty.isCooked == true)
    #expect(sameMode(try pty.attributes(), saved))
    let entered = try #require(pty.offset(of: enter), "the session never entered: \(pty.text)")
    #expect(pty.offset(of: exit, after: entered) != nil, "no exit sequence after enter")
  }

  /// Runs the self-test with `arguments` in a child whose controlling terminal is a new
  /// pseudo-terminal, while `drive` plays the user from the test side; expects the child to
  /// end as `condition` says and, when `restores`, the terminal to be back as it was.
  ///
  /// - Returns: What the child wrote to its standard output.
  @discardableResult
  static func runSelfTest(
    _ arguments: [String] = [], exitsWith condition: ExitTest.Condition, restores: Bool = true,
    drive: @escaping @Sendable (PseudoTerminal) -> Void = { _ in }
  ) async throws -> String {
    let pty = try PseudoTerminal(columns: 40, rows: 10)
    let saved = try pty.attributes()
    let path = pty.slavePath
    let feeder = ChildProcess.onThread { drive(pty) }
    let result = await #expect(
      processExitsWith: condition, observing: [\.standardOutputContent]
    ) { [path = path as String, arguments = arguments as [String]] in
      systemExit(ChildProcess.runSelfTest(on: path, arguments: arguments))
    }
    await feeder.value
    if restores { try expectRestored(pty, like: saved) }
    return String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
  }

  @Test("Enter confirms: exit 0, result on stdout, terminal cooked again")
  func confirm() async throws {
    let output = try await Self.runSelfTest(exitsWith: .exitCode(0)) { pty in
      if pty.read(until: Self.enter) { pty.write("x\r") }
    }
    #expect(output == "confirmed 2\n")
  }

  @Test("Escape cancels (after the Escape timeout): exit 1, terminal cooked again")
  func cancel() async throws {
    let output = try await Self.runSelfTest(exitsWith: .exitCode(1)) { pty in
      if pty.read(until: Self.enter) { pty.write("\u{1B}") }
    }
    #expect(output == "cancelled\n")
  }

  @Test("an error thrown by the handler restores the terminal before it leaves")
  func thrownError() async throws {
    try await Self.runSelfTest(["--fail"], exitsWith: .exitCode(70)) { pty in
      if pty.read(until: Self.enter) { pty.write("x") }
    }
  }

  @Test("a crash (a Swift trap) restores the terminal before the crash is reported")
  func crash() async throws {
    try await Self.runSelfTest(["--crash"], exitsWith: .signal(SIGILL)) { pty in
      if pty.read(until: Self.enter) { pty.write("x") }
    }
  }

  @Test(
    "a signal raised inside the session restores the terminal and ends the process by it",
    arguments: ["TERM", "INT", "HUP", "QUIT"])
  func raisedSignal(name: String) async throws {
    let signals: [String: Int32] = ["TERM": SIGTERM, "INT": SIGINT, "HUP": SIGHUP, "QUIT": SIGQUIT]
    let signal = try #require(signals[name])
    try await Self.runSelfTest(["--raise", name], exitsWith: .signal(signal))
  }

  @Test(
    "a signal sent from outside restores the terminal and ends the process by it",
    arguments: [SIGTERM, SIGINT, SIGHUP])
  func externalSignal(signal: Int32) async throws {
    try await Self.runSelfTest(exitsWith: .signal(signal)) { pty in
      if let pid = Self.childProcess(on: pty) { kill(pid, signal) }
    }
  }

  @Test("a resize of the terminal reaches the handler with the new size and is redrawn")
  func resize() async throws {
    let output = try await Self.runSelfTest(exitsWith: .exitCode(0)) { pty in
      guard pty.read(until: "40x10") else { return }
      pty.resize(columns: 100, rows: 30)
      if pty.read(until: "100x30"), pty.read(until: "resize 100x30") { pty.write("\r") }
    }
    #expect(output == "confirmed 2\n")
  }

  @Test("SIGTSTP restores the terminal; raw mode and a redraw come back afterwards")
  func suspendAndResume() async throws {
    let pty = try PseudoTerminal(columns: 40, rows: 10)
    let saved = try pty.attributes()
    let path = pty.slavePath
    let feeder = ChildProcess.onThread { () -> (restored: Bool, reentered: Bool, redrawn: Bool) in
      guard let pid = Self.childProcess(on: pty) else { return (false, false, false) }
      let mark = pty.position
      kill(pid, SIGTSTP)
      // The child is a session leader here, so its process group is orphaned and the kernel
      // discards the stop itself: the handler restores, then re-enters at once.
      let restored = pty.read(until: Self.exit, after: mark)
      let reentered = pty.read(until: Self.enter, after: mark)
      kill(pid, SIGCONT)
      let redrawn = pty.read(until: "redraw", after: mark)
      pty.write("\r")
      return (restored, reentered, redrawn)
    }
    await #expect(processExitsWith: .exitCode(0)) { [path = path as String] in
      systemExit(ChildProcess.runSelfTest(on: path, arguments: []))
    }
    let seen = await feeder.value
    #expect(seen.restored)
    #expect(seen.reentered)
    #expect(seen.redrawn)
    try Self.expectRestored(pty, like: saved)
  }

  @Test("sessions run one after another in a process; a nested one is refused")
  func sequentialAndNested() async throws {
    let pty = try PseudoTerminal(columns: 40, rows: 10)
    let saved = try pty.attributes()
    let path = pty.slavePath
    let feeder = ChildProcess.onThread {
      guard pty.read(until: Self.enter) else { return }
      pty.write("\r")
      guard pty.read(until: Self.exit), let second = pty.offset(of: Self.exit).map({ $0 + 1 })
      else { return }
      if pty.read(until: Self.enter, after: second) { pty.write("q") }
    }
    await #expect(processExitsWith: .exitCode(42)) { [path = path as String] in
      alarm(120)
      guard setsid() >= 0, open(path, O_RDWR) >= 0 else { systemExit(90) }
      let session = TerminalSession()
      var nestedError: TerminalError?
      let first = try session.run(initial: 0) { _, event in
        event == .key(KeyEvent(.enter)) ? .confirm(1) : .continue
      } render: { _, size in
        if nestedError == nil {
          do {
            _ = try session.run(initial: 0) { _, _ in
              LoopAction<Int>.cancel
            } render: { _, size in
              Frame(size: size)
            }
          } catch let error as TerminalError {
            nestedError = error
          }
        }
        return Frame(size: size)
      }
      let second = try session.run(initial: 0) { _, event in
        event == .key(KeyEvent(.character("q"))) ? .confirm(41) : .continue
      } render: { _, size in
        Frame(size: size)
      }
      let ok = nestedError == .sessionAlreadyActive && first == .confirmed(1)
      systemExit(ok ? Int32(second.value ?? 0) + 1 : 91)
    }
    await feeder.value
    try Self.expectRestored(pty, like: saved)
    let entries = pty.text.components(separatedBy: Self.enter).count - 1
    #expect(entries == 2)
  }

  @Test("a hang-up (the terminal closes) ends the session by SIGHUP instead of hanging")
  func hangUp() async throws {
    try await Self.runSelfTest(exitsWith: .signal(SIGHUP), restores: false) { pty in
      if pty.read(until: Self.enter) { pty.closeMaster() }
    }
  }

  @Test("without a controlling terminal it fails at once with a clear error (exit 64)")
  func noTerminal() async throws {
    let result = await #expect(
      processExitsWith: .exitCode(64), observing: [\.standardErrorContent]
    ) {
      // A new session has no controlling terminal, so /dev/tty cannot be opened.
      alarm(120)
      guard setsid() >= 0 else { systemExit(90) }
      systemExit(TerminalSelfTest.run(arguments: []))
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("no terminal: cannot open /dev/tty"))
  }

  @Test("a device that cannot be opened or is not a terminal throws, touching nothing")
  func badDevice() throws {
    let missing = TerminalSession(devicePath: "/nonexistent/tty")
    #expect(throws: TerminalError.noTerminal(path: "/nonexistent/tty", errno: ENOENT)) {
      _ = try missing.run(initial: 0) { _, _ in
        LoopAction<Int>.cancel
      } render: { _, size in
        Frame(size: size)
      }
    }
    let notTerminal = TerminalSession(devicePath: "/dev/null")
    #expect(throws: TerminalError.notATerminal(path: "/dev/null")) {
      _ = try notTerminal.run(initial: 0) { _, _ in
        LoopAction<Int>.cancel
      } render: { _, size in
        Frame(size: size)
      }
    }
  }
}

/// What runs inside the exit-test child.
enum ChildProcess {
  /// Starts a new session with the pty at `path` as controlling terminal, then runs the
  /// self-test on `/dev/tty`.
  static func runSelfTest(on path: String, arguments: [String]) -> Int32 {
    alarm(120)  // never hang the test run: SIGALRM ends a child nobody talks to
    guard setsid() >= 0 else { return 90 }
    let fd = open(path, O_RDWR)  // without O_NOCTTY: becomes the controlling terminal
    guard fd >= 0 else { return 91 }
    return TerminalSelfTest.run(arguments: arguments)
  }
}

extension ChildProcess {
  /// Runs blocking test-side work (reading the pty, typing the keys) on its own thread, started
  /// here and now, not on the cooperative pool: the exit test's child waits for these keys, and
  /// while other suites' synchronous tests hold every thread of the pool (two on a 2-core
  /// machine) a thread started from a task would not start until one is free, and the child
  /// would wait for input as long, up to its watchdog (SIGALRM).
  static func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> Task<T, Never> {
    let outcome = ThreadOutcome<T>()
    Thread { outcome.finish(body()) }.start()
    return Task { await outcome.value }
  }
}

/// The value a thread hands to the task that awaits it, whichever comes first.
final class ThreadOutcome<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var result: T?
  private var waiter: CheckedContinuation<T, Never>?

  /// Stores the value, or gives it to the task already waiting.
  func finish(_ value: T) {
    lock.lock()
    if let waiter {
      self.waiter = nil
      lock.unlock()
      waiter.resume(returning: value)
    } else {
      result = value
      lock.unlock()
    }
  }

  /// The value, once the thread has finished.
  var value: T {
    get async {
      await withCheckedContinuation { continuation in
        lock.lock()
        if let result {
          lock.unlock()
          continuation.resume(returning: result)
        } else {
          waiter = continuation
          lock.unlock()
        }
      }
    }
  }
}
