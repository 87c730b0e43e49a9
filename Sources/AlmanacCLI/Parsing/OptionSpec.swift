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
