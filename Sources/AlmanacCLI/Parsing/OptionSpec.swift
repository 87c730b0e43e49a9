/// One option in a command's table: its spellings, whether it takes a value, and its help.
///
/// The same table drives matching, "did you mean" suggestions and the `--help` text, so an
/// option cannot be parsed without being documented.
struct OptionSpec: Hashable, Sendable {
  /// The long name without dashes (`months` for `--months`); also the key in
  /// ``ParsedArguments``.
  var long: String
  /// The one-character short spelling (`y` for `-y`, `3` for `-3`), if any.
  var short: Character?
  /// The value placeholder shown in help (`N`, `ID`), or `nil` for a flag.
  var placeholder: String?
  /// One line of help.
  var help: String
  /// The accepted values, shown in help; `nil` when any value may be given.
  var choices: [String]?
  /// Whether the option may be given more than once, all values being kept.
  var isRepeatable = false

  /// Whether the option is a flag (takes no value).
  var isFlag: Bool { placeholder == nil }

  /// The spellings as help shows them, e.g. `-y, --year` or `    --months N`.
  var synopsis: String {
    let longPart = "--\(long)" + (placeholder.map { " \($0)" } ?? "")
    if let short { return "-\(short), \(longPart)" }
    return "    \(longPart)"
  }
}

/// A titled group of options, e.g. "Calendar options", shared between commands.
struct OptionGroup: Hashable, Sendable {
  /// The heading shown in help.
  var title: String
  /// The options, in help order.
  var options: [OptionSpec]
}

/// A positional argument as help shows it.
struct PositionalSpec: Hashable, Sendable {
  /// The placeholder, e.g. `MONTH`.
  var name: String
  /// One line of help.
  var help: String
}

/// Everything a command tells the parser and the help generator.
struct CommandSpec: Sendable {
  /// The subcommand's name (`month`), typed after `almanac`.
  var name: String
  /// One line describing what the command does.
  var abstract: String
  /// Usage lines without the leading `almanac`, e.g. `[options] [[MONTH] YEAR]`.
  var usage: [String]
  /// Positional arguments.
  var positionals: [PositionalSpec]
  /// Option groups, in help order.
  var groups: [OptionGroup]
  /// Free text after the options: defaults, examples, environment.
  var discussion: String

  /// All options of all groups.
  var options: [OptionSpec] { groups.flatMap(\.options) }
}
