import Almanac

/// Draws months as text the way cal(1) does, for any calendar, locale and script: a centred
/// title, a weekday header, right-aligned day numbers in the locale's digits, and months laid
/// out in rows of blocks. Column widths come from display widths, so wide (CJK) and
/// combining characters line up.
///
/// What each cell shows is the engine's decision: the renderer draws the pages of a
/// ``/Almanac/MonthCalendarModel`` (``/Almanac/MonthPage`` and its cells'
/// ``/Almanac/DayFacts``: today, weekend, the selection's role, the event count, skipped
/// days, the day's text and the week numbers), as the interactive picker does. It decides only what a terminal must: display widths, the
/// weekday names that fit a cell, the slots around cells and the escape codes.
///
/// Every cell has a one-column slot on each side. Without colour, today is marked by putting
/// `[` and `]` in its slots and a selected run by `{` and `}`; with colour, today is drawn in
/// inverse video, weekends in red and selected days (and the slots inside a run) shaded.
/// The output is a pure function of the inputs.
public struct MonthTextRenderer: Sendable {
  /// The calendar, locale and week rules.
  public let context: CalendarContext
  /// Colours and options.
  public let style: MonthTextStyle
  /// The width of one day cell in columns (2 for most locales).
  public let cellWidth: Int

  /// Week-number labels, right-aligned, as UTF-8, indexed by number.
  private let weekLabels: [[UInt8]]
  /// The width of the week-number column (0 when week numbers are off).
  private let weekColumnWidth: Int
  /// The weekday header line of one block, as UTF-8, escape codes included.
  private let headerLine: [UInt8]
  private let blankCell: [UInt8]
  private let isColored: Bool
  private let reset: [UInt8] = Array("\u{1B}[0m".utf8)

  /// Creates a renderer; this formats the weekday names and digits once.
  ///
  /// - Parameters:
  ///   - context: The calendar, locale and week rules.
  ///   - style: Colours and options.
  public init(context: CalendarContext, style: MonthTextStyle) {
    self.context = context
    self.style = style
    let isColored = style.colorLevel != .none
    self.isColored = isColored
    let labels = DayCellLabels(context: context)
    let symbols = labels.rawHeaderSymbols
    // Days of the year (cal -j) run to three digits (385 in a Hebrew leap year).
    let cellWidth =
      style.numbersDaysOfYear
      ? max(labels.cellWidth, TextWidth.columns(of: context.format(number: 385)))
      : labels.cellWidth
    self.cellWidth = cellWidth
    blankCell = Array(repeating: 0x20, count: cellWidth)
    let weeks = [""] + (1...54).map { context.format(number: $0) }
    let weekWidth = weeks.map { TextWidth.columns(of: $0) }.max() ?? 2
    weekColumnWidth = style.showsWeekNumbers ? weekWidth : 0
    weekLabels = weeks.map {
      let label = TextWidth.padded($0, to: weekWidth, alignment: .trailing)
      return Array(
        (isColored ? style.weekNumber.sgr(for: style.colorLevel) + label + "\u{1B}[0m" : label).utf8
      )
    }
    var header = String(repeating: " ", count: style.showsWeekNumbers ? weekWidth + 1 : 0)
    for (column, symbol) in symbols.enumerated() {
      header += " "
      let label = TextWidth.padded(symbol, to: cellWidth, alignment: .trailing)
      if isColored, context.weekendDays.contains(context.weekdayOrder[column]) {
        header += style.weekend.sgr(for: style.colorLevel) + label + "\u{1B}[0m"
      } else {
        header += label
      }
    }
    headerLine = Array((header + " ").utf8)
  }

  /// The width of one month block in columns, slots and week numbers included, when the
  /// title fits over the grid (a longer title widens the blocks it is shown with).
  public var blockWidth: Int {
    (weekColumnWidth > 0 ? weekColumnWidth + 1 : 0) + 7 * (cellWidth + 1) + 1
  }

  /// How many blocks fit in `width` columns, at most 12, preferring a divisor of 12 for a
  /// 12-month view so that rows are even.
  ///
  /// - Parameters:
  ///   - count: How many months will be shown.
  ///   - width: The output width in columns.
  /// - Returns: Months per row, at least 1.
  public func fittingColumns(count: Int, width: Int) -> Int {
    fittingColumns(count: count, width: width, blockWidth: blockWidth)
  }

  private func fittingColumns(count: Int, width: Int, blockWidth: Int) -> Int {
    let fit = max(1, min(12, (width + 1) / (blockWidth + 1)))
    if count == 12 { return [12, 6, 4, 3, 2, 1].first { $0 <= fit } ?? 1 }
    return min(fit, max(1, count))
  }

  /// The model whose pages the month text draws: non-contiguous ranges (the selection),
  /// today, and the event counts as a feed.
  ///
  /// - Parameters:
  ///   - today: Today, or `nil` to mark no day.
  ///   - selection: The selected days.
  ///   - reference: A day the months show (today's stand-in when `today` is `nil`).
  ///   - eventCount: The number of events covering a day, or `nil` for none.
  /// - Returns: The model.
  public func model(
    today: Day?, selection: DayRangeSet, reference: Day,
    eventCount: (@Sendable (Day) -> Int)? = nil
  ) -> MonthCalendarModel {
    var model = MonthCalendarModel(
      context: context, today: today ?? reference, mode: .ranges, displayedDay: reference)
    if !selection.isEmpty { model.setSelectedRanges(selection) }
    if let eventCount {
      model.eventFeed = DayEventFeed(id: "month-text", count: eventCount, lines: { _ in [] })
    }
    return model
  }

  /// The page of `month` as the month text draws it: variable rows, adjacent days blank,
  /// skipped days flagged (drawn blank), no accessible text.
  ///
  /// - Parameters:
  ///   - month: The month.
  ///   - model: The model (see ``model(today:selection:reference:eventCount:)``).
  /// - Returns: The page.
  public static func page(for month: CalendarMonth, in model: MonthCalendarModel) -> MonthPage {
    model.page(
      for: month, rows: .variable, skippedDays: .flagged, adjacentDays: .blank,
      includesAccessibleText: false)
  }

  /// Renders months in rows of blocks.
  ///
  /// - Parameters:
  ///   - months: The months, in order.
  ///   - today: The day to mark as today, or `nil` for none.
  ///   - selection: Days to shade.
  ///   - yearTitle: A heading for a whole-year view; months are then titled by name only.
  ///   - columns: Months per row; `nil` fits as many as `width` allows (see
  ///     ``fittingColumns(count:width:)``).
  ///   - width: The output width in columns, used when `columns` is `nil`.
  ///   - eventCount: The number of events covering a day (from an `EventIndex`); days with
  ///     events get a marker right of their number (see ``eventMarker(count:)``) and, with
  ///     colour, an underline. `nil` draws no markers.
  /// - Returns: The text, each line ending in a newline, trailing spaces removed; a blank
  ///   line between rows of months.
  /// - Complexity: O(number of days shown).
  public func render(
    months: [CalendarMonth], today: Day?, selection: DayRangeSet = DayRangeSet(),
    yearTitle: String? = nil, columns: Int? = nil, width: Int = 80,
    eventCount: (@Sendable (Day) -> Int)? = nil
  ) -> String {
    guard let first = months.first else { return yearTitle.map { $0 + "\n" } ?? "" }
    let model = model(
      today: today, selection: selection, reference: first.firstDay, eventCount: eventCount)
    return render(
      pages: months.map { Self.page(for: $0, in: model) }, marksToday: today != nil,
      yearTitle: yearTitle, columns: columns, width: width)
  }

  /// Renders a model's pages in rows of blocks.
  ///
  /// - Parameters:
  ///   - pages: The pages, in order (see ``page(for:in:)``).
  ///   - marksToday: Whether today's cell is marked.
  ///   - yearTitle: A heading for a whole-year view; months are then titled by name only.
  ///   - columns: Months per row; `nil` fits as many as `width` allows.
  ///   - width: The output width in columns, used when `columns` is `nil`.
  /// - Returns: The text, each line ending in a newline, trailing spaces removed; a blank
  ///   line between rows of months.
  /// - Complexity: O(number of cells).
  public func render(
    pages: [MonthPage], marksToday: Bool = true, yearTitle: String? = nil, columns: Int? = nil,
    width: Int = 80
  ) -> String {
    let titles = pages.map { yearTitle != nil ? context.monthName($0.month) : $0.title }
    // Titles wider than the grid ("Eleventh Month 2026(bing-wu)") widen every block.
    let widest = titles.lazy.map { TextWidth.columns(of: $0) }.max() ?? 0
    let extra = max(0, widest - gridWidth)
    let span = blockWidth + extra
    let perRow = max(
      1, columns ?? fittingColumns(count: pages.count, width: width, blockWidth: span))
    var output: [UInt8] = []
    output.reserveCapacity(pages.count * span * 8 + 64)
    if let yearTitle {
      let count = min(perRow, pages.count)
      let total = count * span + (count - 1)
      output += TextWidth.padded(yearTitle, to: total, alignment: .center).utf8
      Self.trimLine(&output, from: 0)
      output.append(0x0A)
    }
    var labels = LabelCache(renderer: self)
    var start = 0
    var blocks: [Block] = []
    while start < pages.count {
      if start > 0 { output.append(0x0A) }
      blocks.removeAll(keepingCapacity: true)
      for index in start..<min(start + perRow, pages.count) {
        blocks.append(makeBlock(pages[index], title: titles[index], extra: extra))
      }
      let height = blocks.map(\.height).max() ?? 0
      for line in 0..<height {
        let lineStart = output.count
        for (index, block) in blocks.enumerated() {
          if index > 0 { output.append(0x20) }
          append(line: line, of: block, marksToday: marksToday, labels: &labels, to: &output)
        }
        Self.trimLine(&output, from: lineStart)
        output.append(0x0A)
      }
      start += perRow
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The lines of one month block, each ``blockWidth`` columns wide (escape codes aside; wider
  /// if the title is wider than the grid): title, weekday header and one line per week.
  ///
  /// - Parameters:
  ///   - month: The month.
  ///   - today: The day to mark as today, or `nil` for none.
  ///   - selection: Days to shade.
  ///   - titleOnlyName: Whether the title is the month's name alone (in a year view).
  ///   - eventCount: The number of events covering a day, for event markers; `nil` for none.
  /// - Returns: The lines, without newlines.
  public func block(
    for month: CalendarMonth, today: Day?, selection: DayRangeSet = DayRangeSet(),
    titleOnlyName: Bool = false, eventCount: (@Sendable (Day) -> Int)? = nil
  ) -> [String] {
    let model = model(
      today: today, selection: selection, reference: month.firstDay, eventCount: eventCount)
    return block(
      for: Self.page(for: month, in: model), marksToday: today != nil,
      titleOnlyName: titleOnlyName)
  }

  /// The lines of one page's block (see ``block(for:today:selection:titleOnlyName:eventCount:)``).
  ///
  /// - Parameters:
  ///   - page: The page.
  ///   - marksToday: Whether today's cell is marked.
  ///   - titleOnlyName: Whether the title is the month's name alone.
  /// - Returns: The lines, without newlines.
  public func block(for page: MonthPage, marksToday: Bool = true, titleOnlyName: Bool = false)
    -> [String]
  {
    let title = titleOnlyName ? context.monthName(page.month) : page.title
    let extra = max(0, TextWidth.columns(of: title) - gridWidth)
    let block = makeBlock(page, title: title, extra: extra)
    var labels = LabelCache(renderer: self)
    return (0..<block.height).map { line in
      var bytes: [UInt8] = []
      append(line: line, of: block, marksToday: marksToday, labels: &labels, to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// One month ready to draw line by line.
  private struct Block {
    var title: [UInt8]
    var page: MonthPage
    /// The day of the year of the page's first day, minus one, when days are numbered by
    /// their day of the year (cal -j); else 0.
    var yearOffset: Int
    /// Columns added right of the grid for a title wider than the grid.
    var extra: Int
    var height: Int { page.weeks.count + 2 }
  }

  /// The day texts of the pages, padded to the cell once per day of the month.
  private struct LabelCache {
    let cellWidth: Int
    var padded: [[UInt8]?]

    init(renderer: MonthTextRenderer) {
      cellWidth = renderer.cellWidth
      padded = Array(repeating: nil, count: 41)
    }

    mutating func label(_ cell: MonthPageCell) -> [UInt8] {
      let number = cell.dayOfMonth
      if number > 0, number < padded.count, let known = padded[number] { return known }
      let bytes = Array(
        TextWidth.padded(cell.dayText, to: cellWidth, alignment: .trailing).utf8)
      if number > 0, number < padded.count { padded[number] = bytes }
      return bytes
    }
  }

  /// The width of the grid under the title: seven cells and the six slots between them.
  private var gridWidth: Int { 7 * (cellWidth + 1) - 1 }

  private func makeBlock(_ page: MonthPage, title: String, extra: Int) -> Block {
    let weekPrefix = weekColumnWidth > 0 ? weekColumnWidth + 1 : 0
    let line =
      String(repeating: " ", count: weekPrefix + 1)
      + TextWidth.padded(title, to: gridWidth + extra, alignment: .center) + " "
    let yearOffset = style.numbersDaysOfYear ? context.dayOfYear(page.month.firstDay) - 1 : 0
    return Block(title: Array(line.utf8), page: page, yearOffset: yearOffset, extra: extra)
  }

  /// Appends line `line` of `block`, padded to ``blockWidth`` columns.
  private func append(
    line: Int, of block: Block, marksToday: Bool, labels: inout LabelCache,
    to output: inout [UInt8]
  ) {
    switch line {
    case 0:
      output += block.title
      return
    case 1:
      output += headerLine
    case let row where row - 2 < block.page.weeks.count:
      let week = row - 2
      appendWeek(
        block.page.weeks[week], number: block.page.weekNumbers[week], marksToday: marksToday,
        yearStart: style.numbersDaysOfYear ? (block.page.month.firstDay, block.yearOffset) : nil,
        labels: &labels, to: &output)
    default:
      output += repeatElement(0x20, count: blockWidth)
    }
    if block.extra > 0 { output += repeatElement(0x20, count: block.extra) }
  }

  /// The marker drawn right of a day with `count` events: `·` for one, `•` for more, nothing
  /// for none.
  ///
  /// - Parameter count: The number of events covering the day.
  /// - Returns: The marker text (one column wide), or an empty string.
  public static func eventMarker(count: Int) -> String {
    count <= 0 ? "" : count == 1 ? "\u{B7}" : "\u{2022}"
  }

  /// Slot values that stand for event markers (written as ``eventMarker(count:)``).
  private static let oneEventSlot: UInt8 = 0x01
  private static let moreEventsSlot: UInt8 = 0x02

  private func appendSlot(_ slot: UInt8, to output: inout [UInt8]) {
    switch slot {
    case Self.oneEventSlot: output += Array(Self.eventMarker(count: 1).utf8)
    case Self.moreEventsSlot: output += Array(Self.eventMarker(count: 2).utf8)
    default: output.append(slot)
    }
  }

  private func appendWeek(
    _ cells: [MonthPageCell], number: Int, marksToday: Bool, yearStart: (Day, Int)?,
    labels: inout LabelCache, to output: inout [UInt8]
  ) {
    if weekColumnWidth > 0 {
      output +=
        number >= 0 && number < weekLabels.count ? weekLabels[number] : Array("\(number)".utf8)
      output.append(0x20)
    }
    // Bit c set: the cell in column c is selected, is today, has events.
    var selectedMask = 0
    var todayMask = 0
    var eventMask = 0
    for column in 0..<7 {
      let cell = cells[column]
      guard cell.isShown, let facts = cell.facts else { continue }
      if facts.role.isSelected { selectedMask |= 1 << column }
      if marksToday, facts.isToday { todayMask |= 1 << column }
      if cell.eventCount > 0 { eventMask |= 1 << column }
    }
    let isSelected = { (column: Int) -> Bool in selectedMask & (1 << column) != 0 }
    var slots: [UInt8] = [0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20]
    if !isColored {
      if selectedMask != 0 {
        for column in 0..<7 where isSelected(column) {
          if column == 0 || !isSelected(column - 1) { slots[column] = UInt8(ascii: "{") }
          if column == 6 || !isSelected(column + 1) { slots[column + 1] = UInt8(ascii: "}") }
        }
      }
      for column in 0..<7 where todayMask & (1 << column) != 0 {
        slots[column] = UInt8(ascii: "[")
        slots[column + 1] = UInt8(ascii: "]")
      }
    }
    if eventMask != 0 {
      for column in 0..<7 where eventMask & (1 << column) != 0 {
        // Markers go right of the number, where today's bracket and selection braces win.
        if slots[column + 1] == 0x20,
          !(isColored && isSelected(column) && column < 6 && isSelected(column + 1))
        {
          slots[column + 1] =
            cells[column].eventCount == 1 ? Self.oneEventSlot : Self.moreEventsSlot
        }
      }
    }
    for column in 0..<7 {
      let cell = cells[column]
      let cellSelected = isSelected(column)
      if isColored, column > 0, cellSelected, isSelected(column - 1) {
        output += style.selected.sgr(for: style.colorLevel).utf8
        output.append(0x20)
        output += reset
      } else {
        appendSlot(slots[column], to: &output)
      }
      guard cell.isShown, let facts = cell.facts else {
        output += blankCell
        continue
      }
      let label =
        yearStart.map { first, offset in
          let number = offset + first.days(to: cell.day ?? first) + 1
          return Array(
            TextWidth.padded(
              context.format(number: number), to: cellWidth, alignment: .trailing
            ).utf8)
        } ?? labels.label(cell)
      let hasEvents = eventMask & (1 << column) != 0
      let isToday = todayMask & (1 << column) != 0
      guard isColored, facts.isWeekend || cellSelected || isToday || hasEvents else {
        output += label
        continue
      }
      var cellStyle = facts.isWeekend ? style.weekend : CellStyle.plain
      if hasEvents { cellStyle.attributes.formUnion(.underline) }
      if cellSelected {
        cellStyle.background = style.selected.background
        if !facts.isWeekend { cellStyle.foreground = style.selected.foreground }
        cellStyle.attributes.formUnion(style.selected.attributes)
      }
      if isToday { cellStyle.attributes.formUnion(style.today.attributes) }
      output += cellStyle.sgr(for: style.colorLevel).utf8
      output += label
      output += reset
    }
    appendSlot(slots[7], to: &output)
  }

  /// Removes trailing spaces of the line that starts at `start`.
  private static func trimLine(_ output: inout [UInt8], from start: Int) {
    var end = output.count
    while end > start, output[end - 1] == 0x20 { end -= 1 }
    output.removeSubrange(end..<output.count)
  }
}
