/// Packs a month page's rows as the layout hands them over: each day's facts, event count,
/// focus, text index and (when asked) accessible text, in trivial values.
///
/// Its state is one value that the layout's row callback mutates, so that a row costs one
/// access to it and not one per cell and array.
struct MonthPagePacker {
  let month: CalendarMonth
  let counter: ((Day) -> Int)?
  let dayLabels: DayLabelRenderer?
  let focusedDay: Day?
  /// The context's shared day numbers, 0 to 40.
  let dayTexts: [String]
  /// The cells packed so far, seven per row (and empty ones after them until ``finish()``).
  private(set) var cells: PackedMonthCells
  /// The week numbers of the rows packed so far (and zeros after them until ``finish()``).
  private(set) var weekNumbers: [Int]
  /// The number of rows packed.
  private var rowCount = 0

  init(
    month: CalendarMonth, counter: ((Day) -> Int)?, dayLabels: DayLabelRenderer?,
    focusedDay: Day?, dayTexts: [String]
  ) {
    self.month = month
    self.counter = counter
    self.dayLabels = dayLabels
    self.focusedDay = focusedDay
    self.dayTexts = dayTexts
    // The texts start as the shared table (copied only if a day number falls outside it).
    // Room for six rows (no month has more), written in place; `finish()` cuts what is left.
    // Array literals: their storage type is found once per process, where
    // `Array(repeating:count:)` and `reserveCapacity(_:)` look it up on every call (about
    // 600 instructions each, per page).
    let e = PackedMonthCell(empty: ())
    let marks = PackedRowMarks()
    cells = PackedMonthCells(
      cells: [
        e, e, e, e, e, e, e,
        e, e, e, e, e, e, e,
        e, e, e, e, e, e, e,
        e, e, e, e, e, e, e,
        e, e, e, e, e, e, e,
        e, e, e, e, e, e, e,
      ],
      rowMarks: [marks, marks, marks, marks, marks, marks], texts: dayTexts)
    if dayLabels != nil { cells.accessibleTexts.reserveCapacity(42) }
    weekNumbers = [0, 0, 0, 0, 0, 0]
  }

  /// Packs one row of layout cells.
  ///
  /// - Parameters:
  ///   - number: The row's week number.
  ///   - layoutCells: The row's cells (seven).
  ///   - renderer: The selection's facts (lent, not kept or copied: a copy retains its
  ///     arrays).
  ///   - context: The calendar context, for day numbers beyond the shared texts and labels.
  mutating func addRow(
    _ number: Int, _ layoutCells: UnsafeBufferPointer<DayCell>,
    renderer: inout SelectionRenderer,
    context: CalendarContext
  ) {
    let row = rowCount
    rowCount += 1
    let start = row * 7
    if row >= cells.rowMarks.count {
      cells.cells.append(contentsOf: repeatElement(PackedMonthCell(empty: ()), count: 7))
      cells.rowMarks.append(PackedRowMarks())
      weekNumbers.append(0)
    }
    weekNumbers[row] = number
    let (marks, needsTexts) = renderer.packRow(
      layoutCells, month: month, focusedDay: focusedDay, textCount: dayTexts.count,
      into: &cells.cells, at: start, labels: &cells.labels)
    cells.rowMarks[row] = marks
    guard needsTexts || counter != nil || dayLabels != nil else { return }
    // The rarer parts, in a second pass over the row: day numbers beyond the shared texts,
    // event counts and accessible text.
    for index in start..<start + 7 {
      let packed = cells.cells[index]
      guard packed.flags.has(.hasDay) else {
        if dayLabels != nil { cells.accessibleTexts.append(nil) }
        continue
      }
      let day = Day(unchecked: packed.serial)
      if packed.textIndex < 0 {
        cells.texts.append(context.format(number: Int(packed.dayOfMonth)))
        cells.cells[index].textIndex = Int16(clamping: cells.texts.count - 1)
      }
      let count = counter?(day) ?? 0
      cells.cells[index].eventCount = count
      if count > 0, packed.isDrawn {
        cells.rowMarks[row].addEvents(column: index - start, count: count)
      }
      if let dayLabels {
        let facts = renderer.facts(for: day, isInDisplayedMonth: month.contains(day))
        let parts = DayLabelParts(
          facts: facts, context: context, eventCount: count > 0 ? count : nil)
        cells.accessibleTexts.append(dayLabels.accessibleText(for: parts))
      }
    }
  }

  /// Cuts the cells, marks and week numbers after the last row packed.
  mutating func finish() {
    let count = rowCount * 7
    if cells.cells.count > count { cells.cells.removeLast(cells.cells.count - count) }
    if cells.rowMarks.count > rowCount {
      cells.rowMarks.removeLast(cells.rowMarks.count - rowCount)
    }
    if weekNumbers.count > rowCount { weekNumbers.removeLast(weekNumbers.count - rowCount) }
  }
}
