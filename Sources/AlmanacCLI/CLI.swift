import Foundation

/// The `almanac` command line: picks the subcommand, parses its arguments, runs it and turns
/// errors into one line on standard error and an exit code. Everything it needs comes in as
/// parameters, so tests run it in-process.
enum CLI {
  /// Every subcommand. Add a new one here (and in its own file); the first is the default
  /// when no subcommand name is given.
  static let commands: [CommandEntry] = [
    CommandEntry(MonthCommand.self),
    CommandEntry(PickCommand.self),
    CommandEntry(RecurCommand.self),
    CommandEntry(EventsCommand.self),
    CommandEntry(AddCommand.self),
    CommandEntry(DeleteCommand.self),
    CommandEntry(EditCommand.self),
    CommandEntry(SearchCommand.self),
    CommandEntry(TodoCommand.self),
    CommandEntry(AtCommand.self),
    CommandEntry(ImportCommand.self),
    CommandEntry(SyncCommand.self),
    CommandEntry(CalendarsCommand.self),
    CommandEntry(HTMLCommand.self),
  ]

  /// Names people type from other tools (khal, todo apps, shells), with the subcommand that
  /// does it, for "did you mean".
  static let aliases = [
    "list": "events", "ls": "events", "agenda": "events", "calendar": "events",
    "new": "add", "create": "add", "remove": "delete", "rm": "delete", "del": "delete",
    "update": "edit", "change": "edit", "find": "search", "grep": "search", "now": "at",
    "expand": "recur", "rrule": "recur", "choose": "pick", "select": "pick",
    "todos": "todo", "tasks": "todo", "task": "todo",
  ]

  /// The English month names, which a first word close to is read as a misspelt month.
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// Whether `word` is a likely month name: a month is within the suggestion limit and no
  /// subcommand name is nearer.
  static func isCloserToAMonth(_ word: String, than names: [String]) -> Bool {
    guard let month = EditDistance.suggestion(for: word, among: monthNames) else { return false }
    let lowered = word.lowercased()
    let nearest = names.map { EditDistance.between(lowered, $0) }.min() ?? Int.max
    return EditDistance.between(lowered, month.lowercased()) <= nearest
  }

  /// The version printed by `--version`.
  static let version = "0.1.0"

  /// Runs one command line.
  ///
  /// The first argument picks a subcommand by name; otherwise the first command (the month
  /// display) runs. If that fails on a first argument that looks like a misspelt subcommand
  /// name ("pikc"), the error says so instead.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - invocation: Environment, terminal, clock and output streams.
  ///   - commands: The subcommands, the default first (tests pass their own).
  /// - Returns: The exit code: 0 success, 1 nothing found or cancelled, 64 usage error,
  ///   65 bad input data.
  static func run(
    arguments: [String], invocation: Invocation, commands: [CommandEntry] = CLI.commands
  ) -> ExitCode {
    var arguments = arguments
    // Hidden: the man page and completion scripts, generated from the tables.
    if let first = arguments.first, generatorOptions.contains(first) {
      return generate(arguments, invocation: invocation, commands: commands)
    }
    // `almanac help` is `almanac --help`; `almanac help pick` is `almanac pick --help`.
    if arguments.first == "help" {
      do {
        arguments = try helpArguments(Array(arguments.dropFirst()), commands: commands)
      } catch {
        invocation.writeError(error.message + "\n")
        return error.exitCode
      }
    }
    var command = commands[0]
    var isNamed = false
    if let first = arguments.first,
      let named = commands.first(where: { $0.spec.name == first })
    {
      command = named
      isNamed = true
      arguments.removeFirst()
    }
    let spec = command.spec
    do {
      let parsed = try ArgumentParser.parse(arguments, for: spec)
      if parsed.has(GeneralOptions.help) {
        let others =
          command.spec.name == commands[0].spec.name ? commands.dropFirst().map(\.spec) : []
        invocation.write(HelpFormatter.help(for: spec, commands: others))
        return .success
      }
      if parsed.has(GeneralOptions.version) {
        invocation.write("almanac \(version)\n")
        return .success
      }
      // Defaults from the configuration file for options not typed.
      var configured = parsed
      if let config = try ConfigFile.load(environment: invocation.environment) {
        configured = config.applyingDefaults(to: parsed, spec: spec, warn: invocation.writeError)
      }
      // The validation step: every value parsed and checked, exclusive groups, then the
      // command's own checks; only then does it run.
      try configured.validate(against: spec)
      try command.validate(configured)
      return try command.run(configured, invocation)
    } catch {
      var reported = error
      // A misspelt month ("Smarch") keeps the month display's own answer when it is at least
      // as close to a month name as to a subcommand ("search"); "serch" is a subcommand.
      if !isNamed, let first = arguments.first, first.first?.isLetter == true,
        !isCloserToAMonth(first, than: commands.dropFirst().map(\.spec.name))
      {
        let names = commands.dropFirst().map(\.spec.name)
        // A word the month display cannot read is answered as a subcommand when it is a
        // misspelling ("pikc") or a name from another tool ("list", "new", "rm").
        if let suggestion = EditDistance.suggestion(for: first, among: names)
          ?? aliases[first.lowercased()].flatMap({ names.contains($0) ? $0 : nil })
        {
          reported = .unknownCommand(first, suggestion: suggestion)
        }
      }
      invocation.writeError(reported.message + "\n")
      return reported.exitCode
    }
  }

  /// The arguments that `almanac help [SUBCOMMAND]` stands for.
  ///
  /// - Parameters:
  ///   - words: What followed `help`: nothing or one subcommand name.
  ///   - commands: The subcommands.
  /// - Returns: `["--help"]` or `[SUBCOMMAND, "--help"]`.
  /// - Throws: ``CLIError`` for an unknown subcommand or more than one word.
  static func helpArguments(_ words: [String], commands: [CommandEntry]) throws(CLIError)
    -> [String]
  {
    guard let name = words.first else { return ["--help"] }
    guard words.count == 1 else {
      throw .unexpectedArgument(words[1], command: "almanac help [SUBCOMMAND]")
    }
    let names = commands.map(\.spec.name)
    guard names.contains(name) else {
      if let suggestion = EditDistance.suggestion(for: name, among: names) {
        throw .unknownCommand(name, suggestion: suggestion)
      }
      throw .invalidValue(
        subject: "subcommand", argument: name, reason: "no such subcommand",
        valid: names.joined(separator: ", "))
    }
    return [name, "--help"]
  }
}
