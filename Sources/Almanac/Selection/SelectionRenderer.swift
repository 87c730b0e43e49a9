/// Answers ``DayFacts`` for any day of a selection, precomputing once per render.
///
/// Create one per frame (or whenever the selection changes), then ask for each visible day:
/// every answer is O(1) or O(log n) in the disabled days and selected ranges, with no per-day
/// allocation, so a ten-year range over 10,000 disabled days renders as fast as an empty one.
///
/// ```swift
/// let renderer = SelectionRenderer(selection: selection, context: context, today: today)
/// for day in month.days {
///   let facts = renderer.facts(for: day, displayedMonth: month)
/// }
/// ```
package struct SelectionRenderer: Sendable {
  /// The availability the facts are drawn from.
  package let availability: Availability
  /// Today, if the caller gave it.
  package let today: Day?
  /// The first available day, when availability has a lower bound.
  package let firstAvailable: Day?
  /// The last available day, when availability has an upper bound.
  package let lastAvailable: Day?

  private let weekendMask: UInt8
  private let todaySerial: Int
  /// Whether availability has rules about single days (disabled days, predicates): without
  /// them a day is available exactly when it is within the bounds on an allowed weekday.
  private let hasDayRules: Bool
  /// The availability's bounds and allowed weekdays (bit `weekday - 1`), for that test.
  private let openFirst: Int
  private let openLast: Int
  private let openWeekdays: UInt8
  private let shape: Shape
  /// The selected days (`.days`) or ranges (`.ranges`); kept out of ``Shape`` so that a
  /// day's facts read it in place instead of copying (retaining) an enum payload per day.
  private let members: DayRangeSet

  private enum Shape: Sendable {
    case none
    case days
    case range(low: Int, high: Int, pending: Int)
    case ranges(pending: Int)
  }

  /// Precomputes what the facts need from a selection.
  ///
  /// - Parameters:
  ///   - selection: The selection to draw.
  ///   - context: The calendar context (weekend days).
  ///   - today: Today, computed by the caller in its time zone; `nil` marks no day as today.
  ///   - searchLimit: How many days past a bound to search for the first (last) available day.
  /// - Complexity: O(n log n) for n days of a multiple selection, plus the search for the
  ///   first and last available days.
  package init(
    selection: DaySelection, context: CalendarContext, today: Day?, searchLimit: Int = 3_700
  ) {
    availability = selection.availability
    hasDayRules =
      !selection.availability.disabledIndex.lowers.isEmpty
      || !selection.availability.predicates.isEmpty
    openFirst = selection.availability.firstSerial
    openLast = selection.availability.lastSerial
    openWeekdays = selection.availability.allowedWeekdays
    self.today = today
    todaySerial = today?.serial ?? Int.min
    weekendMask = WeekdaySet.weekend(of: context).rawValue
    if let first = availability.firstDay {
      firstAvailable = availability.firstAvailable(
        onOrAfter: first, through: first.adding(days: searchLimit))
    } else {
      firstAvailable = nil
    }
    if let last = availability.lastDay {
      lastAvailable = availability.lastAvailable(
        onOrBefore: last, through: last.adding(days: -searchLimit))
    } else {
      lastAvailable = nil
    }
    let pending = selection.pendingStart?.serial ?? Int.min
    switch selection.mode {
    case .single, .multiple:
      shape = selection.days.isEmpty ? .none : .days
      members = selection.days.isEmpty ? DayRangeSet() : DayRangeSet(selection.days)
    case .range:
      if let range = selection.selectedRange {
        shape = .range(
          low: range.lowerBound.serial, high: range.upperBound.serial, pending: pending)
      } else {
        shape = .range(low: 1, high: 0, pending: pending)
      }
      members = DayRangeSet()
    case .ranges:
      shape = .ranges(pending: pending)
      members = selection.selectedRanges
    }
  }

  /// The render facts of `day`.
  ///
  /// - Parameters:
  ///   - day: The day to draw.
  ///   - displayedMonth: The month being drawn, for days of adjacent months shown in the grid;
  ///     `nil` counts every day as in the displayed month.
  /// - Returns: The facts.
  /// - Complexity: O(log n) in the disabled days and selected ranges, plus one call per
  ///   availability predicate.
  package func facts(for day: Day, displayedMonth: CalendarMonth? = nil) -> DayFacts {
    facts(for: day, isInDisplayedMonth: displayedMonth?.contains(day) ?? true)
  }

  /// The render facts of `day`, whose month the caller knows (a page's cells).
  ///
  /// - Parameters:
  ///   - day: The day to draw.
  ///   - isInDisplayedMonth: Whether the day belongs to the month being drawn.
  /// - Returns: The facts.
  @inline(__always)
  func facts(for day: Day, isInDisplayedMonth: Bool) -> DayFacts {
    let reason = availability.unavailableReason(for: day)
    let serial = day.serial
    return DayFacts(
      day: day, role: role(ofSerial: serial, isAvailable: reason == nil),
      unavailableReason: reason, isToday: serial == todaySerial,
      isWeekend: weekendMask & (1 << UInt8(day.weekday - 1)) != 0,
      isInDisplayedMonth: isInDisplayedMonth,
      isFirstAvailable: day == firstAvailable, isLastAvailable: day == lastAvailable)
  }

  /// Packs one row of a month's layout into a page's cells: each day's facts as
  /// ``facts(for:isInDisplayedMonth:)`` gives them, its focus and its text index, without
  /// making a ``DayFacts`` per day (whose reason a copy retains).
  ///
  /// - Parameters:
  ///   - row: The row's layout cells (seven).
  ///   - month: The month the page shows.
  ///   - focusedDay: The day the keyboard focus rests on, or `nil`.
  ///   - textCount: How many day numbers the page's text table holds, from 0.
  ///   - cells: The page's cells, at least seven from `start` on, which are written.
  ///   - start: The index of the row's first cell.
  ///   - labels: The page's unavailability labels, a new one appended.
  /// - Returns: The row's marks (without events) and whether some day's number falls outside
  ///   the text table (its text index is -1 and the caller adds its text).
  func packRow(
    _ row: UnsafeBufferPointer<DayCell>, month: CalendarMonth, focusedDay: Day?,
    textCount: Int, into cells: inout [PackedMonthCell], at start: Int, labels: inout [String]
  ) -> (marks: PackedRowMarks, needsTexts: Bool) {
    // The caller's empty cells are written in place (no append per cell).
    precondition(start >= 0 && start + 7 <= cells.count, "packRow: no room at \(start)")
    return cells.withUnsafeMutableBufferPointer { buffer in
      packRow(
        row, month: month, focusedDay: focusedDay, textCount: textCount,
        into: UnsafeMutableBufferPointer(rebasing: buffer[start..<start + 7]), labels: &labels)
    }
  }

  @inline(__always)
  private func packRow(
    _ row: UnsafeBufferPointer<DayCell>, month: CalendarMonth, focusedDay: Day?,
    textCount: Int, into cells: UnsafeMutableBufferPointer<PackedMonthCell>,
    labels: inout [String]
  ) -> (marks: PackedRowMarks, needsTexts: Bool) {
    let focused = focusedDay?.serial ?? Int.min
    let firstAvailableSerial = firstAvailable?.serial ?? Int.min
    let lastAvailableSerial = lastAvailable?.serial ?? Int.min
    // The row's days (a week): when none of them can be today, focused, the first or last
    // available day, selected or unavailable, each cell's facts differ only in its weekend
    // and month, and the row is packed without asking about each day.
    var low = Int.max
    var high = Int.min
    for column in 0..<min(7, row.count) {
      if let day = row[column].day {
        low = min(low, day.serial)
        high = max(high, day.serial)
      }
    }
    let plain =
      low <= high && !hasDayRules && openWeekdays & 0x7F == 0x7F && low >= openFirst
      && high <= openLast && !(low...high).contains(todaySerial)
      && !(low...high).contains(focused) && !(low...high).contains(firstAvailableSerial)
      && !(low...high).contains(lastAvailableSerial) && selectsNone(from: low, through: high)
    // One loop serves both kinds of row; inlined with `plain` a constant, each copy keeps
    // only its own branches.
    return plain
      ? packCells(
        row, month: month, focused: focused, textCount: textCount, plain: true, into: cells,
        labels: &labels)
      : packCells(
        row, month: month, focused: focused, textCount: textCount, plain: false, into: cells,
        labels: &labels)
  }

  /// The cells of a row for ``packRow(_:month:focusedDay:textCount:into:labels:)``; a `plain`
  /// row is one that holds no day that is today, focused, the first or last available day,
  /// selected or unavailable.
  @inline(__always)
  private func packCells(
    _ row: UnsafeBufferPointer<DayCell>, month: CalendarMonth, focused: Int, textCount: Int,
    plain: Bool, into cells: UnsafeMutableBufferPointer<PackedMonthCell>, labels: inout [String]
  ) -> (marks: PackedRowMarks, needsTexts: Bool) {
    typealias Flags = PackedMonthCell.Flags
    let first = month.firstDay.serial
    let end = first + month.dayCount
    let firstAvailableSerial = firstAvailable?.serial ?? Int.min
    let lastAvailableSerial = lastAvailable?.serial ?? Int.min
    var needsTexts = false
    var marks = PackedRowMarks()
    for column in 0..<7 {
      var packed = PackedMonthCell(empty: ())
      guard column < row.count else {
        cells[column] = packed
        continue
      }
      let cell = row[column]
      var flags: UInt16 = 0
      if cell.isInMonth { flags |= Flags.isInMonth.rawValue }
      if cell.isSkipped { flags |= Flags.isSkipped.rawValue }
      guard let day = cell.day else {
        packed.flags = Flags(rawValue: flags)
        cells[column] = packed
        continue
      }
      let serial = day.serial
      flags |= Flags.hasDay.rawValue | Flags.hasFacts.rawValue
      let weekdayBit = UInt8(1) << UInt8(truncatingIfNeeded: cell.weekday - 1)
      // A plain row's days are available and outside the selection (the empty cell's role).
      // Elsewhere, days within the bounds on an allowed weekday are available when no rule
      // looks at single days; only the others ask the availability.
      if !plain {
        var reason: UnavailableReason?
        if !hasDayRules, serial >= openFirst, serial <= openLast, openWeekdays & weekdayBit != 0 {
          reason = nil
        } else {
          reason = availability.unavailableReason(for: day)
        }
        packed.role = role(ofSerial: serial, isAvailable: reason == nil)
        if let reason {
          packed.reasonKind = reason.kind
          if let label = reason.label {
            if labels.last != label { labels.append(label) }
            packed.labelIndex = UInt16(clamping: labels.count)
          }
        }
      }
      if !plain, serial == todaySerial { flags |= Flags.isToday.rawValue }
      if weekendMask & weekdayBit != 0 { flags |= Flags.isWeekend.rawValue }
      if serial >= first, serial < end { flags |= Flags.isInDisplayedMonth.rawValue }
      if !plain {
        if serial == firstAvailableSerial { flags |= Flags.isFirstAvailable.rawValue }
        if serial == lastAvailableSerial { flags |= Flags.isLastAvailable.rawValue }
        if cell.isInMonth, serial == focused { flags |= Flags.isFocused.rawValue }
      }
      packed.flags = Flags(rawValue: flags)
      packed.serial = serial
      let number = cell.dayOfMonth
      packed.dayOfMonth = Int32(clamping: number)
      if number >= 0, number < textCount {
        packed.textIndex = Int16(truncatingIfNeeded: number)
      } else {
        needsTexts = true
      }
      if cell.isInMonth, !cell.isSkipped {
        let bit = UInt8(1) << UInt8(column)
        marks.drawn |= bit
        if !plain, packed.role.isSelected { marks.selected |= bit }
        if !plain, serial == todaySerial { marks.today |= bit }
        if weekendMask & weekdayBit != 0 { marks.weekend |= bit }
      }
      cells[column] = packed
    }
    return (marks, needsTexts)
  }

  /// Whether no day from `low` through `high` has a role in the selection (each is
  /// ``SelectionRole/outside`` whether or not it is available).
  private func selectsNone(from low: Int, through high: Int) -> Bool {
    switch shape {
    case .none:
      return true
    case .days:
      return !members.meets(low, high)
    case .range(let lower, let upper, let pending):
      return !(low...high).contains(pending) && (lower > upper || upper < low || lower > high)
    case .ranges(let pending):
      return !(low...high).contains(pending) && !members.meets(low, high)
    }
  }

  /// The role of the day with serial number `serial` in the selection.
  @inline(__always)
  private func role(ofSerial serial: Int, isAvailable: Bool) -> SelectionRole {
    switch shape {
    case .none:
      return .outside
    case .days:
      return members.contains(Day(unchecked: serial)) ? .single : .outside
    case .range(let low, let high, let pending):
      return serial == pending
        ? .single : SelectionRenderer.role(serial, low, high, isAvailable: isAvailable)
    case .ranges(let pending):
      if serial == pending { return .single }
      if let range = members.range(containing: Day(unchecked: serial)) {
        return SelectionRenderer.role(
          serial, range.lowerBound.serial, range.upperBound.serial, isAvailable: isAvailable)
      }
      return .outside
    }
  }

  @inline(__always)
  private static func role(_ serial: Int, _ low: Int, _ high: Int, isAvailable: Bool)
    -> SelectionRole
  {
    if serial < low || serial > high { return .outside }
    if low == high { return .single }
    if serial == low { return .start }
    if serial == high { return .end }
    return isAvailable ? .middle : .outside
  }
}

extension DayRangeSet {
  /// Whether some member lies from serial `low` through serial `high`.
  fileprivate func meets(_ low: Int, _ high: Int) -> Bool {
    let index = firstIndex(endingOnOrAfter: low)
    return index < lowers.count && lowers[index] <= high
  }
}
