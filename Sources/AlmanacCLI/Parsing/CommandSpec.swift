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
  /// Options of which at most one may be given, checked before the command runs.
  var exclusiveGroups: [ExclusiveGroup] = []

  /// All options of all groups.
  var options: [OptionSpec] { groups.flatMap(\.options) }
}
