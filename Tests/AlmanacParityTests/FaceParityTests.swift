import Almanac
import AlmanacHTML
import AlmanacTerminal
import AlmanacTestSupport
import Testing

/// One script of actions, run step by step through three faces of the same ``PickerMode``:
/// the engine's `MonthCalendarModel`, the terminal's `PickerState` (driven by the keys and
/// mouse clicks the terminal sends) and the web face's `HTMLPicker.applying` (the state a
/// posted form leads to). After every step the selection, the focus and the months shown and
/// the result must agree, the terminal's message line must be the model's message, and the web
/// page's status must say what the model's update announces; so must the value a
/// confirmation gives.
@Suite("One script through every face")
struct FaceParityTests {
  @Test("every face selects, focuses, says and confirms the same", arguments: ParityScripts.all)
  func sameBehaviour(script: ParityScript) throws {
    var faces = try Faces(mode: script.mode)
    #expect(faces.observations.allEqual, "before the first step: \(faces.observations)")
    // The script says something: a refusal or another message, and an announcement.
    var saysMessage = false
    var announces = false
    for (index, step) in script.steps.enumerated() {
      let observations = try faces.apply(step)
      saysMessage = saysMessage || observations.model.message != nil
      announces = announces || observations.modelAnnouncement != nil
      #expect(
        observations.allEqual,
        "step \(index + 1), \(step): model \(observations.model), terminal \(observations.terminal), web \(observations.web)"
      )
      #expect(
        observations.webAnnouncement == observations.modelAnnouncement,
        "step \(index + 1), \(step): the web face says what the engine announces")
    }
    #expect(saysMessage && announces, "the script leads to a message and an announcement")
    #expect(
      faces.confirmations.allSatisfy { $0.model == $0.terminal && $0.model == $0.web },
      "confirmed values: \(faces.confirmations)")
    if script.mustConfirm {
      #expect(
        faces.confirmations.last?.model != nil,
        "the script's last confirmation gives a value: \(faces.confirmations)")
    }
  }

  @Test("a second tap on the chosen day takes it back in every face and every day mode")
  func reselectRule() throws {
    for mode in ParityScripts.dayModes {
      var faces = try Faces(mode: mode)
      let day = AlmanacTestSupport.day("2026-03-05")
      _ = try faces.apply(.tap(day))
      let again = try faces.apply(.tap(day))
      #expect(again.allEqual, "\(mode): \(again)")
      // In every day mode but a pending range of the behaviours that make a one-day range
      // there, the second tap leaves nothing chosen.
      let keepsOneDay: Bool =
        switch mode {
        case .range(.forward), .range(.completeOrNothing), .ranges: true
        default: false
        }
      #expect(
        again.model.selection.isEmpty != keepsOneDay,
        "\(mode): after two taps on \(day): \(again.model.selection)")
    }
  }
}

/// What one face shows after a step.
struct Observation: Equatable, CustomStringConvertible {
  /// The selection, as the engine's selection holds it.
  struct Selection: Equatable {
    var days: [Day] = []
    var pendingStart: Day?
    var range: ClosedRange<Day>?
    var ranges: [ClosedRange<Day>] = []
    var weekdays: WeekdaySet = .none

    var isEmpty: Bool {
      days.isEmpty && pendingStart == nil && range == nil && ranges.isEmpty && weekdays.isEmpty
    }

    init(_ model: MonthCalendarModel) {
      switch model.picking {
      case .weekdays(let row):
        weekdays = row.selection
      case .days(let selection, _):
        days = selection.sortedDays
        pendingStart = selection.pendingStart
        range = selection.selectedRange
        ranges = selection.selectedRanges.ranges
      }
    }
  }

  var selection: Selection
  /// The focused day (day modes) or weekday (weekday mode).
  var focus: String
  /// The first month on screen (day modes).
  var firstMonth: CalendarMonth?
  /// The message line (the web page has none: its status says the announcement).
  var message: String?
  /// The value a confirmation would give now.
  var result: PickerResult?

  init(_ model: MonthCalendarModel, message: String?) {
    selection = Selection(model)
    switch model.picking {
    case .weekdays(let row):
      focus = "weekday \(row.focus.focusedWeekday)"
      firstMonth = nil
    case .days(_, let focus):
      self.focus = focus.focusedDay.description
      firstMonth = focus.firstVisibleMonth
    }
    self.message = message
    result = model.result
  }

  var description: String {
    "{\(selection), focus \(focus), month \(firstMonth.map { "\($0)" } ?? "-"), message \(message ?? "-"), result \(result.map { "\($0)" } ?? "-")}"
  }
}

/// The three faces' observations after one step.
struct Observations: CustomStringConvertible {
  var model: Observation
  var terminal: Observation
  var web: Observation
  var modelAnnouncement: String?
  var webAnnouncement: String?

  var allEqual: Bool {
    var web = web
    web.message = model.message
    return model == terminal && model == web
  }

  var description: String { "model \(model), terminal \(terminal), web \(web)" }
}

/// What each face confirmed on one confirmation step.
struct Confirmation: CustomStringConvertible {
  var model: PickerResult?
  var terminal: PickerResult?
  var web: PickerResult?

  var description: String {
    "model \(model.map { "\($0)" } ?? "-"), terminal \(terminal.map { "\($0)" } ?? "-"), web \(web.map { "\($0)" } ?? "-")"
  }
}

/// The three faces of one picker, the same configuration in each.
struct Faces {
  static let today = AlmanacTestSupport.day("2026-03-18")
  /// March to December 2026, 10-12 March booked.
  static let availability = Availability(
    firstDay: AlmanacTestSupport.day("2026-03-01"), lastDay: AlmanacTestSupport.day("2026-12-31")
  ).disabling(
    AlmanacTestSupport.day("2026-03-10")...AlmanacTestSupport.day("2026-03-12"), label: "Booked")
  static let monthCount = 2
  static let screenSize = TerminalSize(columns: 120, rows: 40)

  let context = AlmanacTestSupport.context(.gregorian, "en_US")
  var model: MonthCalendarModel
  var terminal: PickerState
  let picker: HTMLPicker
  var web: HTMLPickerState
  var confirmations: [Confirmation] = []

  init(mode: PickerMode) throws {
    model = try MonthCalendarModel(
      picking: mode, context: context, today: Self.today, availability: Self.availability,
      visibleMonthCount: Self.monthCount)
    terminal = try PickerState(
      mode: mode, context: context, today: Self.today, availability: Self.availability,
      monthCount: Self.monthCount)
    picker = HTMLPicker(
      name: "pick", mode: mode, context: context, today: Self.today,
      availability: Self.availability, monthCount: Self.monthCount)
    // The page's first request: no state fields, the engine places the focus.
    web = try picker.state(fromQuery: "")
  }

  var observations: Observations {
    Observations(
      model: Observation(model, message: model.messageText),
      terminal: Observation(terminal.model, message: terminal.message),
      web: Observation(picker.model(for: web), message: nil),
      modelAnnouncement: nil, webAnnouncement: web.message)
  }

  /// Applies `step` to every face and reports what each shows; the web page's status is
  /// refused exactly when the model's message refuses.
  mutating func apply(_ step: ParityStep) throws -> Observations {
    let announcement = applyToModel(step)
    try applyToTerminal(step)
    try applyToWeb(step)
    #expect(web.isRejected == (model.message?.isRefusal ?? false), "\(step): \(web)")
    return Observations(
      model: Observation(model, message: model.messageText),
      terminal: Observation(terminal.model, message: terminal.message),
      web: Observation(picker.model(for: web), message: nil),
      modelAnnouncement: announcement, webAnnouncement: web.message)
  }

  // MARK: The engine model

  /// The model's action for the step; returns what it says: the update's announcement, or
  /// for Enter the summary of the confirmed value or the message saying what is missing.
  mutating func applyToModel(_ step: ParityStep) -> String? {
    switch step {
    case .tap(let day): return model.tap(day).announcement
    case .key(let command): return model.handle(command).announcement
    case .space: return model.activateFocusedDay().announcement
    case .scroll(let step): return model.scrollMonths(by: step).announcement
    case .jump(let month):
      return model.choose(MonthYearChoice(month: month, text: context.title(of: month)))
        .announcement
    case .goTo(let day):
      // The go-to-date prompt; the keyboard's command is what the web face carries.
      let update = model.handle(.goToDay(day))
      return update.announcement
    case .toggle(let weekday): return model.toggle(weekday: weekday).announcement
    case .confirm:
      let confirmed = model.confirm()
      confirmations.append(Confirmation(model: confirmed))
      return confirmed == nil ? model.messageText : model.summary
    }
  }

  // MARK: The terminal

  /// The keys and clicks the terminal sends for the step.
  mutating func applyToTerminal(_ step: ParityStep) throws {
    switch step {
    case .tap(let day):
      try click(.day(day))
    case .key(let command):
      terminal.handle(try Self.key(for: command))
    case .space:
      terminal.handle(KeyEvent(.character(" ")))
    case .scroll(let step):
      for _ in 0..<abs(step) { try click(step < 0 ? .previousPage : .nextPage) }
    case .jump(let month):
      terminal.handle(KeyEvent(.character("m")))
      guard case .monthList(let choices, let highlighted) = terminal.overlay,
        let target = choices.firstIndex(where: { $0.month == month })
      else {
        Issue.record("the terminal's month list has no \(month): \(terminal.overlay)")
        return
      }
      let key = KeyEvent(target < highlighted ? .up : .down)
      for _ in 0..<abs(target - highlighted) { terminal.handle(key) }
      terminal.handle(KeyEvent(.enter))
    case .goTo(let day):
      terminal.handle(KeyEvent(.character("g")))
      for character in day.description { terminal.handle(KeyEvent(.character(character))) }
      terminal.handle(KeyEvent(.enter))
    case .toggle(let weekday):
      try click(.weekday(weekday))
    case .confirm:
      let outcome = terminal.handle(KeyEvent(.enter))
      if case .confirm(let result) = outcome {
        confirmations[confirmations.count - 1].terminal = result
      }
    }
  }

  /// A left click on what the frame on screen drew for `target`.
  mutating func click(_ target: PickerHitMap.Target) throws {
    let frame = PickerScreen(context: context, colors: .none).render(
      terminal, size: Self.screenSize)
    let region = try #require(
      frame.hitMap.regions.first { $0.target == target },
      "the terminal shows \(target) (months \(terminal.visibleMonths))")
    terminal.handle(
      MouseEvent(.press, .left, column: region.columns.lowerBound, row: region.row),
      hitMap: frame.hitMap)
  }

  /// The key the terminal reads for a focus command.
  static func key(for command: FocusCommand) throws -> KeyEvent {
    switch command {
    case .left: KeyEvent(.left)
    case .right: KeyEvent(.right)
    case .up: KeyEvent(.up)
    case .down: KeyEvent(.down)
    case .startOfWeek: KeyEvent(.home)
    case .endOfWeek: KeyEvent(.end)
    case .previousMonth: KeyEvent(.pageUp)
    case .nextMonth: KeyEvent(.pageDown)
    case .previousYear: KeyEvent(.pageUp, .shift)
    case .nextYear: KeyEvent(.pageDown, .shift)
    case .today: KeyEvent(.character("t"))
    default: throw ParityScriptError.noKey(command)
    }
  }

  // MARK: The web face

  /// The web face's transition for the step, from the state the page posted.
  mutating func applyToWeb(_ step: ParityStep) throws {
    let action: HTMLPickerAction =
      switch step {
      case .tap(let day): .pick(day)
      case .key(let command): .key(command)
      // Space on the focused day's button is a pick of that day, on a weekday a toggle.
      case .space:
        switch picker.model(for: web).picking {
        case .weekdays(let row): .toggle(row.focus.focusedWeekday)
        case .days(_, let focus): .pick(focus.focusedDay)
        }
      case .scroll(let step): .scroll(step)
      case .jump(let month): .jump(month.firstDay)
      // The page has no go-to-date field; its transition is the keyboard's focus command.
      case .goTo(let day): .key(.goToDay(day))
      case .toggle(let weekday): .toggle(weekday)
      case .confirm: .confirm
      }
    // What the page carries between requests: the state's query fields, as posted.
    let posted = try picker.decode(picker.queryItems(for: web)).state
    web = picker.applying(action, to: posted)
    if case .confirm = step, web.isConfirmed {
      confirmations[confirmations.count - 1].web = picker.model(for: web).result
    }
  }
}

enum ParityScriptError: Error {
  case noKey(FocusCommand)
}

/// One thing a person does, in words every face has.
enum ParityStep: CustomStringConvertible, Sendable {
  /// A tap or click on a day on screen.
  case tap(Day)
  /// An arrow, Home/End, page or today key.
  case key(FocusCommand)
  /// Space (or Return) on the focused day or weekday.
  case space
  /// The previous or next month arrow `abs(n)` times in the terminal; one scroll of `n`
  /// months in the model and the web face (`NAME.scroll=n`).
  case scroll(Int)
  /// The month list: a month of the focused year.
  case jump(CalendarMonth)
  /// The go-to-date prompt.
  case goTo(Day)
  /// A tap on a weekday chip (1 = Sunday).
  case toggle(Int)
  /// Enter.
  case confirm

  var description: String {
    switch self {
    case .tap(let day): "tap \(day)"
    case .key(let command): "key \(command)"
    case .space: "space"
    case .scroll(let step): "scroll \(step)"
    case .jump(let month): "month list \(month)"
    case .goTo(let day): "go to \(day)"
    case .toggle(let weekday): "toggle weekday \(weekday)"
    case .confirm: "confirm"
    }
  }
}

/// A mode and its script.
struct ParityScript: CustomTestStringConvertible, Sendable {
  var mode: PickerMode
  var steps: [ParityStep]
  /// Whether the script's last confirmation must give a value.
  var mustConfirm: Bool
  /// What the script does, for the test's name.
  var name: String

  var testDescription: String { "\(mode): \(name)" }
}

/// The table of scripts: one per mode.
enum ParityScripts {
  static let dayModes: [PickerMode] = [
    .single, .multiple, .multiple(maximumCount: 2), .range(.forward), .range(.eitherOrder),
    .range(.completeOrNothing), .ranges,
  ]

  static func d(_ text: String) -> Day { AlmanacTestSupport.day(text) }

  static func month(_ text: String) -> CalendarMonth {
    AlmanacTestSupport.context(.gregorian, "en_US").month(containing: d(text))
  }

  /// Taps (a re-tap of the chosen day, a booked day, a day of the second month shown, a day
  /// after paging), keys, the month arrows, the month list, the go-to-date prompt and Enter.
  static let daySteps: [ParityStep] = [
    .confirm,
    .tap(d("2026-03-05")),
    .tap(d("2026-03-05")),
    .tap(d("2026-03-11")),
    .tap(d("2026-03-06")),
    .tap(d("2026-04-02")),
    .tap(d("2026-03-20")),
    .key(.right),
    .key(.down),
    .space,
    .key(.left),
    .space,
    .confirm,
    .key(.nextMonth),
    .key(.nextMonth),
    .tap(d("2026-05-06")),
    .scroll(1),
    .tap(d("2026-06-15")),
    .scroll(-2),
    .key(.endOfWeek),
    .key(.nextYear),
    .key(.previousYear),
    .jump(month("2026-08-01")),
    .tap(d("2026-08-12")),
    .goTo(d("2026-03-11")),
    .space,
    .goTo(d("2026-09-30")),
    .space,
    .key(.today),
    .space,
    .confirm,
  ]

  /// Every day mode ends this with a value: a day picked, taken back by a second tap, a booked
  /// day refused, then a day of each month shown, and Enter.
  static let confirmingSteps: [ParityStep] = [
    .tap(d("2026-03-24")),
    .tap(d("2026-03-24")),
    .tap(d("2026-03-11")),
    .tap(d("2026-03-24")),
    .tap(d("2026-04-02")),
    .confirm,
  ]

  static let weekdaySteps: [ParityStep] = [
    .confirm,
    .toggle(2),
    .toggle(2),
    .key(.right),
    .space,
    .toggle(6),
    .key(.endOfWeek),
    .space,
    .space,
    .key(.left),
    .key(.nextMonth),
    .confirm,
  ]

  static let all: [ParityScript] =
    dayModes.flatMap { mode in
      [
        ParityScript(mode: mode, steps: daySteps, mustConfirm: false, name: "every action"),
        ParityScript(
          mode: mode, steps: confirmingSteps, mustConfirm: true, name: "taps, then Enter"),
      ]
    }
    + [
      ParityScript(
        mode: .weekdays, steps: weekdaySteps, mustConfirm: true, name: "chips, keys, Enter")
    ]
}
