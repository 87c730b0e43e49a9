/// One `almanac` subcommand. Each lives in its own file (`MonthCommand.swift`,
/// `PickCommand.swift`…) and is listed once in ``CLI/commands``.
protocol Subcommand: SendableMetatype {
  /// The command's name, options and help; parsing and `--help` both read it.
  static var spec: CommandSpec { get }

  /// Checks what the table cannot express (positional arguments, options that need each
  /// other), after every value was parsed and every exclusive group checked, before ``run``.
  /// The default accepts everything.
  ///
  /// - Parameter arguments: The matched options and positional arguments.
  /// - Throws: ``CLIError`` for a usage error.
  static func validate(_ arguments: ParsedArguments) throws(CLIError)

  /// Runs the command with arguments already matched against ``spec`` and validated.
  ///
  /// - Parameters:
  ///   - arguments: The matched options and positional arguments.
  ///   - invocation: Environment, terminal, clock and output streams.
  /// - Returns: The exit code.
  /// - Throws: ``CLIError`` for bad arguments; the caller prints its one-line message.
  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
}

extension Subcommand {
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {}
}
