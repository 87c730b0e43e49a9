import Almanac

/// Draws months as ncal(1) does by default: the weekdays down the left side, one column per
/// week, the month's title above its columns and the week numbers (when asked for) under
/// them. Months sit side by side in rows, with one weekday column at the left of each row.
///
/// The vertical layout draws the same pages as ``MonthTextRenderer``: the model comes from
/// ``MonthTextRenderer/model(today:selection:reference:eventCount:)`` and each page from
/// ``MonthTextRenderer/page(for:in:)``, so today, the weekend, the selection, event counts,
/// skipped days, the day texts and the week numbers are the engine's decisions, as in the
/// horizontal layout. Only the placement differs: line `r` of a block is the weekday of
/// column `r` of the page (in the context's first-weekday order), and week `w` of the page is
/// the block's column `w`.
///
/// In the Gregorian calendar in an English locale, the plain output is ncal's, space for
/// space (trailing spaces aside): a two-column weekday name, three columns per week (a slot
/// and a two-column number), eighteen columns per month, the title four columns in, the year
/// centred over the months. Every cell keeps a one-column slot on its left, which holds the
/// marks of the horizontal layout without colour (`[` `]` around today, `{` `}` around
/// selected runs along a line) and the event markers (right of a number, in the next slot).
/// Wider digits or weekday names widen the cells and the weekday column.
public struct VerticalMonthText: Sendable {
  /// The calendar, locale and week rules.
  public let context: CalendarContext
  /// Colours and options.
  public let style: MonthTextStyle
  /// The width of one day cell in columns (2 for most locales; 3 for days of the year).
  package let cellWidth: Int
  /// The width of the weekday column at the left of each row, in columns.
  package let weekdayWidth: Int

  /// The weekday names in column order, padded to ``weekdayWidth``, escape codes included.
  private let weekdayLabels: [[UInt8]]
  /// Day and week numbers 0…54 in the locale's digits, right-aligned to the cell.
  private let numberLabels: [[UInt8]]
  /// The day cells' layout, shared with ``MonthTextRenderer``.
  private let cells: MonthTextCells

  /// Creates a vertical renderer; this formats the weekday names and digits once.
  ///
  /// - Parameters:
  ///   - context: The calendar, locale and week rules.
  ///   - style: Colours and options (those of ``MonthTextRenderer``).
  public init(context: CalendarContext, style: MonthTextStyle) {
    self.context = context
    self.style = style
    let isColored = style.colorLevel != .none
    let labels = DayCellLabels(context: context)
    // The cells hold day numbers only (no weekday names above them): the digits set the width,
    // three digits for days of the year (385 in a Hebrew leap year).
    let widest = style.numbersDaysOfYear ? 385 : 54
    let digits = (1...widest).lazy.map { TextWidth.columns(of: context.format(number: $0)) }
    let cellWidth = max(2, digits.max() ?? 2)
    self.cellWidth = cellWidth
    cells = MonthTextCells(cellWidth: cellWidth, style: style)
    numberLabels = (0...54).map {
      Array(TextWidth.padded(context.format(number: $0), to: cellWidth, alignment: .trailing).utf8)
    }
    let names = labels.rawHeaderSymbols
    let weekdayWidth = max(1, names.map { TextWidth.columns(of: $0) }.max() ?? 2)
    self.weekdayWidth = weekdayWidth
    weekdayLabels = names.enumerated().map { column, name in
      let label = TextWidth.padded(name, to: weekdayWidth, alignment: .trailing)
      guard isColored, context.weekend.contains(context.weekdayOrder[column]) else {
        return Array(label.utf8)
      }
      return Array((style.weekend.sgr(for: style.colorLevel) + label + "\u{1B}[0m").utf8)
    }
  }

  /// The width of one week column: a slot and a cell.
  package var weekColumnWidth: Int { cellWidth + 1 }

  /// The width of one month block (six weeks; more if a page has more, or a wider title).
  ///
  /// - Parameters:
  ///   - pages: The pages shown.
  ///   - titles: Their titles.
  /// - Returns: The width in columns.
  private func blockWidth(pages: [MonthPage], titles: [String]) -> Int {
    let weeks = max(6, pages.lazy.map(\.weeks.count).max() ?? 6)
    let widest = titles.lazy.map { TextWidth.columns(of: $0) }.max() ?? 0
    // The title starts two columns into the block and keeps one column before the next.
    return max(weeks * weekColumnWidth, widest + 1)
  }

  /// How many blocks of `blockWidth` columns fit in `width` columns after the weekday column,
  /// at most 12, preferring a divisor of 12 for a 12-month view (4 at 80 columns, as ncal).
  ///
  /// - Parameters:
  ///   - count: How many months will be shown.
  ///   - width: The output width in columns.
  ///   - blockWidth: The width of a block.
  /// - Returns: Months per row, at least 1.
  private func fittingColumns(count: Int, width: Int, blockWidth: Int) -> Int {
    MonthTextRenderer.monthsPerRow(
      count: count, fit: max(1, min(12, (width - weekdayWidth) / max(1, blockWidth))))
  }

  /// Renders months in rows of vertical blocks.
  ///
  /// - Parameters:
  ///   - months: The months, in order.
  ///   - today: The day to mark as today, or `nil` for none.
  ///   - selection: Days to shade.
  ///   - yearTitle: A heading for a whole-year view; months are then titled by name only.
  ///   - columns: Months per row; `nil` fits as many as `width` allows.
  ///   - width: The output width in columns, used when `columns` is `nil`.
  ///   - eventCount: The number of events covering a day; days with events get a marker
  ///     right of their number and, with colour, an underline. `nil` draws no markers.
  /// - Returns: The text, each line ending in a newline, trailing spaces removed; a blank
  ///   line between rows of months.
  /// - Complexity: O(number of days shown).
  public func render(
    months: [CalendarMonth], today: Day?, selection: DayRangeSet = DayRangeSet(),
    yearTitle: String? = nil, columns: Int? = nil, width: Int = 80,
    eventCount: (@Sendable (Day) -> Int)? = nil
  ) -> String {
    MonthTextRenderer(context: context, style: style).draw(
      months: months, today: today, selection: selection, yearTitle: yearTitle,
      eventCount: eventCount
    ) { render(pages: $0, marksToday: $1, yearTitle: yearTitle, columns: columns, width: width) }
  }

  /// Renders a model's pages in rows of vertical blocks.
  ///
  /// - Parameters:
  ///   - pages: The pages, in order (see ``MonthTextRenderer/page(for:in:)``).
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
    let titles = MonthTextRenderer.titles(of: pages, namesIn: yearTitle != nil ? context : nil)
    let span = blockWidth(pages: pages, titles: titles)
    // A month has at most six weeks (31 days), so a line of cells fits the layout's seven.
    let weeks = min(7, max(6, pages.lazy.map(\.weeks.count).max() ?? 6))
    let padding = span - weeks * weekColumnWidth
    let perRow = max(
      1, columns ?? fittingColumns(count: pages.count, width: width, blockWidth: span))
    var output = ByteWriter(capacity: pages.count * span * 10 + 64)
    var labels = LabelCache(cellWidth: cellWidth, daysOfYear: style.numbersDaysOfYear)
    var row = BlockRow()
    var start = 0
    while start < pages.count {
      if start > 0 { output.append(0x0A) }
      let end = min(start + perRow, pages.count)
      if let yearTitle, start == 0 {
        // ncal centres the year over the months, not counting the weekday column.
        output.append(
          utf8: TextWidth.padded(yearTitle, to: min(perRow, pages.count) * span, alignment: .center)
        )
        output.trimSpaces(from: 0)
        output.append(0x0A)
      }
      appendTitles(titles[start..<end], span: span, to: &output)
      row.removeAll()
      for index in start..<end {
        row.add(
          pages[index], marksToday: marksToday, style: style, context: context, labels: &labels)
      }
      for weekday in 0..<7 {
        let lineStart = output.count
        output.append(weekdayLabels[weekday])
        // The slot right of a block's last column is the next block's first slot: a month's
        // last week and the next month's first week never both have a day on one weekday, so
        // the two never collide.
        var carry: UInt8 = 0x20
        for block in row.blocks {
          let last = cells.append(
            row.lines[block.firstLine + weekday], numbers: row.numbers,
            from: block.firstNumber + weekday * block.weekCount, positions: weeks, firstSlot: 0,
            leadingSlot: carry, labels: labels, to: &output)
          if padding > 0 {
            // A title wider than the weeks widened the block: the last slot is inside it.
            MonthTextCells.appendSlot(last, to: &output)
            output.append(0x20, count: padding - 1)
            carry = 0x20
          } else {
            carry = last
          }
        }
        if carry != 0x20 { MonthTextCells.appendSlot(carry, to: &output) }
        output.trimSpaces(from: lineStart)
        output.append(0x0A)
      }
      if style.showsWeekNumbers {
        let lineStart = output.count
        output.append(0x20, count: weekdayWidth)
        for index in start..<end {
          appendWeekNumbers(of: pages[index], span: span, to: &output)
        }
        output.trimSpaces(from: lineStart)
        output.append(0x0A)
      }
      start = end
    }
    return output.string()
  }

  /// The pages of one row of blocks, each read into a line of cells per weekday (the
  /// weekday's cells down the page's weeks), in arrays reused row after row.
  private struct BlockRow {
    struct Block {
      /// Its seven weekday lines in ``BlockRow/lines``.
      var firstLine: Int
      /// Its label numbers in ``BlockRow/numbers``: weekday after weekday, `weekCount` each.
      var firstNumber: Int
      var weekCount: Int
    }

    var blocks: [Block] = []
    var lines: [CellLine] = []
    var numbers: [Int32] = []
    /// A page's weeks as the layout reads them, before they are turned.
    private var weekLines: [CellLine] = []
    private var weekNumbers: [Int32] = []

    mutating func removeAll() {
      blocks.removeAll(keepingCapacity: true)
      lines.removeAll(keepingCapacity: true)
      numbers.removeAll(keepingCapacity: true)
    }

    /// Reads `page` and adds its block.
    mutating func add(
      _ page: MonthPage, marksToday: Bool, style: MonthTextStyle, context: CalendarContext,
      labels: inout LabelCache
    ) {
      weekLines.removeAll(keepingCapacity: true)
      weekNumbers.removeAll(keepingCapacity: true)
      let weekCount = MonthTextCells.read(
        PageCells(page), marksToday: marksToday, daysOfYear: style.numbersDaysOfYear,
        context: context,
        labels: &labels, lines: &weekLines, numbers: &weekNumbers)
      blocks.append(Block(firstLine: lines.count, firstNumber: numbers.count, weekCount: weekCount))
      for weekday in 0..<7 {
        lines.append(CellLine.column(weekday, of: weekLines[...]))
        for week in 0..<weekCount { numbers.append(weekNumbers[week * 7 + weekday]) }
      }
    }
  }

  /// The title line: each title two columns into its block (four columns in, as ncal, with a
  /// two-column weekday column).
  private func appendTitles(
    _ titles: ArraySlice<String>, span: Int, to output: inout ByteWriter
  ) {
    let lineStart = output.count
    output.append(0x20, count: weekdayWidth + 2)
    for title in titles {
      output.append(utf8: TextWidth.padded(title, to: span, alignment: .leading))
    }
    output.trimSpaces(from: lineStart)
    output.append(0x0A)
  }

  /// The week numbers under a block's columns, in its week-number style.
  private func appendWeekNumbers(of page: MonthPage, span: Int, to output: inout ByteWriter) {
    var used = 0
    for number in page.weekNumbers {
      output.append(0x20)
      let label =
        number >= 0 && number < numberLabels.count
        ? numberLabels[number]
        : Array(
          TextWidth.padded(context.format(number: number), to: cellWidth, alignment: .trailing).utf8
        )
      if cells.isColored {
        output.append(utf8: style.weekNumber.sgr(for: style.colorLevel))
        output.append(label)
        output.append(cells.reset)
      } else {
        output.append(label)
      }
      used += weekColumnWidth
    }
    output.append(0x20, count: max(0, span - used))
  }
}
