import Foundation

/// What the process offers the command line: the only place the tool learns about the outside
/// world (environment, terminal, clock, output streams). `main.swift` fills it from the real
/// process; tests fill it with fixed values and capture the output.
struct Invocation {
  /// The environment variables (`TZ`, `LANG`, `LC_ALL`, `LC_TIME`, `COLUMNS`, `NO_COLOR`…).
  var environment: [String: String]
  /// Whether standard output is a terminal, and how wide it is.
  var terminal: TerminalInfo
  /// The current instant; "today" is derived from it unless `--today` is given.
  var now: Date
  /// Writes to standard output.
  var write: (String) -> Void
  /// Writes to standard error.
  var writeError: (String) -> Void
  /// Writes UTF-8 bytes to standard output as they are; `nil` sends them through ``write``
  /// as text (in-process tests capture one stream).
  var writeBytes: ((UnsafeRawBufferPointer) -> Void)? = nil
  /// The terminal device interactive commands (`pick`) draw on and read keys from:
  /// `/dev/tty` in the real process, so standard output stays clean for the result; `nil`
  /// when there is none (in-process tests), and those commands then exit 64.
  var terminalDevice: String? = nil
  /// Whether standard input is a terminal (with ``terminal``: someone is there to use an
  /// editor, so `edit UID` without a change opens one).
  var inputIsTerminal = false
  /// Catches SIGINT/SIGTERM while a command writes, so it can stop cleanly.
  var interrupts: InterruptWatch = .none
}

extension Invocation {
  /// Writes `bytes`, valid UTF-8, to standard output: straight through ``writeBytes`` in the
  /// real process, as text through ``write`` otherwise.
  ///
  /// - Parameter bytes: The bytes.
  func write(bytes: [UInt8]) {
    if let writeBytes {
      bytes.withUnsafeBytes(writeBytes)
    } else {
      write(String(decoding: bytes, as: UTF8.self))
    }
  }
}
