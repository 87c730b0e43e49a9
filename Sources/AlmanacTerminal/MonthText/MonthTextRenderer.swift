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
  /// The weekday labels in column order, each padded to ``cellWidth``.
  let weekdayLabels: [String]
  /// Day-of-month labels in the locale's digits, indexed by number (index 0 unused).
  let dayLabels: [String]
  /// Week-number labels, indexed by number.
  let weekLabels: [String]
  /// The width of the week-number column (0 when week numbers are off).
  let weekColumnWidth: Int

  /// Creates a renderer; this formats the weekday names and digits once.
  ///
  /// - Parameters:
  ///   - context: The calendar, locale and week rules.
  ///   - style: Colours and options.
  public init(context: CalendarContext, style: MonthTextStyle) {
    self.context = context
    self.style = style
    let dayLabels = [""] + (1...40).map { context.format(number: $0) }
    let symbols = Self.headerSymbols(context)
    let widest = (symbols + dayLabels).map { TextWidth.columns(of: $0) }.max() ?? 2
    let cellWidth = max(2, widest)
    self.cellWidth = cellWidth
    self.dayLabels = dayLabels.map { TextWidth.padded($0, to: cellWidth, alignment: .trailing) }
    self.weekdayLabels = symbols.map {
      TextWidth.padded($0, to: cellWidth, alignment: .trailing)
    }
    let weekLabels = [""] + (1...54).map { context.format(number: $0) }
    let weekWidth = weekLabels.map { TextWidth.columns(of: $0) }.max() ?? 2
    self.weekColumnWidth = style.showsWeekNumbers ? weekWidth : 0
    self.weekLabels = weekLabels.map { TextWidth.padded($0, to: weekWidth, alignment: .trailing) }
  }

  /// The weekday names for the header, in column order: CLDR's short names ("Su Mo" in en,
  /// "日 月" in ja, "۱ش" in fa) when they all fit in two columns; for Latin, Greek and Cyrillic
  /// scripts the short names cut to two columns as cal does (widened to three if two would
  /// make names collide); otherwise the narrow names (zh "日 一", ar "ح ن"), and the short
  /// names in wider cells if even those collide.
  static func headerSymbols(_ context: CalendarContext) -> [String] {
    let short = context.weekdaySymbols(.short)
    if short.allSatisfy({ TextWidth.columns(of: $0) <= 2 }) { return short }
    let isAlphabetic = short.allSatisfy { symbol in
      (symbol.unicodeScalars.first?.value ?? 0) < 0x0590
    }
    if isAlphabetic {
      for width in 2...3 {
        let cut = short.map { TextWidth.cropped($0, to: width) }
        if Set(cut).count == 7 { return cut }
      }
      return short
    }
    let narrow = context.weekdaySymbols(.narrow)
    return Set(narrow).count == 7 ? narrow : short
  }

  /// The width of one month block in columns, slots and week numbers included.
  public var blockWidth: Int {
    (weekColumnWidth > 0 ? weekColumnWidth + 1 : 0) + 7 * (cellWidth + 1) + 1
  }

  /// Renders months in rows of blocks.
  ///
  /// - Parameters:
  ///   - months: The months, in order.
  ///   - today: The day to mark as today.
  ///   - selection: Days to shade.
  ///   - yearTitle: A heading for a whole-year view; months are then titled by name only.
  ///   - columns: Months per row; `nil` fits as many as `width` allows (a divisor of 12 for a
  ///     12-month view).
  ///   - width: The output width in columns, used when `columns` is `nil`.
  /// - Returns: The text, each line ending in a newline, trailing spaces removed.
  /// - Complexity: O(number of days shown).
  public func render(
    months: [CalendarMonth], today: Day?, selection: DayRanges = DayRanges(),
    yearTitle: String? = nil, columns: Int? = nil, width: Int = 80
  ) -> String {
    let perRow = max(1, columns ?? fittingColumns(count: months.count, width: width))
    let gap = " "
    var output = ""
    output.reserveCapacity(months.count * blockWidth * 9)
    if let yearTitle {
      let span = min(perRow, months.count)
      let total = span * blockWidth + (span - 1) * gap.count
      output += Self.trimmed(TextWidth.padded(yearTitle, to: total, alignment: .center)) + "\n"
    }
    var start = 0
    while start < months.count {
      if start > 0 { output += "\n" }
      let row = months[start..<min(start + perRow, months.count)]
      let blocks = row.map {
        block(for: $0, today: today, selection: selection, titleOnlyName: yearTitle != nil)
      }
      let height = blocks.map(\.count).max() ?? 0
      let blank = String(repeating: " ", count: blockWidth)
      for lineIndex in 0..<height {
        var line = ""
        for (index, block) in blocks.enumerated() {
          if index > 0 { line += gap }
          line += lineIndex < block.count ? block[lineIndex] : blank
        }
        output += Self.trimmed(line) + "\n"
      }
      start += perRow
    }
    return output
  }

  /// How many blocks fit in `width` columns, at most 12, preferring a divisor of 12 for a
  /// 12-month view so that rows are even.
  public func fittingColumns(count: Int, width: Int) -> Int {
    let fit = max(1, min(12, (width + 1) / (blockWidth + 1)))
    if count == 12 { return [12, 6, 4, 3, 2, 1].first { $0 <= fit } ?? 1 }
    return min(fit, max(1, count))
  }

  /// The lines of one month block, each exactly ``blockWidth`` columns wide (escape codes
  /// aside): title, weekday header and one line per week.
  public func block(
    for month: CalendarMonth, today: Day?, selection: DayRanges = DayRanges(),
    titleOnlyName: Bool = false
  ) -> [String] {
    let layout = MonthLayout(
      month: month, context: context,
      options: MonthLayoutOptions(
        rows: .variable, adjacentDays: .blank, skippedDays: .flagged, today: today))
    let isColored = style.colorLevel != .none
    let weekPrefix = weekColumnWidth > 0 ? weekColumnWidth + 1 : 0
    var lines: [String] = []
    lines.reserveCapacity(layout.weeks.count + 2)

    let title = titleOnlyName ? context.monthName(month) : context.monthTitle(month)
    let gridWidth = 7 * (cellWidth + 1) - 1
    lines.append(
      String(repeating: " ", count: weekPrefix + 1)
        + TextWidth.padded(title, to: gridWidth, alignment: .center) + "  ")

    var header = String(repeating: " ", count: weekPrefix)
    for (column, label) in weekdayLabels.enumerated() {
      header += " "
      let weekday = context.weekdayOrder[column]
      if isColored, context.weekendDays.contains(weekday) {
        header += paint(label, style.weekend)
      } else {
        header += label
      }
    }
    lines.append(header + " ")

    let blankCell = String(repeating: " ", count: cellWidth)
    var slots = [Character](repeating: " ", count: 8)
    var selected = [Bool](repeating: false, count: 7)
    for week in layout.weeks {
      var line = ""
      if weekColumnWidth > 0 {
        let label = week.number < weekLabels.count ? weekLabels[week.number] : "\(week.number)"
        line += (isColored ? paint(label, style.weekNumber) : label) + " "
      }
      for index in 0..<8 { slots[index] = " " }
      for (column, cell) in week.cells.enumerated() {
        selected[column] = cell.isShown && cell.day.map(selection.contains) == true
      }
      if !isColored {
        for column in 0..<7 where selected[column] {
          if column == 0 || !selected[column - 1] { slots[column] = "{" }
          if column == 6 || !selected[column + 1] { slots[column + 1] = "}" }
        }
        for (column, cell) in week.cells.enumerated() where cell.isToday && cell.isShown {
          slots[column] = "["
          slots[column + 1] = "]"
        }
      }
      for (column, cell) in week.cells.enumerated() {
        let inRun = column > 0 && selected[column] && selected[column - 1]
        if isColored, inRun {
          line += paint(" ", style.selected)
        } else {
          line.append(slots[column])
        }
        guard cell.isShown else {
          line += blankCell
          continue
        }
        let label =
          cell.dayOfMonth < dayLabels.count
          ? dayLabels[cell.dayOfMonth]
          : TextWidth.padded(
            context.format(number: cell.dayOfMonth), to: cellWidth, alignment: .trailing)
        if isColored {
          var cellStyle = CellStyle.plain
          var isStyled = false
          if cell.isWeekend {
            cellStyle = style.weekend
            isStyled = true
          }
          if selected[column] {
            cellStyle.background = style.selected.background
            if !cell.isWeekend { cellStyle.foreground = style.selected.foreground }
            cellStyle.attributes.formUnion(style.selected.attributes)
            isStyled = true
          }
          if cell.isToday {
            cellStyle.attributes.formUnion(style.today.attributes)
            isStyled = true
          }
          line += isStyled ? paint(label, cellStyle) : label
        } else {
          line += label
        }
      }
      line.append(slots[7])
      lines.append(line)
    }
    return lines
  }

  private func paint(_ text: String, _ cellStyle: CellStyle) -> String {
    cellStyle.sgr(for: style.colorLevel) + text + "\u{1B}[0m"
  }

  /// `line` without trailing spaces.
  static func trimmed(_ line: String) -> String {
    var end = line.endIndex
    while end > line.startIndex {
      let previous = line.index(before: end)
      guard line[previous] == " " else { break }
      end = previous
    }
    return String(line[..<end])
  }
}

extension DayCell {
  /// Whether the cell shows a day of the month (not blank, adjacent or skipped).
  var isShown: Bool { day != nil && isInMonth && !isSkipped }
}
