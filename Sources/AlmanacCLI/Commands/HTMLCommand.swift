import Almanac
import AlmanacHTML
import AlmanacICS
import AlmanacTerminal
import Foundation

/// `almanac html`: the picker as an accessible HTML page (inline style sheet and script) or,
/// with `--fragment`, the component alone; with `--query`, the state a request asks for
/// (the no-JavaScript round trip and the script's requests, for a server that shells out).
enum HTMLCommand: Subcommand {
  static let spec = CommandSpec(
    name: "html",
    abstract: "write the picker as an accessible HTML page or fragment",
    usage: ["html [--single|--multiple|--range|--ranges|--weekdays] [options] > page.html"],
    positionals: [],
    groups: [
      OptionGroup(
        title: "Picker options",
        options: [
          OptionSpec(long: "single", short: nil, placeholder: nil, help: "Pick one day (default)."),
          OptionSpec(long: "multiple", short: nil, placeholder: nil, help: "Pick any set of days."),
          OptionSpec(long: "range", short: "r", placeholder: nil, help: "Pick a range (a stay)."),
          OptionSpec(
            long: "ranges", short: nil, placeholder: nil, help: "Pick several disjoint ranges."),
          OptionSpec(
            long: "weekdays", short: nil, placeholder: nil, help: "Pick weekdays (MO,WE,FR)."),
          OptionSpec(
            long: "range-behavior", short: nil, placeholder: "HOW",
            help: "forward, either or complete (implies --range).",
            choices: ["forward", "either", "complete"]),
          OptionSpec(
            long: "months", short: "n", placeholder: "N", help: "Months side by side (1-12)."),
          OptionSpec(
            long: "start-month", short: nil, placeholder: "YYYY-MM",
            help: "First month to show (Gregorian year and month)."),
          OptionSpec(
            long: "initial", short: "i", placeholder: "VALUE",
            help: "Initial selection: DAY, DAY..DAY, DAY,DAY… or weekdays MO,WE,FR."),
          OptionSpec(
            long: "min", short: nil, placeholder: "DAY", help: "First day that can be picked."),
          OptionSpec(
            long: "max", short: nil, placeholder: "DAY", help: "Last day that can be picked."),
          OptionSpec(
            long: "weekdays-only", short: nil, placeholder: nil,
            help: "Only the locale's working days can be picked."),
          OptionSpec(
            long: "weekends-only", short: nil, placeholder: nil,
            help: "Only the locale's weekend days can be picked."),
          OptionSpec(
            long: "disable", short: nil, placeholder: "DAYS",
            help: "Days that cannot be picked: DAY[..DAY][,…]; repeatable.", isRepeatable: true),
          OptionSpec(
            long: "disable-reason", short: nil, placeholder: "TEXT",
            help: "Why the --disable days cannot be picked (said and shown; default "
              + "\"Unavailable\")."),
          OptionSpec(
            long: "min-nights", short: nil, placeholder: "N", help: "Shortest range in nights."),
          OptionSpec(
            long: "max-nights", short: nil, placeholder: "N", help: "Longest range in nights."),
          OptionSpec(
            long: "crossing", short: nil, placeholder: "HOW",
            help: "Ranges over unavailable days: forbidden (default), allowed, or checkout "
              + "(an unavailable day may be the departure).",
            choices: ["forbidden", "allowed", "checkout"]),
          OptionSpec(
            long: "closed-to-arrival", short: nil, placeholder: "DAYS",
            help: "Days or weekdays (MO,SU) no range may start on; repeatable.",
            isRepeatable: true),
          OptionSpec(
            long: "closed-to-departure", short: nil, placeholder: "DAYS",
            help: "Days or weekdays no range may end on; repeatable.", isRepeatable: true),
        ]),
      OptionGroup(
        title: "HTML options",
        options: [
          OptionSpec(
            long: "name", short: nil, placeholder: "NAME",
            help: "Form field name of the value (default: date)."),
          OptionSpec(
            long: "fragment", short: nil, placeholder: nil,
            help: "Write only the component, for embedding in a page and a <form>."),
          OptionSpec(
            long: "query", short: "q", placeholder: "QUERY",
            help: "Render the state a request's query asks for (NAME=…&NAME.pick=…); a "
              + "tampered value exits 65 with the reason."),
          OptionSpec(
            long: "week-numbers", short: nil, placeholder: nil, help: "Show week numbers."),
          OptionSpec(
            long: "action", short: nil, placeholder: "URL",
            help: "Where the day buttons and the script send the state (default: the page)."),
          OptionSpec(
            long: "form-action", short: nil, placeholder: "URL",
            help: "Where the page's form submits the value (default: the page)."),
          OptionSpec(
            long: "form-method", short: nil, placeholder: "METHOD",
            help: "get (default) or post.", choices: ["get", "post"]),
          OptionSpec(
            long: "title", short: nil, placeholder: "TEXT",
            help: "Page title and heading (default: Pick a date)."),
        ]),
      EventSourceOptions.pickGroup,
      CalendarOptions.group,
      GeneralOptions.group,
    ],
    discussion: """
      The page works without JavaScript: days are submit buttons that send the state and the
      day to --action; the server (anything that runs 'almanac html --query "$QUERY_STRING"'
      or the AlmanacHTML library) answers with the next state. With JavaScript, keys move the
      focus to the targets written into the page, and the script asks --action for the next
      state with NAME.part=fragment (answer it with --fragment).

      KEYS (as in 'almanac pick'): arrows, Home/End, PgUp/PgDn, Shift+PgUp/PgDn, t (today),
      Space (select), Enter (confirm), Esc (cancel).

      FORM VALUES: NAME=2026-03-05; a range NAME=2026-03-05/2026-03-09; multiple days and
      ranges as repeated NAME fields; weekdays NAME=MO,WE,FR.

      EXAMPLES:
        almanac html --range --months 2 --min 2026-03-01 --disable 2026-03-10..2026-03-12 \\
          --disable-reason "Fully booked" --name stay > stay.html
        almanac html --range --name stay --fragment --query 'stay.pick=2026-03-05'

      EXIT STATUS: 0 written, 64 usage error, 65 a query or event source that cannot be read.
      """)

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac html [options]")
    }
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let context = options.context
    var picker = try picker(arguments, context: context, today: options.today)
    var state = try initialState(arguments, picker: picker, context: context)
    var fragmentOnly = arguments.has("fragment")
    if let query = arguments.value("query") {
      do {
        let items = try FormQuery.items(query)
        // The initial value and month apply only when the query carries no state.
        let carriesState = items.contains {
          $0.name == picker.name || $0.name.hasPrefix(picker.name + ".")
        }
        if carriesState {
          state = try picker.state(from: items)
        }
        fragmentOnly = fragmentOnly || picker.wantsFragment(items)
      } catch {
        throw .badData(
          subject: "query field", argument: error.field, reason: "'\(error.value)': \(error.reason)"
        )
      }
    }
    if EventSourceOptions.wantsEvents(arguments) {
      let store = try EventSourceOptions.load(arguments, invocation: invocation)
      let window = eventWindow(picker, state: state)
      do {
        picker.events = try store.events(
          from: window.lowerBound, through: window.upperBound, in: context.timeZone
        ).map(\.calendarEvent)
      } catch {
        throw EventSourceOptions.failure(error)
      }
    }
    if fragmentOnly {
      invocation.write(picker.fragment(for: state))
    } else {
      invocation.write(
        picker.document(
          for: state, title: arguments.value("title") ?? "Pick a date",
          formAction: arguments.value("form-action") ?? "",
          formMethod: arguments.value("form-method") ?? "get"))
    }
    return .success
  }

  /// The picker the options describe.
  static func picker(_ arguments: ParsedArguments, context: CalendarContext, today: Day)
    throws(CLIError) -> HTMLPicker
  {
    let spelling = arguments.spelling
    if arguments.has("ranges") {
      for other in ["single", "multiple", "range", "weekdays", "range-behavior"]
      where arguments.has(other) {
        throw .conflict(spelling("ranges"), spelling(other), reason: "choose one mode")
      }
    }
    let request = try PickCommand.request(arguments, context: context)
    let mode: HTMLPickerMode
    switch request.mode {
    case .single: mode = arguments.has("ranges") ? .ranges : .single
    case .multiple: mode = .multiple
    case .range(let behavior): mode = .range(behavior)
    case .weekdays: mode = .weekdays
    }
    let name = arguments.value("name") ?? "date"
    guard HTMLPicker.isValidName(name) else {
      throw .invalidValue(
        subject: "name", argument: name, reason: "not a field name",
        valid: "a letter, then letters, digits, _ or - (at most 64)")
    }
    var availability = request.availability
    if let reason = arguments.value("disable-reason"), arguments.has("disable") {
      // Rebuild the disabled days with their reason.
      let disabled = try DaySelectionParser.parse(
        arguments.allValues("disable"), option: spelling("disable"))
      var relabelled = Availability(
        firstDay: availability.firstDay, lastDay: availability.lastDay,
        rules: availability.rules.filter {
          if case .unavailableDays = $0 { return false }
          return true
        }, rangeRules: availability.rangeRules)
      relabelled = relabelled.disabling(ranges: disabled.ranges, label: reason)
      availability = relabelled
    }
    availability = availability.withRangeRules(
      try rangeRules(arguments, base: availability.rangeRules, mode: mode))
    var picker = HTMLPicker(
      name: name, mode: mode, context: context, today: today, availability: availability,
      monthCount: request.monthCount, showsWeekNumbers: arguments.has("week-numbers"),
      action: arguments.value("action") ?? "")
    picker.allowsDeselection = true
    return picker
  }

  /// The booking rules: nights from `PickCommand`, plus crossing and closed days.
  static func rangeRules(_ arguments: ParsedArguments, base: RangeRules, mode: HTMLPickerMode)
    throws(CLIError) -> RangeRules
  {
    let spelling = arguments.spelling
    var rules = base
    for option in ["crossing", "closed-to-arrival", "closed-to-departure"]
    where arguments.has(option) && !mode.selectsRanges {
      throw .invalidValue(
        subject: "option", argument: spelling(option), reason: "it needs --range or --ranges",
        valid: nil)
    }
    if let crossing = arguments.value("crossing") {
      switch crossing.lowercased() {
      case "forbidden": rules.crossing = .forbidden
      case "allowed": rules.crossing = .allowed
      case "checkout": rules.crossing = .checkOutDayOnly
      default:
        throw .invalidValue(
          subject: "crossing", argument: crossing, reason: "unknown rule",
          valid: "forbidden, allowed, checkout")
      }
    }
    for (option, isArrival) in [("closed-to-arrival", true), ("closed-to-departure", false)] {
      for text in arguments.allValues(option) {
        if let weekdays = try? WeekdaySet(rruleByDay: text) {
          if isArrival {
            rules.closedToArrivalWeekdays.formUnion(weekdays)
          } else {
            rules.closedToDepartureWeekdays.formUnion(weekdays)
          }
          continue
        }
        let days = try DaySelectionParser.parse([text], option: spelling(option))
        if isArrival {
          rules.closedToArrival = DayRangeSet(ranges: rules.closedToArrival.ranges + days.ranges)
        } else {
          rules.closedToDeparture = DayRangeSet(
            ranges: rules.closedToDeparture.ranges + days.ranges)
        }
      }
    }
    return rules
  }

  /// The state before any request: `--initial` and `--start-month`.
  static func initialState(
    _ arguments: ParsedArguments, picker: HTMLPicker, context: CalendarContext
  )
    throws(CLIError) -> HTMLPickerState
  {
    let request = try PickCommand.request(arguments, context: context)
    var state = HTMLPickerState(firstMonthDay: request.startMonth?.firstDay)
    switch request.initial {
    case .day(let day):
      if picker.mode.selectsRanges { state.pendingStart = day } else { state.days = [day] }
    case .days(let days): state.days = days
    case .range(let range): state.ranges = [range]
    case .weekdays(let set): state.weekdays = set
    case nil: break
    }
    if request.startMonth != nil, let first = state.firstMonthDay {
      state.focusedDay = picker.model(for: state).focus.focusedDay
      state.firstMonthDay = first
    }
    // The engine refuses what the rules forbid; say so rather than drop it silently.
    var items = picker.formValues(for: state).map { (name: picker.name, value: $0) }
    if let start = state.pendingStart { items.append((picker.name + ".start", start.description)) }
    do {
      _ = try picker.decode(items)
    } catch {
      throw .invalidValue(
        subject: "initial value", argument: arguments.value("initial") ?? "",
        reason: "\(error.value): \(error.reason)", valid: nil)
    }
    return state
  }

  /// The days whose events the page may list: the months shown, widened by a year either
  /// side and cut to the bounds.
  static func eventWindow(_ picker: HTMLPicker, state: HTMLPickerState) -> ClosedRange<Day> {
    let model = picker.model(for: state)
    let months = model.visibleMonths
    let first = months.first?.firstDay ?? picker.today
    let last = months.last?.lastDay ?? picker.today
    let lower = first.adding(days: -min(366, Day.earliest.days(to: first)))
    let upper = last.adding(days: min(366, last.days(to: Day.latest)))
    return max(lower, model.range.lowerBound)...min(upper, model.range.upperBound)
  }
}
