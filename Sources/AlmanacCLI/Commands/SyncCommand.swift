import AlmanacCalDAV
import AlmanacStore
import Foundation

/// `almanac sync --url URL`: two-way sync of a CalDAV account's calendars with the vdir.
enum SyncCommand: Subcommand {
  /// The environment variable read for the password when no `--password-command` is given.
  static let passwordVariable = "ALMANAC_CALDAV_PASSWORD"
  /// `urlsession` sends through URLSession where libcurl would be used (Linux): the transport
  /// Apple systems use, for comparing the two (docs/caldav.md).
  static let transportVariable = "ALMANAC_HTTP_TRANSPORT"

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
    help: "Cancel any request, or stop the password command, that takes longer (default 60).")
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
  /// `--create-remote`.
  static let createRemote = Flag(
    "create-remote",
    help: "Create a calendar on the server for each local folder that has none (MKCALENDAR "
      + "with its displayname and color); never for a pair whose calendar was deleted there.")

  static let spec = CommandSpec(
    name: "sync",
    abstract: "sync the calendars with a CalDAV server, both ways",
    usage: [
      "sync [ACCOUNT]... [--collection NAME]... [--conflict MODE] [--create-remote] "
        + "[--dry-run] [--force-delete] [--verbose]",
      "sync --url URL [--user NAME] [--password-command CMD] [options]",
    ],
    positionals: [
      PositionalSpec(
        name: "ACCOUNT",
        help: "An [account NAME] of the config file; none: every account there (or --url).")
    ],
    groups: [
      OptionGroup(title: "Server", options: [url, user, passwordCommand, timeout]),
      OptionGroup(
        title: "Sync",
        options: [
          collection, calendars, conflict, createRemote, dryRun, forceDelete, noSyncCollection,
          verbose,
        ]),
    ],
    discussion: """
      Each calendar on the server is paired with the folder of the same name in the vdir
      (the layout khal and vdirsyncer use); the status of each pair is kept in
      FOLDER/.almanac-sync/. Creates use If-None-Match, updates and deletes If-Match, so a
      change made meanwhile is a conflict, never a lost write; each conflict gets a line that
      says which version was written where and where the other was kept. A change on one
      side beats a delete on the other. Ctrl-C stops after the step in progress, and a sync
      of several calendars after the calendar in progress (the message names the others);
      the next sync resumes. See docs/caldav.md.

      ACCOUNTS live in the config file (see docs/cli.md), one section each:
        [account fastmail]
        url = https://caldav.fastmail.com/dav/
        user = me@example.com
        password-command = pass show fastmail
        collections = personal, work
        calendars = ~/.calendars/fastmail
      Keys: url, user, password-command, collections (or collection, repeatable),
      calendars, conflict, timeout, create-remote (yes/no). Options typed on the command
      line win. 'almanac sync' syncs every account; 'almanac sync fastmail' one. The password
      comes from password-command, else $\(passwordVariable); never from the file.

      EXIT STATUS: 0 synced, 1 stopped by the safety check (a side became empty; see
      --force-delete) or interrupted (killed by the signal: 130 or 143 in the shell), 64
      usage error, 65 the server's answer (a body over 32 MiB, 256 MiB for a listing) or a
      local file was unusable, the password command failed or took longer than --timeout, or
      some items were refused (they are retried next run), 69 the server could not be
      reached or did not answer in time, 73 a local file or folder could not be created
      (read-only, permission denied), 74 a local I/O error (disk full), 77 the server refused the credentials (which go only
      to the scheme, host and port of --url, never to a redirect's target elsewhere).
      """)

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if arguments.has(url), let name = arguments.positionals.first {
      throw .conflict(
        name, arguments.spelling(url), reason: "name an account of the config file, or a URL")
    }
  }

  static let exitUnavailable = ExitCode(rawValue: 69)
  static let exitNoPermission = ExitCode(rawValue: 77)

  /// The keys of an `[account NAME]` section, each the option it stands for.
  static let accountKeys: [(key: String, option: String)] = [
    ("url", "url"), ("user", "user"), ("password-command", "password-command"),
    ("collections", "collection"), ("collection", "collection"), ("calendars", "calendars"),
    ("conflict", "conflict"), ("timeout", "timeout"), ("create-remote", "create-remote"),
  ]

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    var arguments = arguments
    // A top-level `collection = …` default names where `add` writes; it does not filter sync.
    if arguments.spelling(collection).hasPrefix("config:") { arguments.remove(long: "collection") }
    if arguments.has(url) { return try sync(arguments, account: nil, invocation: invocation) }
    let config = try ConfigFile.load(environment: invocation.environment)
    let accounts = config?.accounts ?? []
    var chosen: [ConfigFile.Account] = []
    for name in arguments.positionals {
      guard let account = config?.account(named: name) else {
        throw .invalidValue(
          subject: "account", argument: name,
          reason: config.map { "no [account \(name)] in \($0.path)" } ?? "no config file",
          valid: accounts.isEmpty ? nil : accounts.map(\.name).joined(separator: ", "))
      }
      if !chosen.contains(where: { $0.name == name }) { chosen.append(account) }
    }
    if arguments.positionals.isEmpty { chosen = accounts }
    guard !chosen.isEmpty else {
      throw .missingValue(option: "--url", placeholder: "URL (or an [account NAME] in the config)")
    }
    var worst = ExitCode.success
    for account in chosen {
      let withAccount = try applying(
        account, to: arguments, path: config?.path ?? "", home: invocation.environment["HOME"])
      if chosen.count > 1 { invocation.write("[account \(account.name)]\n") }
      let code: ExitCode
      do {
        code = try sync(withAccount, account: account.name, invocation: invocation)
      } catch {
        // One account's bad settings do not stop the others.
        guard chosen.count > 1 else { throw error }
        invocation.writeError("almanac: sync: account \(account.name): \(error)\n")
        code = error.exitCode
      }
      worst = severer(worst, code)
      if invocation.interrupts.isInterrupted() { break }
    }
    return worst
  }

  /// The arguments with the account's settings added for options not typed.
  ///
  /// - Throws: ``CLIError/badData(subject:argument:reason:)`` for an unknown key, a section
  ///   without `url`, or a `create-remote` that is not yes or no.
  static func applying(
    _ account: ConfigFile.Account, to arguments: ParsedArguments, path: String, home: String?
  ) throws(CLIError) -> ParsedArguments {
    var out = arguments
    func fail(_ entry: ConfigFile.Entry?, _ reason: String) -> CLIError {
      .badData(
        subject: "config file", argument: path,
        reason: (entry.map { "line \($0.line): " } ?? "") + "[account \(account.name)]: " + reason)
    }
    guard account.url != nil else { throw fail(nil, "no 'url = …'") }
    for entry in account.entries {
      guard let option = accountKeys.first(where: { $0.key == entry.key })?.option else {
        throw fail(
          entry,
          "unknown key '\(entry.key)'; known: "
            + accountKeys.map(\.key).joined(separator: ", ")
            + (entry.key == "password" ? " (a password never goes in the file)" : ""))
      }
      guard !arguments.has(long: option) else { continue }
      let spelling = "config:[account \(account.name)] \(entry.key)"
      switch option {
      case "create-remote":
        switch entry.value.lowercased() {
        case "yes", "true", "on", "1": out.add(option, value: "", spelling: spelling)
        case "no", "false", "off", "0": break
        default: throw fail(entry, "create-remote is yes or no, not '\(entry.value)'")
        }
      case "collection":
        for name in entry.value.split(separator: ",") {
          let trimmed = name.trimmingCharacters(in: .whitespaces)
          if !trimmed.isEmpty { out.add(option, value: trimmed, spelling: spelling) }
        }
      case "calendars":
        // `~` is $HOME, as the shell expands it (not the password database's home).
        var folder = entry.value
        if folder == "~" || folder.hasPrefix("~/") {
          guard let home, home.hasPrefix("/") else {
            throw fail(entry, "'~' needs HOME, and HOME is not set to an absolute path")
          }
          folder = home + folder.dropFirst()
        }
        out.add(option, value: folder, spelling: spelling)
      default:
        out.add(option, value: entry.value, spelling: spelling)
      }
    }
    return out
  }

  /// The more severe of two exit codes (a failure beats success, bad data beats a stop).
  static func severer(_ first: ExitCode, _ second: ExitCode) -> ExitCode {
    func rank(_ code: ExitCode) -> Int {
      switch code.rawValue {
      case 0: 0
      case 1: 1
      default: 2
      }
    }
    return rank(second) > rank(first) ? second : first
  }

  /// Syncs one account: `--url` and the options, or an account's settings merged in.
  static func sync(_ arguments: ParsedArguments, account: String?, invocation: Invocation)
    throws(CLIError) -> ExitCode
  {
    guard let url = try arguments.value(url) else {
      throw .missingValue(option: "--url", placeholder: "URL")
    }
    if arguments.has(passwordCommand), !arguments.has(user) {
      throw .conflict(
        arguments.spelling(passwordCommand), "no --user", reason: "a password needs a user name")
    }
    var options = SyncOptions()
    options.isDryRun = arguments.has(dryRun)
    options.forceDelete = arguments.has(forceDelete)
    options.usesSyncCollection = !arguments.has(noSyncCollection)
    options.createsRemoteCollections = arguments.has(createRemote)
    let mode = try arguments.value(conflict)
    if let mode { options.conflictMode = mode }
    let asks = mode == nil && invocation.terminal.isTerminal && invocation.terminalDevice != nil
    let seconds = try arguments.value(timeout) ?? 60
    // After the options' values, before the password command runs or any request is sent.
    let root: String
    if let folder = try arguments.value(calendars) {
      root = folder
    } else {
      root = try EventSourceOptions.defaultFolder(invocation, instead: "--calendars FOLDER")
    }
    let credentials = try credentials(arguments, invocation: invocation, seconds: seconds)
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
    let names = try arguments.values(collection)
    interrupts.begin()
    defer { interrupts.end() }
    let prefix = account.map { "almanac: sync: account \($0): " } ?? "almanac: sync: "
    do throws(CalDAVError) {
      let http =
        invocation.environment[Self.transportVariable] == "urlsession"
        ? HTTPClient(
          credentials: credentials, timeout: seconds,
          transport: URLSessionTransport(timeout: seconds))
        : HTTPClient(credentials: credentials, timeout: seconds)
      http.isInterrupted = { interrupts.isInterrupted() }
      let client = try CalDAVClient(url: url, http: http)
      let reports = try AccountSync(
        client: client, root: root, collections: names, options: options, events: events
      ).run()
      return summarise(reports, dryRun: options.isDryRun, url: url, invocation: invocation)
    } catch {
      if interrupts.isInterrupted() {
        // The --url value, echoed in the error, is capped as every echoed value is.
        invocation.writeError(
          prefix + "interrupted (\(CLIError.shortened("\(error)", quoting: url))); what was done "
            + "is recorded, sync again to finish\n")
        return .failure
      }
      let text = message(for: error, createsRemote: arguments.has(createRemote))
      invocation.writeError(prefix + CLIError.shortened(text, quoting: url))
      return exitCode(for: error)
    }
  }

  /// The message for a failed sync, without the prefix and with a newline; a collection that
  /// is nowhere is put as the usage error it is, with the names there are.
  static func message(for error: CalDAVError, createsRemote: Bool) -> String {
    guard case .unknownCollection(let url, let name, let known) = error else {
      return "\(error)\n"
    }
    let hint = createsRemote ? "" : " (a local folder is created there with --create-remote)"
    let usage = CLIError.invalidValue(
      subject: "collection", argument: name, reason: "no calendar of that name at \(url)" + hint,
      valid: known.isEmpty ? "none on the server" : known.joined(separator: ", "))
    return usage.detail + "\n"
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

  static func summarise(
    _ reports: [SyncReport], dryRun: Bool, url: String = "", invocation: Invocation
  ) -> ExitCode {
    // The --url value, echoed in the lines, is capped as every echoed value is.
    let capped = { (text: String) in CLIError.shortened(text, quoting: url) }
    var code = ExitCode.success
    for report in reports {
      for warning in report.warnings {
        invocation.writeError(
          "almanac: sync: \(report.collection): warning: \(capped(warning))\n")
      }
      for failure in report.failures {
        invocation.writeError("almanac: sync: \(report.collection): \(capped(failure))\n")
      }
      if let error = report.error {
        invocation.writeError("almanac: sync: \(report.collection): \(capped("\(error)"))\n")
        // A local write that failed is 73 or 74, as for the other writing commands.
        if case .local = error { code = exitCode(for: error) } else { code = .dataError }
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
          + (dryRun ? "" : "; \(report.total) in sync") + " (\(report.listing))"
          + (report.createdRemote ? (dryRun ? "; would create it" : "; created it") : "")
          + (report.createdRemote ? " on the server" : "") + "\n")
    }
    return code
  }

  static func exitCode(for error: CalDAVError) -> ExitCode {
    switch error {
    case .unauthorized: exitNoPermission
    case .transport, .timeout: exitUnavailable
    case .invalidURL, .unknownCollection: .usage
    case .local(_, let reason):
      WriteFailure.parse(reason).map { $0.cannotCreate ? .cannotCreate : .ioError } ?? .dataError
    default: .dataError
    }
  }
}

extension ConflictMode: ArgumentChoice {
  static var subject: String { "conflict mode" }
}
