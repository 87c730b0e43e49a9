/// `--help` and `--version`, which every command's table ends with.
enum GeneralOptions {
  /// `-h, --help`.
  static let help = Flag("help", short: "h", help: "Show this help and exit.")
  /// `--version`.
  static let version = Flag("version", help: "Show the version and exit.")

  /// The option group shown last in every command's help.
  static let group = OptionGroup(title: "General options", options: [help, version])

  /// Refuses positional arguments, for a command that takes none.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - usage: The command's usage line for the message (`almanac pick [options]`).
  /// - Throws: ``CLIError/unexpectedArgument(_:command:)`` naming the first one.
  static func rejectPositionals(_ arguments: ParsedArguments, usage: String) throws(CLIError) {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: usage)
    }
  }
}
