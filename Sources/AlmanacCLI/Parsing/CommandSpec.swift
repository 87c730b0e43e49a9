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
  /// Option groups, in help order, ending with ``GeneralOptions/group``.
  var groups: [OptionGroup]
  /// Free text after the options: defaults, examples, environment.
  var discussion: String
  /// Options of which at most one may be given, checked before the command runs, besides
  /// those its option groups bring (``OptionGroup/exclusiveGroups``).
  var exclusiveGroups: [ExclusiveGroup]

  /// A command's table. Every table ends with ``GeneralOptions/group`` (`--help` and
  /// `--version`, which the dispatcher answers for every command), added after `groups`.
  init(
    name: String, abstract: String, usage: [String], positionals: [PositionalSpec],
    groups: [OptionGroup], discussion: String, exclusiveGroups: [ExclusiveGroup] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.usage = usage
    self.positionals = positionals
    self.groups = groups + [GeneralOptions.group]
    self.discussion = discussion
    self.exclusiveGroups = exclusiveGroups
  }

  /// All options of all groups.
  var options: [OptionSpec] { groups.flatMap(\.options) }

  /// Every exclusive group the command checks: its own, then its option groups', in help
  /// order.
  var exclusions: [ExclusiveGroup] { exclusiveGroups + groups.flatMap(\.exclusiveGroups) }
}
