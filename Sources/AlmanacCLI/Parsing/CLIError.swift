/// Everything that can go wrong between the command line and a command's output.
///
/// Each case carries the argument as the user typed it, so the message can quote it, and
/// renders as one line: `almanac: <what> '<argument>': <why>; valid: …`.
indirect enum CLIError: Error, Hashable, Sendable {
  /// An option that no table knows, with the nearest known spelling if one is close.
  case unknownOption(String, suggestion: String?)
  /// A first argument that is no subcommand but close to one.
  case unknownCommand(String, suggestion: String)
  /// An option that needs a value came last or was followed by nothing.
  case missingValue(option: String, placeholder: String)
  /// A flag was given a value with `=`.
  case unexpectedValue(option: String, value: String)
  /// A positional argument the command needs was not given; `usage` shows how to give it.
  case missingArgument(String, usage: String)
  /// A value the option or argument does not accept.
  case invalidValue(subject: String, argument: String, reason: String, valid: String?)
  /// A positional argument beyond what the command takes.
  case unexpectedArgument(String, command: String)
  /// Two options (or an option and an argument) that cannot be used together.
  case conflict(String, String, reason: String)
  /// Input data (not the command line) was malformed.
  case badData(subject: String, argument: String, reason: String)
  /// A value of the configuration file (`key` on `line` of `path`) that its option refuses.
  case inConfig(path: String, line: Int, key: String, CLIError)
  /// The environment lacks something the command needs (e.g. every default location unset).
  case environment(String)

  /// The exit code for this error: 65 for bad input data, 64 for everything else.
  var exitCode: ExitCode {
    if case .badData = self { return .dataError }
    if case .inConfig(_, _, _, let error) = self { return error.exitCode }
    return .usage
  }

  /// The one-line message written to standard error, without a trailing newline.
  var message: String { "almanac: " + detail }

  /// The message without its `almanac: ` prefix, so that one error can name another.
  var detail: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      let hint = suggestion.map { "did you mean '\($0)'?" } ?? "not an option of this command"
      return "unknown option '\(option)': \(hint); see 'almanac --help'"
    case .unknownCommand(let word, let suggestion):
      return "unknown subcommand '\(word)': did you mean '\(suggestion)'?; "
        + "see 'almanac --help'"
    case .missingValue(let option, let placeholder):
      return "option '\(option)': missing value; expected \(placeholder)"
    case .missingArgument(let name, let usage):
      return "missing \(name); usage: \(usage)"
    case .unexpectedValue(let option, let value):
      return "option '\(option)': takes no value but was given '\(value)'"
    case .invalidValue(let subject, let argument, let reason, let valid):
      let tail = valid.map { "; valid: \($0)" } ?? ""
      return "\(subject) '\(argument)': \(reason)\(tail)"
    case .unexpectedArgument(let argument, let command):
      return "argument '\(argument)': unexpected; usage: \(command)"
    case .conflict(let first, let second, let reason):
      return "option '\(first)': cannot be used with '\(second)'; \(reason)"
    case .badData(let subject, let argument, let reason):
      return "\(subject) '\(argument)': \(reason)"
    case .environment(let reason):
      return reason
    case .inConfig(let path, let line, let key, let error):
      return "config file '\(path)' line \(line): \(key): \(error.detail)"
    }
  }
}
