import AlmanacTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Raw mode")
struct RawModeTests {
  @Test("enable turns off echo, canonical input and signal keys; restore puts back every flag")
  func enableAndRestore() throws {
    let pty = try PseudoTerminal()
    let before = try pty.attributes()
    #expect(RawMode.isCooked(pty.slave) == true)
    let raw = try RawMode.enable(on: pty.slave)
    let during = try pty.attributes()
    #expect(RawMode.isCooked(pty.slave) == false)
    #expect(during.c_lflag & tcflag_t(ISIG) == 0)
    #expect(during.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    #expect(during.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
    #expect(raw.restore())
    #expect(RawMode.isCooked(pty.slave) == true)
    #expect(TerminalSessionTests.sameMode(try pty.attributes(), before))
  }

  @Test("raw attributes match cfmakeraw")
  func matchesCfmakeraw() throws {
    let pty = try PseudoTerminal()
    var reference = try pty.attributes()
    let ours = RawMode.rawAttributes(from: reference)
    cfmakeraw(&reference)
    #expect(TerminalSessionTests.sameMode(ours, reference))
  }

  @Test("a descriptor that is not a terminal is refused")
  func notATerminal() {
    let fd = open("/dev/null", O_RDWR)
    defer { close(fd) }
    #expect(RawMode.isCooked(fd) == nil)
    #expect(throws: TerminalError.self) { try RawMode.enable(on: fd) }
  }

  @Test("the size comes from TIOCGWINSZ")
  func size() throws {
    let pty = try PseudoTerminal(columns: 123, rows: 45)
    #expect(TerminalSession.size(of: pty.slave) == TerminalSize(columns: 123, rows: 45))
    pty.resize(columns: 7, rows: 3)
    #expect(TerminalSession.size(of: pty.slave) == TerminalSize(columns: 7, rows: 3))
  }
}
