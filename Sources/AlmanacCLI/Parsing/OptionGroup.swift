/// A titled group of options, e.g. "Calendar options", shared between commands.
struct OptionGroup: Sendable {
  /// The heading shown in help.
  var title: String
  /// The options, in help order.
  var options: [OptionSpec]
  /// Options of the group of which at most one may be given; every command listing the group
  /// checks them (see ``CommandSpec/exclusions``).
  var exclusiveGroups: [ExclusiveGroup]

  /// A group of typed options.
  init(title: String, options: [any OptionDeclaration], exclusiveGroups: [ExclusiveGroup] = []) {
    self.title = title
    self.options = options.map(\.spec)
    self.exclusiveGroups = exclusiveGroups
  }

  /// A group from table rows.
  init(title: String, specs: [OptionSpec], exclusiveGroups: [ExclusiveGroup] = []) {
    self.title = title
    self.options = specs
    self.exclusiveGroups = exclusiveGroups
  }
}
