/// One option in a command's table: its spellings, whether it takes a value, its help, and
/// the check its value must pass. Commands declare options as typed ``Option`` and ``Flag``
/// constants; this is the untyped row those constants put in the table.
///
/// The same table drives matching, "did you mean" suggestions, validation, the `--help` text,
/// the man page and the shell completions, so an option cannot be parsed without being
/// documented.
struct OptionSpec: Sendable {
  /// The long name without dashes (`months` for `--months`); also the key in
  /// ``ParsedArguments``.
  var long: String
  /// The one-character short spelling (`y` for `-y`, `3` for `-3`), if any.
  var short: Character?
  /// The value placeholder shown in help (`N`, `ID`), or `nil` for a flag.
  var placeholder: String?
  /// One line of help.
  var help: String
  /// The accepted values, shown in help and completions; `nil` when any value may be given.
  var choices: [String]?
  /// Whether the option may be given more than once, all values being kept.
  var isRepeatable = false
  /// Checks one value (the text, the option as typed) in the validation step.
  var check: (@Sendable (String, String) throws(CLIError) -> Void)?

  /// Whether the option is a flag (takes no value).
  var isFlag: Bool { placeholder == nil }

  /// The spellings as help shows them, e.g. `-y, --year` or `    --months N`.
  var synopsis: String {
    let longPart = "--\(long)" + (placeholder.map { " \($0)" } ?? "")
    if let short { return "-\(short), \(longPart)" }
    return "    \(longPart)"
  }
}
