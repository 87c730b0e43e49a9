import Almanac
import AlmanacICS
import AlmanacStore

/// `almanac at [WHEN]`: the events happening at a moment (khal's `at`), now by default.
enum AtCommand: Subcommand {
  static let spec = CommandSpec(
    name: "at",
    abstract: "list the events happening at a moment (default: now)",
    usage: ["at [WHEN] [-a NAME] [--details] [--format text|json|TEMPLATE] [--ics PATH]"],
    positionals: [
      PositionalSpec(
        name: "WHEN",
        help: "now, 2026-12-01T10:00, '2026-12-01 10:00', tomorrow 18:00, fri 09:30 (the words "
          + "may be separate); a day alone means its first minute.")
    ],
    groups: [
      OptionGroup(title: "Output options", options: [EventsCommand.format]),
      AgendaRange.group,
      EventSourceOptions.group,
      CalendarOptions.agendaGroup,
    ],
    discussion: """
      An event happens at a moment when it starts at or before it and ends after it; an
      all-day event, on every moment of its days. WHEN is read in the display time zone
      (--time-zone, else TZ) unless it ends in Z. --format json prints the objects of
      'events --format json', with uid, location and description always.
      A --format value with braces is a template, one line per event, with the fields of
      'events --format' ('{start} {title}').

      EXAMPLES:
        almanac at
        almanac at tomorrow 18:00 -a work

      EXIT STATUS: 0 found, 1 nothing at that moment, 64 usage error, 65 unreadable calendars.
      """,
    exclusiveGroups: [])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if arguments.positionals.count > 2 {
      throw .unexpectedArgument(arguments.positionals[2], command: "almanac " + spec.usage[0])
    }
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let zone = options.context.timeZone
    let reader = DateTimeReader(
      zone: zone.identifier, today: options.today, now: invocation.now)
    let text = arguments.positionals.isEmpty ? "now" : arguments.positionals.joined(separator: " ")
    let moment: ICSDateTime
    do {
      moment = try reader.dateTime(text)
    } catch {
      throw .invalidValue(
        subject: "moment", argument: text, reason: error.reason, valid: DateTimeForms.valid)
    }
    var store = try CollectionOptions.load(arguments, invocation: invocation)
    // An instance cancelled by its override is listed, marked, as `events` lists it.
    store.keepsCancelledInstances = true
    var skipped: [ICSError] = []
    let events = store.events(at: moment, in: zone, skipped: &skipped)
    EventSourceOptions.warn(skipped, invocation: invocation)
    SearchCommand.write(events, options: options, arguments: arguments, invocation: invocation)
    return events.isEmpty ? .failure : .success
  }
}
