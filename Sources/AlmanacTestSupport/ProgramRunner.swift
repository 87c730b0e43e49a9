import Foundation

/// What one run of a program produced.
package struct RunResult: Sendable {
  /// Everything written to standard output.
  package var standardOutput: String
  /// Everything written to standard error.
  package var standardError: String
  /// The exit status.
  package var exitCode: Int32

  /// A run's output and exit status.
  ///
  /// - Parameters:
  ///   - standardOutput: Everything written to standard output.
  ///   - standardError: Everything written to standard error.
  ///   - exitCode: The exit status.
  package init(standardOutput: String, standardError: String, exitCode: Int32) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }
}

/// Programs the tests start as child processes.
package enum ProgramRunner {
  /// Runs `executable` with `arguments`, feeding it no input, and captures both output
  /// streams.
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments.
  ///   - environment: Its whole environment, or `nil` to inherit the test's.
  /// - Returns: What it wrote and its exit status.
  /// - Throws: The error of starting the program.
  package static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
  ) throws -> RunResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read before waiting so that a large output cannot fill the pipe and block the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self),
      exitCode: process.terminationStatus)
  }
}
