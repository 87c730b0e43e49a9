/// A titled group of options, e.g. "Calendar options", shared between commands.
struct OptionGroup: Sendable {
  /// The heading shown in help.
  var title: String
  /// The options, in help order.
  var options: [OptionSpec]

  /// A group of typed options.
  init(title: String, options: [any OptionDeclaration]) {
    self.title = title
    self.options = options.map(\.spec)
  }

  /// A group from table rows.
  init(title: String, specs: [OptionSpec]) {
    self.title = title
    self.options = specs
  }
}
