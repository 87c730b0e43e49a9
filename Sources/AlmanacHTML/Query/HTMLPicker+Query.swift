import Almanac

extension HTMLPicker {
  /// The most values one query may select (days in multiple mode, ranges in ranges mode).
  public static let maximumValueCount = 10_000

  /// The state a request asks for: the state its fields carry, after the action it sends.
  ///
  /// Fields named `name` carry the value (`stay=2026-03-05/2026-03-09`); `name.start`,
  /// `name.month`, `name.focus` and `name.intended` the rest of the state; one of `name.pick`, `name.key`,
  /// `name.scroll`, `name.toggle`, `name.confirm`, or a changed `name.jump-month` /
  /// `name.jump-year`, the action. Other fields (the rest of the caller's form) are ignored.
  ///
  /// - Parameter query: A URL query or form body.
  /// - Returns: The new state.
  /// - Throws: ``HTMLQueryError`` naming the field, the value and the reason when a value is
  ///   not well formed, outside the calendar, or refused by the selection rules (a tampered
  ///   or stale form).
  /// - Complexity: O(n) in the query's length, plus the engine's selection commands.
  public func state(fromQuery query: String) throws(HTMLQueryError) -> HTMLPickerState {
    try state(from: FormQuery.items(query))
  }

  /// The state decoded query fields ask for; see ``state(fromQuery:)``.
  ///
  /// - Parameter items: Decoded name-value pairs.
  /// - Returns: The new state.
  /// - Throws: ``HTMLQueryError`` for a refused value.
  public func state(from items: [(name: String, value: String)]) throws(HTMLQueryError)
    -> HTMLPickerState
  {
    let request = try decode(items)
    guard let action = request.action else { return request.state }
    return applying(action, to: request.state)
  }

  /// The state and action that query fields carry, checked but not applied.
  ///
  /// - Parameter items: Decoded name-value pairs.
  /// - Returns: The state before the action, and the action if there is one.
  /// - Throws: ``HTMLQueryError`` for a refused value.
  public func decode(_ items: [(name: String, value: String)]) throws(HTMLQueryError)
    -> (state: HTMLPickerState, action: HTMLPickerAction?)
  {
    let request = try decode(items, repairing: false)
    return (request.state, request.action)
  }

  /// The state a request asks for, with each value the rules refuse dropped and said rather
  /// than refused: what the picker's own round trip answers (the script's fragment requests
  /// and a click without JavaScript), so that a day booked since the page was written leaves
  /// the page usable. The request's action is applied to what is left, as the script applied
  /// it to the page; the state's ``HTMLPickerState/message`` names each dropped value and the
  /// engine's reason in the picker's language, before what the action says
  /// (``HTMLPickerState/isRejected`` is set). A request that drops nothing gives what
  /// ``state(from:)`` gives.
  ///
  /// The value a form finally posts is checked with ``state(fromQuery:)``, which refuses.
  ///
  /// - Parameter items: Decoded name-value pairs.
  /// - Returns: The new state.
  /// - Throws: ``HTMLQueryError`` for a request that is not well formed: a value that is not
  ///   a date or a range, an end before its start, more values than the mode takes, an unknown
  ///   or repeated field, two actions.
  /// - Complexity: O(n) in the number of fields, plus the engine's selection commands.
  public func repairedState(from items: [(name: String, value: String)]) throws(HTMLQueryError)
    -> HTMLPickerState
  {
    let request = try decode(items, repairing: true)
    var state = request.action.map { applying($0, to: request.state) } ?? request.state
    guard !request.dropped.isEmpty else { return state }
    let words = LocalizedWords(locale: context.locale)
    let dropped = request.dropped.map {
      words(.droppedValue, ["value": $0.text, "reason": $0.localizedReason])
    }
    state.message = (dropped + [state.message].compactMap { $0 }).joined(separator: ". ")
    state.isRejected = true
    return state
  }

  /// A request's state and action; with `repairing`, the values the rules refuse are dropped
  /// and listed with their text and reason in the picker's language instead of thrown.
  func decode(_ items: [(name: String, value: String)], repairing: Bool) throws(HTMLQueryError)
    -> (state: HTMLPickerState, action: HTMLPickerAction?, dropped: [Refusal])
  {
    var fields = Fields(name: name)
    for item in items { try fields.add(item) }
    var state = HTMLPickerState()
    let model = baseModel()
    let bounds = model.range
    // The value.
    switch mode {
    case .single, .multiple:
      if case .single = mode, fields.values.count > 1 {
        throw HTMLQueryError(
          field: name, value: fields.values[1], reason: "a single picker takes one day")
      }
      var seen: Set<Day> = []
      for text in fields.values {
        let day = try Self.day(text, field: name)
        guard seen.insert(day).inserted else {
          throw HTMLQueryError(field: name, value: text, reason: "the day is given twice")
        }
        state.days.append(day)
      }
    case .range, .ranges:
      if case .range = mode, fields.values.count > 1 {
        throw HTMLQueryError(
          field: name, value: fields.values[1], reason: "a range picker takes one range")
      }
      for text in fields.values { state.ranges.append(try Self.range(text, field: name)) }
      if let text = fields.single["start"] {
        if case .range = mode, !state.ranges.isEmpty {
          throw HTMLQueryError(
            field: name + ".start", value: text, reason: "the range is already complete")
        }
        state.pendingStart = try Self.day(text, field: name + ".start")
      }
    case .weekdays:
      if fields.values.count > 1 {
        throw HTMLQueryError(
          field: name, value: fields.values[1], reason: "weekdays come as one field: MO,WE,FR")
      }
      if let text = fields.values.first, !text.isEmpty {
        state.weekdays = try Self.weekdays(text, field: name)
      }
    }
    if fields.values.count > HTMLPicker.maximumValueCount {
      throw HTMLQueryError(
        field: name, value: "\(fields.values.count) values",
        reason: "more than \(HTMLPicker.maximumValueCount) values")
    }
    if !mode.selectsRanges, let text = fields.single["start"] {
      throw HTMLQueryError(field: name + ".start", value: text, reason: "only ranges have a start")
    }
    // The selection must be one the engine would have made.
    let refusals = selection(for: state, in: model).refusals
    var dropped: [Refusal] = []
    if let refusal = refusals.first {
      guard repairing else {
        let field = refusal.value == state.pendingStart?.description ? name + ".start" : name
        throw HTMLQueryError(field: field, value: refusal.value, reason: refusal.reason)
      }
      let refused = Set(refusals.map(\.value))
      dropped = refusals
      state.days.removeAll { refused.contains($0.description) }
      state.ranges.removeAll { refused.contains(HTMLPicker.isoText($0)) }
      if let start = state.pendingStart, refused.contains(start.description) {
        state.pendingStart = nil
      }
    }
    // The view.
    if case .weekdays = mode {
      if let text = fields.single["focus"] {
        state.focusedWeekday = try Self.weekday(text, field: name + ".focus")
      }
    } else {
      if let text = fields.single["focus"] {
        state.focusedDay = try Self.day(text, field: name + ".focus", within: bounds)
      }
      if let text = fields.single["month"] {
        state.firstMonthDay = try Self.day(
          text, field: name + ".month", within: monthDays(of: bounds))
      }
      if let text = fields.single["intended"] {
        guard let day = Int(text), (1...31).contains(day) else {
          throw HTMLQueryError(
            field: name + ".intended", value: text, reason: "a day of the month from 1 to 31")
        }
        state.intendedDayOfMonth = day
      }
    }
    return (state, try action(fields, state: state, bounds: bounds), dropped)
  }

  /// The query fields that carry `state`: the form values, then the state fields.
  ///
  /// - Parameter state: A state.
  /// - Returns: The fields, ready for ``FormQuery/encode(_:)``.
  public func queryItems(for state: HTMLPickerState) -> [(name: String, value: String)] {
    var items = formValues(for: state).map { (name: name, value: $0) }
    if case .weekdays = mode {
      let focused = model(for: state).weekdayRow?.focus.focusedWeekday
      items.append((name + ".focus", WeekdaySet(focused.map { [$0] } ?? []).rruleByDay))
      return items
    }
    let model = model(for: state)
    let shown = self.state(of: model)
    if let start = shown.pendingStart { items.append((name + ".start", start.description)) }
    items.append((name + ".month", model.displayedMonth.firstSupportedDay.description))
    items.append((name + ".focus", model.focusedDay.description))
    if let intended = model.focus?.intendedDayOfMonth {
      items.append((name + ".intended", String(intended)))
    }
    return items
  }

  /// The values a form posts for `state`, all under ``name``: one ISO 8601 day (single), the
  /// days in ascending order (multiple), one interval `2026-03-05/2026-03-09` (range), one
  /// interval per range (ranges), `MO,WE,FR` (weekdays); none while incomplete.
  ///
  /// - Parameter state: A state.
  /// - Returns: The values.
  public func formValues(for state: HTMLPickerState) -> [String] {
    switch mode {
    case .single: state.days.last.map { [$0.description] } ?? []
    case .multiple: state.days.sorted().map(\.description)
    case .range, .ranges: state.ranges.sorted { $0.lowerBound < $1.lowerBound }.map(Self.isoText)
    case .weekdays: state.weekdays.isEmpty ? [] : [state.weekdays.rruleByDay]
    }
  }

  /// Whether a request asks for the component alone (`name.part=fragment`, sent by the
  /// script) rather than the whole page.
  ///
  /// - Parameter items: Decoded name-value pairs.
  /// - Returns: Whether to answer with ``fragment(for:)``.
  public func wantsFragment(_ items: [(name: String, value: String)]) -> Bool {
    items.contains { $0.name == name + ".part" && $0.value == "fragment" }
  }

  private func action(_ fields: Fields, state: HTMLPickerState, bounds: ClosedRange<Day>)
    throws(HTMLQueryError) -> HTMLPickerAction?
  {
    let actionNames = ["pick", "key", "scroll", "toggle", "confirm"].filter {
      fields.single[$0] != nil
    }
    if actionNames.count > 1 {
      throw HTMLQueryError(
        field: name + "." + actionNames[1], value: fields.single[actionNames[1]] ?? "",
        reason: "one action at a time (also \(name).\(actionNames[0]))")
    }
    if let action = actionNames.first, let text = fields.single[action] {
      let field = name + "." + action
      switch action {
      case "pick":
        guard case .weekdays = mode else { return .pick(try Self.day(text, field: field)) }
        throw HTMLQueryError(field: field, value: text, reason: "weekdays are toggled, not picked")
      case "key":
        return .key(try Self.command(text, field: field))
      case "scroll":
        guard let step = Int(text), (-12...12).contains(step) else {
          throw HTMLQueryError(field: field, value: text, reason: "a whole number from -12 to 12")
        }
        return .scroll(step)
      case "toggle":
        return .toggle(try Self.weekday(text, field: field))
      default:
        return .confirm
      }
    }
    // The month and year lists are sent with every submission: they act only when changed.
    if case .weekdays = mode { return nil }
    let shown = model(for: state).displayedMonth
    // The lists' values are the months' first days, which may precede the first bound.
    let months = monthDays(of: bounds)
    let monthDay = try fields.single["jump-month"].map { text throws(HTMLQueryError) in
      try Self.day(text, field: name + ".jump-month", within: months)
    }
    let yearDay = try fields.single["jump-year"].map { text throws(HTMLQueryError) in
      try Self.day(text, field: name + ".jump-year", within: months)
    }
    let monthChoice = monthDay.map { context.month(containing: $0) }.flatMap {
      $0 == shown ? nil : $0
    }
    let yearChoice = yearDay.map { context.month(containing: $0) }.flatMap {
      $0.year == shown.year && $0.era == shown.era ? nil : $0
    }
    switch (monthChoice, yearChoice) {
    case (let month?, let year?):
      // Both lists changed: the chosen month in the chosen year, through the engine.
      let combined = try? context.month(
        month.month, ofYear: year.year, era: year.era, reference: year.firstDay)
      return .jump((combined ?? year).firstSupportedDay)
    case (let month?, nil): return .jump(month.firstSupportedDay)
    case (nil, let year?): return .jump(year.firstSupportedDay)
    case (nil, nil): return nil
    }
  }

  /// Every day of the months the bounds touch: the month fields name a month by its first
  /// day, which may precede the first bound.
  func monthDays(of bounds: ClosedRange<Day>) -> ClosedRange<Day> {
    context.month(containing: bounds.lowerBound)
      .firstDay...context.month(containing: bounds.upperBound).lastDay
  }

  // MARK: Values

  static func day(_ text: String, field: String, within bounds: ClosedRange<Day>? = nil)
    throws(HTMLQueryError) -> Day
  {
    let day: Day
    do {
      day = try Day(parsing: text)
    } catch {
      throw HTMLQueryError(field: field, value: text, reason: "\(error) (YYYY-MM-DD)")
    }
    if let bounds, !bounds.contains(day) {
      throw HTMLQueryError(
        field: field, value: text,
        reason: "outside the calendar's days \(bounds.lowerBound) to \(bounds.upperBound)")
    }
    return day
  }

  static func range(_ text: String, field: String) throws(HTMLQueryError) -> ClosedRange<Day> {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw HTMLQueryError(
        field: field, value: text, reason: "a range is START/END (ISO 8601 interval)")
    }
    let start = try day(String(parts[0]), field: field)
    let end = try day(String(parts[1]), field: field)
    guard start <= end else {
      throw HTMLQueryError(field: field, value: text, reason: "the end is before the start")
    }
    return start...end
  }

  static func weekdays(_ text: String, field: String) throws(HTMLQueryError) -> WeekdaySet {
    do {
      return try WeekdaySet(rruleByDay: text)
    } catch {
      throw HTMLQueryError(field: field, value: text, reason: "\(error) (MO,WE,FR)")
    }
  }

  static func weekday(_ text: String, field: String) throws(HTMLQueryError) -> Int {
    let set = try weekdays(text, field: field)
    guard set.count == 1, let weekday = set.weekdays.first else {
      throw HTMLQueryError(field: field, value: text, reason: "one weekday code such as MO")
    }
    return weekday
  }

  static func command(_ text: String, field: String) throws(HTMLQueryError) -> FocusCommand {
    if text == "t" { return .today }
    let shifted = text.hasPrefix("Shift+")
    let key = shifted ? String(text.dropFirst(6)) : text
    guard let command = FocusCommand(keyName: key, isShiftPressed: shifted) else {
      throw HTMLQueryError(
        field: field, value: text,
        reason: "not a key: ArrowLeft, ArrowRight, ArrowUp, ArrowDown, Home, End, PageUp, "
          + "PageDown, Shift+PageUp, Shift+PageDown or t")
    }
    return command
  }
}

/// The picker's fields of a query, sorted by kind; repeated singular fields and unknown
/// names are refused.
struct Fields {
  let name: String
  var values: [String] = []
  var single: [String: String] = [:]

  static let known: Set<String> = [
    "start", "month", "focus", "intended", "pick", "key", "scroll", "toggle", "confirm",
    "jump-month", "jump-year", "part",
  ]

  init(name: String) { self.name = name }

  mutating func add(_ item: (name: String, value: String)) throws(HTMLQueryError) {
    if item.name == name {
      values.append(item.value)
      return
    }
    guard item.name.hasPrefix(name + ".") else { return }
    let key = String(item.name.dropFirst(name.count + 1))
    guard Fields.known.contains(key) else {
      throw HTMLQueryError(field: item.name, value: item.value, reason: "unknown field")
    }
    guard single[key] == nil else {
      throw HTMLQueryError(field: item.name, value: item.value, reason: "given twice")
    }
    single[key] = item.value
  }
}

extension CalendarMonth {
  /// The day that names the month in a form field: its first day, or 0001-01-01 for a month
  /// that begins before it (Julian 1 January 1, which the 1582 reform's calendar uses, is
  /// proleptic 0000-12-30; Hebrew and other months at that edge begin before it too). A day
  /// of year 0 is not one a query can name.
  var firstSupportedDay: Day { max(firstDay, Day.earliest) }
}
