/// A subcommand as the dispatcher holds it: its spec and its run function.
struct CommandEntry: Sendable {
  /// The command's table.
  let spec: CommandSpec
  /// The command's own checks (after the table's).
  let validate: @Sendable (ParsedArguments) throws(CLIError) -> Void
  /// Runs the command.
  let run: @Sendable (ParsedArguments, Invocation) throws(CLIError) -> ExitCode

  /// Wraps a subcommand type.
  init<Command: Subcommand>(_ command: Command.Type) {
    spec = Command.spec
    validate = { (arguments) throws(CLIError) in try Command.validate(arguments) }
    run = { (arguments, invocation) throws(CLIError) in
      try Command.run(arguments, invocation: invocation)
    }
  }
}
