import Almanac

/// Draws months as text the way cal(1) does, for any calendar, locale and script: a centred
/// title, a weekday header, right-aligned day numbers in the locale's digits, and months laid
/// out in rows of blocks. Column widths come from display widths, so wide (CJK) and
/// combining characters line up.
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

  /// Day-of-month labels in the locale's digits, right-aligned to the cell, as UTF-8,
  /// indexed by number (index 0 unused).
  private let dayLabels: [[UInt8]]
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
    let cellWidth = labels.cellWidth
    self.cellWidth = cellWidth
    dayLabels = labels.dayLabels.map { Array($0.utf8) }
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

  /// Renders months in rows of blocks.
  ///
  /// - Parameters:
  ///   - months: The months, in order.
  ///   - today: The day to mark as today.
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
    months: [CalendarMonth], today: Day?, selection: DayRanges = DayRanges(),
    yearTitle: String? = nil, columns: Int? = nil, width: Int = 80,
    eventCount: ((Day) -> Int)? = nil
  ) -> String {
    var titleMaker = MonthTitles(context: context)
    let titles = months.map {
      yearTitle != nil ? context.monthName($0) : titleMaker.title(of: $0)
    }
    // Titles wider than the grid ("Eleventh Month 2026(bing-wu)") widen every block.
    let widest = titles.lazy.map { TextWidth.columns(of: $0) }.max() ?? 0
    let extra = max(0, widest - gridWidth)
    let span = blockWidth + extra
    let perRow = max(
      1, columns ?? fittingColumns(count: months.count, width: width, blockWidth: span))
    var output: [UInt8] = []
    output.reserveCapacity(months.count * span * 8 + 64)
    if let yearTitle {
      let count = min(perRow, months.count)
      let total = count * span + (count - 1)
      output += TextWidth.padded(yearTitle, to: total, alignment: .center).utf8
      Self.trimLine(&output, from: 0)
      output.append(0x0A)
    }
    var start = 0
    var blocks: [Block] = []
    while start < months.count {
      if start > 0 { output.append(0x0A) }
      blocks.removeAll(keepingCapacity: true)
      for index in start..<min(start + perRow, months.count) {
        blocks.append(makeBlock(months[index], title: titles[index], today: today, extra: extra))
      }
      let height = blocks.map(\.height).max() ?? 0
      for line in 0..<height {
        let lineStart = output.count
        for (index, block) in blocks.enumerated() {
          if index > 0 { output.append(0x20) }
          append(
            line: line, of: block, selection: selection, eventCount: eventCount, to: &output)
        }
        Self.trimLine(&output, from: lineStart)
        output.append(0x0A)
      }
      start += perRow
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The lines of one month block, each ``blockWidth`` columns wide (escape codes aside; wider
  /// if the title is wider than the grid): title, weekday header and one line per week. The interactive picker draws these.
  ///
  /// - Parameters:
  ///   - month: The month.
  ///   - today: The day to mark as today.
  ///   - selection: Days to shade.
  ///   - titleOnlyName: Whether the title is the month's name alone (in a year view).
  ///   - eventCount: The number of events covering a day, for event markers; `nil` for none.
  /// - Returns: The lines, without newlines.
  public func block(
    for month: CalendarMonth, today: Day?, selection: DayRanges = DayRanges(),
    titleOnlyName: Bool = false, eventCount: ((Day) -> Int)? = nil
  ) -> [String] {
    let title = titleOnlyName ? context.monthName(month) : context.monthTitle(month)
    let extra = max(0, TextWidth.columns(of: title) - gridWidth)
    let block = makeBlock(month, title: title, today: today, extra: extra)
    return (0..<block.height).map { line in
      var bytes: [UInt8] = []
      append(line: line, of: block, selection: selection, eventCount: eventCount, to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// One month ready to draw line by line.
  private struct Block {
    var title: [UInt8]
    var layout: MonthLayout
    /// Columns added right of the grid for a title wider than the grid.
    var extra: Int
    var height: Int { layout.weeks.count + 2 }
  }

  /// The width of the grid under the title: seven cells and the six slots between them.
  private var gridWidth: Int { 7 * (cellWidth + 1) - 1 }

  private func makeBlock(_ month: CalendarMonth, title: String, today: Day?, extra: Int)
    -> Block
  {
    let layout = MonthLayout(
      month: month, context: context,
      options: MonthLayoutOptions(
        rows: .variable, adjacentDays: .blank, skippedDays: .flagged, today: today))
    let weekPrefix = weekColumnWidth > 0 ? weekColumnWidth + 1 : 0
    let line =
      String(repeating: " ", count: weekPrefix + 1)
      + TextWidth.padded(title, to: gridWidth + extra, alignment: .center) + " "
    return Block(title: Array(line.utf8), layout: layout, extra: extra)
  }

  /// Appends line `line` of `block`, padded to ``blockWidth`` columns.
  private func append(
    line: Int, of block: Block, selection: DayRanges, eventCount: ((Day) -> Int)?,
    to output: inout [UInt8]
  ) {
    switch line {
    case 0:
      output += block.title
      return
    case 1:
      output += headerLine
    case let row where row - 2 < block.layout.weeks.count:
      appendWeek(
        block.layout.weeks[row - 2], selection: selection, eventCount: eventCount, to: &output)
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
    _ week: WeekRow, selection: DayRanges, eventCount: ((Day) -> Int)?,
    to output: inout [UInt8]
  ) {
    if weekColumnWidth > 0 {
      output +=
        week.number < weekLabels.count ? weekLabels[week.number] : Array("\(week.number)".utf8)
      output.append(0x20)
    }
    // Bit c set: the cell in column c is selected.
    var selectedMask = 0
    var slots: [UInt8] = [0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20]
    let cells = week.cells
    if !selection.isEmpty {
      for column in 0..<7 {
        let cell = cells[column]
        if cell.isShown, let day = cell.day, selection.contains(day) {
          selectedMask |= 1 << column
        }
      }
    }
    let isSelected = { (column: Int) -> Bool in selectedMask & (1 << column) != 0 }
    if !isColored {
      if !selection.isEmpty {
        for column in 0..<7 where isSelected(column) {
          if column == 0 || !isSelected(column - 1) { slots[column] = UInt8(ascii: "{") }
          if column == 6 || !isSelected(column + 1) { slots[column + 1] = UInt8(ascii: "}") }
        }
      }
      for column in 0..<7 where cells[column].isToday && cells[column].isShown {
        slots[column] = UInt8(ascii: "[")
        slots[column + 1] = UInt8(ascii: "]")
      }
    }
    // Bit c set: the day in column c has events.
    var eventMask = 0
    if let eventCount {
      for column in 0..<7 {
        let cell = cells[column]
        guard cell.isShown, let day = cell.day else { continue }
        let count = eventCount(day)
        guard count > 0 else { continue }
        eventMask |= 1 << column
        // Markers go right of the number, where today's bracket and selection braces win.
        if slots[column + 1] == 0x20,
          !(isColored && isSelected(column) && column < 6
            && isSelected(column + 1))
        {
          slots[column + 1] = count == 1 ? Self.oneEventSlot : Self.moreEventsSlot
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
      guard cell.isShown else {
        output += blankCell
        continue
      }
      let label =
        cell.dayOfMonth > 0 && cell.dayOfMonth < dayLabels.count
        ? dayLabels[cell.dayOfMonth]
        : Array(
          TextWidth.padded(
            context.format(number: cell.dayOfMonth), to: cellWidth, alignment: .trailing
          ).utf8)
      let hasEvents = eventMask & (1 << column) != 0
      guard isColored, cell.isWeekend || cellSelected || cell.isToday || hasEvents else {
        output += label
        continue
      }
      var cellStyle = cell.isWeekend ? style.weekend : CellStyle.plain
      if hasEvents { cellStyle.attributes.formUnion(.underline) }
      if cellSelected {
        cellStyle.background = style.selected.background
        if !cell.isWeekend { cellStyle.foreground = style.selected.foreground }
        cellStyle.attributes.formUnion(style.selected.attributes)
      }
      if cell.isToday { cellStyle.attributes.formUnion(style.today.attributes) }
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

extension DayCell {
  /// Whether the cell shows a day of the month (not blank, adjacent or skipped).
  var isShown: Bool { day != nil && isInMonth && !isSkipped }
}
