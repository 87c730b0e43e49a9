import Almanac
import AlmanacPrimitives

/// Draws a ``PickerState`` at a terminal size: a pure function, so the same state and size
/// always give the same frame (golden files check it) and the same hit map (mouse clicks use
/// it).
///
/// Layout: month blocks side by side (stacked in rows when the terminal is narrow; as many as
/// fit), each a title, a weekday header and six week lines; then the focused day's events (one
/// line each, as many as fit, the last "+N more" when some do not) and a blank line; then the
/// summary line, the message line, and the key help on the last row. Every day cell has a
/// one-column slot on each side: the focused day's slots hold `[` `]`, the slots inside a range
/// take the band's shading, and a day with events shows a mark in its right slot when nothing
/// else is there: `·` for one event, `•` for more (as the month display draws them).
public struct PickerScreen: Sendable {
  /// The calendar, locale and week rules (names, digits).
  public let context: CalendarContext
  /// The colours the terminal can draw.
  public let colors: ColorLevel
  /// The cell styles.
  public let style: PickerStyle
  /// The width of a day number in columns (2 for most locales).
  public let cellWidth: Int

  private let labels: DayCellLabels
  private let words: LocalizedWords
  private let weekdayNames: [WeekdayName]
  /// The key help items of each ``HelpKind`` drawn so far, in the locale's words, looked up on
  /// the first frame that shows them (copies of the screen share them).
  private let helpItems = LockedValue<[HelpKind: [String]]>([:])

  /// Columns left of the first month.
  static let margin = 1
  /// Columns between months side by side.
  static let gap = 2
  /// Rows of one month: title, header, six weeks.
  static let blockHeight = 8
  /// Rows below the months: a blank line, summary, message, help.
  static let footerHeight = 4

  /// Creates a screen for a calendar context; names and digits are formatted once here.
  ///
  /// - Parameters:
  ///   - context: the calendar, locale and week rules (the state's).
  ///   - colors: the colour level; `.none` keeps attributes only.
  public init(context: CalendarContext, colors: ColorLevel) {
    self.context = context
    self.colors = colors
    self.style = PickerStyle(colors: colors)
    let labels = DayCellLabels(context: context)
    self.labels = labels
    self.cellWidth = labels.cellWidth
    self.words = LocalizedWords(locale: context.locale)
    weekdayNames = WeekdayName.week(in: context)
  }

  /// The width of one month block, slots included.
  public var blockWidth: Int { 7 * (cellWidth + 1) + 1 }

  /// How many months fit at a size, and how many side by side.
  ///
  /// - Parameter size: the terminal size.
  /// - Returns: months per row and the total that fits (both at least 1).
  public func capacity(for size: TerminalSize) -> (perRow: Int, total: Int) {
    let perRow = max(1, (size.columns - Self.margin + Self.gap) / (blockWidth + Self.gap))
    let rows = max(1, (size.rows - Self.footerHeight + 1) / (Self.blockHeight + 1))
    return (perRow, perRow * rows)
  }

  /// Whether the screen can draw `state` at `size` (else it shows "Terminal too small", and
  /// only the keys that leave do anything).
  ///
  /// - Parameters:
  ///   - state: The picker state (its mode decides the minimum).
  ///   - size: The terminal size.
  /// - Returns: `true` when the size is at least the minimum.
  public func fits(_ state: PickerState, size: TerminalSize) -> Bool {
    let minimum = state.mode.showsMonths ? minimumSize : minimumWeekdaySize
    return size.columns >= minimum.columns && size.rows >= minimum.rows
  }

  /// The smallest size the screen draws in.
  public var minimumSize: TerminalSize {
    TerminalSize(columns: blockWidth + 2, rows: Self.blockHeight + Self.footerHeight + 1)
  }

  /// The smallest size the weekday row draws in: seven chips side by side.
  public var minimumWeekdaySize: TerminalSize {
    TerminalSize(columns: max(20, Self.margin + 7 * (weekdayChipWidth + 4)), rows: 8)
  }

  /// The width of the widest short weekday name, which every chip is padded to.
  var weekdayChipWidth: Int {
    weekdayNames.map { TextWidth.columns(of: $0.short) }.max() ?? 3
  }

  /// Draws the state.
  ///
  /// - Parameters:
  ///   - state: the picker state.
  ///   - size: the terminal size.
  /// - Returns: the frame and its hit map.
  /// - Complexity: O(size + days shown), with O(log n) engine look-ups per day.
  public func render(_ state: PickerState, size: TerminalSize) -> PickerFrame {
    var frame = Frame(size: size)
    var hits = PickerHitMap()
    let minimum = state.mode.showsMonths ? minimumSize : minimumWeekdaySize
    guard fits(state, size: size) else {
      frame.put(words(.terminalTooSmall), row: 0, column: 0, style: style.message)
      frame.put(
        words(.terminalNeeds, ["size": "\(minimum.columns)×\(minimum.rows)"]), row: 1, column: 0,
        style: style.message)
      return PickerFrame(frame: frame, hitMap: hits)
    }
    if state.mode.showsMonths {
      drawMonths(state, into: &frame, hits: &hits)
    } else {
      drawWeekdays(state, into: &frame, hits: &hits)
    }
    drawOverlay(state, into: &frame, hits: &hits)
    let kind = HelpKind(state)
    let items = helpItems.withLock { known in
      if let items = known[kind] { return items }
      let items = Self.helpItems(kind, words: words)
      known[kind] = items
      return items
    }
    let help = Self.fitted(items, width: size.columns - 1 - Self.margin)
    frame.put(help, row: size.rows - 1, column: Self.margin, style: style.help)
    return PickerFrame(frame: frame, hitMap: hits)
  }

  /// The key help line for the state's mode and dialog, in the locale's words (the key
  /// names stay as printed on keyboards).
  static func help(for state: PickerState, words: LocalizedWords) -> String {
    helpItems(for: state, words: words).joined(separator: "  ")
  }

  /// The key help line fitted to `width` columns: the way out (`q quit`, `Esc close`), which
  /// is the last item, always stays; the items before it are kept from the start as far as
  /// they fit, and `…` stands for those left out.
  ///
  /// - Parameters:
  ///   - state: The picker state.
  ///   - words: The locale's words.
  ///   - width: The columns available.
  /// - Returns: The line, at most `width` columns wide.
  static func help(for state: PickerState, words: LocalizedWords, width: Int) -> String {
    fitted(helpItems(for: state, words: words), width: width)
  }

  /// Help items fitted to `width` columns (see ``help(for:words:width:)``).
  private static func fitted(_ items: [String], width: Int) -> String {
    guard let last = items.last, width > 0 else { return "" }
    let full = items.joined(separator: "  ")
    if TextWidth.columns(of: full) <= width { return full }
    var kept: [String] = []
    var used = TextWidth.columns(of: last) + 3  // "…  " before the last item
    for item in items.dropLast() {
      let extra = TextWidth.columns(of: item) + 2
      guard used + extra <= width else { break }
      kept.append(item)
      used += extra
    }
    let line = (kept + ["…", last]).joined(separator: "  ")
    return TextWidth.cropped(line, to: width, ellipsis: "…")
  }

  /// Which keys the help line lists: those of a dialog, or of the months or weekdays.
  enum HelpKind: Hashable {
    case goToDate, list, months, weekdays

    init(_ state: PickerState) {
      switch state.overlay {
      case .goToDate: self = .goToDate
      case .monthList, .yearList: self = .list
      case .none: self = state.mode.showsMonths ? .months : .weekdays
      }
    }
  }

  /// The key help items, the way out last.
  static func helpItems(for state: PickerState, words: LocalizedWords) -> [String] {
    helpItems(HelpKind(state), words: words)
  }

  /// The key help items of one kind of screen, the way out last.
  static func helpItems(_ kind: HelpKind, words: LocalizedWords) -> [String] {
    let keys: [(String, LabelKey)]
    switch kind {
    case .goToDate:
      return [
        words(.keyTypeDate), "Enter " + words(.keyGo), "Backspace " + words(.keyErase),
        "Esc " + words(.keyClose),
      ]
    case .list:
      keys = [("↑↓", .keyChoose), ("Enter", .keyGo), ("Esc", .keyClose)]
    case .months:
      keys = [
        ("←↓↑→", .keyMove), ("[]{}", .keyPage), ("t", .keyToday), ("g", .keyDate),
        ("m/y", .keyJump), ("Space", .keyPick), ("Enter", .keyConfirm), ("q", .keyQuit),
      ]
    case .weekdays:
      keys = [("←→", .keyMove), ("Space", .keyToggle), ("Enter", .keyConfirm), ("q", .keyQuit)]
    }
    return keys.map { $0.0 + " " + words($0.1) }
  }

  // MARK: Months

  private func drawMonths(_ state: PickerState, into frame: inout Frame, hits: inout PickerHitMap) {
    let size = frame.size
    let (perRow, total) = capacity(for: size)
    var pages = state.model.visiblePages(
      skippedDays: .flagged, adjacentDays: .blank, includesAccessibleText: false)
    if pages.count > total {
      let index = pages.firstIndex { $0.month.contains(state.focusedDay) } ?? 0
      let start = max(0, index - total + 1)
      pages = Array(pages[start..<start + total])
    }
    let months = pages
    for (index, page) in pages.enumerated() {
      let top = (index / perRow) * (Self.blockHeight + 1)
      let left = Self.margin + (index % perRow) * (blockWidth + Self.gap)
      drawMonth(page, top: top, left: left, into: &frame, hits: &hits)
      if index == 0 {
        frame.put("‹", row: top, column: left, style: style.arrow)
        hits.add(.previousPage, row: top, columns: left..<left + 2)
      }
      if index == months.count - 1 {
        let column = left + blockWidth - 1
        frame.put("›", row: top, column: column, style: style.arrow)
        hits.add(.nextPage, row: top, columns: column - 1..<column + 1)
      }
    }
    let rows = (months.count + perRow - 1) / perRow
    var footer = rows * (Self.blockHeight + 1)
    let events = Self.eventLines(
      state.model.eventLines(on: state.focusedDay), room: size.rows - footer - Self.footerHeight,
      words: words)
    for (offset, line) in events.enumerated() {
      frame.put(
        TextWidth.cropped(line, to: size.columns - 2, ellipsis: "…"), row: footer + offset,
        column: Self.margin, style: CellStyle())
    }
    if !events.isEmpty { footer += events.count + 1 }
    frame.put(
      TextWidth.cropped(state.summary, to: size.columns - 2, ellipsis: "…"), row: footer,
      column: Self.margin, style: style.title)
    if let message = state.message {
      frame.put(
        TextWidth.cropped(message, to: size.columns - 2, ellipsis: "…"), row: footer + 1,
        column: Self.margin, style: style.message)
    }
  }

  /// The event lines that fit in `room` rows: all of them, or as many as leave a row for
  /// "+N more".
  static func eventLines(_ lines: [String], room: Int, words: LocalizedWords) -> [String] {
    guard room > 0, !lines.isEmpty else { return [] }
    if lines.count <= room { return lines }
    let shown = lines.prefix(room - 1)
    return Array(shown)
      + [words(.moreEvents, ["count": words.number(lines.count - shown.count)])]
  }

  private func drawMonth(
    _ page: MonthPage, top: Int, left: Int, into frame: inout Frame, hits: inout PickerHitMap
  ) {
    let gridWidth = blockWidth - 2
    let title = TextWidth.cropped(page.title, to: gridWidth - 2, ellipsis: "…")
    frame.put(
      TextWidth.padded(title, to: gridWidth, alignment: .center), row: top, column: left + 1,
      style: style.title)
    for column in 0..<7 {
      let weekday = context.weekdayOrder[column]
      let isWeekend = context.weekend.contains(weekday)
      frame.put(
        labels.headerSymbols[column], row: top + 1,
        column: left + 1 + column * (cellWidth + 1),
        style: isWeekend ? PickerStyle.layer(style.weekend, over: style.header) : style.header)
    }
    var focused: (row: Int, slot: Int)?
    // The page's packed cells, read in place (no page cell is made); each day's look is the
    // engine's colour roles through the style's table.
    let packed = page.packedCells
    for index in packed.cells.indices {
      let cell = packed.cells[index]
      let row = top + 2 + index / 7
      let column = index % 7
      let slot = left + column * (cellWidth + 1)
      // A skipped day (drawn blank) shows its brackets too, so the focus never disappears.
      if cell.flags.has(.isFocused) { focused = (row, slot) }
      guard cell.isDrawn else { continue }
      let roles = cell.roles
      frame.put(
        labels.dayLabel(Int(cell.dayOfMonth)), row: row, column: slot + 1, style: style.day(roles))
      let band = RangeBand(role: cell.role)
      if column > 0 {
        let before = packed.cells[index - 1]
        if before.isDrawn, RangeBand(role: before.role).joins(band) {
          frame.put(" ", row: row, column: slot, style: style.band)
        }
      }
      if cell.eventCount > 0, frame[row: row, column: slot + cellWidth + 1].character == " " {
        frame.put(
          MonthTextRenderer.eventMarker(count: cell.eventCount), row: row,
          column: slot + cellWidth + 1, style: style.day(roles.subtracting(.focusRing)))
      }
      hits.add(
        .day(Day(unchecked: cell.serial)), row: row,
        columns: slot..<slot + cellWidth + (column == 6 ? 2 : 1))
    }
    // Brackets last, so they win the slots they share with the band or a dot.
    if let (row, slot) = focused {
      let leftStyle = PickerStyle.layer(style.bracket, over: frame[row: row, column: slot].style)
      let rightSlot = slot + cellWidth + 1
      let rightStyle = PickerStyle.layer(
        style.bracket, over: frame[row: row, column: rightSlot].style)
      frame.put("[", row: row, column: slot, style: leftStyle)
      frame.put("]", row: row, column: rightSlot, style: rightStyle)
    }
  }

  // MARK: Weekdays

  private func drawWeekdays(
    _ state: PickerState, into frame: inout Frame, hits: inout PickerHitMap
  ) {
    frame.put(words(.repeatOn), row: 0, column: Self.margin, style: style.title)
    let names = weekdayNames.map(\.short)
    let width = weekdayChipWidth
    var column = Self.margin
    for (index, name) in names.enumerated() {
      let weekday = weekdayNames[index].weekday
      let isChosen = state.weekdays.contains(weekday)
      let isFocused = state.weekdayFocus?.focusedWeekday == weekday
      var roles: ColorRoles = context.weekend.contains(weekday) ? .weekendText : []
      if isChosen { roles.insert(.selection) }
      if isFocused { roles.insert(.focusRing) }
      let chip = style.day(roles)
      let text = " " + TextWidth.padded(name, to: width, alignment: .center) + " "
      frame.put(text, row: 2, column: column + 1, style: chip)
      if isFocused {
        frame.put("[", row: 2, column: column, style: style.bracket)
        frame.put("]", row: 2, column: column + width + 3, style: style.bracket)
      }
      hits.add(.weekday(weekday), row: 2, columns: column..<column + width + 4)
      column += width + 4
    }
    frame.put(
      TextWidth.cropped(state.summary, to: frame.size.columns - 2, ellipsis: "…"), row: 4,
      column: Self.margin, style: style.title)
    if let message = state.message {
      frame.put(
        TextWidth.cropped(message, to: frame.size.columns - 2, ellipsis: "…"), row: 5,
        column: Self.margin, style: style.message)
    }
  }

  // MARK: Dialogs

  private func drawOverlay(
    _ state: PickerState, into frame: inout Frame, hits: inout PickerHitMap
  ) {
    let entries: [String]
    let heading: String
    var highlighted: Int?
    switch state.overlay {
    case .none:
      return
    case .goToDate(let text):
      let placeholder = "YYYY-MM-DD"
      let rest = placeholder.dropFirst(min(text.count, placeholder.count))
      heading = words(.goToDate)
      entries = [text + rest]
    case .monthList(let choices, let index):
      heading = choices.first.map { context.yearText($0.month) } ?? words(.month)
      entries = choices.map(\.text)
      highlighted = index
    case .yearList(let choices, let index):
      heading = words(.year)
      entries = choices.map(\.text)
      highlighted = index
    }
    let widest = (entries + [heading]).map { TextWidth.columns(of: $0) }.max() ?? 0
    let inner = max(blockWidth - 2, widest + 2)  // the box covers the whole block
    let top = 1
    let left = Self.margin
    let height = min(entries.count + 2, frame.size.rows - Self.footerHeight)
    hits.removeRegions(under: top..<top + height, columns: left..<left + inner + 2)
    let bar = String(repeating: "─", count: inner)
    let titleBar =
      "┌ " + heading + " "
      + String(
        repeating: "─", count: max(0, inner - TextWidth.columns(of: heading) - 2)) + "┐"
    frame.put(titleBar, row: top, column: left, style: style.dialog)
    // The rows shown scroll so that the highlighted one stays in view at small heights.
    let visible = max(0, height - 2)
    let first = highlighted.map { $0 >= visible ? $0 - visible + 1 : 0 } ?? 0
    for (offset, entry) in entries.dropFirst(first).prefix(visible).enumerated() {
      let row = top + 1 + offset
      let index = first + offset
      frame.put("│", row: row, column: left, style: style.dialog)
      let text = " " + TextWidth.padded(entry, to: inner - 1, alignment: .leading)
      frame.put(
        text, row: row, column: left + 1,
        style: index == highlighted ? style.highlighted : style.dialog)
      frame.put("│", row: row, column: left + inner + 1, style: style.dialog)
      if case .goToDate = state.overlay {
      } else {
        hits.add(.listEntry(index), row: row, columns: left + 1..<left + inner + 1)
      }
    }
    frame.put("└" + bar + "┘", row: top + height - 1, column: left, style: style.dialog)
  }
}
