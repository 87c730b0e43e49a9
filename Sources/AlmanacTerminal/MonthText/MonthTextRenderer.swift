import Almanac
import AlmanacPrimitives

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
  package let cellWidth: Int

  /// Week-number labels, right-aligned, as UTF-8, indexed by number.
  private var weekLabels: [[UInt8]] { constants.weekLabels }
  /// The width of the week-number column (0 when week numbers are off).
  var weekColumnWidth: Int { constants.weekColumnWidth }
  /// The weekday header line of one block, as UTF-8, escape codes included.
  private var headerLine: [UInt8] { constants.headerLine }
  /// The weekday header of one block in the BSD layout, its gutter included.
  private var bsdHeaderLine: [UInt8] { constants.bsdHeaderLine }
  /// The texts that depend only on the context and the style.
  private let constants: Constants

  /// Creates a renderer; this formats the weekday names and digits once per context and
  /// style in a process (a renderer made again with the same ones reuses them).
  ///
  /// - Parameters:
  ///   - context: The calendar, locale and week rules.
  ///   - style: Colours and options.
  public init(context: CalendarContext, style: MonthTextStyle) {
    self.context = context
    self.style = style
    let constants = Constants.shared(context: context, style: style)
    self.constants = constants
    self.cellWidth = constants.cellWidth
  }

  /// What a renderer formats once: the cell width, the week-number labels, the header line.
  private struct Constants: Sendable {
    let cellWidth: Int
    let weekLabels: [[UInt8]]
    let weekColumnWidth: Int
    let headerLine: [UInt8]
    let bsdHeaderLine: [UInt8]
    /// The day cells' layout, shared with ``VerticalMonthText``.
    let cells: MonthTextCells

    /// The last context and style asked about, and their constants: a process draws in one
    /// context and style (a struct key in a dictionary would cost a scan of the binary's
    /// protocol conformances on first use, which a single entry avoids).
    private static let last = LockedValue<(CalendarContext, MonthTextStyle, Constants)?>(nil)

    static func shared(context: CalendarContext, style: MonthTextStyle) -> Constants {
      if let known = last.withLock({ entry -> Constants? in
        guard let entry, entry.0 == context, entry.1 == style else { return nil }
        return entry.2
      }) {
        return known
      }
      let made = Constants(context: context, style: style)
      last.withLock { $0 = (context, style, made) }
      return made
    }

    init(context: CalendarContext, style: MonthTextStyle) {
      let isColored = style.colorLevel != .none
      let labels = DayCellLabels(context: context)
      let symbols = labels.rawHeaderSymbols
      // Days of the year (cal -j) run to three digits (385 in a Hebrew leap year).
      let cellWidth =
        style.numbersDaysOfYear
        ? max(labels.cellWidth, TextWidth.columns(of: context.format(number: 385)))
        : labels.cellWidth
      self.cellWidth = cellWidth
      cells = MonthTextCells(cellWidth: cellWidth, style: style)
      let weeks = [""] + (1...54).map { context.format(number: $0) }
      let weekWidth = weeks.map { TextWidth.columns(of: $0) }.max() ?? 2
      weekColumnWidth = style.showsWeekNumbers ? weekWidth : 0
      weekLabels = weeks.map {
        let label = TextWidth.padded($0, to: weekWidth, alignment: .trailing)
        return Array(
          (isColored ? style.weekNumber.sgr(for: style.colorLevel) + label + "\u{1B}[0m" : label)
            .utf8)
      }
      let prefix = String(repeating: " ", count: style.showsWeekNumbers ? weekWidth + 1 : 0)
      let order = context.weekdayOrder
      let names = symbols.enumerated().map { column, symbol in
        let label = TextWidth.padded(symbol, to: cellWidth, alignment: .trailing)
        return isColored && context.weekend.contains(order[column])
          ? style.weekend.sgr(for: style.colorLevel) + label + "\u{1B}[0m" : label
      }
      headerLine = Array((prefix + names.map { " " + $0 }.joined() + " ").utf8)
      bsdHeaderLine = Array((prefix + names.joined(separator: " ") + "  ").utf8)
    }
  }

  /// The width of one month block in columns, slots and week numbers included, when the
  /// title fits over the grid (a longer title widens the blocks it is shown with).
  package var blockWidth: Int {
    (weekColumnWidth > 0 ? weekColumnWidth + 1 : 0) + 7 * (cellWidth + 1) + 1
  }

  /// How many blocks fit in `width` columns, at most 12, preferring a divisor of 12 for a
  /// 12-month view so that rows are even.
  ///
  /// - Parameters:
  ///   - count: How many months will be shown.
  ///   - width: The output width in columns.
  /// - Returns: Months per row, at least 1.
  package func fittingColumns(count: Int, width: Int) -> Int {
    fittingColumns(count: count, width: width, blockWidth: blockWidth)
  }

  private func fittingColumns(count: Int, width: Int, blockWidth: Int) -> Int {
    Self.monthsPerRow(count: count, fit: max(1, min(12, (width + 1) / (blockWidth + 1))))
  }

  /// Months per row for both layouts: at most `fit` (what the width holds) and `count`; a
  /// whole year takes a divisor of 12, so its rows are full.
  static func monthsPerRow(count: Int, fit: Int) -> Int {
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
    // Selected ranges may span days a time zone skipped, which are drawn blank. The month
    // text draws no focus: the model's is wherever a new picker puts it.
    var model = MonthCalendarModel(
      showing: .ranges, context: context, today: today ?? reference,
      availability: Self.everyDay,
      events: eventCount.map {
        .feed(DayEventFeed(id: "month-text", count: $0, lines: { _ in [] }))
      } ?? .list([]))
    if !selection.isEmpty { model.setSelectedRanges(selection) }
    return model
  }

  /// Every supported day, ranges crossing any of them.
  private static let everyDay = Availability(rangeRules: RangeRules(crossing: .allowed))

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

  /// The pages of `months` as the month text draws them (see ``page(for:in:)``), the
  /// selection's per-render work done once for all of them.
  ///
  /// - Parameters:
  ///   - months: The months.
  ///   - model: The model (see ``model(today:selection:reference:eventCount:)``).
  /// - Returns: One page per month.
  public static func pages(for months: [CalendarMonth], in model: MonthCalendarModel)
    -> [MonthPage]
  {
    model.pages(
      for: months, rows: .variable, skippedDays: .flagged, adjacentDays: .blank,
      includesAccessibleText: false)
  }

  /// Renders months in rows of blocks.
  ///
  /// - Parameters:
  ///   - months: The months, in order.
  ///   - today: The day to mark as today, or `nil` for none.
  ///   - selection: Days to shade.
  ///   - yearTitle: A heading for a whole-year view; months are then titled by name only.
  ///   - columns: Months per row; `nil` fits as many as `width` allows (at most 12, a divisor
  ///     of 12 for a year).
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
    draw(
      months: months, today: today, selection: selection, yearTitle: yearTitle,
      eventCount: eventCount
    ) {
      render(pages: $0, marksToday: $1, yearTitle: yearTitle, columns: columns, width: width)
    }
  }

  /// The text of months for both layouts: `renderPages` draws the months' pages, given whether
  /// today is marked; no months give the year title alone.
  func draw(
    months: [CalendarMonth], today: Day?, selection: DayRangeSet, yearTitle: String?,
    eventCount: (@Sendable (Day) -> Int)?,
    renderPages: (_ pages: [MonthPage], _ marksToday: Bool) -> String
  ) -> String {
    guard let first = months.first else { return yearTitle.map { $0 + "\n" } ?? "" }
    let model = model(
      today: today, selection: selection, reference: first.firstDay, eventCount: eventCount)
    return renderPages(Self.pages(for: months, in: model), today != nil)
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
    if style.isBSDLayout {
      return renderBSD(pages: pages, marksToday: marksToday, columns: columns)
    }
    let titles = Self.titles(of: pages, namesIn: yearTitle != nil ? context : nil)
    // Titles wider than the grid ("Eleventh Month 2026(bing-wu)") widen every block.
    let titleWidths = titles.map(Self.columns(of:))
    let widest = titleWidths.max() ?? 0
    let extra = max(0, widest - gridWidth)
    let span = blockWidth + extra
    let perRow = max(
      1, columns ?? fittingColumns(count: pages.count, width: width, blockWidth: span))
    var output = ByteWriter(capacity: pages.count * span * 8 + 64)
    if let yearTitle {
      let count = min(perRow, pages.count)
      let total = count * span + (count - 1)
      output.append(utf8: TextWidth.padded(yearTitle, to: total, alignment: .center))
      output.trimSpaces(from: 0)
      output.append(0x0A)
    }
    var labels = labelCache()
    var start = 0
    var row = BlockRow(blocks: min(perRow, pages.count))
    while start < pages.count {
      if start > 0 { output.append(0x0A) }
      makeBlocks(
        of: pages, start..<min(start + perRow, pages.count), titles: titles,
        titleWidths: titleWidths, extra: extra, marksToday: marksToday, labels: &labels,
        into: &row)
      let height = row.blocks.map(\.height).max() ?? 0
      for line in 0..<height {
        let lineStart = output.count
        for index in row.blocks.indices {
          if index > 0 { output.append(0x20) }
          append(line: line, of: row.blocks[index], in: row, labels: labels, to: &output)
        }
        output.trimSpaces(from: lineStart)
        output.append(0x0A)
      }
      start += perRow
    }
    return output.string()
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
  package func block(
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
  package func block(for page: MonthPage, marksToday: Bool = true, titleOnlyName: Bool = false)
    -> [String]
  {
    let title = titleOnlyName ? context.monthName(page.month) : page.title
    let titleWidth = TextWidth.columns(of: title)
    let extra = max(0, titleWidth - gridWidth)
    var labels = labelCache()
    var row = BlockRow(blocks: 1)
    makeBlock(
      PageCells(page), title: title, titleWidth: titleWidth, extra: extra, marksToday: marksToday,
      labels: &labels, into: &row)
    let block = row.blocks[0]
    return (0..<block.height).map { line in
      var bytes = ByteWriter(capacity: 64)
      append(line: line, of: block, in: row, labels: labels, to: &bytes)
      return bytes.string()
    }
  }

  /// The titles of `pages`: each page's own, or its month's name alone in `namesIn`'s locale
  /// (a year view), each read in place.
  static func titles(of pages: [MonthPage], namesIn context: CalendarContext?) -> [String] {
    var titles: [String] = []
    titles.reserveCapacity(pages.count)
    for index in pages.indices {
      titles.append(context.map { $0.monthName(pages[index].month) } ?? pages[index].title)
    }
    return titles
  }

  /// The columns of a title: its length when it is printable ASCII (as most are), else
  /// `TextWidth.columns(of:)` (which reads it through the
  /// string's UTF-8 view, slower per byte).
  static func columns(of title: String) -> Int {
    var title = title
    let ascii = title.withUTF8 { bytes -> Int? in
      for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
      return bytes.count
    }
    return ascii ?? TextWidth.columns(of: title)
  }

  /// One month ready to draw line by line: where its title and, copied from the page's cells
  /// in one pass, what each week draws lie in its ``BlockRow`` (small trivial values, so
  /// drawing copies no cells).
  struct Block {
    /// The title line: `titleLead` spaces, ``BlockRow/titles`` at `title`, `titleTrail`
    /// spaces (written straight into the text).
    var titleLead: Int
    var title: Int
    var titleTrail: Int
    /// The first of its weeks in ``BlockRow/weeks``; its label numbers start at seven times
    /// that in ``BlockRow/numbers``.
    var firstWeek: Int
    var weekCount: Int
    /// Columns added right of the grid for a title wider than the grid.
    var extra: Int
    var height: Int { weekCount + 2 }
  }

  /// The blocks of one row of months and what they draw, in arrays reused row after row.
  struct BlockRow {
    var blocks: [Block] = []
    /// The blocks' titles (one wider than its grid padded to it; the blocks' spaces centre the
    /// others).
    var titles: [String] = []
    var weeks: [CellLine] = []
    /// Per week, the seven cells' label numbers (see ``MonthTextCells/read(_:marksToday:daysOfYear:context:labels:lines:numbers:)``).
    var numbers: [Int32] = []

    /// Room for `count` blocks of six weeks.
    init(blocks count: Int) {
      blocks.reserveCapacity(count)
      titles.reserveCapacity(count)
      weeks.reserveCapacity(count * 6)
      numbers.reserveCapacity(count * 42)
    }

    mutating func removeAll() {
      blocks.removeAll(keepingCapacity: true)
      titles.removeAll(keepingCapacity: true)
      weeks.removeAll(keepingCapacity: true)
      numbers.removeAll(keepingCapacity: true)
    }
  }

  /// A label table for this renderer's cells.
  func labelCache() -> LabelCache {
    LabelCache(cellWidth: cellWidth, daysOfYear: style.numbersDaysOfYear)
  }

  /// The width of the grid under the title: seven cells and the six slots between them.
  var gridWidth: Int { 7 * (cellWidth + 1) - 1 }

  /// Replaces the blocks of `row` with those of `pages[range]`, titled `titles[range]`.
  func makeBlocks(
    of pages: [MonthPage], _ range: Range<Int>, titles: [String], titleWidths: [Int], extra: Int,
    marksToday: Bool, labels: inout LabelCache, into row: inout BlockRow
  ) {
    row.removeAll()
    for index in range {
      makeBlock(
        PageCells(pages[index]), title: titles[index], titleWidth: titleWidths[index],
        extra: extra, marksToday: marksToday, labels: &labels, into: &row)
    }
  }

  /// Adds the block of `page` to `row`.
  func makeBlock(
    _ page: PageCells, title: String, titleWidth: Int, extra: Int, marksToday: Bool,
    labels: inout LabelCache, into row: inout BlockRow
  ) {
    let weekPrefix = weekColumnWidth > 0 ? weekColumnWidth + 1 : 0
    // The title centred over the grid by the spaces written around it (it fits: `extra`
    // widens the grid to the widest title).
    let room = gridWidth + extra
    // The BSD layout has no slot left of the grid and a two-column gutter right of it.
    let (left, right) = style.isBSDLayout ? (0, 2) : (1, 1)
    let gap = max(0, room - titleWidth)
    row.titles.append(
      titleWidth <= room ? title : TextWidth.padded(title, to: room, alignment: .center))
    let firstWeek = row.weeks.count
    let rowCount = MonthTextCells.read(
      page, marksToday: marksToday, daysOfYear: style.numbersDaysOfYear, context: context,
      labels: &labels, lines: &row.weeks, numbers: &row.numbers)
    row.blocks.append(
      Block(
        titleLead: weekPrefix + left + gap / 2, title: row.titles.count - 1,
        titleTrail: gap - gap / 2 + right,
        firstWeek: firstWeek, weekCount: rowCount, extra: extra))
  }

  /// Appends line `line` of `block`, padded to ``blockWidth`` columns.
  func append(
    line: Int, of block: Block, in row: BlockRow, labels: LabelCache,
    to output: inout ByteWriter
  ) {
    switch line {
    case 0:
      output.append(0x20, count: block.titleLead)
      output.append(utf8: row.titles[block.title])
      output.append(0x20, count: block.titleTrail)
      return
    case 1:
      output.append(style.isBSDLayout ? bsdHeaderLine : headerLine)
    case let line where line - 2 < block.weekCount:
      let week = block.firstWeek + line - 2
      appendWeek(week, of: row, labels: labels, to: &output)
      // The BSD layout's gutter: the slot right of the grid and one more column.
      if style.isBSDLayout { output.append(0x20) }
    default:
      // As wide in the BSD layout: its gutter of two takes the two slots' columns.
      output.append(0x20, count: blockWidth)
    }
    output.append(0x20, count: block.extra)
  }

  /// The marker drawn right of a day with `count` events: `·` for one, `•` for more, nothing
  /// for none.
  ///
  /// - Parameter count: The number of events covering the day.
  /// - Returns: The marker text (one column wide), or an empty string.
  public static func eventMarker(count: Int) -> String {
    count <= 0 ? "" : count == 1 ? "\u{B7}" : "\u{2022}"
  }

  /// Appends week `week` of `row`: its number (when week numbers are on) and its cells.
  private func appendWeek(
    _ week: Int, of row: BlockRow, labels: LabelCache, to output: inout ByteWriter
  ) {
    if weekColumnWidth > 0 {
      let number = row.weeks[week].weekNumber
      if number >= 0 && number < weekLabels.count {
        output.append(weekLabels[number])
      } else {
        output.append(utf8: "\(number)")
      }
      output.append(0x20)
    }
    // The BSD layout draws no slot left of the first cell.
    let last = constants.cells.append(
      row.weeks[week], numbers: row.numbers, from: week * 7, positions: 7,
      firstSlot: style.isBSDLayout ? 1 : 0, leadingSlot: 0x20, labels: labels, to: &output)
    if last == 0x20 {
      output.append(0x20)
    } else {
      MonthTextCells.appendSlot(last, to: &output)
    }
  }

}
