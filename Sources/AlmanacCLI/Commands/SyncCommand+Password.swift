import AlmanacCalDAV
import Foundation

/// The account's password: from the password command (stopped after the timeout, its first
/// line taken) or from the environment.
extension SyncCommand {
  /// The credentials from `--user` and the password command (stopped after `seconds`) or
  /// environment.
  static func credentials(_ arguments: ParsedArguments, invocation: Invocation, seconds: Int)
    throws(CLIError) -> Credentials?
  {
    guard let user = try arguments.value(user) else { return nil }
    if let command = try arguments.value(passwordCommand) {
      return Credentials(user: user, password: try runPasswordCommand(command, seconds: seconds))
    }
    if let password = invocation.environment[passwordVariable] {
      return Credentials(user: user, password: password)
    }
    throw .missingValue(
      option: "--password-command", placeholder: "CMD (or set $\(passwordVariable))")
  }

  /// Runs the password command with `/bin/sh -c` and returns its first line. A command that
  /// has not finished after `seconds` (`--timeout`) is killed: a password prompt nobody answers,
  /// or a hung agent, does not hold the sync forever.
  static func runPasswordCommand(_ command: String, seconds: Int) throws(CLIError) -> String {
    func fail(_ reason: String) -> CLIError {
      .badData(subject: "password command", argument: command, reason: reason)
    }
    var ends: [Int32] = [-1, -1]
    guard ends.withUnsafeMutableBufferPointer({ $0.baseAddress.map { pipe($0) } ?? -1 }) == 0 else {
      throw fail("could not run: \(String(cString: strerror(errno)))")
    }
    let output = ends[0]
    defer { close(output) }
    // A struct on glibc, an opaque pointer on Darwin (docs/platforms.md).
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    var pid: pid_t = 0
    let arguments = ["/bin/sh", "-c", command]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var environment: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup($0.key + "=" + $0.value) } + [nil]
    defer { for pointer in argv + environment { free(pointer) } }
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &argv, &environment)
    close(ends[1])
    guard spawned == 0 else { throw fail("could not run: \(String(cString: strerror(spawned)))") }
    // Read to the end of its output, but no longer than the deadline: a prompt nobody
    // answers cannot hold the sync. Once the command has exited with a line printed, a
    // background child that keeps the pipe open does not hold it either.
    let deadline = Date().addingTimeInterval(TimeInterval(seconds))
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var status: Int32 = 0
    var exited = false
    var ended = false
    while !(ended && exited) {
      if !exited {
        let reaped = waitpid(pid, &status, WNOHANG)
        exited = reaped == pid || (reaped < 0 && errno != EINTR)
      }
      if exited, !ended, data.contains(0x0A) { ended = true }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { break }
      if ended {
        // The output ended; one blocking wait for the exit (its deadline enforced below).
        usleep(UInt32(min(left, 0.1) * 1_000_000))
        continue
      }
      var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left, 0.1) * 1000) + 1)
      guard ready > 0 else { continue }
      let count = read(output, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        ended = true
      } else if data.count < 1 << 16 {
        data += buffer[0..<count]
      }
    }
    if !exited {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      throw fail("did not finish within \(seconds) s (--timeout); it was stopped")
    }
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    guard exitStatus == 0 else { throw fail("exited with status \(exitStatus)") }
    let text = String(decoding: data, as: UTF8.self)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
    guard let password = line, !password.isEmpty else {
      throw .badData(subject: "password command", argument: command, reason: "printed nothing")
    }
    return password.hasSuffix("\r") ? String(password.dropLast()) : password
  }
}
