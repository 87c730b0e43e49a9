import Foundation
import Testing

@testable import AlmanacCLI

/// The man page and the completion scripts are generated from the commands' tables: every
/// subcommand, every option (long and short spelling) and every choice of every command is in
/// each of them. scripts/suites/manpage.sh lints the page and loads the scripts in their
/// shells.
@Suite("Generated man page and completions")
struct GeneratedDocsTests {
  static let specs = CLI.commands.map(\.spec)

  static func output(_ arguments: [String]) throws -> String {
    let result = CLIHarness.run(arguments)
    #expect(result.exitCode == 0, "\(arguments): \(result.standardError)")
    #expect(result.standardError.isEmpty)
    return result.standardOutput
  }

  @Test func manPageCoversEveryCommandOptionAndChoice() throws {
    let page = try Self.output(["--generate-manpage"])
    #expect(page.hasPrefix(".TH ALMANAC 1 2026-11-29 \"almanac \(CLI.version)\""))
    for spec in Self.specs.dropFirst() {
      #expect(page.contains(".SS almanac \(ManPage.escape(spec.name))\n"), "\(spec.name)")
    }
    for spec in Self.specs {
      for option in spec.options {
        #expect(page.contains(ManPage.synopsis(of: option)), "\(spec.name) --\(option.long)")
        for choice in option.choices ?? [] {
          #expect(
            page.contains("\\fB\(ManPage.escape(choice))\\fR"),
            "\(spec.name) --\(option.long) \(choice)")
        }
      }
    }
  }

  @Test func manPageDateFollowsSourceDateEpoch() {
    var environment = CLIHarness.environment
    environment["SOURCE_DATE_EPOCH"] = "0"
    let result = CLIHarness.run(["--generate-manpage"], environment: environment)
    #expect(result.standardOutput.hasPrefix(".TH ALMANAC 1 1970-01-01 "))
    environment["SOURCE_DATE_EPOCH"] = "99999999999999999999"
    let bad = CLIHarness.run(["--generate-manpage"], environment: environment)
    #expect(bad.exitCode == 64)
    #expect(bad.standardError.contains("SOURCE_DATE_EPOCH"))
  }

  @Test func bashScriptCoversEveryCommandOptionAndChoice() throws {
    let script = try Self.output(["--generate-completions", "bash"])
    let names = Self.specs.dropFirst().map(\.name) + ["help"]
    #expect(script.contains("compgen -W '\(names.joined(separator: " "))'"))
    for (index, spec) in Self.specs.enumerated() {
      let all = spec.options.flatMap(Completions.spellings).joined(separator: " ")
      #expect(script.contains("    \(index == 0 ? "\"\"" : spec.name)) options='\(all)' ;;"))
      for option in spec.options {
        if let choices = option.choices {
          let prefix = index == 0 ? "" : spec.name
          #expect(
            script.contains(
              "\(prefix):--\(option.long)" + (option.short.map { "|\(prefix):-\($0)" } ?? "")
                + ") COMPREPLY=($(compgen -W '\(choices.joined(separator: " "))'"),
            "\(spec.name) --\(option.long)")
        }
      }
    }
  }

  @Test func zshScriptCoversEveryCommandOptionAndChoice() throws {
    let script = try Self.output(["--generate-completions", "zsh"])
    #expect(script.hasPrefix("#compdef almanac\n"))
    for spec in Self.specs.dropFirst() { #expect(script.contains("    '\(spec.name):")) }
    for spec in Self.specs {
      for option in spec.options {
        for spelling in Completions.spellings(of: option) {
          #expect(
            script.contains("'\(option.isRepeatable ? "*" : "")\(spelling)["),
            "\(spec.name) \(spelling)")
        }
        if let choices = option.choices {
          #expect(script.contains(":(\(choices.joined(separator: " ")))'"), "\(option.long)")
        }
      }
    }
  }

  @Test func fishScriptCoversEveryCommandOptionAndChoice() throws {
    let script = try Self.output(["--generate-completions", "fish"])
    for spec in Self.specs.dropFirst() { #expect(script.contains(" -a '\(spec.name)' -d ")) }
    for (index, spec) in Self.specs.enumerated() {
      let condition =
        index == 0
        ? "'not __fish_seen_subcommand_from " : "'__fish_seen_subcommand_from \(spec.name)'"
      let lines = script.split(separator: "\n").filter { $0.contains("-n \(condition)") }
      for option in spec.options {
        let line = lines.first { $0.contains(" -l '\(option.long)'") }
        #expect(line != nil, "\(spec.name) --\(option.long)")
        if let short = option.short { #expect(line?.contains(" -s '\(short)'") == true) }
        if let choices = option.choices {
          #expect(line?.contains(" -a '\(choices.joined(separator: " "))'") == true)
        }
      }
    }
  }

  @Test(arguments: [
    ["--generate-completions"], ["--generate-completions", "tcsh"],
    ["--generate-completions", "bash", "zsh"], ["--generate-manpage", "extra"],
  ])
  func badGeneratorArgumentsExit64(_ arguments: [String]) {
    let result = CLIHarness.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("almanac: "))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func generatorOptionsStayOutOfTheHelp() throws {
    let help = try Self.output(["--help"])
    for option in CLI.generatorOptions { #expect(!help.contains(option)) }
  }
}
