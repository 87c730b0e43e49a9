/// Everything that can go wrong between the command line and a command's output.
///
/// Each case carries the argument as the user typed it, so the message can quote it, and
/// renders as one line: `almanac: <what> '<argument>': <why>; valid: …`.
indirect enum CLIError: Error, Hashable, Sendable {
  /// An option that no table knows, with the nearest known spelling if one is close.
  case unknownOption(String, suggestion: String?)
  /// A value that starts with `-` and a digit (`-5d`, a day five days back), which reads as an
  /// option.
  case optionLikeValue(String)
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
  /// A file or folder could not be written: `path` is the collection's folder or the target
  /// file (never a temporary), `reason` the system's error in words; exit 73 (cannot create)
  /// or 74 (I/O error).
  case cannotWrite(path: String, reason: String, exitCode: ExitCode)

  /// The exit code for this error: 65 for bad input data, 73 or 74 for a failed write, 64
  /// for everything else.
  var exitCode: ExitCode {
    if case .badData = self { return .dataError }
    if case .inConfig(_, _, _, let error) = self { return error.exitCode }
    if case .cannotWrite(_, _, let code) = self { return code }
    return .usage
  }

  /// The one-line message written to standard error, without a trailing newline.
  var message: String { "almanac: " + detail }

  /// The longest user value a message quotes in full, in characters.
  static let shownLength = 80

  /// A value the user gave, as a message quotes it: in full up to ``shownLength`` characters,
  /// else its start and its size (`xxxx…(100000 bytes)`), so a pasted file or a runaway
  /// variable does not flood the terminal.
  static func shown(_ value: String) -> String {
    guard value.count > shownLength else { return value }
    return String(value.prefix(shownLength)) + "…(\(value.utf8.count) bytes)"
  }

  /// `text` (a reason) with each copy of the over-long `value` in it shown as ``shown(_:)``
  /// shows it: a parser that quotes what it could not read does not bring it back whole.
  static func shortened(_ text: String, quoting value: String) -> String {
    guard value.count > shownLength else { return text }
    return text.replacingOccurrences(of: value, with: shown(value))
  }

  /// The message without its `almanac: ` prefix, so that one error can name another. Every
  /// value the user gave goes through ``shown(_:)``, in the reason too.
  var detail: String {
    let shown = Self.shown
    switch self {
    case .unknownOption(let option, let suggestion):
      let hint = suggestion.map { "did you mean '\($0)'?" } ?? "not an option of this command"
      return "unknown option '\(shown(option))': \(hint); see 'almanac --help'"
    case .optionLikeValue(let value):
      return "argument '\(shown(value))': starts with '-', so it reads as an option, and no "
        + "option is spelt so; put '--' before it to give it as an argument, or give it to an "
        + "option that takes it (almanac events --from \(shown(value)))"
    case .unknownCommand(let word, let suggestion):
      return "unknown subcommand '\(shown(word))': did you mean '\(suggestion)'?; "
        + "see 'almanac --help'"
    case .missingValue(let option, let placeholder):
      return "option '\(shown(option))': missing value; expected \(placeholder)"
    case .missingArgument(let name, let usage):
      return "missing \(name); usage: \(usage)"
    case .unexpectedValue(let option, let value):
      return "option '\(shown(option))': takes no value but was given '\(shown(value))'"
    case .invalidValue(let subject, let argument, let reason, let valid):
      let tail = valid.map { "; valid: \($0)" } ?? ""
      return "\(subject) '\(shown(argument))': \(Self.shortened(reason, quoting: argument))\(tail)"
    case .unexpectedArgument(let argument, let command):
      return "argument '\(shown(argument))': unexpected; usage: \(command)"
    case .conflict(let first, let second, let reason):
      return "option '\(shown(first))': cannot be used with '\(shown(second))'; \(reason)"
    case .badData(let subject, let argument, let reason):
      // Nothing typed to quote (an event checked as a whole): no empty quotes.
      if argument.isEmpty { return "\(subject): \(reason)" }
      return "\(subject) '\(shown(argument))': \(Self.shortened(reason, quoting: argument))"
    case .environment(let reason):
      return reason
    case .cannotWrite(let path, let reason, _):
      // A path the system refused, in full: it is what to fix (a path is at most PATH_MAX).
      return "cannot write to '\(path)': \(reason)"
    case .inConfig(let path, let line, let key, let error):
      return "config file '\(shown(path))' line \(line): \(key): \(error.detail)"
    }
  }
}
