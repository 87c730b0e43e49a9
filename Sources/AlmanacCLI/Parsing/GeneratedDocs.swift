import Foundation

extension CLI {
  /// The hidden options that print what packagers install, generated from the tables:
  /// `--generate-manpage` (the `almanac(1)` page) and `--generate-completions SHELL`.
  static let generatorOptions = ["--generate-manpage", "--generate-completions", "--list-values"]

  /// What `--list-values KIND` lists, one value per line, for the completion scripts.
  static let valueKinds = ["collections", "accounts", "time-zones", "locales"]

  /// Prints the values of one kind: the default calendars' collection names, the
  /// configuration file's account names, IANA time zone names or ICU locale identifiers.
  ///
  /// - Returns: 0, 64 for an unknown kind, 65 for unreadable calendars or configuration.
  static func listValues(_ arguments: [String], invocation: Invocation) -> ExitCode {
    guard arguments.count == 2, valueKinds.contains(arguments[1]) else {
      invocation.writeError(
        "almanac: --list-values needs one of \(valueKinds.joined(separator: ", "))\n")
      return .usage
    }
    do throws(CLIError) {
      let values: [String]
      switch arguments[1] {
      case "collections":
        let store = try EventSourceOptions.load(ParsedArguments(), invocation: invocation)
        values = store.collections.map(\.name)
      case "accounts":
        values =
          try ConfigFile.load(environment: invocation.environment)?.accounts.map(\.name) ?? []
      case "time-zones": values = TimeZone.knownTimeZoneIdentifiers.sorted()
      default: values = Locale.availableIdentifiers.sorted()
      }
      for value in values { invocation.write(value + "\n") }
      return .success
    } catch {
      invocation.writeError(error.message + "\n")
      return error.exitCode
    }
  }

  /// Prints the man page or a completion script.
  ///
  /// The page's date is `SOURCE_DATE_EPOCH` when set (reproducible builds), else today in UTC.
  ///
  /// - Parameters:
  ///   - arguments: The command line, starting with one of ``generatorOptions``.
  ///   - invocation: Environment, clock and output streams.
  ///   - commands: The subcommands, the default first.
  /// - Returns: 0, or 64 for a missing or unknown shell or an extra argument.
  static func generate(
    _ arguments: [String], invocation: Invocation, commands: [CommandEntry]
  ) -> ExitCode {
    let specs = commands.map(\.spec)
    if arguments.first == "--list-values" {
      return listValues(arguments, invocation: invocation)
    }
    if arguments.first == "--generate-manpage" {
      guard arguments.count == 1 else {
        invocation.writeError(
          CLIError.unexpectedArgument(arguments[1], command: "almanac --generate-manpage")
            .message + "\n")
        return .usage
      }
      var date = invocation.now
      if let epoch = invocation.environment["SOURCE_DATE_EPOCH"] {
        guard let seconds = Int64(epoch), (0...253_402_300_799).contains(seconds) else {
          invocation.writeError(
            "almanac: SOURCE_DATE_EPOCH '\(epoch)' is not a number of seconds from 1970 to 9999\n"
          )
          return .usage
        }
        date = Date(timeIntervalSince1970: TimeInterval(seconds))
      }
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = [.withFullDate]
      formatter.timeZone = TimeZone(identifier: "UTC")
      invocation.write(
        ManPage.render(commands: specs, version: version, date: formatter.string(from: date)))
      return .success
    }
    let shells = Completions.shells.joined(separator: ", ")
    guard arguments.count == 2, let script = Completions.script(for: arguments[1], commands: specs)
    else {
      let given = arguments.count > 1 ? "'\(arguments[1])' is not a supported shell" : "no shell"
      invocation.writeError(
        "almanac: --generate-completions needs one shell: \(given) (valid: \(shells))\n")
      return .usage
    }
    invocation.write(script)
    return .success
  }
}
