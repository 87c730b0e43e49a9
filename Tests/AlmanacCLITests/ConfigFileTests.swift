import Foundation
import Testing

@testable import AlmanacCLI

/// `$XDG_CONFIG_HOME/almanac/config`: option defaults and `[account NAME]` sections.
@Suite("Configuration file")
struct ConfigFileTests {
  static let text = """
    # defaults
    locale = de_DE
    first-weekday = mon
    color = "never"
    collection = work

    [account fastmail]
    url = https://caldav.example.com/dav/
    user = me@example.com
    password-command = pass show fastmail
    collection = personal
    ; a key sync may read that this file does not know
    interval = 15m

    [account Work Server]
    url = http://127.0.0.1:5232/
    """

  @Test func parsesDefaultsAndAccountsGenerically() throws {
    let config = try ConfigFile(parsing: Self.text, path: "/c")
    #expect(config.defaults.map(\.key) == ["locale", "first-weekday", "color", "collection"])
    #expect(config.defaults[2].value == "never")
    let accounts = config.accounts
    #expect(accounts.map(\.name) == ["fastmail", "Work Server"])
    #expect(accounts[0].url == "https://caldav.example.com/dav/")
    #expect(accounts[0].user == "me@example.com")
    #expect(accounts[0].passwordCommand == "pass show fastmail")
    #expect(accounts[0].collection == "personal")
    #expect(accounts[0].entries.last == ConfigFile.Entry(key: "interval", value: "15m", line: 13))
    #expect(config.account(named: "Work Server")?.user == nil)
    #expect(config.sections[1].line == 15)
  }

  @Test(arguments: [
    ("locale de_DE\n", "line 1: expected 'key = value'"),
    ("[account]\n", "line 1: expected [KIND NAME]"),
    ("\n[account x\n", "line 2: a section header ends with ']'"),
    ("= x\n", "line 1: a key is missing"),
  ])
  func badLinesAreNamed(_ text: String, _ message: String) {
    #expect(throws: CLIError.self) { try ConfigFile(parsing: text, path: "/c") }
    do {
      _ = try ConfigFile(parsing: text, path: "/c")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.exitCode == .dataError)
    }
  }

  static func environment(_ text: String) throws -> [String: String] {
    let folder = FileManager.default.temporaryDirectory.path + "/almanac-config-\(UUID())"
    try FileManager.default.createDirectory(
      atPath: folder + "/almanac", withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/almanac/config"))
    return CLIHarness.environment.merging(["XDG_CONFIG_HOME": folder]) { $1 }
  }

  @Test func defaultsApplyUnlessTyped() throws {
    let environment = try Self.environment("locale = de_DE\nfirst-weekday = mon\n")
    let configured = CLIHarness.run(["12", "2026"], environment: environment)
    #expect(configured.exitCode == 0, "\(configured.standardError)")
    #expect(configured.standardOutput.contains("Dezember 2026"))
    #expect(configured.standardOutput.contains("Mo Di Mi Do Fr Sa So"))
    let typed = CLIHarness.run(["12", "2026", "--locale", "en_US"], environment: environment)
    #expect(typed.standardOutput.contains("December 2026"))
    #expect(typed.standardOutput.contains("Mo Tu We Th Fr Sa Su"))
    let plain = CLIHarness.run(["12", "2026"])
    #expect(plain.standardOutput.contains("Su Mo Tu We Th Fr Sa"))
  }

  @Test func badDefaultsAndUnknownKeys() throws {
    let environment = try Self.environment("# colours\ncolor = loud\n")
    let bad = CLIHarness.run(["12", "2026"], environment: environment)
    #expect(bad.exitCode == 64)
    #expect(bad.standardError.contains("color 'loud': unknown choice"), "\(bad.standardError)")
    // The message names the file and the line the value came from.
    let file = try #require(environment["XDG_CONFIG_HOME"]) + "/almanac/config"
    #expect(
      bad.standardError.hasPrefix("almanac: config file '\(file)' line 2: color: "),
      "\(bad.standardError)")
    // A typed value is not the file's: its message names no file.
    let typed = CLIHarness.run(["--color", "loud"], environment: environment)
    #expect(!typed.standardError.contains("config file"), "\(typed.standardError)")
    let unknown = CLIHarness.run(
      ["12", "2026"], environment: try Self.environment("colour = never\n"))
    #expect(unknown.exitCode == 0)
    #expect(unknown.standardError.contains("line 1: unknown key 'colour'"))
    let broken = CLIHarness.run(["12", "2026"], environment: try Self.environment("oops\n"))
    #expect(broken.exitCode == 65)
    var missing = CLIHarness.environment
    missing["ALMANAC_CONFIG"] = "/nonexistent/almanac.conf"
    #expect(CLIHarness.run(["12", "2026"], environment: missing).exitCode == 65)
  }

  @Test func pathsFollowXDG() {
    #expect(ConfigFile.path(environment: ["HOME": "/h"]) == "/h/.config/almanac/config")
    #expect(
      ConfigFile.path(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/x"])
        == "/x/almanac/config")
    #expect(
      ConfigFile.path(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "relative"])
        == "/h/.config/almanac/config")
    #expect(ConfigFile.path(environment: [:]) == nil)
  }
}
