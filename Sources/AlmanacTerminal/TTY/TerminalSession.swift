#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Owns the terminal while an interactive screen runs: opens the device (`/dev/tty`, so
/// standard output stays clean for the result), enters raw mode and the screen modes, reads and
/// decodes input, delivers events to a handler, draws frames, and always puts the terminal back.
///
/// The terminal is restored when the handler confirms or cancels, when a handler or renderer
/// throws, and on SIGINT, SIGTERM, SIGHUP and SIGQUIT (the process then ends by that signal).
/// SIGTSTP (and Ctrl-Z, which arrives as a key in raw mode) restores the terminal and stops;
/// on SIGCONT raw mode comes back and the handler gets ``TerminalEvent/redraw``. SIGWINCH gives
/// ``TerminalEvent/resize(_:)`` with the size from `TIOCGWINSZ`.
///
/// ```swift
/// let session = TerminalSession(colors: .basic)
/// let result = try session.run(initial: 0) { count, event in
///   if case .key(let key) = event, key.key == .enter { return .confirm(count) }
///   if case .key(let key) = event, key.key == .escape || key.isInterrupt { return .cancel }
///   count += 1
///   return .continue
/// } render: { count, size in
///   var frame = Frame(size: size)
///   frame.put("\(count) events", row: 0, column: 0)
///   return frame
/// }
/// ```
public struct TerminalSession: Sendable {
  /// The terminal device; `/dev/tty` (the controlling terminal) by default.
  public var devicePath: String
  /// The screen modes turned on while running.
  public var modes: TerminalModes
  /// The colours frames are drawn with.
  public var colors: ColorLevel
  /// How long to wait for the rest of an escape sequence before reading a lone Escape.
  public var escapeTimeoutMilliseconds: Int32
  /// Whether pastes are delivered as text or dropped.
  public var pasteHandling: PasteHandling
  /// Whether Ctrl-Z suspends the process like in a shell (it is not delivered to the handler).
  public var suspendsOnControlZ: Bool

  /// Creates a session description; nothing happens until ``run(initial:handle:render:)``.
  ///
  /// - Parameters:
  ///   - devicePath: the terminal device (default `/dev/tty`).
  ///   - modes: the screen modes (default: alternate screen, hidden cursor, clicks, paste).
  ///   - colors: the colour level to draw with.
  ///   - escapeTimeoutMilliseconds: the lone-Escape timeout (default 30 ms).
  ///   - pasteHandling: pastes as text (default) or dropped.
  ///   - suspendsOnControlZ: Ctrl-Z suspends (default `true`).
  public init(
    devicePath: String = "/dev/tty", modes: TerminalModes = TerminalModes(),
    colors: ColorLevel = .basic, escapeTimeoutMilliseconds: Int32 = 30,
    pasteHandling: PasteHandling = .text, suspendsOnControlZ: Bool = true
  ) {
    self.devicePath = devicePath
    self.modes = modes
    self.colors = colors
    self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
    self.pasteHandling = pasteHandling
    self.suspendsOnControlZ = suspendsOnControlZ
  }

  /// Runs the event loop until the handler confirms or cancels.
  ///
  /// Each round renders the state at the current size, writes only what changed since the
  /// frame on screen (everything after a resize or resume), waits for input or a signal, and
  /// hands each event to `handle`.
  ///
  /// - Parameters:
  ///   - initial: the starting state.
  ///   - handle: updates the state for an event and says whether to go on, confirm or cancel.
  ///   - render: draws a state at a terminal size.
  /// - Returns: the confirmed value, or ``LoopResult/cancelled``.
  /// - Throws: ``TerminalError`` when there is no terminal (no hang: it fails at once), when a
  ///   system call fails or the terminal goes away; or what `handle` or `render` throw. The
  ///   terminal is restored before any error leaves.
  public func run<State, Value>(
    initial: State,
    handle: (inout State, TerminalEvent) throws -> LoopAction<Value>,
    render: (State, TerminalSize) throws -> Frame
  ) throws -> LoopResult<Value> {
    let fd = open(devicePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { throw TerminalError.noTerminal(path: devicePath, errno: errno) }
    defer { close(fd) }
    guard isatty(fd) == 1 else { throw TerminalError.notATerminal(path: devicePath) }
    let original = try RawMode.attributes(of: fd)
    var raw = RawMode.rawAttributes(from: original)
    let enter = Array(modes.enterSequence.utf8)
    let wakeReader = try SignalGuard.activate(
      fileDescriptor: fd, saved: original, raw: raw, enter: enter,
      exit: Array(modes.exitSequence.utf8))
    defer { SignalGuard.deactivate(wakeReader: wakeReader) }
    guard tcsetattr(fd, TCSANOW, &raw) == 0 else {
      throw TerminalError.systemCall(name: "tcsetattr", path: devicePath, errno: errno)
    }
    try write(enter, to: fd)

    let renderer = FrameRenderer(colors: colors)
    var decoder = KeyDecoder(pasteHandling: pasteHandling)
    var size = Self.size(of: fd)
    var state = initial
    var onScreen: Frame?
    var buffer = [UInt8](repeating: 0, count: 4096)
    // One buffer for every frame's bytes, written as the renderer made them (one write a frame).
    var output: [UInt8] = []
    var events: [TerminalEvent] = []
    var descriptors = [
      pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let frame = try render(state, size)
      output.removeAll(keepingCapacity: true)
      renderer.update(from: onScreen, to: frame, into: &output)
      if !output.isEmpty { try write(output, to: fd) }
      onScreen = frame

      events.removeAll(keepingCapacity: true)
      descriptors[0].revents = 0
      descriptors[1].revents = 0
      let timeout = decoder.needsTimeout ? escapeTimeoutMilliseconds : -1
      let ready = poll(&descriptors, 2, timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        throw TerminalError.systemCall(name: "poll", path: devicePath, errno: errno)
      }
      if ready == 0 { decoder.flush(into: &events) }
      if descriptors[1].revents & Int16(POLLIN) != 0 {
        let count = read(wakeReader, &buffer, buffer.count)
        let signals = Set(buffer.prefix(max(0, count)).map(Int32.init))
        if !signals.isEmpty {
          size = Self.size(of: fd)
          onScreen = nil
          events.append(signals.contains(SIGWINCH) ? .resize(size) : .redraw)
        }
      }
      let inputFlags = descriptors[0].revents
      if inputFlags & Int16(POLLIN) != 0 {
        let count = read(fd, &buffer, buffer.count)
        if count > 0 {
          decoder.feed(buffer.prefix(count), into: &events)
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          throw TerminalError.inputClosed(path: devicePath)
        }
      } else if inputFlags & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        throw TerminalError.inputClosed(path: devicePath)
      }

      for event in events {
        if suspendsOnControlZ, event == .key(KeyEvent(.character("z"), .control)) {
          raise(SIGTSTP)
          continue
        }
        switch try handle(&state, event) {
        case .continue: continue
        case .confirm(let value): return .confirmed(value)
        case .cancel: return .cancelled
        }
      }
    }
  }

  /// The size of a terminal from `TIOCGWINSZ`, 80×24 when it reports none.
  ///
  /// - Parameter fileDescriptor: an open terminal.
  /// - Returns: its size in cells.
  package static func size(of fileDescriptor: Int32) -> TerminalSize {
    var window = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
      window.ws_row > 0
    else { return TerminalSize(columns: 80, rows: 24) }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  private func write(_ bytes: [UInt8], to fd: Int32) throws(TerminalError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .systemCall(name: "write", path: devicePath, errno: errno)
      }
      offset += written
    }
  }
}
