import Testing

/// A command line that must be refused: the exit code it must end with and a fragment its
/// message must contain.
struct BadInvocation: CustomTestStringConvertible, Sendable {
  var arguments: [String]
  var exitCode: Int32
  var fragment: String
  var testDescription: String { arguments.joined(separator: " ") }
}
