import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The harness itself, checked with ordinary programs (`sh`, `stty`, `tty`) so that a failure
/// of the terminal runtime's end-to-end tests cannot be a harness bug.
@Suite("Pseudo-terminal harness")
struct PseudoTerminalTests {
  @Test("a spawned program has the pty as stdin and controlling terminal, at the set size")
  func controllingTerminal() throws {
    let pty = try PseudoTerminal(columns: 100, rows: 30)
    let child = try pty.spawn(
      "/bin/sh", arguments: ["-c", "tty; stty size; exec 3</dev/tty && echo ctty-ok"])
    #expect(child.wait() == .exited(0))
    pty.drain()
    #expect(pty.text.contains(pty.slavePath))
    #expect(pty.text.contains("30 100"))
    #expect(pty.text.contains("ctty-ok"))
  }

  @Test("isCooked sees a program that leaves the terminal raw, and one that restores it")
  func detectsRawMode() throws {
    let pty = try PseudoTerminal()
    let saved = try pty.attributes()
    #expect(pty.isCooked == true)
    let careless = try pty.spawn("/bin/sh", arguments: ["-c", "stty raw -echo; kill -TERM $$"])
    #expect(careless.wait() == .signaled(SIGTERM))
    #expect(pty.isCooked == false)
    try pty.setAttributes(saved)
    let careful = try pty.spawn("/bin/sh", arguments: ["-c", "stty raw -echo; stty sane"])
    #expect(careful.wait() == .exited(0))
    #expect(pty.isCooked == true)
  }

  @Test("typing reaches the program and a resize sends it SIGWINCH")
  func inputAndResize() throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let script = """
      trap 'stty size; exit 0' WINCH
      read line; echo "got:$line"
      while :; do sleep 0.05; done
      """
    let child = try pty.spawn("/bin/sh", arguments: ["-c", script])
    pty.write("hello\r")
    #expect(pty.read(until: "got:hello"))
    pty.resize(columns: 120, rows: 40)
    #expect(child.wait() == .exited(0))
    #expect(pty.read(until: "40 120"))
  }

  @Test("closing the master hangs up the session: the program gets SIGHUP")
  func hangUp() throws {
    let pty = try PseudoTerminal()
    let child = try pty.spawn(
      "/bin/sh", arguments: ["-c", "echo ready; while :; do sleep 0.05; done"])
    #expect(pty.read(until: "ready"))
    pty.closeMaster()
    #expect(child.wait() == .signaled(SIGHUP))
  }
}
