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
