/// A titled group of options, e.g. "Calendar options", shared between commands.
struct OptionGroup: Hashable, Sendable {
  /// The heading shown in help.
  var title: String
  /// The options, in help order.
  var options: [OptionSpec]
}
