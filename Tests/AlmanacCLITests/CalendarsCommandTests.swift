import Foundation
import Testing

@testable import AlmanacCLI

/// `almanac calendars` and `almanac --list-values`, over a calendars folder with two
/// collections and a configuration file with one account.
@Suite("almanac calendars")
struct CalendarsCommandTests {
  final class Scratch {
    let root =
      FileManager.default.temporaryDirectory.path
      + "/almanac-calendars-\(UUID().uuidString)"
    var environment: [String: String] {
      CLIHarness.environment.merging([
        "ALMANAC_CALENDARS": root + "/cal", "XDG_CONFIG_HOME": root + "/config",
      ]) { $1 }
    }

    init() throws {
      try FileManager.default.createDirectory(
        atPath: root + "/config/almanac", withIntermediateDirectories: true)
      try Data("[account fastmail]\nurl = https://dav.example.com/\nuser = me\n".utf8)
        .write(to: URL(fileURLWithPath: root + "/config/almanac/config"))
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func add(_ title: String, to collection: String) {
      let result = CLIHarness.run(
        ["add", "--title", title, "--start", "2026-12-05", "--collection", collection],
        environment: environment)
      #expect(result.exitCode == 0, "\(result.standardError)")
    }
  }

  static func scratch() throws -> Scratch {
    let scratch = try Scratch()
    scratch.add("a", to: "work")
    scratch.add("b", to: "work")
    scratch.add("c", to: "home")
    try Data("Home Life\n".utf8).write(
      to: URL(fileURLWithPath: scratch.root + "/cal/home/displayname"))
    try Data("#3a87ad\n".utf8).write(to: URL(fileURLWithPath: scratch.root + "/cal/home/color"))
    return scratch
  }

  @Test("text: each collection with its display name, colour, item count and folder; then accounts")
  func text() throws {
    let scratch = try Self.scratch()
    let result = CLIHarness.run(["calendars"], environment: scratch.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[0] == "home  Home Life  #3a87ad  1 item   \(scratch.root)/cal/home")
    #expect(lines[1] == "work  -          -        2 items  \(scratch.root)/cal/work")
    #expect(lines.contains("fastmail  https://dav.example.com/  me"), "\(lines)")
  }

  @Test("json and names")
  func jsonAndNames() throws {
    let scratch = try Self.scratch()
    let json = CLIHarness.run(["calendars", "--format", "json"], environment: scratch.environment)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let collections = try #require(object["collections"] as? [[String: Any]])
    #expect(collections.map { $0["name"] as? String } == ["home", "work"])
    #expect(collections.map { $0["items"] as? Int } == [1, 2])
    #expect(collections[0]["color"] as? String == "#3a87ad")
    #expect(collections[1]["displayName"] is NSNull)
    let accounts = try #require(object["accounts"] as? [[String: Any]])
    #expect(accounts.map { $0["name"] as? String } == ["fastmail"])
    let names = CLIHarness.run(
      ["calendars", "--format", "names"], environment: scratch.environment)
    #expect(names.standardOutput == "home\nwork\n")
    let accountNames = CLIHarness.run(
      ["calendars", "--accounts", "--format", "names"], environment: scratch.environment)
    #expect(accountNames.standardOutput == "fastmail\n")
    #expect(
      CLIHarness.run(["calendars", "extra"], environment: scratch.environment).exitCode == 64)
  }

  @Test("--list-values gives the completion scripts collections, accounts, zones and locales")
  func listValues() throws {
    let scratch = try Self.scratch()
    func values(_ kind: String) -> [String] {
      CLIHarness.run(["--list-values", kind], environment: scratch.environment).standardOutput
        .split(separator: "\n").map(String.init)
    }
    #expect(values("collections") == ["home", "work"])
    #expect(values("accounts") == ["fastmail"])
    #expect(values("time-zones").contains("Pacific/Apia"))
    #expect(values("locales").contains("fa_IR"))
    #expect(CLIHarness.run(["--list-values", "colours"]).exitCode == 64)
  }

  @Test("the completion scripts ask --list-values for collections, zones, locales and accounts")
  func completionScripts() {
    for shell in ["bash", "zsh", "fish"] {
      let script = CLIHarness.run(["--generate-completions", shell]).standardOutput
      for kind in ["collections", "time-zones", "locales", "accounts"] {
        #expect(script.contains("almanac --list-values \(kind)"), "\(shell): \(kind)")
      }
    }
  }
}
