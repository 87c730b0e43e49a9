import Foundation

/// The `almanac` command line: picks the subcommand, parses its arguments, runs it and turns
/// errors into one line on standard error and an exit code. Everything it needs comes in as
/// parameters, so tests run it in-process.
enum CLI {
  /// Every subcommand. Add a new one here (and in its own file); the first is the default
  /// when no subcommand name is given.
  static let commands: [CommandEntry] = [CommandEntry(MonthCommand.self)]

  /// The version printed by `--version`.
  static let version = "0.1.0"

  /// Runs one command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - invocation: Environment, terminal, clock and output streams.
  /// - Returns: The exit code: 0 success, 1 nothing found or cancelled, 64 usage error,
  ///   65 bad input data.
  static func run(arguments: [String], invocation: Invocation) -> ExitCode {
    var arguments = arguments
    var command = commands[0]
    if let first = arguments.first,
      let named = commands.first(where: { $0.spec.name == first })
    {
      command = named
      arguments.removeFirst()
    }
    let spec = command.spec
    do {
      let parsed = try ArgumentParser.parse(arguments, for: spec)
      if parsed.has("help") {
        let others =
          command.spec.name == commands[0].spec.name ? commands.dropFirst().map(\.spec) : []
        invocation.write(HelpFormatter.help(for: spec, commands: others))
        return .success
      }
      if parsed.has("version") {
        invocation.write("almanac \(version)\n")
        return .success
      }
      return try command.run(parsed, invocation)
    } catch {
      invocation.writeError(error.message + "\n")
      return error.exitCode
    }
  }
}
