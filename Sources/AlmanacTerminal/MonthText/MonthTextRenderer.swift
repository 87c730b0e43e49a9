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
  public let cellWidth: Int

  /// Week-number labels, right-aligned, as UTF-8, indexed by number.
  private var weekLabels: [[UInt8]] { constants.weekLabels }
  /// The width of the week-number column (0 when week numbers are off).
  private var weekColumnWidth: Int { constants.weekColumnWidth }
  /// The weekday header line of one block, as UTF-8, escape codes included.
  private var headerLine: [UInt8] { constants.headerLine }
  /// The weekday header of one block in the BSD layout, its gutter included.
  private var bsdHeaderLine: [UInt8] { constants.bsdHeaderLine }
  private var blankCell: [UInt8] { constants.blankCell }
  private let isColored: Bool
  private let reset: [UInt8] = Array("\u{1B}[0m".utf8)
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
    self.isColored = style.colorLevel != .none
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
    let blankCell: [UInt8]
    /// The escape codes of a coloured cell, by the raw value of its colour roles
    /// (``roles(weekend:events:selected:today:)``; empty without colour): the month text's one
    /// appearance table, built once instead of per cell.
    let cellSGR: [[UInt8]]
    /// The escape codes of the slot between two selected cells.
    let selectedSGR: [UInt8]

    /// The colour roles of a drawn cell from the engine's row masks of them (a selected day
    /// plays the selection's role whether it ends a range or lies inside one: cal's text
    /// shades them alike).
    @inline(__always)
    static func roles(weekend: Bool, events: Bool, selected: Bool, today: Bool) -> Int {
      Int(
        (weekend ? ColorRoles.weekendText.rawValue : 0)
          | (events ? ColorRoles.eventDot.rawValue : 0)
          | (selected ? ColorRoles.selection.rawValue : 0) | (today ? ColorRoles.today.rawValue : 0)
      )
    }

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
      blankCell = Array(repeating: 0x20, count: cellWidth)
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
      cellSGR = (0..<ColorRoles.combinationCount).map { bits in
        guard isColored else { return [] }
        let roles = ColorRoles(rawValue: UInt8(bits))
        let isWeekend = roles.contains(.weekendText)
        var cellStyle = isWeekend ? style.weekend : CellStyle.plain
        if roles.contains(.eventDot) { cellStyle.attributes.formUnion(.underline) }
        if !roles.isDisjoint(with: [.selection, .selectionBand]) {
          cellStyle.background = style.selected.background
          if !isWeekend { cellStyle.foreground = style.selected.foreground }
          cellStyle.attributes.formUnion(style.selected.attributes)
        }
        if roles.contains(.today) { cellStyle.attributes.formUnion(style.today.attributes) }
        return Array(cellStyle.sgr(for: style.colorLevel).utf8)
      }
      selectedSGR = isColored ? Array(style.selected.sgr(for: style.colorLevel).utf8) : []
    }
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
      pages: Self.pages(for: months, in: model), marksToday: today != nil,
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
    if style.isBSDLayout {
      return renderBSD(pages: pages, marksToday: marksToday, columns: columns)
    }
    let titles = pages.map { yearTitle != nil ? context.monthName($0.month) : $0.title }
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
    var labels = LabelCache(renderer: self)
    var start = 0
    var row = BlockRow(blocks: min(perRow, pages.count), titleBytes: span + 16)
    while start < pages.count {
      if start > 0 { output.append(0x0A) }
      row.removeAll()
      for index in start..<min(start + perRow, pages.count) {
        makeBlock(
          pages[index], title: titles[index], titleWidth: titleWidths[index], extra: extra,
          marksToday: marksToday, labels: &labels, into: &row)
      }
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

  /// Renders pages in BSD cal's layout (see ``MonthTextStyle/isBSDLayout``): BSD cal shows a
  /// year heading, and titles months by name alone, when at least one row of months is shown
  /// and the first month starts a row of its year (January, April, July or October with three
  /// a row); a later row whose year differs gets its own heading. Otherwise every month is
  /// titled with its year.
  private func renderBSD(pages: [MonthPage], marksToday: Bool, columns: Int?) -> String {
    guard let first = pages.first?.month else { return "" }
    let perRow = max(1, columns ?? (style.numbersDaysOfYear ? 2 : 3))
    let yearHeadings = pages.count >= perRow && (first.month - 1) % perRow == 0
    let titles = pages.map { yearHeadings ? context.monthName($0.month) : $0.title }
    let titleWidths = titles.map(Self.columns(of:))
    let extra = max(0, (titleWidths.max() ?? 0) - gridWidth)
    let weekPrefix = weekColumnWidth > 0 ? weekColumnWidth + 1 : 0
    var output = ByteWriter(capacity: pages.count * (gridWidth + extra + 8) * 8 + 64)
    var labels = LabelCache(renderer: self)
    var row = BlockRow(blocks: min(perRow, pages.count), titleBytes: gridWidth + extra + 16)
    var headedYear: (era: Int, year: Int)?
    var start = 0
    while start < pages.count {
      if start > 0 { output.append(0x0A) }
      let month = pages[start].month
      if yearHeadings, headedYear.map({ $0 != (month.era, month.year) }) ?? true {
        // Centred over the row's grids by leading spaces alone, as BSD cal writes it.
        let heading = context.yearText(month)
        let room = perRow * (weekPrefix + gridWidth + extra)
        output.append(0x20, count: max(0, room - Self.columns(of: heading)) / 2)
        output.append(utf8: heading)
        output.append(0x0A)
        headedYear = (month.era, month.year)
      }
      row.removeAll()
      for index in start..<min(start + perRow, pages.count) {
        makeBlock(
          pages[index], title: titles[index], titleWidth: titleWidths[index], extra: extra,
          marksToday: marksToday, labels: &labels, into: &row)
      }
      // A title, the weekday header and six weeks, whatever the month's length.
      let height = max(8, row.blocks.map(\.height).max() ?? 0)
      for line in 0..<height {
        for block in row.blocks {
          append(line: line, of: block, in: row, labels: labels, to: &output)
        }
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
    let titleWidth = TextWidth.columns(of: title)
    let extra = max(0, titleWidth - gridWidth)
    var labels = LabelCache(renderer: self)
    var row = BlockRow(blocks: 1, titleBytes: blockWidth + extra + 16)
    makeBlock(
      page, title: title, titleWidth: titleWidth, extra: extra, marksToday: marksToday,
      labels: &labels, into: &row)
    let block = row.blocks[0]
    return (0..<block.height).map { line in
      var bytes = ByteWriter(capacity: 64)
      append(line: line, of: block, in: row, labels: labels, to: &bytes)
      return bytes.string()
    }
  }

  /// The columns of a title: its length when it is printable ASCII (as most are), else
  /// `TextWidth.columns(of:)` (which reads it through the
  /// string's UTF-8 view, slower per byte).
  private static func columns(of title: String) -> Int {
    var title = title
    let ascii = title.withUTF8 { bytes -> Int? in
      for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
      return bytes.count
    }
    return ascii ?? TextWidth.columns(of: title)
  }

  /// The bytes of a render in memory of its own: an append is a store and a count, where
  /// `[UInt8]` checks that its buffer is unshared on every append; the room doubles as it
  /// fills.
  private struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    init(capacity: Int) {
      self.capacity = max(capacity, 16)
      base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
      if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
      var newCapacity = capacity * 2
      while newCapacity < needed { newCapacity *= 2 }
      let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
      newBase.update(from: base, count: count)
      base.deallocate()
      base = newBase
      capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
      reserve(1)
      base[count] = byte
      count += 1
    }

    /// Appends `count` copies of `byte`.
    mutating func append(_ byte: UInt8, count repeats: Int) {
      guard repeats > 0 else { return }
      reserve(repeats)
      for offset in 0..<repeats { base[count + offset] = byte }
      count += repeats
    }

    @inline(__always)
    mutating func append(_ bytes: [UInt8]) {
      bytes.withUnsafeBufferPointer { append($0) }
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
      reserve(bytes.count)
      for offset in 0..<bytes.count { base[count + offset] = bytes[offset] }
      count += bytes.count
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func append(utf8 text: String) {
      var text = text
      text.withUTF8 { append($0) }
    }

    /// Removes trailing spaces after `start`.
    mutating func trimSpaces(from start: Int) {
      while count > start, base[count - 1] == 0x20 { count -= 1 }
    }

    /// The text written.
    consuming func string() -> String {
      String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
  }

  /// One month ready to draw line by line: where its title and, copied from the page's cells
  /// in one pass, what each week draws lie in its ``BlockRow`` (small trivial values, so
  /// drawing copies no cells).
  private struct Block {
    /// The title line's bytes in ``BlockRow/titles``.
    var title: Range<Int>
    /// The first of its weeks in ``BlockRow/weeks``; its label numbers start at seven times
    /// that in ``BlockRow/numbers``.
    var firstWeek: Int
    var weekCount: Int
    /// Columns added right of the grid for a title wider than the grid.
    var extra: Int
    var height: Int { weekCount + 2 }
  }

  /// The blocks of one row of months and what they draw, in arrays reused row after row.
  private struct BlockRow {
    var blocks: [Block] = []
    /// The title lines, one after another.
    var titles: [UInt8] = []
    var weeks: [WeekMarks] = []
    /// Per week, the seven cells' label numbers (a day of the month, or of the year with
    /// cal -j); 0 for a cell drawn blank.
    var numbers: [Int32] = []

    /// Room for `count` blocks of six weeks with titles of `titleBytes` bytes.
    init(blocks count: Int, titleBytes: Int) {
      blocks.reserveCapacity(count)
      titles.reserveCapacity(count * titleBytes)
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

  /// What one week row draws, as bit masks over its seven columns (bit c: column c).
  private struct WeekMarks {
    var number: Int
    /// Cells that show a day of the month (not blank, adjacent or skipped).
    var shown: UInt8 = 0
    var selected: UInt8 = 0
    var today: UInt8 = 0
    var weekend: UInt8 = 0
    var events: UInt8 = 0
    /// Cells with more than one event.
    var moreEvents: UInt8 = 0
  }

  /// The padded labels of the numbers drawn, as UTF-8 in one flat table, made once per
  /// number in a render and copied byte by byte.
  private struct LabelCache {
    let cellWidth: Int
    /// Where each number's label starts in `bytes`, or -1 before it is made.
    var starts: [Int32]
    var lengths: [UInt8]
    var bytes: [UInt8] = []

    init(renderer: MonthTextRenderer) {
      cellWidth = renderer.cellWidth
      let count = renderer.style.numbersDaysOfYear ? 400 : 41
      starts = Array(repeating: -1, count: count)
      lengths = Array(repeating: 0, count: count)
    }

    /// Whether the label of `number` is made.
    func knows(_ number: Int32) -> Bool {
      let index = Int(number)
      return index >= 0 && index < starts.count && starts[index] >= 0
    }

    /// Makes the label of `number` from `text` (numbers beyond the table are not kept).
    mutating func add(_ number: Int32, _ text: String) {
      let index = Int(number)
      guard index >= 0, index < starts.count, starts[index] < 0 else { return }
      let label = TextWidth.padded(text, to: cellWidth, alignment: .trailing).utf8
      guard label.count <= Int(UInt8.max) else { return }
      starts[index] = Int32(clamping: bytes.count)
      lengths[index] = UInt8(label.count)
      bytes += label
    }

    /// Appends the label of `number` if it is made.
    ///
    /// - Returns: Whether it was.
    @inline(__always)
    func append(_ number: Int32, to output: inout ByteWriter) -> Bool {
      guard knows(number) else { return false }
      let start = Int(starts[Int(number)])
      let length = Int(lengths[Int(number)])
      bytes.withUnsafeBufferPointer {
        output.append(UnsafeBufferPointer(rebasing: $0[start..<start + length]))
      }
      return true
    }
  }

  /// The width of the grid under the title: seven cells and the six slots between them.
  private var gridWidth: Int { 7 * (cellWidth + 1) - 1 }

  /// Adds the block of `page` to `row`.
  private func makeBlock(
    _ page: MonthPage, title: String, titleWidth: Int, extra: Int, marksToday: Bool,
    labels: inout LabelCache, into row: inout BlockRow
  ) {
    let weekPrefix = weekColumnWidth > 0 ? weekColumnWidth + 1 : 0
    // The title centred over the grid, written as bytes (it fits: `extra` widens the grid
    // to the widest title).
    let room = gridWidth + extra
    let titleStart = row.titles.count
    // The BSD layout has no slot left of the grid and a two-column gutter right of it.
    let (left, right) = style.isBSDLayout ? (0, 2) : (1, 1)
    if titleWidth <= room {
      let gap = room - titleWidth
      row.titles.append(contentsOf: repeatElement(0x20, count: weekPrefix + left + gap / 2))
      row.titles.append(contentsOf: title.utf8)
      row.titles.append(contentsOf: repeatElement(0x20, count: gap - gap / 2 + right))
    } else {
      row.titles.append(
        contentsOf: (String(repeating: " ", count: weekPrefix + left)
          + TextWidth.padded(title, to: room, alignment: .center)
          + String(repeating: " ", count: right)).utf8)
    }
    let daysOfYear = style.numbersDaysOfYear
    let firstDay = page.month.firstDay
    let yearOffset = daysOfYear ? context.dayOfYear(firstDay) - 1 : 0
    // The page's packed cells (trivial values), read in place: no page cell is made.
    let packed = page.packedCells
    let rowCount = packed.rowCount
    let firstWeek = row.weeks.count
    packed.cells.withUnsafeBufferPointer { cells in
      for week in 0..<rowCount {
        // The page's marks of the row: only the label numbers are read cell by cell.
        let rowMarks = packed.rowMarks[week]
        row.weeks.append(
          WeekMarks(
            number: week < page.weekNumbers.count ? page.weekNumbers[week] : 0,
            shown: rowMarks.drawn, selected: rowMarks.selected,
            today: marksToday ? rowMarks.today : 0, weekend: rowMarks.weekend,
            events: rowMarks.events, moreEvents: rowMarks.moreEvents))
        let drawn = Int(rowMarks.drawn)
        for column in 0..<7 {
          guard drawn & (1 << column) != 0 else {
            row.numbers.append(0)
            continue
          }
          let cell = cells[week * 7 + column]
          let number: Int32
          if daysOfYear {
            number = Int32(clamping: yearOffset + (cell.serial - firstDay.serial) + 1)
            if !labels.knows(number) { labels.add(number, context.format(number: Int(number))) }
          } else {
            number = cell.dayOfMonth
            if !labels.knows(number) { labels.add(number, packed.text(of: cell)) }
          }
          row.numbers.append(number)
        }
      }
    }
    row.blocks.append(
      Block(
        title: titleStart..<row.titles.count, firstWeek: firstWeek, weekCount: rowCount,
        extra: extra))
  }

  /// Appends line `line` of `block`, padded to ``blockWidth`` columns.
  private func append(
    line: Int, of block: Block, in row: BlockRow, labels: LabelCache,
    to output: inout ByteWriter
  ) {
    switch line {
    case 0:
      row.titles.withUnsafeBufferPointer {
        output.append(UnsafeBufferPointer(rebasing: $0[block.title]))
      }
      return
    case 1:
      output.append(style.isBSDLayout ? bsdHeaderLine : headerLine)
    case let line where line - 2 < block.weekCount:
      let week = block.firstWeek + line - 2
      appendWeek(
        row.weeks[week], numbers: row.numbers, from: week * 7, labels: labels, to: &output)
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

  /// Slot values that stand for event markers (written as ``eventMarker(count:)``).
  private static let oneEventSlot: UInt8 = 0x01
  private static let moreEventsSlot: UInt8 = 0x02

  private func appendSlot(_ slot: UInt8, to output: inout ByteWriter) {
    switch slot {
    case Self.oneEventSlot: output.append(utf8: Self.eventMarker(count: 1))
    case Self.moreEventsSlot: output.append(utf8: Self.eventMarker(count: 2))
    default: output.append(slot)
    }
  }

  private func appendWeek(
    _ marks: WeekMarks, numbers: [Int32], from first: Int, labels: LabelCache,
    to output: inout ByteWriter
  ) {
    if weekColumnWidth > 0 {
      let number = marks.number
      if number >= 0 && number < weekLabels.count {
        output.append(weekLabels[number])
      } else {
        output.append(utf8: "\(number)")
      }
      output.append(0x20)
    }
    let blankCell = blankCell
    // The BSD layout draws no slot left of the first cell.
    let firstSlot = style.isBSDLayout ? 1 : 0
    // Nothing but day numbers and blanks (plain text, no marks): every slot is a space.
    if !isColored, marks.selected == 0, marks.today == 0, marks.events == 0 {
      let shown = Int(marks.shown)
      for column in 0..<7 {
        if column >= firstSlot { output.append(0x20) }
        if shown & (1 << column) != 0 {
          appendLabel(numbers[first + column], labels: labels, to: &output)
        } else {
          output.append(blankCell)
        }
      }
      output.append(0x20)
      return
    }
    let selectedMask = Int(marks.selected)
    let isSelected = { (column: Int) -> Bool in selectedMask & (1 << column) != 0 }
    // Slots 0…7 around the cells, one byte each (0x01 and 0x02 stand for event markers).
    var slots: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
      0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20
    )
    withUnsafeMutableBytes(of: &slots) { slots in
      if !isColored {
        if selectedMask != 0 {
          for column in 0..<7 where isSelected(column) {
            if column == 0 || !isSelected(column - 1) { slots[column] = UInt8(ascii: "{") }
            if column == 6 || !isSelected(column + 1) { slots[column + 1] = UInt8(ascii: "}") }
          }
        }
        for column in 0..<7 where Int(marks.today) & (1 << column) != 0 {
          slots[column] = UInt8(ascii: "[")
          slots[column + 1] = UInt8(ascii: "]")
        }
      }
      if marks.events != 0 {
        for column in 0..<7 where Int(marks.events) & (1 << column) != 0 {
          // Markers go right of the number, where today's bracket and selection braces win.
          if slots[column + 1] == 0x20,
            !(isColored && isSelected(column) && column < 6 && isSelected(column + 1))
          {
            slots[column + 1] =
              Int(marks.moreEvents) & (1 << column) != 0 ? Self.moreEventsSlot : Self.oneEventSlot
          }
        }
      }
    }
    let slotAt = { (index: Int) -> UInt8 in
      withUnsafeBytes(of: slots) { $0[index] }
    }
    for column in 0..<7 {
      let bit = 1 << column
      let cellSelected = selectedMask & bit != 0
      if isColored, column > 0, cellSelected, isSelected(column - 1) {
        output.append(constants.selectedSGR)
        output.append(0x20)
        output.append(reset)
      } else if column >= firstSlot {
        appendSlot(slotAt(column), to: &output)
      }
      guard Int(marks.shown) & bit != 0 else {
        output.append(blankCell)
        continue
      }
      let number = numbers[first + column]
      let hasEvents = Int(marks.events) & bit != 0
      let isToday = Int(marks.today) & bit != 0
      let isWeekend = Int(marks.weekend) & bit != 0
      guard isColored, isWeekend || cellSelected || isToday || hasEvents else {
        appendLabel(number, labels: labels, to: &output)
        continue
      }
      output.append(
        constants.cellSGR[
          Constants.roles(
            weekend: isWeekend, events: hasEvents, selected: cellSelected, today: isToday)])
      appendLabel(number, labels: labels, to: &output)
      output.append(reset)
    }
    appendSlot(slotAt(7), to: &output)
  }

  /// Appends the label of `number`, from `labels` if it holds it.
  @inline(__always)
  private func appendLabel(_ number: Int32, labels: LabelCache, to output: inout ByteWriter) {
    if labels.append(number, to: &output) { return }
    output.append(
      utf8: TextWidth.padded(
        context.format(number: Int(number)), to: cellWidth, alignment: .trailing))
  }
}
