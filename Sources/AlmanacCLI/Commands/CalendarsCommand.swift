import AlmanacPrimitives
import AlmanacStore

/// `almanac calendars`: the collections of the event sources (khal's `printcalendars`) and
/// the CalDAV accounts of the configuration file (what `almanac sync ACCOUNT` takes).
enum CalendarsCommand: Subcommand {
  /// `-f, --format FORMAT`.
  static let format = Option<CalendarsFormat>.format(
    help: "Output format; names: one name per line, for scripts and completion.")
  /// `--accounts`.
  static let accounts = Flag(
    "accounts", help: "List the configuration file's CalDAV accounts instead of collections.")

  static let spec = CommandSpec(
    name: "calendars",
    abstract: "list the calendars (collections) and the configured CalDAV accounts",
    usage: ["calendars [--accounts] [--format text|json|names] [--ics PATH]"],
    positionals: [],
    groups: [
      OptionGroup(title: "Listing options", options: [accounts, format]),
      EventSourceOptions.group,
    ],
    discussion: """
      Each collection on one line: its name (what -a and --collection take), its display
      name, its colour and how many items it holds, then its folder or file:
        work  Work  #3a87ad  12 items  /home/me/.local/share/almanac/calendars/work
      then the accounts of the configuration file with their URLs. --format json prints
      {"collections": [{"name", "displayName", "color", "items", "path"}], "accounts":
      [{"name", "url", "user"}]}; --format names prints the collection names, or with
      --accounts the account names, one per line.

      EXAMPLES:
        almanac calendars
        almanac calendars --accounts --format names

      EXIT STATUS: 0 listed, 64 usage error, 65 unreadable calendars or config file.
      """)

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac " + spec.usage[0])
    }
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let format = try arguments.value(format) ?? .text
    let onlyAccounts = arguments.has(accounts)
    let config = try ConfigFile.load(environment: invocation.environment)
    let accountList = config?.accounts ?? []
    var collections: [(collection: EventCollection, items: Int)] = []
    if !onlyAccounts {
      let store = try EventSourceOptions.load(arguments, invocation: invocation)
      var counts = [Int](repeating: 0, count: store.collections.count)
      for item in store.items where counts.indices.contains(item.collectionIndex) {
        counts[item.collectionIndex] += 1
      }
      collections = zip(store.collections, counts).map { ($0, $1) }
    }
    switch format {
    case .names:
      let names = onlyAccounts ? accountList.map(\.name) : collections.map(\.collection.name)
      for name in names { invocation.write(name + "\n") }
    case .json:
      let quoted = JSONText.quotedOrNull
      let collectionObjects = collections.map { entry in
        "{\"name\": \(quoted(entry.collection.name)), "
          + "\"displayName\": \(quoted(entry.collection.displayName)), "
          + "\"color\": \(quoted(entry.collection.color)), \"items\": \(entry.items), "
          + "\"path\": \(quoted(entry.collection.path))}"
      }
      let accountObjects = accountList.map { account in
        "{\"name\": \(quoted(account.name)), \"url\": \(quoted(account.url)), "
          + "\"user\": \(quoted(account.user))}"
      }
      var fields: [String] = []
      if !onlyAccounts {
        fields.append("\"collections\": [" + collectionObjects.joined(separator: ", ") + "]")
      }
      fields.append("\"accounts\": [" + accountObjects.joined(separator: ", ") + "]")
      invocation.write("{" + fields.joined(separator: ", ") + "}\n")
    case .text:
      let rows = collections.map { entry in
        [
          entry.collection.name, entry.collection.displayName ?? "-",
          entry.collection.color ?? "-", entry.items == 1 ? "1 item" : "\(entry.items) items",
          entry.collection.path,
        ]
      }
      if !onlyAccounts {
        if rows.isEmpty { invocation.write("no collections yet ('almanac add' creates one)\n") }
        for line in aligned(rows) { invocation.write(line + "\n") }
      }
      if !accountList.isEmpty || onlyAccounts {
        if !onlyAccounts { invocation.write("\naccounts (\(config?.path ?? "")):\n") }
        if accountList.isEmpty { invocation.write("no [account NAME] sections\n") }
        let accountRows = accountList.map { [$0.name, $0.url ?? "(no url)", $0.user ?? ""] }
        for line in aligned(accountRows) { invocation.write(line + "\n") }
      }
    }
    return .success
  }

  /// Rows as columns two spaces apart, each padded to its widest cell (the last unpadded).
  static func aligned(_ rows: [[String]]) -> [String] {
    guard let columns = rows.first?.count else { return [] }
    let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == columns - 1
          ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
  }
}

/// What `almanac calendars --format` prints.
enum CalendarsFormat: String, ArgumentChoice {
  case text
  case json
  case names

  static var subject: String { "format" }
}
