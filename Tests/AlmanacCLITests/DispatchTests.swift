import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// Subcommand dispatch with a second command, as `pick`, `recur`… will plug in.
@Suite("Subcommand dispatch")
struct DispatchTests {
  /// A stand-in subcommand: prints its words, upper-cased with `--shout`.
  enum EchoCommand: Subcommand {
    static let shout = Flag("shout", help: "Shout.")

    static let spec = CommandSpec(
      name: "echo", abstract: "print words", usage: ["echo [--shout] WORD…"],
      positionals: [PositionalSpec(name: "WORD", help: "A word.")],
      groups: [
        OptionGroup(
          title: "Echo options",
          options: [shout])
      ],
      discussion: "")

    static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
      -> ExitCode
    {
      guard !arguments.positionals.isEmpty else { return .failure }
      let text = arguments.positionals.joined(separator: " ")
      invocation.write((arguments.has(shout) ? text.uppercased() : text) + "\n")
      return .success
    }
  }

  static let commands = [CommandEntry(MonthCommand.self), CommandEntry(EchoCommand.self)]

  static func run(_ arguments: [String]) -> RunResult {
    CLIHarness.capture { CLI.run(arguments: arguments, invocation: $0, commands: Self.commands) }
  }

  @Test func namedSubcommandRunsWithItsOwnOptions() {
    let result = Self.run(["echo", "--shout", "hello", "world"])
    #expect(result.standardOutput == "HELLO WORLD\n")
    #expect(result.exitCode == 0)
    #expect(Self.run(["echo"]).exitCode == 1)
  }

  @Test func optionsOfOneCommandAreUnknownToAnother() {
    let result = Self.run(["echo", "--months", "3"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("unknown option '--months'"))
  }

  @Test func defaultHelpListsSubcommandsAndEachHasItsOwnHelp() {
    let main = Self.run(["--help"])
    #expect(main.standardOutput.contains("SUBCOMMANDS:\n  echo  print words"))
    let echo = Self.run(["echo", "--help"])
    #expect(echo.standardOutput.hasPrefix("almanac: print words\n"))
    #expect(echo.standardOutput.contains("--shout"))
    #expect(!echo.standardOutput.contains("--months"))
  }

  @Test func misspeltSubcommandGetsASuggestion() {
    let result = Self.run(["ecoh", "hi"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError
        == "almanac: unknown subcommand 'ecoh': did you mean 'echo'?; see 'almanac --help'\n")
  }

  @Test func monthNamesAndNumbersStillGoToTheMonthCommand() {
    #expect(Self.run(["march", "--color", "never"]).standardOutput.contains("March 2026"))
    #expect(Self.run(["3", "2026", "--color", "never"]).standardOutput.contains("March 2026"))
    #expect(Self.run(["month", "3", "2026"]).standardOutput.contains("March 2026"))
  }
}

/// cal and khal habits at the command line.
@Suite("cal and khal habits")
struct HabitTests {
  @Test(arguments: [
    ("list", "events"), ("ls", "events"), ("new", "add"), ("rm", "delete"), ("pikc", "pick"),
  ])
  func wordsFromOtherToolsAreAnsweredAsSubcommands(_ word: String, _ command: String) {
    let result = CLIHarness.run([word])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains("unknown subcommand '\(word)': did you mean '\(command)'?"),
      "\(result.standardError)")
  }

  @Test func khalNamesReachTheNewSubcommands() {
    #expect(CLIHarness.run(["find"]).standardError.contains("did you mean 'search'?"))
    #expect(CLIHarness.run(["update"]).standardError.contains("did you mean 'edit'?"))
    #expect(CLIHarness.run(["serch"]).standardError.contains("did you mean 'search'?"))
  }

  @Test func monthNamesStillWin() {
    #expect(CLIHarness.run(["december"]).exitCode == 0)
    #expect(CLIHarness.run(["Smarch"]).standardError.contains("year 'Smarch'"))
  }

  @Test func mondayAndSundayAsCal() {
    let monday = CLIHarness.run(["-m", "12", "2026"])
    #expect(monday.standardOutput.contains("Mo Tu We Th Fr Sa Su"))
    let sunday = CLIHarness.run(["--sunday", "12", "2026", "--locale", "en_GB"])
    #expect(sunday.standardOutput.contains("Su Mo Tu We Th Fr Sa"))
    let both = CLIHarness.run(["--monday", "--first-weekday", "sun"])
    #expect(both.exitCode == 64)
    #expect(both.standardError.contains("give the first weekday once"))
  }
}
