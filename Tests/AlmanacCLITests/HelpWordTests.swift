import Foundation
import Testing

/// `almanac help` and `almanac help SUBCOMMAND`, the usual spelling of `--help`.
@Suite("The help word")
struct HelpWordTests {
  @Test func helpAloneIsDashDashHelp() {
    let help = CLIHarness.run(["help"])
    let expected = CLIHarness.run(["--help"])
    #expect(help.exitCode == 0, "\(help.standardError)")
    #expect(help.standardError.isEmpty)
    #expect(!help.standardOutput.isEmpty)
    #expect(help.standardOutput == expected.standardOutput)
  }

  @Test(arguments: ["pick", "recur", "events", "month"])
  func helpWithASubcommandIsItsHelp(_ name: String) {
    let help = CLIHarness.run(["help", name])
    let expected = CLIHarness.run([name, "--help"])
    #expect(help.exitCode == 0, "\(help.standardError)")
    #expect(!help.standardOutput.isEmpty)
    #expect(help.standardOutput == expected.standardOutput)
  }

  @Test func helpWithAnUnknownSubcommandIsAUsageError() {
    let misspelt = CLIHarness.run(["help", "pikc"])
    #expect(misspelt.exitCode == 64)
    #expect(misspelt.standardOutput.isEmpty)
    #expect(misspelt.standardError.hasPrefix("almanac: unknown subcommand 'pikc': "))
    #expect(misspelt.standardError.contains("did you mean 'pick'?"))
    let unknown = CLIHarness.run(["help", "zzzzzz"])
    #expect(unknown.exitCode == 64)
    #expect(unknown.standardError.hasPrefix("almanac: subcommand 'zzzzzz': "), "\(unknown)")
    #expect(unknown.standardError.contains("pick"))
  }

  @Test func helpListsTheHelpWord() {
    #expect(CLIHarness.run(["--help"]).standardOutput.contains("almanac help [SUBCOMMAND]"))
  }
}
