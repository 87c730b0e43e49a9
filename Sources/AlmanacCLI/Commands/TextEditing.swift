import AlmanacStore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `almanac edit UID --editor` and `almanac todo edit UID --editor`: the item's iCalendar text
/// in the user's editor, as `crontab -e`, `git commit`, `khal edit` and `todoman edit` open
/// one. The text goes into a private temporary file (mode 0600, in `TMPDIR`), `$VISUAL`, else
/// `$EDITOR`, else `vi` runs on it through `/bin/sh -c` (so `EDITOR='code -w'` works) with the
/// terminal as it is, and almanac waits. Then an unchanged file is "no change" (exit 0); text
/// that does not parse cleanly, changes the UID or holds another number of components is
/// refused with its line (exit 65) and kept, its path said; an editor that exits non-zero
/// abandons the edit (exit 1). Otherwise the components are written back through the store:
/// only they are replaced, atomically, every other byte of the file kept.
enum TextEditing {
  /// `--editor`, on `edit` and `todo edit`.
  static let editor = Flag(
    "editor",
    help: "Edit the iCalendar text in $VISUAL, else $EDITOR, else vi (the default on a "
      + "terminal when no change is given).")

  /// The editor command: `VISUAL`, else `EDITOR`, else `vi`.
  static func command(_ environment: [String: String]) -> String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty {
        return value
      }
    }
    return "vi"
  }

  /// Whether `edit UID` without any change opens the editor: when standard input and
  /// standard output are both a terminal (someone is there to edit); in a script or a pipe
  /// it stays a usage error.
  static func isInteractive(_ invocation: Invocation) -> Bool {
    invocation.inputIsTerminal && invocation.terminal.isTerminal
  }

  /// Refuses `--editor` with any of `options`: the editor makes every change.
  static func validate(_ arguments: ParsedArguments, refusing options: [any OptionDeclaration])
    throws(CLIError)
  {
    guard arguments.has(editor) else { return }
    for option in options where arguments.has(long: option.spec.long) {
      throw .conflict(
        arguments.spelling(editor), arguments.spelling(long: option.spec.long),
        reason: "the editor makes every change")
    }
  }

  /// Whether the editor edits: `--editor`, or no change on a terminal; none of `changes` and
  /// no terminal is a usage error naming `valid`.
  static func isAsked(
    _ arguments: ParsedArguments, changes: [any OptionDeclaration], subject: String,
    uid: String, valid: String, invocation: Invocation
  ) throws(CLIError) -> Bool {
    if arguments.has(editor) { return true }
    if changes.contains(where: { arguments.has(long: $0.spec.long) }) { return false }
    if isInteractive(invocation) { return true }
    throw .invalidValue(
      subject: subject, argument: uid, reason: "nothing to change",
      valid: valid + ", or --editor")
  }

  /// `edit UID --editor` (or `edit UID` on a terminal): the event in the editor; `nil` when
  /// options give the changes.
  static func eventIfAsked(
    _ arguments: ParsedArguments, changes: [any OptionDeclaration], invocation: Invocation
  ) throws(CLIError) -> ExitCode? {
    let uid = arguments.positionals[0]
    guard
      try isAsked(
        arguments, changes: changes, subject: "edit", uid: uid,
        valid: "--title, --start, --end, --duration, --location, --notes", invocation: invocation)
    else { return nil }
    var store = try CollectionOptions.load(arguments, invocation: invocation)
    try CollectionOptions.requireOneCollection(holding: uid, in: store, arguments: arguments)
    return try run(
      uid: uid, componentName: "VEVENT", noun: "event", store: &store, invocation: invocation)
  }

  /// Edits the components named `componentName` with `uid` in the editor and writes them back.
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - componentName: `VEVENT` or `VTODO`.
  ///   - noun: `event` or `to-do`, for messages.
  ///   - store: The store holding the item.
  ///   - invocation: The environment (the editor, `TMPDIR`), the output streams, the watch.
  /// - Returns: 0 written or unchanged, 1 no such UID or the edit abandoned, 65 text refused
  ///   (kept), 73 or 74 a failed write.
  /// - Throws: ``CLIError/cannotWrite(path:reason:exitCode:)`` when the temporary file cannot
  ///   be made (exit 73 or 74).
  static func run(
    uid: String, componentName: String, noun: String, store: inout EventStore,
    invocation: Invocation
  ) throws(CLIError) -> ExitCode {
    guard let original = store.componentText(uid: uid, componentName: componentName) else {
      invocation.writeError("almanac: UID '\(CLIError.shown(uid))': no such \(noun)\n")
      return .failure
    }
    let path = try temporaryFile(holding: original.bytes, invocation: invocation)
    let editor = command(invocation.environment)
    let status = runEditor(editor, on: path, environment: invocation.environment)
    if status != 0 {
      unlink(path)
      let why =
        status > 255 ? "was killed by signal \(status - 256)" : "exited with status \(status)"
      let hint = status == 127 ? " (command not found; set VISUAL or EDITOR)" : ""
      invocation.writeError(
        "almanac: editor '\(CLIError.shown(editor))' \(why)\(hint); the edit is abandoned, "
          + "nothing written\n")
      return .failure
    }
    guard let edited = FileManager.default.contents(atPath: path).map(Array.init) else {
      invocation.writeError(
        "almanac: '\(path)': cannot be read back after editing; nothing written\n")
      return .ioError
    }
    if edited == original.bytes {
      unlink(path)
      invocation.write("no change: \(uid)\n")
      return .success
    }
    if let problem = problem(in: path, uid: uid, componentName: componentName, original, store) {
      invocation.writeError("almanac: \(problem)\n" + kept(path))
      return .dataError
    }
    invocation.interrupts.begin()
    defer { invocation.interrupts.end() }
    do throws(EventStoreError) {
      guard
        let result = try store.replaceComponents(
          uid: uid, componentName: componentName, with: edited,
          pacing: EventSourceOptions.pacing(invocation))
      else {
        unlink(path)
        invocation.write("no change: \(uid)\n")
        return .success
      }
      unlink(path)
      invocation.write("updated: \(result.uid)\nfile: \(result.path)\n")
      return .success
    } catch {
      var failure = EventSourceOptions.failure(error)
      if case .invalidEvent(let reason) = error {
        failure = .badData(subject: noun, argument: uid, reason: reason)
      }
      invocation.writeError(failure.message + "\n" + kept(path))
      return failure.exitCode
    }
  }

  /// The line that says where the user's text was kept.
  static func kept(_ path: String) -> String {
    "almanac: nothing written; the edited text is kept in \(path)\n"
  }

  /// The first reason the edited file at `path` cannot replace the components, as
  /// `path:line: reason`, or `nil`.
  static func problem(
    in path: String, uid: String, componentName: String, _ original: EventStore.ComponentText,
    _ store: EventStore
  ) -> String? {
    let item: StoredItem
    do {
      item = try StoredItem(path: path, collectionIndex: -1)
    } catch {
      return "\(path): \(error)"
    }
    // A TZID that only the original file's own VTIMEZONE defines is no problem there.
    let defined = Set(
      store.items.first { $0.path == original.path }?.document.calendars
        .flatMap { $0.components(named: "VTIMEZONE") }.compactMap { $0.text("TZID") } ?? [])
    let problems = item.problems.filter { problem in
      if case .unknownTimeZone(_, let tzid) = problem { return !defined.contains(tzid) }
      return true
    }
    if let first = problems.first {
      // The decoder's note for a calendar that is read anyway says nothing here.
      var reason = first.reason
      if reason.hasSuffix("; the event is left out") {
        reason.removeLast("; the event is left out".count)
      }
      return "\(path):\(first.location.line): \(reason)"
    }
    let components = item.document.components
    for component in components where component.name != componentName {
      return "\(path):\(component.line): BEGIN:\(component.name): the text holds "
        + "\(componentName) components only"
    }
    if components.count != original.count {
      let line = components.count > original.count ? components[original.count].line : 1
      let noun = componentName == "VTODO" ? "to-do" : "event"
      return "\(path):\(line): \(components.count) \(componentName) component"
        + "\(components.count == 1 ? "" : "s") where the \(noun) has \(original.count) (its "
        + "master and changed instances); components cannot be added or removed here"
    }
    for component in components {
      guard let property = component.property("UID") else {
        return "\(path):\(component.line): BEGIN:\(componentName) without UID; it must keep "
          + "UID:\(uid)"
      }
      if component.text("UID") != uid {
        return "\(path):\(property.line): the UID cannot change (it is \(CLIError.shown(uid)))"
      }
    }
    return nil
  }

  /// A new private file in `TMPDIR` (else `/tmp`) holding `bytes`.
  static func temporaryFile(holding bytes: [UInt8], invocation: Invocation) throws(CLIError)
    -> String
  {
    var folder = invocation.environment["TMPDIR"] ?? ""
    if folder.isEmpty { folder = "/tmp" }
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    var template = Array((folder + "/almanac-edit-XXXXXX.ics").utf8CString)
    // mkstemps creates the file with mode 0600, open for this process only.
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemps($0, 4) } ?? -1
    }
    guard descriptor >= 0 else {
      throw .cannotWrite(path: folder, reason: WriteFailure.words(errno), exitCode: .cannotCreate)
    }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        buffer.baseAddress.map { Foundation.write(descriptor, $0 + offset, bytes.count - offset) }
          ?? -1
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let code = errno
        unlink(path)
        throw .cannotWrite(path: folder, reason: WriteFailure.words(code), exitCode: .ioError)
      }
      offset += written
    }
    return path
  }

  /// Runs `editor` on `path` through `/bin/sh -c` and waits. The terminal stays as it is
  /// (the editor is in the same process group and has the same standard streams); almanac
  /// ignores SIGINT and SIGQUIT meanwhile, as system(3) does, so Ctrl-C reaches the editor
  /// alone, while the editor gets their default actions.
  ///
  /// - Returns: The editor's exit status, 256 + the signal that ended it, or 127 when the
  ///   shell could not be started.
  static func runEditor(_ editor: String, on path: String, environment: [String: String])
    -> Int32
  {
    let arguments = ["/bin/sh", "-c", editor + " \"$@\"", editor, path]
    var argv = arguments.map { strdup($0) }
    argv.append(nil)
    var envp = environment.map { strdup($0.key + "=" + $0.value) }
    envp.append(nil)
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    let previousInterrupt = signal(SIGINT, SIG_IGN)
    let previousQuit = signal(SIGQUIT, SIG_IGN)
    defer {
      signal(SIGINT, previousInterrupt)
      signal(SIGQUIT, previousQuit)
    }
    #if canImport(Glibc)
      var attributes = posix_spawnattr_t()
    #else
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    if !isIgnored(previousInterrupt) { sigaddset(&defaults, SIGINT) }
    if !isIgnored(previousQuit) { sigaddset(&defaults, SIGQUIT) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    guard posix_spawn(&child, "/bin/sh", nil, &attributes, argv, envp) == 0 else { return 127 }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      if errno != EINTR { return 127 }
    }
    let signalNumber = status & 0x7F
    if signalNumber != 0 { return 256 + signalNumber }
    return (status >> 8) & 0xFF
  }

  /// Whether a handler is `SIG_IGN` (the address 1 in every C library here).
  private static func isIgnored(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1
  }
}
