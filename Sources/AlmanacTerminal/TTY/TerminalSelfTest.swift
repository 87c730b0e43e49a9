#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny interactive program on top of ``TerminalSession``, for the end-to-end tests of the
/// terminal runtime (AlmanacTerminalTests run it in a child process on a pseudo-terminal). A
/// test harness, so `package` access: not API that users of the library see.
///
/// It draws the terminal size, its process id and the last events. Enter confirms: after the
/// terminal is restored it prints `confirmed <n>` (the number of events seen) to standard
/// output and returns 0. Escape, `q` or Ctrl-C cancel: it prints `cancelled` and returns 1.
/// With `--raise NAME` (TERM, INT, HUP, QUIT, TSTP) it sends itself that signal while rendering
/// the first frame (raw mode and the screen modes are on by then). With `--fail` the handler
/// throws on the first key (returns 70 after restoring). With `--crash` the renderer traps
/// (`fatalError`) after the first event. Without a terminal it prints the error to standard
/// error and returns 64.
package enum TerminalSelfTest {
  /// Runs the self-test.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the subcommand name.
  ///   - devicePath: the terminal device, `/dev/tty` by default.
  /// - Returns: the exit status: 0 confirmed, 1 cancelled, 64 no terminal or bad arguments,
  ///   70 when the handler threw.
  package static func run(arguments: [String], devicePath: String = "/dev/tty") -> Int32 {
    var signalToRaise: Int32?
    var fails = false
    var crashes = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--raise":
        let names: [String: Int32] = [
          "TERM": SIGTERM, "INT": SIGINT, "HUP": SIGHUP, "QUIT": SIGQUIT, "TSTP": SIGTSTP,
        ]
        guard let name = remaining.popFirst(), let number = names[name] else {
          printError("__term-selftest: --raise needs one of TERM, INT, HUP, QUIT, TSTP")
          return 64
        }
        signalToRaise = number
      case "--fail":
        fails = true
      case "--crash":
        crashes = true
      default:
        printError("__term-selftest: unknown argument \(argument)")
        return 64
      }
    }

    struct Log {
      var events: [String] = []
      var drawn = 0
    }
    struct Failure: Error {}
    let session = TerminalSession(devicePath: devicePath)
    do {
      let result: LoopResult<Int> = try session.run(initial: Log()) { log, event in
        log.events.append(String(describing: event))
        guard case .key(let key) = event else { return .continue }
        if fails { throw Failure() }
        if key.key == .enter { return .confirm(log.events.count) }
        if key.key == .escape || key.key == .character("q") || key.isInterrupt { return .cancel }
        return .continue
      } render: { log, size in
        var frame = Frame(size: size)
        frame.put(
          "pid \(getpid()) \(size.columns)x\(size.rows) self-test", row: 0,
          column: 0)
        for (offset, line) in log.events.suffix(max(0, size.rows - 2)).enumerated() {
          frame.put(line, row: offset + 1, column: 0, style: CellStyle(attributes: .bold))
        }
        if crashes, !log.events.isEmpty { fatalError("__term-selftest --crash") }
        if let signal = signalToRaise {
          // Raw mode and the screen modes are on by the first render.
          signalToRaise = nil
          raise(signal)
        }
        return frame
      }
      switch result {
      case .confirmed(let count):
        print("confirmed \(count)")
        return 0
      case .cancelled:
        print("cancelled")
        return 1
      }
    } catch let error as TerminalError {
      printError("almanac: \(error)")
      return 64
    } catch {
      printError("almanac: self-test handler failed")
      return 70
    }
  }

  private static func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }
}
