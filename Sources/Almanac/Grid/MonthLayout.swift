/// A month of any calendar laid out as week rows of seven cells, ready for any front end to
/// draw: the terminal, HTML or SwiftUI map the same cells the same way.
///
/// Rows follow the context's weekday order; cells outside the month hold the adjacent months'
/// days (flagged, or blank), each row carries its week number, and days that the context's
/// time zone skipped are left out or flagged.
///
/// ```swift
/// let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
/// let march = context.month(containing: Day("2026-03-05")!)
/// let layout = MonthLayout(month: march, context: context)
/// layout.weeks[0].cells.map(\.dayOfMonth)  // [1, 2, 3, 4, 5, 6, 7]
/// ```
package struct MonthLayout: Hashable, Sendable {
  /// The month laid out.
  package let month: CalendarMonth
  /// The week rows, 4 to 6 with ``RowPolicy/variable`` (fewer for very short months), at least
  /// 6 with ``RowPolicy/fixedSix``.
  package let weeks: [WeekRow]
  /// The options the layout was made with.
  package let options: MonthLayoutOptions

  /// Lays out `month` in `context`.
  ///
  /// - Parameters:
  ///   - month: A month of `context`'s calendar, from ``CalendarContext/month(containing:)``
  ///     or its relatives.
  ///   - context: Calendar, locale week rules, weekend and time zone.
  ///   - options: Rows, adjacent days, skipped days and today.
  /// - Precondition: `month` belongs to `context`'s calendar system.
  /// - Complexity: O(cells) integer work. Other calendars than the Gregorian family also look
  ///   up the neighbouring months and the year's start in caches, filled with Foundation the
  ///   first time a month or year is seen; a zone's skipped days are found once per zone.
  package init(
    month: CalendarMonth, context: CalendarContext, options: MonthLayoutOptions = .init()
  ) {
    precondition(
      month.identifier == context.system,
      "a \(month.identifier.rawValue) month cannot be laid out in a \(context.system.rawValue) context"
    )
    self.month = month
    self.options = options
    var weeks: [WeekRow] = []
    MonthLayout.forEachRow(of: month, in: context, options: options) { number, cells in
      if weeks.isEmpty { weeks.reserveCapacity(6) }
      // An array literal: its storage type is looked up once per process, where
      // `init(unsafeUninitializedCapacity:)` looks it up for every row.
      weeks.append(
        WeekRow(
          unchecked: number,
          cells: [cells[0], cells[1], cells[2], cells[3], cells[4], cells[5], cells[6]]))
    }
    self.weeks = weeks
  }

  /// Lays out `month` row by row without keeping the rows: `body` gets each row's week
  /// number and its seven cells, in a buffer reused for the next row. ``init(month:context:options:)``
  /// keeps them; a month page builds its own cells from them without a layout in between.
  ///
  /// - Parameters:
  ///   - month: A month of `context`'s calendar.
  ///   - context: Calendar, locale week rules, weekend and time zone.
  ///   - options: Rows, adjacent days, skipped days and today.
  ///   - body: Called once per row, in order, with the week number and the seven cells.
  static func forEachRow(
    of month: CalendarMonth, in context: CalendarContext, options: MonthLayoutOptions,
    _ body: (_ number: Int, _ cells: UnsafeBufferPointer<DayCell>) -> Void
  ) {
    let first = month.firstDay.serial
    let end = first + month.dayCount
    let lead = context.column(ofWeekday: month.firstDay.weekday)
    let needed = (lead + month.dayCount + 6) / 7
    let rowCount = options.rows == .fixedSix ? max(6, needed) : needed
    let gridStart = first - lead
    let gridEnd = gridStart + rowCount * 7 - 1
    let numbering = DayNumbering(month: month, context: context, from: gridStart, through: gridEnd)
    let skipped = SkippedDays.serials(in: context.timeZone, from: gridStart, through: gridEnd)
    let weekendMask = Int(context.weekend.rawValue) << 1
    let today = options.today?.serial ?? Int.min
    let blanksAdjacent = options.adjacentDays == .blank
    let firstWeekday = context.firstWeekday
    var weekCounter = WeekCounter(context: context, month: month, gridStart: gridStart)
    let blank = DayCell(
      day: nil, dayOfMonth: 0, isInMonth: false, isWeekend: false, isToday: false,
      isSkipped: false, weekday: 1)
    // The row's cells live on the stack, reused row after row: an array would be copied out
    // of its static literal (an allocation) for every month.
    withUnsafeTemporaryAllocation(of: DayCell.self, capacity: 7) { buffer in
      buffer.initialize(repeating: blank)

      if skipped.isEmpty, gridStart >= Day.earliest.serial, gridEnd <= Day.latest.serial,
        numbering.isRegular(from: gridStart, through: gridEnd)
      {
        // The common case: consecutive days, numbers counted, no Foundation and no look-ups.
        var spanEnd = numbering.end(of: gridStart)
        var dayOfMonth = gridStart - numbering.start(of: gridStart) + 1
        var serial = gridStart
        for _ in 0..<rowCount {
          let rowStart = serial
          do {
            for column in 0..<7 {
              if serial == spanEnd {
                spanEnd = numbering.end(of: serial)
                dayOfMonth = 1
              }
              var weekday = firstWeekday + column
              if weekday > 7 { weekday -= 7 }
              let isWeekend = weekendMask & (1 << weekday) != 0
              let isInMonth = serial >= first && serial < end
              if !isInMonth, blanksAdjacent {
                buffer[column] = DayCell(
                  day: nil, dayOfMonth: 0, isInMonth: false, isWeekend: isWeekend, isToday: false,
                  isSkipped: false, weekday: weekday)
              } else {
                buffer[column] = DayCell(
                  day: Day(unchecked: serial), dayOfMonth: dayOfMonth, isInMonth: isInMonth,
                  isWeekend: isWeekend, isToday: serial == today, isSkipped: false,
                  weekday: weekday)
              }
              serial += 1
              dayOfMonth += 1
            }
            body(weekCounter.number(ofRowStartingOn: rowStart), UnsafeBufferPointer(buffer))
          }
        }
        return
      }

      // Skipped days, the reform month or the ends of the supported range: cell by cell.
      let omits = options.skippedDays == .omitted && !skipped.isEmpty
      // With omitted skipped days, the month's remaining days fill its cells in order.
      let monthDays = omits ? (first..<end).filter { !skipped.contains($0) } : []
      for rowIndex in 0..<rowCount {
        let rowStart = gridStart + rowIndex * 7
        do {
          let cells = buffer
          for column in 0..<7 {
            let slot = rowStart + column
            let columnWeekday = (firstWeekday - 1 + column) % 7 + 1
            let isInMonth = slot >= first && slot < end
            var serial: Int? = slot
            if omits {
              if isInMonth {
                let index = slot - first
                serial = index < monthDays.count ? monthDays[index] : nil
              } else if skipped.contains(slot) {
                serial = nil
              }
            }
            if !isInMonth, blanksAdjacent { serial = nil }
            guard let serial, serial >= Day.earliest.serial, serial <= Day.latest.serial else {
              cells[column] = DayCell(
                day: nil, dayOfMonth: 0, isInMonth: false,
                isWeekend: weekendMask & (1 << columnWeekday) != 0, isToday: false,
                isSkipped: false,
                weekday: columnWeekday)
              continue
            }
            let weekday = omits ? Day(unchecked: serial).weekday : columnWeekday
            cells[column] = DayCell(
              day: Day(unchecked: serial), dayOfMonth: numbering.dayOfMonth(serial, in: context),
              isInMonth: isInMonth, isWeekend: weekendMask & (1 << weekday) != 0,
              isToday: serial == today, isSkipped: skipped.contains(serial), weekday: weekday)
          }
          body(weekCounter.number(ofRowStartingOn: rowStart), UnsafeBufferPointer(cells))
        }
      }
    }
  }

  /// The row and column of `day`'s cell, or `nil` if the layout has no cell holding it.
  ///
  /// - Parameter day: The day to find.
  /// - Returns: Zero-based row and column.
  /// - Complexity: O(cells).
  package func position(of day: Day) -> (row: Int, column: Int)? {
    for (row, week) in weeks.enumerated() {
      if let column = week.cells.firstIndex(where: { $0.day == day }) { return (row, column) }
    }
    return nil
  }

  /// The cell holding `day`, or `nil` if the layout has none.
  ///
  /// - Parameter day: The day to find.
  /// - Returns: The cell.
  /// - Complexity: O(cells).
  package func cell(for day: Day) -> DayCell? {
    position(of: day).map { weeks[$0.row].cells[$0.column] }
  }
}
