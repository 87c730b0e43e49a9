import Almanac
import AlmanacStore

/// `almanac search TEXT`: the events whose summary, location or description contain a text,
/// each once (khal's `search`).
enum SearchCommand: Subcommand {
  static let spec = CommandSpec(
    name: "search",
    abstract: "find events by summary, location or description",
    usage: ["search TEXT [-a NAME] [--details] [--format text|json|TEMPLATE] [--ics PATH]"],
    positionals: [
      PositionalSpec(
        name: "TEXT",
        help: "What to look for, ignoring case and accents; several words are one text.")
    ],
    groups: [
      OptionGroup(title: "Search options", options: [EventsCommand.format]),
      AgendaRange.group,
      EventSourceOptions.group,
      CalendarOptions.agendaGroup,
    ],
    discussion: """
      Every event is listed once, on its own start (a recurring event at its first
      instance; a changed instance on its own line), in start order:
        Tue 2026-12-01  09:30–10:00  Planning  @ Room A  [work]
      Times are in the display time zone (--time-zone, else TZ). --format json prints the
      objects of 'events --format json', with uid, location and description always.
      A --format value with braces is a template, one line per event, with the fields of
      'events --format' ('{start} {title}').

      EXAMPLES:
        almanac search dentist
        almanac search 'team lunch' -a work --details

      EXIT STATUS: 0 found, 1 nothing found, 64 usage error, 65 unreadable calendars.
      """,
    exclusiveGroups: [])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    guard !arguments.positionals.isEmpty else {
      throw .missingArgument("TEXT", usage: "almanac " + spec.usage[0])
    }
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let text = arguments.positionals.joined(separator: " ")
    var store = try CollectionOptions.load(arguments, invocation: invocation)
    // A cancelled event or instance is found, marked, as `events` lists it.
    store.keepsCancelledInstances = true
    let events = store.search(text, in: options.context.timeZone)
    write(events, options: options, arguments: arguments, invocation: invocation)
    return events.isEmpty ? .failure : .success
  }

  /// Writes events one per line with their day (or as JSON), with `--details` lines.
  ///
  /// - Parameters:
  ///   - events: The events.
  ///   - options: The locale, calendar and colours of the agenda's words.
  ///   - arguments: For `--format` and `--details`.
  ///   - invocation: For stdout.
  static func write(
    _ events: [EventInstance], options: CalendarOptions, arguments: ParsedArguments,
    invocation: Invocation
  ) {
    switch try? arguments.value(EventsCommand.format) {
    case .json:
      EventsCommand.writeJSON(events) { invocation.write(bytes: $0) }
      return
    case .template(let template):
      invocation.write(events.map(template.line).joined())
      return
    default: break
    }
    let details = arguments.has(CollectionOptions.details)
    var style = AgendaStyle(context: options.context, colorLevel: options.colorLevel)
    var out = ""
    for event in events {
      out += style.heading(event.firstDay) + "  " + style.line(event, on: event.firstDay) + "\n"
      if details { out += CollectionOptions.details(event, indent: "    ") }
    }
    invocation.write(out)
  }
}
