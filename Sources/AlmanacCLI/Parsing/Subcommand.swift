/// One `almanac` subcommand. Each lives in its own file (`MonthCommand.swift`,
/// `PickCommand.swift`…) and is listed once in ``CLI/commands``.
protocol Subcommand: SendableMetatype {
  /// The command's name, options and help; parsing and `--help` both read it.
  static var spec: CommandSpec { get }

  /// Runs the command with arguments already matched against ``spec``.
  ///
  /// - Parameters:
  ///   - arguments: The matched options and positional arguments.
  ///   - invocation: Environment, terminal, clock and output streams.
  /// - Returns: The exit code.
  /// - Throws: ``CLIError`` for bad arguments; the caller prints its one-line message.
  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
}

/// A subcommand as the dispatcher holds it: its spec and its run function.
struct CommandEntry: Sendable {
  /// The command's table.
  let spec: CommandSpec
  /// Runs the command.
  let run: @Sendable (ParsedArguments, Invocation) throws(CLIError) -> ExitCode

  /// Wraps a subcommand type.
  init<Command: Subcommand>(_ command: Command.Type) {
    spec = Command.spec
    run = { (arguments, invocation) throws(CLIError) in
      try Command.run(arguments, invocation: invocation)
    }
  }
}
