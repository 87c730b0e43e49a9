/// The result of matching a command line against a ``CommandSpec``: which flags were set,
/// which values were given, and the positional arguments, each remembered with the spelling
/// the user typed so errors can quote it.
///
/// Commands read it through their typed constants only (`arguments.value(Self.days)`), so a
/// misspelt option does not compile.
struct ParsedArguments: Sendable {
  /// Values per option long name, in command-line order (flags store an empty string).
  private(set) var values: [String: [String]] = [:]
  /// How each option was spelled the last time it was given (`-y` or `--year`).
  private(set) var spellings: [String: String] = [:]
  /// Positional arguments, in order.
  var positionals: [String] = []
  /// Where a value taken from the configuration file was written, per option long name.
  private(set) var configLines: [String: (path: String, line: Int)] = [:]

  /// Records an occurrence of `option` (the parser's entry point).
  mutating func add(_ option: String, value: String, spelling: String) {
    values[option, default: []].append(value)
    spellings[option] = spelling
  }

  /// Forgets every occurrence of the option with long name `long` (a default that does not
  /// apply).
  mutating func remove(long: String) {
    values[long] = nil
    spellings[long] = nil
    configLines[long] = nil
  }

  /// Records a default from the configuration file: `option`'s value from `line` of `path`,
  /// spelt `config:KEY` in messages.
  mutating func addDefault(_ option: String, value: String, path: String, line: Int) {
    add(option, value: value, spelling: "config:\(option)")
    configLines[option] = (path, line)
  }

  /// Checks that exactly one positional argument was given (a command's validation step).
  ///
  /// - Parameters:
  ///   - placeholder: How the usage line writes it (`UID`, `FILE.ics`).
  ///   - command: The command's usage line, shown when the argument is missing or doubled.
  /// - Throws: ``CLIError/missingArgument(_:usage:)`` when none was given,
  ///   ``CLIError/unexpectedArgument(_:command:)`` for the second one.
  func requireOnePositional(placeholder: String, command: String) throws(CLIError) {
    guard !positionals.isEmpty else { throw .missingArgument(placeholder, usage: command) }
    if positionals.count > 1 { throw .unexpectedArgument(positionals[1], command: command) }
  }

  /// Whether the option was given at least once.
  func has(_ option: some OptionDeclaration) -> Bool { values[option.spec.long] != nil }

  /// The last value given for `option`, parsed and checked; `nil` if it was not given.
  ///
  /// - Throws: ``CLIError`` from the value's parser (already run once by the validation
  ///   step, so a command's run sees only values that parse).
  func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
    guard let text = values[option.long]?.last else { return nil }
    return try option.parse(text, spelling(option))
  }

  /// Every value given for a repeatable option, parsed and checked, in command-line order.
  ///
  /// - Throws: ``CLIError`` from the value's parser.
  func values<Value>(_ option: Option<Value>) throws(CLIError) -> [Value] {
    var out: [Value] = []
    for text in values[option.long] ?? [] { out.append(try option.parse(text, spelling(option))) }
    return out
  }

  /// The text given for `option` (the last one), before parsing, for messages.
  func text(_ option: some OptionDeclaration) -> String? { values[option.spec.long]?.last }

  /// Every text given for `option`, before parsing.
  func texts(_ option: some OptionDeclaration) -> [String] { values[option.spec.long] ?? [] }

  /// The option as the user spelled it, for error messages.
  func spelling(_ option: some OptionDeclaration) -> String { spelling(long: option.spec.long) }

  /// The option named by its long name as the user spelled it (for table-driven checks).
  func spelling(long: String) -> String { spellings[long] ?? "--\(long)" }

  /// Whether the option with this long name was given (for table-driven checks).
  func has(long: String) -> Bool { values[long] != nil }

  /// The validation step that runs before every command: each given value is parsed and
  /// checked (choices, ranges, formats), a repeated option that is not repeatable keeps its
  /// last value, and at most one option of each exclusive group is given.
  ///
  /// - Parameter spec: The command's table.
  /// - Throws: ``CLIError`` for the first problem, in command-table order.
  func validate(against spec: CommandSpec) throws(CLIError) {
    for group in spec.exclusions {
      let given = group.members.filter { has(long: $0) }
      if given.count > 1 {
        throw .conflict(
          spelling(long: given[0]), spelling(long: given[1]), reason: group.reason)
      }
    }
    for option in spec.options {
      guard let check = option.check, let texts = values[option.long] else { continue }
      for text in option.isRepeatable ? texts : Array(texts.suffix(1)) {
        do {
          try check(text, spelling(long: option.long))
        } catch {
          // A default from the configuration file: say which file and line it came from.
          guard let origin = configLines[option.long] else { throw error }
          throw .inConfig(path: origin.path, line: origin.line, key: option.long, error)
        }
      }
    }
  }
}
