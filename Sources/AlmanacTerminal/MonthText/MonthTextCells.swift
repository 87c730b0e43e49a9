import Almanac
import AlmanacPrimitives

/// The one cell layout of the month text, shared by its two forms: ``MonthTextRenderer`` (cal's
/// weeks across) draws a line per week of a page, ``VerticalMonthText`` (ncal's weekdays down)
/// a line per weekday; both read the page's cells into ``CellLine``s with
/// ``read(_:marksToday:daysOfYear:context:labels:lines:numbers:)`` and write each line with
/// ``append(_:numbers:from:positions:firstSlot:leadingSlot:labels:to:)``. The forms
/// differ only in which cells make a line and in what surrounds the lines (titles, headers,
/// week numbers).
///
/// A line is a run of cells, each with a one-column slot on its left and one more after the
/// last. Without colour, today is marked by `[` and `]` in its slots and a selected run by `{`
/// and `}`; with colour, today is drawn in inverse video, weekends in red, selected days (and
/// the slots inside a run) shaded, days with events underlined. An event marker (see
/// ``MonthTextRenderer/eventMarker(count:)``) goes in the slot right of its day, where today's
/// bracket and a run's braces win.
struct MonthTextCells: Sendable {
  /// The width of one day cell in columns.
  let cellWidth: Int
  let blankCell: [UInt8]
  let isColored: Bool
  /// The escape codes of a coloured cell, by the raw value of its colour roles
  /// (``roles(weekend:events:selected:today:)``; empty without colour): the month text's one
  /// appearance table, built once instead of per cell.
  let cellSGR: [[UInt8]]
  /// The escape codes of the slot between two selected cells.
  let selectedSGR: [UInt8]
  let reset: [UInt8] = Array("\u{1B}[0m".utf8)

  /// The cells of a style, `cellWidth` columns wide.
  init(cellWidth: Int, style: MonthTextStyle) {
    self.cellWidth = cellWidth
    blankCell = Array(repeating: 0x20, count: cellWidth)
    let isColored = style.colorLevel != .none
    self.isColored = isColored
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

  /// The colour roles of a drawn cell from the engine's row masks of them (a selected day
  /// plays the selection's role whether it ends a range or lies inside one: cal's text shades
  /// them alike).
  @inline(__always)
  static func roles(weekend: Bool, events: Bool, selected: Bool, today: Bool) -> Int {
    Int(
      (weekend ? ColorRoles.weekendText.rawValue : 0)
        | (events ? ColorRoles.eventDot.rawValue : 0)
        | (selected ? ColorRoles.selection.rawValue : 0) | (today ? ColorRoles.today.rawValue : 0)
    )
  }

  /// Reads a page's packed cells (trivial values, read in place: no page cell is made) into
  /// one ``CellLine`` per week (with its week number) and the label numbers of its cells, seven a week, week after
  /// week (a day of the month, or of the year with cal -j; 0 for a cell drawn blank). The
  /// labels of the numbers met are made in `labels`.
  ///
  /// - Returns: The number of weeks read.
  @inline(__always)
  static func read(
    _ page: PageCells, marksToday: Bool, daysOfYear: Bool, context: CalendarContext,
    labels: inout LabelCache, lines: inout [CellLine], numbers: inout [Int32]
  ) -> Int {
    let firstDay = page.firstDay
    let yearOffset = daysOfYear ? context.dayOfYear(firstDay) - 1 : 0
    let cells = page.cells
    let rowMarks = page.rowMarks
    let texts = page.texts
    let weekNumbers = page.weekNumbers
    let rowCount = cells.count / 7
    // The numbers of the page's weeks, written in place: blank cells keep their 0.
    let firstNumber = numbers.count
    numbers.append(contentsOf: repeatElement(0, count: rowCount * 7))
    numbers.withUnsafeMutableBufferPointer { numbers in
      cells.withUnsafeBufferPointer { cells in
        for week in 0..<rowCount {
          // The page's marks of the row: only the label numbers are read cell by cell.
          let rowMarks = rowMarks[week]
          lines.append(
            CellLine(
              weekNumber: week < weekNumbers.count ? weekNumbers[week] : 0,
              shown: rowMarks.drawn, selected: rowMarks.selected,
              today: marksToday ? rowMarks.today : 0, weekend: rowMarks.weekend,
              events: rowMarks.events, moreEvents: rowMarks.moreEvents))
          let drawn = Int(rowMarks.drawn)
          for column in 0..<7 where drawn & (1 << column) != 0 {
            let cell = cells[week * 7 + column]
            let number: Int32
            if daysOfYear {
              number = Int32(clamping: yearOffset + (cell.serial - firstDay.serial) + 1)
              if !labels.knows(number) {
                labels.add(number, context.format(number: Int(number)))
              }
            } else {
              number = cell.dayOfMonth
              if !labels.knows(number) {
                let index = Int(cell.textIndex)
                labels.add(number, index >= 0 && index < texts.count ? texts[index] : "")
              }
            }
            numbers[firstNumber + week * 7 + column] = number
          }
        }
      }
    }
    return rowCount
  }

  /// Slot values that stand for event markers (written as
  /// ``MonthTextRenderer/eventMarker(count:)``).
  static let oneEventSlot: UInt8 = 0x01
  static let moreEventsSlot: UInt8 = 0x02

  /// Appends a slot: its character, or an event marker.
  @inline(__always)
  static func appendSlot(_ slot: UInt8, to output: inout ByteWriter) {
    switch slot {
    case oneEventSlot: output.append(utf8: MonthTextRenderer.eventMarker(count: 1))
    case moreEventsSlot: output.append(utf8: MonthTextRenderer.eventMarker(count: 2))
    default: output.append(slot)
    }
  }

  /// Appends one line of cells, `positions` cells long (past the line's own cells, blanks):
  /// each cell's left slot (from `firstSlot` on) and its label.
  ///
  /// - Parameters:
  ///   - line: The line's marks.
  ///   - numbers: The label numbers; the line's cell `c` has `numbers[first + c]`.
  ///   - first: Where the line's numbers start.
  ///   - positions: How many cells the line takes (at most 7).
  ///   - firstSlot: The first cell whose left slot is written (1: none left of the first cell).
  ///   - leadingSlot: What the first cell's left slot holds when the line's own marks leave it
  ///     a space (the slot after the line before it on the same text line).
  ///   - labels: The labels made so far.
  ///   - output: The text.
  /// - Returns: The slot after the last cell, not written.
  @inline(__always)
  func append(
    _ line: CellLine, numbers: [Int32], from first: Int, positions: Int, firstSlot: Int,
    leadingSlot: UInt8, labels: LabelCache, to output: inout ByteWriter
  ) -> UInt8 {
    // Nothing but day numbers and blanks (plain text, no marks): every slot is a space.
    if !isColored, line.selected == 0, line.today == 0, line.events == 0, leadingSlot == 0x20 {
      let shown = Int(line.shown)
      for column in 0..<positions {
        if column >= firstSlot { output.append(0x20) }
        if shown & (1 << column) != 0 {
          labels.append(numbers[first + column], to: &output)
        } else {
          output.append(blankCell)
        }
      }
      return 0x20
    }
    let selectedMask = Int(line.selected)
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
        for column in 0..<7 where Int(line.today) & (1 << column) != 0 {
          slots[column] = UInt8(ascii: "[")
          slots[column + 1] = UInt8(ascii: "]")
        }
      }
      if line.events != 0 {
        for column in 0..<7 where Int(line.events) & (1 << column) != 0 {
          // Markers go right of the number, where today's bracket and selection braces win.
          if slots[column + 1] == 0x20,
            !(isColored && isSelected(column) && column < 6 && isSelected(column + 1))
          {
            slots[column + 1] =
              Int(line.moreEvents) & (1 << column) != 0 ? Self.moreEventsSlot : Self.oneEventSlot
          }
        }
      }
      if slots[0] == 0x20 { slots[0] = leadingSlot }
    }
    let slotAt = { (index: Int) -> UInt8 in
      withUnsafeBytes(of: slots) { $0[index] }
    }
    for column in 0..<positions {
      let bit = 1 << column
      let cellSelected = selectedMask & bit != 0
      if isColored, column > 0, cellSelected, isSelected(column - 1) {
        output.append(selectedSGR)
        output.append(0x20)
        output.append(reset)
      } else if column >= firstSlot {
        Self.appendSlot(slotAt(column), to: &output)
      }
      guard Int(line.shown) & bit != 0 else {
        output.append(blankCell)
        continue
      }
      let number = numbers[first + column]
      let hasEvents = Int(line.events) & bit != 0
      let isToday = Int(line.today) & bit != 0
      let isWeekend = Int(line.weekend) & bit != 0
      guard isColored, isWeekend || cellSelected || isToday || hasEvents else {
        labels.append(number, to: &output)
        continue
      }
      output.append(
        cellSGR[
          Self.roles(
            weekend: isWeekend, events: hasEvents, selected: cellSelected, today: isToday)])
      labels.append(number, to: &output)
      output.append(reset)
    }
    return slotAt(positions)
  }
}

/// What ``MonthTextCells/read(_:marksToday:daysOfYear:context:labels:lines:numbers:)`` reads of
/// a page, each part taken alone: a page passed whole is copied whole at each call (a retain
/// and a release of each of its arrays).
struct PageCells {
  let firstDay: Day
  let cells: [PackedMonthCell]
  let rowMarks: [PackedRowMarks]
  let texts: [String]
  let weekNumbers: [Int]

  @inline(__always)
  init(_ page: MonthPage) {
    firstDay = page.month.firstDay
    cells = page.packedCells.cells
    rowMarks = page.packedCells.rowMarks
    texts = page.packedCells.texts
    weekNumbers = page.weekNumbers
  }
}

/// The marks of one line of cells, as bit masks over its cells (bit c: cell c).
struct CellLine {
  /// The week number of a page's week (0 for a line of another kind).
  var weekNumber: Int = 0
  /// Cells that show a day of the month (not blank, adjacent or skipped).
  var shown: UInt8 = 0
  var selected: UInt8 = 0
  var today: UInt8 = 0
  var weekend: UInt8 = 0
  var events: UInt8 = 0
  /// Cells with more than one event.
  var moreEvents: UInt8 = 0

  /// The line of cell `column` of each of `lines` (a weekday's cells down the weeks of a page,
  /// when `lines` are its weeks).
  static func column(_ column: Int, of lines: ArraySlice<CellLine>) -> CellLine {
    var result = CellLine()
    for (index, line) in lines.enumerated() {
      let bit = UInt8(1) << UInt8(truncatingIfNeeded: index)
      func take(_ mask: UInt8) -> UInt8 { mask >> UInt8(column) & 1 != 0 ? bit : 0 }
      result.shown |= take(line.shown)
      result.selected |= take(line.selected)
      result.today |= take(line.today)
      result.weekend |= take(line.weekend)
      result.events |= take(line.events)
      result.moreEvents |= take(line.moreEvents)
    }
    return result
  }
}

/// The padded labels of the numbers drawn, as UTF-8 in one flat table, made once per number in
/// a render (by ``MonthTextCells/read(_:marksToday:daysOfYear:context:labels:lines:numbers:)``,
/// before any line that shows the number is written) and copied byte by byte.
struct LabelCache {
  let cellWidth: Int
  /// Where each number's label starts in `bytes`, or -1 before it is made.
  var starts: [Int32]
  var lengths: [UInt8]
  var bytes: [UInt8] = []

  /// Room for the day numbers of a month, or of a year (`daysOfYear`); a larger number widens
  /// the table.
  init(cellWidth: Int, daysOfYear: Bool) {
    self.cellWidth = cellWidth
    let count = daysOfYear ? 400 : 41
    starts = Array(repeating: -1, count: count)
    lengths = Array(repeating: 0, count: count)
  }

  /// Whether the label of `number` is made.
  @inline(__always)
  func knows(_ number: Int32) -> Bool {
    let index = Int(number)
    return index >= 0 && index < starts.count && starts[index] >= 0
  }

  /// Makes the label of `number` (not negative) from `text`, unless it is made.
  mutating func add(_ number: Int32, _ text: String) {
    let index = Int(number)
    guard index >= 0 else { return }
    if index >= starts.count { widen(to: index + 1) }
    guard starts[index] < 0 else { return }
    let label = TextWidth.padded(text, to: cellWidth, alignment: .trailing).utf8
    guard label.count <= Int(UInt8.max) else { return }
    starts[index] = Int32(clamping: bytes.count)
    lengths[index] = UInt8(label.count)
    bytes += label
  }

  /// Makes room for the numbers below `count`.
  @inline(never)
  private mutating func widen(to count: Int) {
    starts += repeatElement(-1, count: count - starts.count)
    lengths += repeatElement(0, count: count - lengths.count)
  }

  /// Appends the label of `number`, which ``add(_:_:)`` made (a blank cell where it made none:
  /// a negative number, or a label over 255 bytes; the month text has neither).
  @inline(__always)
  func append(_ number: Int32, to output: inout ByteWriter) {
    guard knows(number) else {
      output.append(0x20, count: cellWidth)
      return
    }
    let start = Int(starts[Int(number)])
    let length = Int(lengths[Int(number)])
    bytes.withUnsafeBufferPointer {
      output.append(UnsafeBufferPointer(rebasing: $0[start..<start + length]))
    }
  }
}

/// The bytes of a render in memory of its own: an append is a store and a count, where
/// `[UInt8]` checks that its buffer is unshared on every append; the room doubles as it fills.
struct ByteWriter: ~Copyable {
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
