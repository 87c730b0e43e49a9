import Almanac
import AlmanacHTML
import AlmanacStore
import AlmanacTerminal
import Foundation

/// `almanac html`: the picker as an accessible HTML page (inline style sheet and script) or,
/// with `--fragment`, the component alone; with `--query`, the state a request asks for
/// (the no-JavaScript round trip and the script's requests, for a server that shells out).
enum HTMLCommand: Subcommand {
  /// `--ranges`.
  static let ranges = Flag("ranges", help: "Pick several disjoint ranges.")
  /// `--disable-reason TEXT`.
  static let disableReason = Option<String>(
    "disable-reason", placeholder: "TEXT",
    help: "Why the --disable days cannot be picked (said and shown; default \"Unavailable\").")
  /// `--crossing HOW`.
  static let crossing = Option<CrossingName>(
    "crossing", placeholder: "HOW",
    help: "Ranges over unavailable days: forbidden (default), allowed, or checkout (an "
      + "unavailable day may be the departure).")
  /// `--closed-to-arrival DAYS`, repeatable.
  static let closedToArrival = Option<String>(
    "closed-to-arrival", placeholder: "DAYS",
    help: "Days or weekdays (MO,SU) no range may start on; repeatable.", isRepeatable: true)
  /// `--closed-to-departure DAYS`, repeatable.
  static let closedToDeparture = Option<String>(
    "closed-to-departure", placeholder: "DAYS",
    help: "Days or weekdays no range may end on; repeatable.", isRepeatable: true)
  /// `--name NAME`.
  static let name = Option<String>(
    "name", placeholder: "NAME", help: "Form field name of the value (default: date).")
  /// `--fragment`.
  static let fragment = Flag(
    "fragment", help: "Write only the component, for embedding in a page and a <form>.")
  /// `-q, --query QUERY`.
  static let query = Option<String>(
    "query", short: "q", placeholder: "QUERY",
    help: "Render the state a request's query asks for (NAME=…&NAME.pick=…); a tampered "
      + "value exits 65 with the reason.")
  /// `--week-numbers`.
  static let weekNumbers = Flag("week-numbers", help: "Show week numbers.")
  /// `--action URL`.
  static let action = Option<String>(
    "action", placeholder: "URL",
    help: "Where the day buttons and the script send the state (default: the page).")
  /// `--form-action URL`.
  static let formAction = Option<String>(
    "form-action", placeholder: "URL",
    help: "Where the page's form submits the value (default: the page).")
  /// `--form-method METHOD`.
  static let formMethod = Option<FormMethodName>(
    "form-method", placeholder: "METHOD", help: "get (default) or post.")
  /// `--title TEXT`.
  static let title = Option<String>(
    "title", placeholder: "TEXT", help: "Page title and heading (default: Pick a date, translated)."
  )
  /// `--submit-label TEXT`.
  static let submitLabel = Option<String>(
    "submit-label", placeholder: "TEXT",
    help: "Text of the page's submit button (default: Done, translated).")
  /// `--nonce VALUE`.
  static let nonce = Option<String>(
    "nonce", placeholder: "VALUE",
    help: "Content Security Policy nonce of the page's <style> and <script>.")
  /// `--day-content DAYS=TEXT`, repeatable.
  static let dayContent = Option<String>(
    "day-content", placeholder: "DAYS=TEXT",
    help: "Text shown in the cells of DAYS (as --disable takes them) and said after their "
      + "labels: a price, a badge; repeatable, a later one wins.", isRepeatable: true)
  /// `--strict`.
  static let strict = Flag(
    "strict",
    help: "Refuse (exit 65) a --query value the rules refuse instead of dropping it with the "
      + "reason: the check of a form's final post.")

  static let spec = CommandSpec(
    name: "html",
    abstract: "write the picker as an accessible HTML page or fragment",
    usage: ["html [--single|--multiple|--range|--ranges|--weekdays] [options] > page.html"],
    positionals: [],
    groups: [
      PickerOptions.group(
        title: "Picker options", moreModes: [ranges],
        more: [disableReason, crossing, closedToArrival, closedToDeparture]),
      OptionGroup(
        title: "HTML options",
        options: [
          name, fragment, query, strict, weekNumbers, action, formAction, formMethod, title,
          submitLabel, nonce, dayContent,
        ]),
      EventSourceOptions.pickGroup,
      CalendarOptions.group,
    ],
    discussion: """
      The page works without JavaScript: days are submit buttons that POST the state and the
      day to --action; the server (anything that runs 'almanac html --query' on the query or
      the posted body, or the AlmanacHTML library) answers with the next state. With
      JavaScript, picking and the booking rules run in the page from the facts written into
      it, so a page opened as a file picks; where a server answers, the script sends it the
      state with NAME.part=fragment (answered with the component only) and asks it for months
      not on the page. A --query value the rules refuse when it comes (a day booked since the page was
      written) is dropped, and the page says which and why; --strict refuses it instead.

      KEYS (as in 'almanac pick'): arrows, Home/End, PgUp/PgDn, Shift+PgUp/PgDn, t (today),
      Space or Enter (select), Esc (cancel).

      FORM VALUES: NAME=2026-03-05; a range NAME=2026-03-05/2026-03-09; multiple days and
      ranges as repeated NAME fields; weekdays NAME=MO,WE,FR.

      EXAMPLES:
        almanac html --range --months 2 --min 2026-03-01 --disable 2026-03-10..2026-03-12 \\
          --disable-reason "Fully booked" --name stay > stay.html
        almanac html --range --name stay --fragment --query 'stay.pick=2026-03-05'

      EXIT STATUS: 0 written, 64 usage error, 65 a query or event source that cannot be read.
      """)

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    try GeneralOptions.rejectPositionals(arguments, usage: "almanac html [options]")
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let context = options.context
    var picker = try picker(arguments, context: context, today: options.today)
    var state = try initialState(arguments, picker: picker, context: context)
    var fragmentOnly = arguments.has(fragment)
    if let query = try arguments.value(query) {
      do {
        let items = try FormQuery.items(query)
        // The initial value and month apply only when the query carries no state.
        let carriesState = items.contains {
          $0.name == picker.name || $0.name.hasPrefix(picker.name + ".")
        }
        if carriesState {
          state =
            arguments.has(strict)
            ? try picker.state(from: items) : try picker.repairedState(from: items)
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
      let model = picker.model(for: state)
      var window = EventWindow(store: store, timeZone: context.timeZone, bounds: model.range)
      window.show(months: model.visibleMonths)
      EventSourceOptions.warn(window.skipped, invocation: invocation)
      picker.events = (window.index?.events ?? []).map { instance in
        // A cancelled event is still listed, marked as the text agenda marks it.
        var event = instance.calendarEvent
        if instance.isCancelled { event.title = AgendaStyle.cancelledMark + event.title }
        return event
      }
    }
    if fragmentOnly {
      invocation.write(picker.fragment(for: state))
    } else {
      invocation.write(
        picker.document(
          for: state, title: try arguments.value(title),
          formAction: try arguments.value(formAction) ?? "",
          formMethod: (try arguments.value(formMethod) ?? .get).rawValue,
          submitLabel: try arguments.value(submitLabel), nonce: try arguments.value(nonce)))
    }
    return .success
  }

  /// The picker the options describe.
  static func picker(_ arguments: ParsedArguments, context: CalendarContext, today: Day)
    throws(CLIError) -> HTMLPicker
  {
    func spelling(_ option: some OptionDeclaration) -> String { arguments.spelling(option) }
    if arguments.has(ranges), arguments.has(PickerOptions.rangeBehavior) {
      throw .conflict(
        spelling(PickerOptions.rangeBehavior), spelling(ranges), reason: "it applies to --range")
    }
    let request = try PickCommand.request(arguments, context: context, today: today)
    // --ranges is one of the mode flags, so the others are absent when it is given.
    let mode: PickerMode = arguments.has(ranges) ? .ranges : request.mode
    let name = try arguments.value(Self.name) ?? "date"
    guard HTMLPicker.isValidName(name) else {
      throw .invalidValue(
        subject: "name", argument: name, reason: "not a field name",
        valid: "a letter, then letters, digits, _ or - (at most 64)")
    }
    var availability = request.availability
    if let reason = try arguments.value(disableReason), arguments.has(PickerOptions.disable) {
      // Rebuild the disabled days with their reason.
      let disabled = try DaySelectionParser.parse(
        try arguments.values(PickerOptions.disable), option: spelling(PickerOptions.disable))
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
      monthCount: request.monthCount, showsWeekNumbers: arguments.has(weekNumbers),
      action: try arguments.value(action) ?? "")
    picker.allowsDeselection = true
    let contents = try dayContents(arguments)
    if !contents.isEmpty {
      picker.dayContent = { day in
        contents.last { $0.days.contains(day) }.map { HTMLDayContent($0.text) }
      }
    }
    return picker
  }

  /// `--day-content DAYS=TEXT` as days and their text, in the order given.
  static func dayContents(_ arguments: ParsedArguments) throws(CLIError)
    -> [(days: DayRangeSet, text: String)]
  {
    var contents: [(days: DayRangeSet, text: String)] = []
    let spelled = arguments.spelling(dayContent)
    for value in try arguments.values(dayContent) {
      guard let equals = value.firstIndex(of: "="), !value[..<equals].isEmpty else {
        throw .invalidValue(
          subject: "day content", argument: value, reason: "no DAYS= before the text",
          valid: "DAYS=TEXT, such as 2026-03-05..2026-03-09=€120")
      }
      let days = try DaySelectionParser.parse([String(value[..<equals])], option: spelled)
      contents.append((days, String(value[value.index(after: equals)...])))
    }
    return contents
  }

  /// The booking rules: nights from `PickCommand`, plus crossing and closed days.
  static func rangeRules(_ arguments: ParsedArguments, base: RangeRules, mode: PickerMode)
    throws(CLIError) -> RangeRules
  {
    func spelling(_ option: some OptionDeclaration) -> String { arguments.spelling(option) }
    var rules = base
    let ruleOptions: [any OptionDeclaration] = [crossing, closedToArrival, closedToDeparture]
    for option in ruleOptions where arguments.has(option) && !mode.selectsRanges {
      throw .invalidValue(
        subject: "option", argument: spelling(option), reason: "it needs --range or --ranges",
        valid: nil)
    }
    switch try arguments.value(crossing) {
    case .forbidden: rules.crossing = .forbidden
    case .allowed: rules.crossing = .allowed
    case .checkout: rules.crossing = .checkOutDayOnly
    case nil: break
    }
    // Each option's values are weekdays or days, added to the rules of its end of a range.
    let closed = [
      (closedToArrival, \RangeRules.closedToArrivalWeekdays, \RangeRules.closedToArrival),
      (closedToDeparture, \RangeRules.closedToDepartureWeekdays, \RangeRules.closedToDeparture),
    ]
    for (option, weekdayRule, dayRule) in closed {
      for text in try arguments.values(option) {
        if let weekdays = try? WeekdaySet(rruleByDay: text) {
          rules[keyPath: weekdayRule].formUnion(weekdays)
          continue
        }
        let days = try DaySelectionParser.parse([text], option: spelling(option))
        rules[keyPath: dayRule] = DayRangeSet(ranges: rules[keyPath: dayRule].ranges + days.ranges)
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
    let request = try PickCommand.request(arguments, context: context, today: picker.today)
    var state = HTMLPickerState(firstMonthDay: request.startMonth?.firstDay)
    switch request.initial {
    case .day(let day):
      if picker.mode.selectsRanges { state.pendingStart = day } else { state.days = [day] }
    case .days(let days): state.days = days
    case .range(let range): state.ranges = [range]
    case .ranges(let set): state.ranges = set.ranges
    case .weekdays(let set): state.weekdays = set
    case nil: break
    }
    if request.startMonth != nil, let first = state.firstMonthDay {
      state.focusedDay = picker.model(for: state).focusedDay
      state.firstMonthDay = first
    }
    // The engine refuses what the rules forbid; say so rather than drop it silently.
    var items = picker.formValues(for: state).map { (name: picker.name, value: $0) }
    if let start = state.pendingStart { items.append((picker.name + ".start", start.description)) }
    do {
      _ = try picker.decode(items)
    } catch {
      throw .invalidValue(
        subject: "initial value", argument: arguments.text(PickerOptions.initial) ?? "",
        reason: "\(error.value): \(error.reason)", valid: nil)
    }
    return state
  }
}

/// `--crossing` values.
enum CrossingName: String, ArgumentChoice {
  case forbidden
  case allowed
  case checkout

  static var subject: String { "crossing rule" }
}

/// `--form-method` values.
enum FormMethodName: String, ArgumentChoice {
  case get
  case post

  static var subject: String { "form method" }
}
