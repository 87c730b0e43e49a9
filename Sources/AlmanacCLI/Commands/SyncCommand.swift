import AlmanacCalDAV
import AlmanacICS
import Foundation

/// `almanac sync --url URL`: two-way sync of a CalDAV account's calendars with the vdir.
enum SyncCommand: Subcommand {
  /// The environment variable read for the password when no `--password-command` is given.
  static let passwordVariable = "ALMANAC_CALDAV_PASSWORD"

  /// `--url URL`.
  static let url = Option<String>(
    "url", placeholder: "URL",
    help: "The server, principal, calendar home or one calendar (http or https).")
  /// `--user NAME`.
  static let user = Option<String>(
    "user", short: "u", placeholder: "NAME", help: "The user name (HTTP Basic or Digest).")
  /// `--password-command CMD`.
  static let passwordCommand = Option<String>(
    "password-command", placeholder: "CMD",
    help: "A shell command whose first output line is the password (e.g. 'pass show "
      + "caldav'); else $\(passwordVariable).")
  /// `--timeout SECONDS`.
  static let timeout = Option<Int>(
    "timeout", placeholder: "SECONDS", in: 1...3600,
    help: "Cancel any request that takes longer (default 60).")
  /// `--collection NAME`, repeatable.
  static let collection = Option<String>(
    "collection", short: "c", placeholder: "NAME",
    help: "Sync only this calendar (its folder or display name); repeatable.",
    isRepeatable: true)
  /// `--calendars FOLDER`.
  static let calendars = Option<String>(
    "calendars", placeholder: "FOLDER",
    help: "The vdir to sync into (default: $ALMANAC_CALENDARS, else "
      + "$XDG_DATA_HOME/almanac/calendars).")
  /// `--conflict MODE`.
  static let conflict = Option<ConflictMode>(
    "conflict", placeholder: "MODE",
    help: "How to settle an item changed on both sides (default: ask in a terminal, else "
      + "server).")
  /// `--dry-run`.
  static let dryRun = Flag("dry-run", short: "n", help: "Say what would be done; change nothing.")
  /// `--force-delete`.
  static let forceDelete = Flag(
    "force-delete", help: "Allow a run that empties a side whose other side became empty.")
  /// `--no-sync-collection`.
  static let noSyncCollection = Flag(
    "no-sync-collection",
    help: "List with PROPFIND instead of RFC 6578 sync-collection (for odd servers).")
  /// `--verbose`.
  static let verbose = Flag("verbose", short: "v", help: "Print one line per change.")

  static let spec = CommandSpec(
    name: "sync",
    abstract: "sync the calendars with a CalDAV server, both ways",
    usage: [
      "sync --url URL [--user NAME] [--password-command CMD] [--collection NAME]... "
        + "[--conflict MODE] [--dry-run] [--force-delete] [--verbose]"
    ],
    positionals: [],
    groups: [
      OptionGroup(title: "Server", options: [url, user, passwordCommand, timeout]),
      OptionGroup(
        title: "Sync",
        options: [
          collection, calendars, conflict, dryRun, forceDelete, noSyncCollection, verbose,
        ]),
      GeneralOptions.group,
    ],
    discussion: """
      Each calendar on the server is paired with the folder of the same name in the vdir
      (the layout khal and vdirsyncer use); the status of each pair is kept in
      FOLDER/.almanac-sync/. Creates use If-None-Match, updates and deletes If-Match, so a
      change made meanwhile is a conflict, never a lost write. A change on one side beats a
      delete on the other. Ctrl-C stops after the step in progress; the next sync resumes.
      See docs/caldav.md.

      EXIT STATUS: 0 synced, 1 stopped by the safety check (a side became empty; see
      --force-delete) or interrupted, 64 usage error, 65 the server's answer or a local file
      was unusable or some items were refused (they are retried next run), 69 the server
      could not be reached or did not answer in time, 77 the server refused the credentials.
      """)

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac " + spec.usage[0])
    }
    guard arguments.has(url) else { throw .missingValue(option: "--url", placeholder: "URL") }
    if arguments.has(passwordCommand), !arguments.has(user) {
      throw .conflict(
        arguments.spelling(passwordCommand), "no --user", reason: "a password needs a user name")
    }
  }

  static let exitUnavailable = ExitCode(rawValue: 69)
  static let exitNoPermission = ExitCode(rawValue: 77)

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    guard let url = try arguments.value(url) else {
      throw .missingValue(option: "--url", placeholder: "URL")
    }
    var options = SyncOptions()
    options.isDryRun = arguments.has(dryRun)
    options.forceDelete = arguments.has(forceDelete)
    options.usesSyncCollection = !arguments.has(noSyncCollection)
    let mode = try arguments.value(conflict)
    if let mode { options.conflictMode = mode }
    let asks = mode == nil && invocation.terminal.isTerminal && invocation.terminalDevice != nil
    let credentials = try credentials(arguments, invocation: invocation)
    let root =
      try arguments.value(calendars)
      ?? EventSource.defaultPath(environment: invocation.environment)
    let isVerbose = arguments.has(verbose) || options.isDryRun
    var events = SyncEvents()
    events.change = { line in if isVerbose { invocation.write(line + "\n") } }
    if invocation.terminal.isTerminal {
      events.progress = { collection, done, total in
        guard total >= 50 else { return }
        invocation.writeError("\r\(collection): \(done)/\(total)" + (done == total ? "\n" : ""))
      }
    }
    if asks, let device = invocation.terminalDevice {
      events.askConflict = { conflict in ask(conflict, device: device) }
    }
    let interrupts = invocation.interrupts
    events.isInterrupted = { interrupts.isInterrupted() }
    let seconds = try arguments.value(timeout) ?? 60
    let names = try arguments.values(collection)
    interrupts.begin()
    defer { interrupts.end() }
    do throws(CalDAVError) {
      let client = try CalDAVClient(
        url: url, http: HTTPClient(credentials: credentials, timeout: seconds))
      let reports = try AccountSync(
        client: client, root: root, collections: names, options: options, events: events
      ).run()
      return summarise(reports, dryRun: options.isDryRun, invocation: invocation)
    } catch {
      invocation.writeError("almanac: sync: \(error)\n")
      return exitCode(for: error)
    }
  }

  /// The credentials from `--user` and the password command or environment.
  static func credentials(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> Credentials?
  {
    guard let user = try arguments.value(user) else { return nil }
    if let command = try arguments.value(passwordCommand) {
      return Credentials(user: user, password: try runPasswordCommand(command))
    }
    if let password = invocation.environment[passwordVariable] {
      return Credentials(user: user, password: password)
    }
    throw .missingValue(
      option: "--password-command", placeholder: "CMD (or set $\(passwordVariable))")
  }

  /// Runs the password command with `/bin/sh -c` and returns its first line.
  static func runPasswordCommand(_ command: String) throws(CLIError) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw .badData(
        subject: "password command", argument: command, reason: "could not run: \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw .badData(
        subject: "password command", argument: command,
        reason: "exited with status \(process.terminationStatus)")
    }
    let text = String(decoding: data, as: UTF8.self)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
    guard let password = line, !password.isEmpty else {
      throw .badData(subject: "password command", argument: command, reason: "printed nothing")
    }
    return password.hasSuffix("\r") ? String(password.dropLast()) : password
  }

  /// Asks on the terminal how to settle a conflict; an empty answer or end of input is
  /// `server`.
  static func ask(_ conflict: SyncConflict, device: String) -> ConflictMode {
    guard let tty = FileHandle(forUpdatingAtPath: device) else { return .server }
    defer { try? tty.close() }
    let what = conflict.isBothCreated ? "created on both sides" : "changed on both sides"
    let local = conflict.localSummary.map { "'\($0)'" } ?? "(no summary)"
    let remote = conflict.remoteSummary.map { "'\($0)'" } ?? "(no summary)"
    let prompt = """
      \(conflict.collection): \(conflict.uid) was \(what).
        local:  \(local) modified \(conflict.localModified ?? "?")
        server: \(remote) modified \(conflict.remoteModified ?? "?")
      Keep [s]erver, [l]ocal, [n]ewest or [k]eep both? [s] 
      """
    tty.write(Data(prompt.utf8))
    var answer: [UInt8] = []
    while let byte = try? tty.read(upToCount: 1), let first = byte.first, first != 0x0A {
      answer.append(first)
    }
    switch String(decoding: answer, as: UTF8.self).trimmingCharacters(in: .whitespaces)
      .lowercased()
    {
    case "l", "local": return .local
    case "n", "newest": return .newest
    case "k", "keep-both", "keep both", "b": return .keepBoth
    default: return .server
    }
  }

  static func summarise(_ reports: [SyncReport], dryRun: Bool, invocation: Invocation)
    -> ExitCode
  {
    var code = ExitCode.success
    for report in reports {
      for warning in report.warnings {
        invocation.writeError("almanac: sync: \(report.collection): warning: \(warning)\n")
      }
      for failure in report.failures {
        invocation.writeError("almanac: sync: \(report.collection): \(failure)\n")
      }
      if let error = report.error {
        invocation.writeError("almanac: sync: \(report.collection): \(error)\n")
        code = .dataError
        continue
      }
      if report.isInterrupted {
        invocation.writeError(
          "almanac: sync: \(report.collection): interrupted; what was done is recorded, "
            + "sync again to finish\n")
        code = .failure
        continue
      }
      if let stop = report.safetyStop {
        invocation.writeError("almanac: sync: \(report.collection): stopped: \(stop)\n")
        if code == .success { code = .failure }
        continue
      }
      if !report.failures.isEmpty { code = .dataError }
      let verb = dryRun ? "would change" : "changed"
      invocation.write(
        "\(report.collection): \(verb) \(report.uploaded) on the server, "
          + "\(report.downloaded) locally; deleted \(report.deletedRemote) on the server, "
          + "\(report.deletedLocal) locally; \(report.conflicts) conflicts"
          + (dryRun ? "" : "; \(report.total) in sync") + " (\(report.listing))\n")
    }
    return code
  }

  static func exitCode(for error: CalDAVError) -> ExitCode {
    switch error {
    case .unauthorized: exitNoPermission
    case .transport, .timeout: exitUnavailable
    case .invalidURL: .usage
    default: .dataError
    }
  }
}

extension ConflictMode: ArgumentChoice {
  static var subject: String { "conflict mode" }
}
