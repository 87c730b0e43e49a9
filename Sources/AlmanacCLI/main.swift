import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The only file that touches the real process: it gathers the environment, the terminal and
// the clock, runs the command line and exits with its code.

/// Buffers standard output and writes it in large blocks.
final class StandardOutput {
  private var buffer: [UInt8] = []

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes `bytes` after what is buffered: a large block goes out at once, uncopied.
  func write(bytes: UnsafeRawBufferPointer) {
    if buffer.count + bytes.count < 1 << 16 {
      buffer.append(contentsOf: bytes)
      return
    }
    flush()
    Self.writeAll(bytes)
  }

  func flush() {
    buffer.withUnsafeBytes(Self.writeAll)
    buffer.removeAll(keepingCapacity: true)
  }

  private static func writeAll(_ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count, let base = bytes.baseAddress {
      let written = Foundation.write(1, base + offset, bytes.count - offset)
      if written <= 0 { break }
      offset += written
    }
  }

}

func terminalColumns() -> Int? {
  var size = winsize()
  guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
  return Int(size.ws_col)
}

/// The process environment, read from `environ` into a dictionary sized once. Same result as
/// `ProcessInfo.processInfo.environment` (an entry without `=` is skipped, a later duplicate
/// wins) at about half its start-up cost, which is a fifth of `almanac --version`
/// (docs/performance.md).
func processEnvironment() -> [String: String] {
  var count = 0
  while environ[count] != nil { count += 1 }
  var result = [String: String](minimumCapacity: count)
  for index in 0..<count {
    guard let entry = environ[index], let equals = strchr(entry, 0x3D) else { continue }
    let key = String(
      decoding: UnsafeRawBufferPointer(start: entry, count: equals - entry), as: UTF8.self)
    result[key] = String(cString: equals + 1)
  }
  return result
}

let output = StandardOutput()
let isTerminal = isatty(1) == 1
let invocation = Invocation(
  environment: processEnvironment(),
  terminal: TerminalInfo(isTerminal: isTerminal, columns: isTerminal ? terminalColumns() : nil),
  now: Date(),
  write: { output.write($0) },
  writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
  writeBytes: { output.write(bytes: $0) },
  terminalDevice: "/dev/tty",
  inputIsTerminal: isatty(0) == 1,
  interrupts: SignalWatch.watch)
let arguments = Array(CommandLine.arguments.dropFirst())
// Called as `ncal` or `cal` (a symlink): their defaults and letters (MonthNcal.swift).
let program = CommandLine.arguments.first ?? ""
let code =
  if let personality = NcalInvocation.personality(programPath: program) {
    NcalInvocation.run(arguments: arguments, as: personality, invocation: invocation)
  } else {
    CLI.run(arguments: arguments, invocation: invocation)
  }
output.flush()
SignalWatch.reraiseIfCaught()
exit(code.rawValue)
