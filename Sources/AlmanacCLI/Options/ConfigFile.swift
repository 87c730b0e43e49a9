import Foundation

/// The user's configuration file, `$XDG_CONFIG_HOME/almanac/config` (else
/// `~/.config/almanac/config`; `ALMANAC_CONFIG` names another file): INI-style text whose
/// top-level `key = value` lines are defaults for options not typed on the command line, and
/// whose `[KIND NAME]` sections (`[account fastmail]`) hold named settings for commands that
/// need them (`almanac sync` reads the `account` sections).
///
/// ```
/// # defaults, used when the option is not given
/// locale = de_DE
/// first-weekday = mon
/// time-zone = Europe/Berlin
/// color = never
/// collection = work
///
/// [account fastmail]
/// url = https://caldav.fastmail.com/dav/
/// user = me@example.com
/// password-command = pass show fastmail
/// collection = personal
/// ```
///
/// Lines are `key = value` (spaces around `=` and at the ends are dropped; a value may be
/// quoted with `"…"`), `[KIND NAME]` section headers, blank lines and `#` or `;` comments.
struct ConfigFile: Sendable {
  /// One `key = value` line.
  struct Entry: Hashable, Sendable {
    /// The key, in lower case.
    var key: String
    /// The value, unquoted.
    var value: String
    /// The line number (from 1), for messages.
    var line: Int
  }

  /// One `[KIND NAME]` section.
  struct Section: Hashable, Sendable {
    /// The section kind, in lower case (`account`).
    var kind: String
    /// The section's name (`fastmail`), as written.
    var name: String
    /// The line of its header.
    var line: Int
    /// Its entries, in file order.
    var entries: [Entry]

    /// The value of `key` (the last one given), if any.
    func value(_ key: String) -> String? { entries.last { $0.key == key }?.value }
  }

  /// A CalDAV account: a `[account NAME]` section.
  struct Account: Hashable, Sendable {
    /// The account's name.
    var name: String
    /// `url`: the server (or calendar home) URL.
    var url: String?
    /// `user`: the user name.
    var user: String?
    /// `password-command`: a shell command that prints the password.
    var passwordCommand: String?
    /// `collection`: the local collection the account syncs into.
    var collection: String?
    /// Every entry of the section, including keys not listed above.
    var entries: [Entry]
  }

  /// The file read.
  var path: String
  /// The top-level entries (before the first section).
  var defaults: [Entry] = []
  /// The sections, in file order.
  var sections: [Section] = []

  /// The top-level keys that are option defaults, documented in docs/cli.md.
  static let optionKeys = [
    "calendar", "locale", "first-weekday", "time-zone", "color", "collection", "reform",
  ]

  /// The `[account NAME]` sections as accounts, in file order.
  var accounts: [Account] {
    sections.filter { $0.kind == "account" }.map { section in
      Account(
        name: section.name, url: section.value("url"), user: section.value("user"),
        passwordCommand: section.value("password-command"),
        collection: section.value("collection"), entries: section.entries)
    }
  }

  /// The account named `name`, if any.
  func account(named name: String) -> Account? { accounts.first { $0.name == name } }

  /// The configuration file's path for an environment: `$ALMANAC_CONFIG`, else
  /// `$XDG_CONFIG_HOME/almanac/config` (absolute), else `$HOME/.config/almanac/config`; `nil`
  /// when none is set.
  static func path(environment: [String: String]) -> String? {
    if let path = environment["ALMANAC_CONFIG"], !path.isEmpty { return path }
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/almanac/config"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/almanac/config"
  }

  /// Reads the configuration file of an environment. A missing file is no configuration
  /// (`nil`), except when `ALMANAC_CONFIG` names it.
  ///
  /// - Throws: ``CLIError/badData(subject:argument:reason:)`` for a file that cannot be read
  ///   or a line that is not `key = value`, a section header or a comment (exit 65).
  static func load(environment: [String: String]) throws(CLIError) -> ConfigFile? {
    guard let path = path(environment: environment) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      if environment["ALMANAC_CONFIG"] != nil || FileManager.default.fileExists(atPath: path) {
        throw .badData(subject: "config file", argument: path, reason: "cannot be read")
      }
      return nil
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .badData(subject: "config file", argument: path, reason: "not UTF-8 text")
    }
    return try ConfigFile(parsing: text, path: path)
  }

  /// Parses configuration text.
  ///
  /// - Throws: ``CLIError/badData(subject:argument:reason:)`` naming the line.
  init(parsing text: String, path: String) throws(CLIError) {
    self.path = path
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
      func fail(_ reason: String) -> CLIError {
        .badData(subject: "config file", argument: path, reason: "line \(number): \(reason)")
      }
      if line.hasPrefix("[") {
        guard line.hasSuffix("]") else { throw fail("a section header ends with ']'") }
        let inner = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        let parts = inner.split(separator: " ", maxSplits: 1).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
          throw fail("expected [KIND NAME], e.g. [account fastmail]")
        }
        sections.append(
          Section(kind: parts[0].lowercased(), name: parts[1], line: number, entries: []))
        continue
      }
      guard let equals = line.firstIndex(of: "=") else {
        throw fail("expected 'key = value', a [section] or a # comment")
      }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
      var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty else { throw fail("a key is missing before '='") }
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      let entry = Entry(key: key, value: value, line: number)
      if sections.isEmpty {
        defaults.append(entry)
      } else {
        sections[sections.count - 1].entries.append(entry)
      }
    }
  }

  /// The arguments with the file's defaults added for options of `spec` that were not typed.
  /// A default for an option the command does not have is ignored (`collection` means nothing
  /// to the month display); a key that is no documented default gets a warning.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - spec: The command's table.
  ///   - warn: Receives one warning line per unknown key.
  /// - Returns: The arguments with defaults; the validation step then checks them like typed
  ///   values (their spelling in messages is `config:KEY`).
  func applyingDefaults(
    to arguments: ParsedArguments, spec: CommandSpec, warn: (String) -> Void
  ) -> ParsedArguments {
    var out = arguments
    // `recur` expands exactly the rule and start it is given (a floating start stays
    // floating), so it takes no defaults.
    guard spec.name != "recur" else { return out }
    for entry in defaults {
      guard Self.optionKeys.contains(entry.key) else {
        warn(
          "almanac: warning: config file '\(path)' line \(entry.line): unknown key '\(entry.key)'"
            + "; known: \(Self.optionKeys.joined(separator: ", "))\n")
        continue
      }
      // `collection` is where new events (and new to-dos) go; for the commands that read or
      // change existing items `--collection` is a filter, which a default must not narrow.
      if entry.key == "collection", CollectionOptions.filteringCommands.contains(spec.name),
        !(spec.name == "todo" && arguments.positionals.first == "new")
      {
        continue
      }
      guard let option = spec.options.first(where: { $0.long == entry.key }), !option.isFlag,
        !arguments.has(long: entry.key)
      else { continue }
      out.addDefault(entry.key, value: entry.value, path: path, line: entry.line)
    }
    return out
  }
}
