#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw mode of a terminal: the saved attributes and the switch into and out of raw mode.
///
/// Raw mode here is `cfmakeraw`: no echo, no line editing, no signal keys (Ctrl-C and Ctrl-Z
/// arrive as bytes), no input or output translation, 8-bit characters, reads return as soon as
/// one byte is there.
package struct RawMode: Sendable {
  /// The terminal's file descriptor.
  package let fileDescriptor: Int32
  /// The attributes before raw mode, restored by ``restore()``.
  package let original: termios

  /// Puts a terminal into raw mode, saving its attributes.
  ///
  /// - Parameter fileDescriptor: an open terminal.
  /// - Returns: the saved state, to ``restore()`` later.
  /// - Throws: ``TerminalError/notATerminal(path:)`` or ``TerminalError/systemCall(name:path:errno:)``.
  package static func enable(on fileDescriptor: Int32) throws(TerminalError) -> RawMode {
    let original = try attributes(of: fileDescriptor)
    var raw = rawAttributes(from: original)
    guard tcsetattr(fileDescriptor, TCSANOW, &raw) == 0 else {
      throw .systemCall(name: "tcsetattr", path: "fd \(fileDescriptor)", errno: errno)
    }
    return RawMode(fileDescriptor: fileDescriptor, original: original)
  }

  /// Puts the saved attributes back.
  ///
  /// - Returns: `true` when `tcsetattr` succeeded.
  @discardableResult
  package func restore() -> Bool {
    var saved = original
    return tcsetattr(fileDescriptor, TCSANOW, &saved) == 0
  }

  /// The current attributes of a terminal.
  ///
  /// - Parameter fileDescriptor: an open terminal.
  /// - Returns: its attributes.
  /// - Throws: ``TerminalError/notATerminal(path:)`` when `tcgetattr` fails.
  package static func attributes(of fileDescriptor: Int32) throws(TerminalError) -> termios {
    var attributes = termios()
    guard tcgetattr(fileDescriptor, &attributes) == 0 else {
      throw .notATerminal(path: "fd \(fileDescriptor)")
    }
    return attributes
  }

  /// Whether a terminal is in the cooked (canonical, echoing) mode a shell expects.
  ///
  /// - Parameter fileDescriptor: an open terminal.
  /// - Returns: `true` when ICANON and ECHO are set, nil when it is not a terminal.
  package static func isCooked(_ fileDescriptor: Int32) -> Bool? {
    guard let attributes = try? attributes(of: fileDescriptor) else { return nil }
    let wanted = tcflag_t(ICANON) | tcflag_t(ECHO)
    return attributes.c_lflag & wanted == wanted
  }

  /// The raw version of terminal attributes (what `cfmakeraw` does, spelled out).
  ///
  /// - Parameter attributes: the cooked attributes.
  /// - Returns: the same with echo, canonical input, signal keys and translations off.
  package static func rawAttributes(from attributes: termios) -> termios {
    var raw = attributes
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    return raw
  }
}
