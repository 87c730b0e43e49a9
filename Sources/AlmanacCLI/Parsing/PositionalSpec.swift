/// A positional argument as help shows it.
struct PositionalSpec: Hashable, Sendable {
  /// The placeholder, e.g. `MONTH`.
  var name: String
  /// One line of help.
  var help: String
}
