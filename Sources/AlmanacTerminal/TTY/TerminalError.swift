#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the terminal runtime could not start or go on.
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The terminal device could not be opened (no controlling terminal: a cron job, a pipeline
  /// with no tty, `ssh host cmd` without `-t`). The CLI exits 64 with this message.
  case noTerminal(path: String, errno: Int32)
  /// The device opened is not a terminal.
  case notATerminal(path: String)
  /// A system call on the terminal failed.
  case systemCall(name: String, path: String, errno: Int32)
  /// Another ``TerminalSession`` is running in this process (there is one terminal to own).
  case sessionAlreadyActive
  /// The terminal went away while reading input (hang-up, end of file).
  case inputClosed(path: String)

  /// A message for the user.
  public var description: String {
    switch self {
    case .noTerminal(let path, let code):
      return "no terminal: cannot open \(path) (\(Self.message(code))); "
        + "the interactive picker needs a terminal"
    case .notATerminal(let path):
      return "\(path) is not a terminal"
    case .systemCall(let name, let path, let code):
      return "\(name) on \(path) failed: \(Self.message(code))"
    case .sessionAlreadyActive:
      return "a terminal session is already running in this process"
    case .inputClosed(let path):
      return "the terminal \(path) was closed"
    }
  }

  private static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
