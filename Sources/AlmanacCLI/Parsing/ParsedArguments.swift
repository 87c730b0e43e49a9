/// The result of matching a command line against a ``CommandSpec``: which flags were set,
/// which values were given, and the positional arguments, each remembered with the spelling
/// the user typed so errors can quote it.
struct ParsedArguments: Sendable {
  /// Values per option long name, in command-line order (flags store an empty string).
  private(set) var values: [String: [String]] = [:]
  /// How each option was spelled the last time it was given (`-y` or `--year`).
  private(set) var spellings: [String: String] = [:]
  /// Positional arguments, in order.
  var positionals: [String] = []

  /// Records an occurrence of `option`.
  mutating func add(_ option: String, value: String, spelling: String) {
    values[option, default: []].append(value)
    spellings[option] = spelling
  }

  /// Whether the option was given at least once.
  func has(_ option: String) -> Bool { values[option] != nil }

  /// The last value given for `option`.
  func value(_ option: String) -> String? { values[option]?.last }

  /// Every value given for a repeatable option.
  func allValues(_ option: String) -> [String] { values[option] ?? [] }

  /// The option as the user spelled it, for error messages.
  func spelling(_ option: String) -> String { spellings[option] ?? "--\(option)" }
}
