import AlmanacTestSupport
import Foundation

/// Finds the built `almanac` executable next to the test bundle, whatever the build
/// configuration and platform triple, rather than hard-coding `.build/debug`.
enum BinaryLocator {
  /// The `almanac` executable in the build products directory, or `nil`.
  static let almanac: URL? = {
    var candidates: [URL] = []
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]))
    candidates.append(Bundle.main.bundleURL)
    for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL) }
    for start in candidates {
      var directory = start.deletingLastPathComponent()
      for _ in 0..<6 {
        let candidate = directory.appendingPathComponent("almanac")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }()

  /// Runs the built binary with `arguments` and `environment` (nothing inherited), feeding it
  /// no input, and captures both output streams.
  static func run(_ arguments: [String], environment: [String: String]) throws -> RunResult {
    guard let almanac else { throw LocatorError.notFound }
    return try run(executable: almanac, arguments, environment: environment)
  }

  /// Runs `executable` (the built binary, or a program that starts it) the same way.
  static func run(executable: URL, _ arguments: [String], environment: [String: String]) throws
    -> RunResult
  {
    try ProgramRunner.run(executable, arguments, environment: environment)
  }

  enum LocatorError: Error, CustomStringConvertible {
    case notFound

    var description: String {
      "no 'almanac' executable found near \(CommandLine.arguments[0]); run 'swift build' first"
    }
  }
}
