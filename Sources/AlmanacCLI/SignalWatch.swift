#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signal caught while a writing command watches (0: none). Written only by the handler.
nonisolated(unsafe) private var caughtSignal: sig_atomic_t = 0

/// The real process's ``InterruptWatch``: SIGINT and SIGTERM set a flag while it watches.
enum SignalWatch {
  /// The watch for the real process.
  static let watch = InterruptWatch(
    begin: {
      caughtSignal = 0
      for number in [SIGINT, SIGTERM] { install(number) { caughtSignal = $0 } }
      // A signal mask inherited from the parent (some process launchers block these) would
      // hold the signals until exit: while watching, they are delivered.
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      sigaddset(&unblocked, SIGINT)
      sigaddset(&unblocked, SIGTERM)
      pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    },
    isInterrupted: { caughtSignal != 0 },
    end: {
      for number in [SIGINT, SIGTERM] { restoreDefault(number) }
    })

  /// Ends the process by the signal that was caught while watching, if any, now that its
  /// output is flushed: the parent sees the signal (status 128 + its number in a shell).
  static func reraiseIfCaught() {
    let number = caughtSignal
    if number != 0 { raise(number) }
  }

  /// Installs `handler` for `number` unless the signal was ignored when the process started
  /// (`nohup`, a shell's background job): an ignored signal stays ignored.
  private static func install(_ number: Int32, _ handler: @convention(c) (Int32) -> Void) {
    #if canImport(Glibc)
      var previous = sigaction()
      sigaction(number, nil, &previous)
      if isIgnored(previous.__sigaction_handler.sa_handler) { return }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handler
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    #else
      let previous = signal(number, handler)
      if isIgnored(previous) { signal(number, SIG_IGN) }
    #endif
  }

  /// Gives `number` its default action again, unless it is ignored.
  private static func restoreDefault(_ number: Int32) {
    let previous = signal(number, SIG_DFL)
    if isIgnored(previous) { signal(number, SIG_IGN) }
  }

  /// Whether a handler is `SIG_IGN` (the address 1 in every C library here).
  private static func isIgnored(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1
  }
}
