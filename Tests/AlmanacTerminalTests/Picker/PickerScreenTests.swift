import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

/// Rendered frames against golden files (plain text, and styled lines with and without colour),
/// and the hit map against what the frame shows.
@Suite("Picker screen")
struct PickerScreenTests {
  typealias F = PickerFixtures
  static let size = TerminalSize(columns: 80, rows: 24)

  static func styled(_ frame: Frame, colors: ColorLevel) -> String {
    FrameRenderer(colors: colors).lines(frame).joined(separator: "\n") + "\n"
  }

  /// From March 3, March 20 sold out, stays of two nights or more.
  static let rangeAvailability = Availability(firstDay: day("2026-03-03"))
    .disabling([day("2026-03-20")], label: "Sold out")
    .withRangeRules(RangeRules(minimumNights: 2))

  static func rangeState() throws -> PickerState {
    var state = try PickerState(
      mode: .range(.forward), context: F.enUS, today: day("2026-03-03"),
      availability: rangeAvailability, monthCount: 3)
    F.send(F.typed("jjj ") + F.typed("jjl") + [F.enter] + F.typed("l"), to: &state)
    return state
  }

  @Test("Single, three months at 80×24: plain text")
  func singlePlain() throws {
    var state = try PickerState(
      mode: .single, context: F.enUS, today: day("2026-11-29"), monthCount: 3)
    F.send(F.typed("l"), to: &state)
    let rendered = PickerScreen(context: F.enUS, colors: .none).render(state, size: Self.size)
    try snapshots.check(rendered.frame.plainText() + "\n", named: "single-3-months.txt")
  }

  @Test("Range across March and April with a sold-out day: plain, colour, no colour")
  func range() throws {
    let state = try Self.rangeState()
    #expect(state.result == .range(day("2026-03-24")...(day("2026-04-08"))))
    let plain = PickerScreen(context: F.enUS, colors: .none).render(state, size: Self.size)
    try snapshots.check(plain.frame.plainText() + "\n", named: "range.txt")
    try snapshots.check(Self.styled(plain.frame, colors: .none), named: "range-no-color.ansi")
    let color = PickerScreen(context: F.enUS, colors: .basic).render(state, size: Self.size)
    try snapshots.check(Self.styled(color.frame, colors: .basic), named: "range-color.ansi")
    #expect(color.frame.plainText() == plain.frame.plainText())
  }

  @Test("Weekday row in en_GB: plain and colour")
  func weekdays() throws {
    var state = try PickerState(
      mode: .weekdays, context: F.enGB, today: day("2026-03-01"))
    F.send(F.typed(" ll ll ") + [KeyEvent(.right)], to: &state)
    let plain = PickerScreen(context: F.enGB, colors: .none).render(state, size: Self.size)
    try snapshots.check(plain.frame.plainText() + "\n", named: "weekdays.txt")
    let color = PickerScreen(context: F.enGB, colors: .basic).render(state, size: Self.size)
    try snapshots.check(Self.styled(color.frame, colors: .basic), named: "weekdays-color.ansi")
  }

  @Test("Narrow terminal: three months asked, two fit stacked at 40×24")
  func narrow() throws {
    let screen = PickerScreen(context: F.enUS, colors: .none)
    let size = TerminalSize(columns: 40, rows: 24)
    #expect(screen.capacity(for: size).perRow == 1)
    #expect(screen.capacity(for: size).total == 2)
    var state = try PickerState(
      mode: .single, context: F.enUS, today: day("2026-11-29"), monthCount: 3)
    state.fit(monthCount: screen.capacity(for: size).total)
    let rendered = screen.render(state, size: size)
    try snapshots.check(rendered.frame.plainText() + "\n", named: "narrow-stacked.txt")
  }

  @Test("Dialogs: go to date, month list, year list")
  func dialogs() throws {
    let screen = PickerScreen(context: F.enUS, colors: .none)
    var state = try PickerState(
      mode: .single, context: F.enUS, today: day("2026-11-29"), monthCount: 3)
    F.send(F.typed("g2027-0"), to: &state)
    try snapshots.check(
      screen.render(state, size: Self.size).frame.plainText() + "\n", named: "go-to-date.txt")
    F.send([F.escape] + F.typed("mk"), to: &state)
    let months = screen.render(state, size: Self.size)
    try snapshots.check(months.frame.plainText() + "\n", named: "month-list.txt")
    // A click on the list's first entry goes to January.
    let january = try #require(
      months.hitMap.regions.first { $0.target == .listEntry(0) })
    state.handle(
      MouseEvent(.press, .left, column: january.columns.lowerBound, row: january.row),
      hitMap: months.hitMap)
    #expect(state.focusedDay == (day("2026-01-29")))
    F.send(F.typed("y"), to: &state)
    try snapshots.check(
      screen.render(state, size: Self.size).frame.plainText() + "\n", named: "year-list.txt")
  }

  @Test("Too small a terminal says so instead of drawing a broken grid")
  func tooSmall() throws {
    let state = try PickerState(mode: .single, context: F.enUS, today: day("2026-11-29"))
    let frame = PickerScreen(context: F.enUS, colors: .none)
      .render(state, size: TerminalSize(columns: 20, rows: 5)).frame
    #expect(frame.plainText() == "Terminal too small\nneeds 24×13\n\n\n")
  }

  @Test("Every day region of the hit map covers that day's number on screen")
  func hitMapMatchesFrame() throws {
    let state = try Self.rangeState()
    let rendered = PickerScreen(context: F.enUS, colors: .basic).render(state, size: Self.size)
    var count = 0
    for region in rendered.hitMap.regions {
      guard case .day(let day) = region.target else { continue }
      let text = rendered.frame.cells(inRow: region.row)
        .dropFirst(region.columns.lowerBound).prefix(region.columns.count)
        .map { String($0.character) }.joined()
      let digits = text.filter(\.isNumber)
      // The day of the month by the Gregorian integer rule, not by the engine.
      let (_, _, dayOfMonth) = day.gregorian
      #expect(Int(digits) == dayOfMonth, "region \(region) shows '\(text)'")
      count += 1
    }
    #expect(count == 31 + 30 + 31)
  }

  @Test(
    "While an arrival is picked, a departure the rules refuse is drawn as a day that cannot be picked, and a band runs to the focus"
  )
  func rulesBeforeTheTap() throws {
    var state = try PickerState(
      mode: .range(.forward), context: F.enUS, today: day("2026-03-03"),
      availability: Self.rangeAvailability, monthCount: 1)
    // The arrival on March 24, then the focus three days on, to March 27.
    F.send(F.typed("jjj ") + F.typed("lll"), to: &state)
    let rendered = PickerScreen(context: F.enUS, colors: .basic).render(state, size: Self.size)
    func drawn(_ target: Day) throws -> CellStyle {
      let region = try #require(
        rendered.hitMap.regions.first { $0.target == .day(target) }, "\(target) on screen")
      let cells = rendered.frame.cells(inRow: region.row)
        .dropFirst(region.columns.lowerBound).prefix(region.columns.count)
      return try #require(cells.first { $0.character.isNumber }).style
    }
    let style = PickerStyle(colors: .basic)
    // Wednesday the 25th is one night: refused, in the colour of the sold-out Friday the
    // 20th, over the band of the stay the focus would make.
    #expect(try drawn(day("2026-03-20")) == style.day(.unavailableText))
    #expect(try drawn(day("2026-03-25")) == style.day([.selectionBand, .unavailableText]))
    #expect(style.day([.selectionBand, .unavailableText]) != style.day(.selectionBand))
    // The 26th is in the stay a tap on the focus would make; the 28th is not.
    #expect(try drawn(day("2026-03-26")) == style.day(.selectionBand))
    #expect(try drawn(day("2026-03-27")) == style.day([.selectionBand, .focusRing]))
    #expect(try drawn(day("2026-03-28")) == style.day(.weekendText))
    // A tap on the refused day still reaches the engine, which says why.
    F.send(F.typed("hh "), to: &state)
    #expect(state.message == "Minimum stay is 2 nights")
  }

  @Test("Clicks: a day selects it, the arrows page, the wheel pages")
  func clicks() throws {
    var state = try PickerState(
      mode: .single, context: F.enUS, today: day("2026-11-29"), monthCount: 3)
    let screen = PickerScreen(context: F.enUS, colors: .basic)
    var rendered = screen.render(state, size: Self.size)
    let target = day("2026-12-10")
    let region = try #require(rendered.hitMap.regions.first { $0.target == .day(target) })
    state.handle(
      MouseEvent(.press, .left, column: region.columns.upperBound - 1, row: region.row),
      hitMap: rendered.hitMap)
    #expect(state.selection?.selectedDay == target)
    #expect(state.focusedDay == target)
    rendered = screen.render(state, size: Self.size)
    let next = try #require(rendered.hitMap.regions.first { $0.target == .nextPage })
    state.handle(
      MouseEvent(.press, .left, column: next.columns.lowerBound, row: next.row),
      hitMap: rendered.hitMap)
    #expect(state.focusedDay == (day("2027-01-10")))
    state.handle(MouseEvent(.press, .wheelUp, column: 0, row: 0), hitMap: rendered.hitMap)
    #expect(state.focusedDay == target)
    state.handle(
      MouseEvent(.release, .left, column: region.columns.lowerBound, row: region.row),
      hitMap: rendered.hitMap)
    #expect(state.focusedDay == target)
  }
}

extension PickerScreenTests {
  @Test("The arrows and the wheel scroll the months shown, wherever the focus is in them")
  func arrowsScrollTheWindow() throws {
    var state = try PickerState(
      mode: .single, context: F.enUS, today: day("2026-11-29"), monthCount: 3)
    let screen = PickerScreen(context: F.enUS, colors: .basic)
    #expect(state.visibleMonths.map(\.month) == [11, 12, 1])
    // Focus on the last month shown: ‹ must still show October.
    state.handle(KeyEvent(.pageDown))
    state.handle(KeyEvent(.pageDown))
    #expect(state.focusedDay == (day("2027-01-29")))
    var rendered = screen.render(state, size: Self.size)
    let previous = try #require(rendered.hitMap.regions.first { $0.target == .previousPage })
    state.handle(
      MouseEvent(.press, .left, column: previous.columns.lowerBound, row: previous.row),
      hitMap: rendered.hitMap)
    #expect(state.visibleMonths.map(\.month) == [10, 11, 12])
    #expect(state.focusedDay == (day("2026-12-29")))
    // Focus on the first month shown: › must show the month after.
    rendered = screen.render(state, size: Self.size)
    state.handle(KeyEvent(.pageUp))
    state.handle(KeyEvent(.pageUp))
    #expect(state.focusedDay == (day("2026-10-29")))
    let next = try #require(rendered.hitMap.regions.first { $0.target == .nextPage })
    state.handle(
      MouseEvent(.press, .left, column: next.columns.lowerBound, row: next.row),
      hitMap: rendered.hitMap)
    #expect(state.visibleMonths.map(\.month) == [11, 12, 1])
    // The wheel scrolls the same way.
    state.handle(MouseEvent(.press, .wheelDown, column: 0, row: 0), hitMap: rendered.hitMap)
    #expect(state.visibleMonths.map(\.month) == [12, 1, 2])
    state.handle(MouseEvent(.press, .wheelUp, column: 0, row: 0), hitMap: rendered.hitMap)
    state.handle(MouseEvent(.press, .wheelUp, column: 0, row: 0), hitMap: rendered.hitMap)
    #expect(state.visibleMonths.map(\.month) == [10, 11, 12])
    #expect(state.focusedDay == (day("2026-10-29")))
  }
}

extension PickerScreenTests {
  @Test(
    "Event dots: a day with events shows • in its right slot, unless the focus bracket is there")
  func eventDots() throws {
    var state = try PickerState(mode: .single, context: F.enUS, today: day("2026-03-01"))
    let busy: Set<Day> = [day("2026-03-04"), day("2026-03-01")]
    state.eventCount = { busy.contains($0) ? 2 : 0 }
    let text = PickerScreen(context: F.enUS, colors: .none).render(state, size: Self.size)
      .frame.plainText()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Week of March 1: the focus brackets 1 (its dot yields), 4 has a dot.
    #expect(lines[2] == " [ 1] 2  3  4• 5  6  7")
  }

  @Test("Persian calendar in fa_IR: Saturday first, Persian digits and month names")
  func persian() throws {
    let context = CalendarContext(locale: Locale(identifier: "fa_IR"), timeZone: .gmt)
    let state = try PickerState(
      mode: .single, context: context, today: day("2026-03-21"), monthCount: 2)
    let rendered = PickerScreen(context: context, colors: .none).render(state, size: Self.size)
    try snapshots.check(rendered.frame.plainText() + "\n", named: "fa_IR-persian.txt")
  }
}

extension PickerScreenTests {
  @Test("Japanese calendar: wide titles with the era, and the year list in era years")
  func japanese() throws {
    let context = CalendarContext(
      locale: Locale(identifier: "ja_JP@calendar=japanese"), timeZone: .gmt)
    var state = try PickerState(
      mode: .single, context: context, today: day("2026-03-01"), monthCount: 3)
    let screen = PickerScreen(context: context, colors: .none)
    try snapshots.check(
      screen.render(state, size: Self.size).frame.plainText() + "\n", named: "ja_JP-japanese.txt")
    F.send(F.typed("y"), to: &state)
    try snapshots.check(
      screen.render(state, size: Self.size).frame.plainText() + "\n",
      named: "ja_JP-japanese-years.txt")
  }
}

extension PickerScreenTests {
  @Test(
    "A dialog covers the whole first month block: no focus bracket of the grid shows beside it",
    arguments: ["m", "y", "g"])
  func dialogCoversTheBlock(key: Character) throws {
    // 2026-11-28 is a Saturday: the last column, whose right slot holds the bracket ']'.
    var state = try PickerState(mode: .single, context: F.enUS, today: day("2026-11-28"))
    F.send([KeyEvent(.character(key))], to: &state)
    let screen = PickerScreen(context: F.enUS, colors: .none)
    let lines = screen.render(state, size: Self.size).frame.plainText()
      .split(separator: "\n", omittingEmptySubsequences: false)
    let dialogRows = lines.dropFirst().prefix { !$0.hasPrefix(" └") }
    #expect(!dialogRows.isEmpty)
    for line in dialogRows {
      #expect(!line.contains("[") && !line.contains("]"), "line '\(line)'")
    }
  }
}

extension PickerScreenTests {
  @Test("A day the time zone skipped (Apia 2011-12-30) cannot be picked; the focus on it shows")
  func skippedDay() throws {
    let zone = try #require(TimeZone(identifier: "Pacific/Apia"))
    let apia = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: zone)
    var state = try PickerState(mode: .single, context: apia, today: day("2011-12-29"))
    state.handle(KeyEvent(.right))
    #expect(state.focusedDay == (day("2011-12-30")))
    #expect(state.message == "Skipped by the time zone")
    state.handle(F.space)
    #expect(state.selection?.selectedDay == nil)
    // Enter takes the focused day when nothing is selected: not this one.
    #expect(state.handle(F.enter) == .continue)
    #expect(state.selection?.selectedDay == nil)
    let text = PickerScreen(context: apia, colors: .none).render(state, size: Self.size).frame
      .plainText()
    #expect(text.contains(" 28 29[  ]31"), "\(text)")
    // The range and multiple modes refuse it too.
    var range = try PickerState(
      mode: .range(.forward), context: apia, today: day("2011-12-28"))
    F.send([F.space, KeyEvent(.right), KeyEvent(.right), KeyEvent(.right), F.space], to: &range)
    #expect(range.selection?.selectedRange == nil)
  }
}

extension PickerScreenTests {
  @Test("Weekday mode on a narrow terminal: all seven chips, or 'Terminal too small'")
  func weekdaysNeedTheirWidth() throws {
    let state = try PickerState(mode: .weekdays, context: F.enUS, today: day("2026-03-01"))
    let screen = PickerScreen(context: F.enUS, colors: .none)
    let narrow = screen.render(state, size: TerminalSize(columns: 30, rows: 15)).frame
      .plainText()
    #expect(narrow.hasPrefix("Terminal too small"), "\(narrow)")
    // " [ Sun ]  Mon    Tue    Wed    Thu    Fri    Sat" is 50 columns wide.
    let fitting = screen.render(state, size: TerminalSize(columns: 50, rows: 15)).frame
      .plainText()
    let chips = fitting.split(separator: "\n", omittingEmptySubsequences: false)[2]
    #expect(chips.contains("Sat"), "\(fitting)")
  }
}

@Suite("Picker style: the colour roles' table")
struct PickerStyleTests {
  @Test(
    "each role's style is laid over the ones before it: weekend, selection, unavailable, today, focus",
    arguments: [ColorLevel.basic, .none])
  func layers(colors: ColorLevel) {
    let style = PickerStyle(colors: colors)
    #expect(style.day([]) == CellStyle())
    #expect(style.day(.weekendText) == style.weekend)
    #expect(style.day(.eventDot) == CellStyle())
    #expect(
      style.day([.weekendText, .selection])
        == PickerStyle.layer(style.endpoint, over: style.weekend))
    #expect(
      style.day([.selectionBand, .today, .focusRing])
        == PickerStyle.layer(
          style.focus, over: PickerStyle.layer(style.today, over: style.band)))
    #expect(
      style.day([.weekendText, .unavailableText, .eventDot])
        == PickerStyle.layer(style.unavailable, over: style.weekend))
  }
}
