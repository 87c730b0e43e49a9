/// What one run of the command line produced.
struct RunResult: Sendable {
  var standardOutput: String
  var standardError: String
  var exitCode: Int32
}
