/// How a writing command learns that the user pressed Ctrl-C (SIGINT) or the system asked it to
/// stop (SIGTERM): while it watches, a signal only sets a flag, the write in progress finishes
/// (so no temporary file is left behind), and the command stops at its next safe point and
/// calls ``end``; once the output is flushed, `main.swift` lets the signal end the process as
/// it would have.
///
/// In-process tests use ``none``, which never reports an interruption.
struct InterruptWatch: Sendable {
  /// Starts catching the signals.
  var begin: @Sendable () -> Void
  /// Whether a signal arrived since ``begin``.
  var isInterrupted: @Sendable () -> Bool
  /// Stops catching (the signals get their default action again).
  var end: @Sendable () -> Void

  /// A watch that never reports an interruption.
  static let none = InterruptWatch(begin: {}, isInterrupted: { false }, end: {})
}
