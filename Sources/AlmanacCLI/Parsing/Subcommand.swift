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
