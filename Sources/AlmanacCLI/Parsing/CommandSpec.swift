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
  /// Options of which at most one may be given, checked before the command runs, besides
  /// those its option groups bring (``OptionGroup/exclusiveGroups``).
  var exclusiveGroups: [ExclusiveGroup] = []

  /// All options of all groups.
  var options: [OptionSpec] { groups.flatMap(\.options) }

  /// Every exclusive group the command checks: its own, then its option groups', in help
  /// order.
  var exclusions: [ExclusiveGroup] { exclusiveGroups + groups.flatMap(\.exclusiveGroups) }
}
