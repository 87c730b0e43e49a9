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
  public let cellWidth: Int
  /// The width of the weekday column at the left of each row, in columns.
  public let weekdayWidth: Int

  /// The weekday names in column order, padded to ``weekdayWidth``, escape codes included.
  private let weekdayLabels: [[UInt8]]
  /// Day and week numbers 0…54 in the locale's digits, right-aligned to the cell.
  private let numberLabels: [[UInt8]]
  private let blankCell: [UInt8]
  private let isColored: Bool
  private static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

  /// Creates a vertical renderer; this formats the weekday names and digits once.
  ///
  /// - Parameters:
  ///   - context: The calendar, locale and week rules.
  ///   - style: Colours and options (those of ``MonthTextRenderer``).
  public init(context: CalendarContext, style: MonthTextStyle) {
    self.context = context
    self.style = style
    let isColored = style.colorLevel != .none
    self.isColored = isColored
    let labels = DayCellLabels(context: context)
    // The cells hold day numbers only (no weekday names above them): the digits set the width,
    // three digits for days of the year (385 in a Hebrew leap year).
    let widest = style.numbersDaysOfYear ? 385 : 54
    let digits = (1...widest).lazy.map { TextWidth.columns(of: context.format(number: $0)) }
    let cellWidth = max(2, digits.max() ?? 2)
    self.cellWidth = cellWidth
    blankCell = Array(repeating: 0x20, count: cellWidth)
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
  public var weekColumnWidth: Int { cellWidth + 1 }

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
    let fit = max(1, min(12, (width - weekdayWidth) / max(1, blockWidth)))
    if count == 12 { return [12, 6, 4, 3, 2, 1].first { $0 <= fit } ?? 1 }
    return min(fit, max(1, count))
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
    guard let first = months.first else { return yearTitle.map { $0 + "\n" } ?? "" }
    let model = MonthTextRenderer(context: context, style: style).model(
      today: today, selection: selection, reference: first.firstDay, eventCount: eventCount)
    return render(
      pages: MonthTextRenderer.pages(for: months, in: model), marksToday: today != nil,
      yearTitle: yearTitle, columns: columns, width: width)
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
    let titles = pages.map { yearTitle != nil ? context.monthName($0.month) : $0.title }
    let span = blockWidth(pages: pages, titles: titles)
    let weeks = max(6, pages.lazy.map(\.weeks.count).max() ?? 6)
    let perRow = max(
      1, columns ?? fittingColumns(count: pages.count, width: width, blockWidth: span))
    var output: [UInt8] = []
    output.reserveCapacity(pages.count * span * 10 + 64)
    var start = 0
    while start < pages.count {
      if start > 0 { output.append(0x0A) }
      let end = min(start + perRow, pages.count)
      if let yearTitle, start == 0 {
        // ncal centres the year over the months, not counting the weekday column.
        let lineStart = output.count
        output +=
          TextWidth.padded(yearTitle, to: min(perRow, pages.count) * span, alignment: .center)
          .utf8
        Self.trimLine(&output, from: lineStart)
        output.append(0x0A)
      }
      appendTitles(titles[start..<end], span: span, to: &output)
      for row in 0..<7 {
        let lineStart = output.count
        output += weekdayLabels[row]
        var carry: UInt8 = 0x20
        for index in start..<end {
          appendLine(
            row, of: pages[index], weeks: weeks, span: span, marksToday: marksToday,
            carry: &carry, to: &output)
        }
        if carry != 0x20 { appendSlot(carry, to: &output) }
        Self.trimLine(&output, from: lineStart)
        output.append(0x0A)
      }
      if style.showsWeekNumbers {
        let lineStart = output.count
        output += repeatElement(0x20, count: weekdayWidth)
        for index in start..<end {
          appendWeekNumbers(of: pages[index], span: span, to: &output)
        }
        Self.trimLine(&output, from: lineStart)
        output.append(0x0A)
      }
      start = end
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The title line: each title two columns into its block (four columns in, as ncal, with a
  /// two-column weekday column).
  private func appendTitles(
    _ titles: ArraySlice<String>, span: Int, to output: inout [UInt8]
  ) {
    let lineStart = output.count
    output += repeatElement(0x20, count: weekdayWidth + 2)
    for title in titles {
      output += TextWidth.padded(title, to: span, alignment: .leading).utf8
    }
    Self.trimLine(&output, from: lineStart)
    output.append(0x0A)
  }

  /// The week numbers under a block's columns, in its week-number style.
  private func appendWeekNumbers(of page: MonthPage, span: Int, to output: inout [UInt8]) {
    var used = 0
    for number in page.weekNumbers {
      output.append(0x20)
      let label =
        number >= 0 && number < numberLabels.count
        ? numberLabels[number]
        : Array(
          TextWidth.padded(context.format(number: number), to: cellWidth, alignment: .trailing).utf8
        )
      if isColored {
        output += style.weekNumber.sgr(for: style.colorLevel).utf8
        output += label
        output += Self.reset
      } else {
        output += label
      }
      used += weekColumnWidth
    }
    output += repeatElement(0x20, count: max(0, span - used))
  }

  /// Slot values that stand for event markers (written as
  /// ``MonthTextRenderer/eventMarker(count:)``).
  private static let oneEventSlot: UInt8 = 0x01
  private static let moreEventsSlot: UInt8 = 0x02

  private func appendSlot(_ slot: UInt8, to output: inout [UInt8]) {
    switch slot {
    case Self.oneEventSlot: output += Array(MonthTextRenderer.eventMarker(count: 1).utf8)
    case Self.moreEventsSlot: output += Array(MonthTextRenderer.eventMarker(count: 2).utf8)
    default: output.append(slot)
    }
  }

  /// Appends line `row` (the weekday of page column `row`) of a block: one slot and cell per
  /// week, padded to `span` columns. The slot right of the block's last column is the next
  /// block's first slot: `carry` brings it over (a month's last week and the next month's
  /// first week never both have a day on one weekday, so the two never collide).
  private func appendLine(
    _ row: Int, of page: MonthPage, weeks: Int, span: Int, marksToday: Bool,
    carry: inout UInt8, to output: inout [UInt8]
  ) {
    let cells = page.weeks.map { $0[row] }
    let count = cells.count
    var selected = [Bool](repeating: false, count: count)
    var isToday = [Bool](repeating: false, count: count)
    var events = [Int](repeating: 0, count: count)
    for (week, cell) in cells.enumerated() {
      guard cell.isShown, let facts = cell.facts else { continue }
      selected[week] = facts.role.isSelected
      isToday[week] = marksToday && facts.isToday
      events[week] = cell.eventCount
    }
    var slots = [UInt8](repeating: 0x20, count: weeks + 1)
    if !isColored {
      for week in 0..<count where selected[week] {
        if week == 0 || !selected[week - 1] { slots[week] = UInt8(ascii: "{") }
        if week == count - 1 || !selected[week + 1] { slots[week + 1] = UInt8(ascii: "}") }
      }
      for week in 0..<count where isToday[week] {
        slots[week] = UInt8(ascii: "[")
        slots[week + 1] = UInt8(ascii: "]")
      }
    }
    for week in 0..<count where events[week] > 0 {
      // Markers go right of the number, where today's bracket and selection braces win.
      let insideRun = isColored && selected[week] && week + 1 < count && selected[week + 1]
      if slots[week + 1] == 0x20, !insideRun {
        slots[week + 1] = events[week] == 1 ? Self.oneEventSlot : Self.moreEventsSlot
      }
    }
    if slots[0] == 0x20 { slots[0] = carry }
    let yearOffset = style.numbersDaysOfYear ? context.dayOfYear(page.month.firstDay) - 1 : 0
    for week in 0..<weeks {
      if isColored, week > 0, week < count, selected[week], selected[week - 1] {
        output += style.selected.sgr(for: style.colorLevel).utf8
        output.append(0x20)
        output += Self.reset
      } else {
        appendSlot(slots[week], to: &output)
      }
      guard week < count, cells[week].isShown, let facts = cells[week].facts,
        let day = cells[week].day
      else {
        output += blankCell
        continue
      }
      let label: [UInt8]
      if style.numbersDaysOfYear {
        let number = yearOffset + page.month.firstDay.days(to: day) + 1
        label = Array(
          TextWidth.padded(context.format(number: number), to: cellWidth, alignment: .trailing)
            .utf8)
      } else {
        label = Array(
          TextWidth.padded(cells[week].dayText, to: cellWidth, alignment: .trailing).utf8)
      }
      let hasEvents = events[week] > 0
      guard isColored, facts.isWeekend || selected[week] || isToday[week] || hasEvents else {
        output += label
        continue
      }
      var cellStyle = facts.isWeekend ? style.weekend : CellStyle.plain
      if hasEvents { cellStyle.attributes.formUnion(.underline) }
      if selected[week] {
        cellStyle.background = style.selected.background
        if !facts.isWeekend { cellStyle.foreground = style.selected.foreground }
        cellStyle.attributes.formUnion(style.selected.attributes)
      }
      if isToday[week] { cellStyle.attributes.formUnion(style.today.attributes) }
      output += cellStyle.sgr(for: style.colorLevel).utf8
      output += label
      output += Self.reset
    }
    let padding = span - weeks * weekColumnWidth
    if padding > 0 {
      // A title wider than the weeks widened the block: the last slot is inside it.
      appendSlot(slots[weeks], to: &output)
      output += repeatElement(0x20, count: padding - 1)
      carry = 0x20
    } else {
      carry = slots[weeks]
    }
  }

  /// Removes trailing spaces of the line that starts at `start`.
  private static func trimLine(_ output: inout [UInt8], from start: Int) {
    var end = output.count
    while end > start, output[end - 1] == 0x20 { end -= 1 }
    output.removeSubrange(end..<output.count)
  }
}
