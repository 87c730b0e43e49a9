/// The process exit status of one `almanac` run, following sysexits(3) where it applies.
struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  var rawValue: Int32

  init(rawValue: Int32) { self.rawValue = rawValue }

  /// The command did what was asked.
  static let success = ExitCode(rawValue: 0)
  /// The user cancelled, or nothing was found.
  static let failure = ExitCode(rawValue: 1)
  /// Interrupted by Ctrl-C (128 + SIGINT, what a shell reports for an interrupted command;
  /// fzf exits so on Ctrl-C).
  static let interrupted = ExitCode(rawValue: 130)
  /// The command line was wrong (EX_USAGE).
  static let usage = ExitCode(rawValue: 64)
  /// An input file or value was malformed (EX_DATAERR).
  static let dataError = ExitCode(rawValue: 65)
  /// An internal error that should not happen (EX_SOFTWARE).
  static let internalError = ExitCode(rawValue: 70)
  /// A file or folder could not be created: permission denied, a read-only file system, a
  /// path through a file (EX_CANTCREAT).
  static let cannotCreate = ExitCode(rawValue: 73)
  /// The terminal, or a file being written, could not be read or written: a full disk, an
  /// I/O error (EX_IOERR).
  static let ioError = ExitCode(rawValue: 74)

  var description: String { "\(rawValue)" }
}
