import Foundation
import Testing

@testable import AlmanacCLI

/// `almanac sync` with `[account NAME]` sections: which accounts run, how their keys become
/// options, and the mistakes that are named before any request (the servers' side is
/// scripts/suites/caldav/test_sync.py against Radicale and xandikos).
@Suite("sync accounts from the config file")
struct SyncAccountTests {
  static let text = """
    collection = where-add-writes

    [account home]
    url = http://127.0.0.1:9/dav/
    user = me
    password-command = printf 'pw\\n'
    collections = personal, family
    calendars = ~/cal/home
    create-remote = yes
    conflict = local
    """

  @Test func keysBecomeOptionsUnlessTyped() throws {
    let config = try ConfigFile(parsing: Self.text, path: "/c")
    let account = try #require(config.account(named: "home"))
    var typed = ParsedArguments()
    typed.add("conflict", value: "server", spelling: "--conflict")
    let merged = try SyncCommand.applying(account, to: typed, path: "/c", home: "/home/someone")
    #expect(try merged.value(SyncCommand.url) == "http://127.0.0.1:9/dav/")
    #expect(try merged.values(SyncCommand.collection) == ["personal", "family"])
    #expect(try merged.value(SyncCommand.conflict) == .server)
    #expect(merged.has(SyncCommand.createRemote))
    let calendars = try #require(try merged.value(SyncCommand.calendars))
    // `~` is $HOME (the environment's), not the password database's home.
    #expect(calendars == "/home/someone/cal/home")
    #expect(merged.spelling(SyncCommand.user) == "config:[account home] user")
  }

  @Test(
    "mistakes are named with the file and line",
    arguments: [
      ("[account a]\nurl = http://127.0.0.1:9/\npassword = x\n", "line 3", 65),
      ("[account a]\nurl = http://127.0.0.1:9/\ninterval = 5m\n", "unknown key 'interval'", 65),
      ("[account a]\nuser = me\n", "no 'url = …'", 65),
      ("[account a]\nurl = http://127.0.0.1:9/\ncreate-remote = maybe\n", "yes or no", 65),
      ("[account a]\nurl = http://127.0.0.1:9/\nconflict = mine\n", "unknown conflict mode", 64),
    ])
  func mistakes(text: String, message: String, code: Int32) throws {
    let result = CLIHarness.run(["sync"], environment: try ConfigFileTests.environment(text))
    #expect(result.exitCode == code, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test func whichAccountsRun() throws {
    let environment = try ConfigFileTests.environment(Self.text)
    let unknown = CLIHarness.run(["sync", "work"], environment: environment)
    #expect(unknown.exitCode == 64)
    #expect(unknown.standardError.contains("no [account work]"), "\(unknown.standardError)")
    #expect(unknown.standardError.contains("home"))
    let none = CLIHarness.run(["sync"], environment: try ConfigFileTests.environment("x = 1\n"))
    #expect(none.exitCode == 64)
    #expect(none.standardError.contains("--url"), "\(none.standardError)")
    let both = CLIHarness.run(
      ["sync", "home", "--url", "http://127.0.0.1:9/"], environment: environment)
    #expect(both.exitCode == 64)
  }
}
