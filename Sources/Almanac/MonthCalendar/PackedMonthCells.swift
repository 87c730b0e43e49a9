/// A month page's cells as the model builds them: seven trivial values per week row (no
/// reference counting, so building, storing and freeing a page costs a few allocations, not
/// one retain and release per string of every cell), and the few strings they point at
/// (the context's shared day texts, the caller's unavailability labels, accessible text).
///
/// ``MonthPage/weeks`` makes a ``MonthPageCell`` from this on access; the month text reads it
/// directly.
package struct PackedMonthCells: Hashable, Sendable {
  /// The cells, row by row, seven per row.
  package var cells: [PackedMonthCell]
  /// Per row, which cells are drawn and how, as bit masks (what the month text reads).
  package var rowMarks: [PackedRowMarks]
  /// The day texts, by ``PackedMonthCell/textIndex`` (the context's shared day numbers).
  package var texts: [String]
  /// The unavailability labels, by ``PackedMonthCell/labelIndex`` minus one.
  package var labels: [String] = []
  /// The refusals of days a tap would be refused on now (``DayFacts/refusal``), by
  /// ``PackedMonthCell/labelIndex`` minus one of a cell flagged
  /// ``PackedMonthCell/Flags/isRefused`` (such a day is available: it has no label).
  package var refusals: [SelectionRejection] = []
  /// The accessible text of every cell, or empty when the page carries none.
  package var accessibleTexts: [AccessibleText?] = []

  /// The number of week rows.
  package var rowCount: Int { cells.count / 7 }

  /// The day text of `cell` ("" for none).
  ///
  /// - Parameter cell: One of ``cells``.
  /// - Returns: The text.
  @inline(__always)
  package func text(of cell: PackedMonthCell) -> String {
    let index = Int(cell.textIndex)
    return index >= 0 && index < texts.count ? texts[index] : ""
  }

  /// The cell at `index` as a page cell.
  ///
  /// - Parameter index: A position in ``cells``.
  /// - Returns: The cell, its row and column from its position.
  package func cell(at index: Int) -> MonthPageCell {
    let packed = cells[index]
    let day = packed.flags.has(.hasDay) ? Day(unchecked: packed.serial) : nil
    var facts: DayFacts?
    if let day, packed.flags.has(.hasFacts) {
      var reason: UnavailableReason?
      var refusal: SelectionRejection?
      if packed.flags.has(.isRefused) {
        let index = Int(packed.labelIndex)
        refusal = index > 0 && index <= refusals.count ? refusals[index - 1] : nil
      } else if let kind = packed.reasonKind {
        let label = Int(packed.labelIndex)
        reason = UnavailableReason(
          kind, label: label > 0 && label <= labels.count ? labels[label - 1] : nil)
      }
      facts = DayFacts(
        day: day, role: packed.role, unavailableReason: reason,
        isToday: packed.flags.has(.isToday), isWeekend: packed.flags.has(.isWeekend),
        isInDisplayedMonth: packed.flags.has(.isInDisplayedMonth),
        isFirstAvailable: packed.flags.has(.isFirstAvailable),
        isLastAvailable: packed.flags.has(.isLastAvailable), refusal: refusal,
        isTentative: packed.flags.has(.isTentative))
    }
    return MonthPageCell(
      row: index / 7, column: index % 7, day: day, dayText: text(of: packed),
      isInMonth: packed.flags.has(.isInMonth), facts: facts,
      accessibleText: index < accessibleTexts.count ? accessibleTexts[index] : nil,
      isFocused: packed.flags.has(.isFocused), eventCount: packed.eventCount,
      dayOfMonth: Int(packed.dayOfMonth), isSkipped: packed.flags.has(.isSkipped))
  }
}

/// One cell of ``PackedMonthCells``: only trivial values (32 bytes).
package struct PackedMonthCell: Hashable, Sendable {
  /// What a cell is and has, one bit each.
  package struct Flags: OptionSet, Hashable, Sendable {
    package var rawValue: UInt16
    @inlinable package init(rawValue: UInt16) { self.rawValue = rawValue }
    /// The cell has a day (``PackedMonthCell/serial`` is its serial number).
    @inlinable package static var hasDay: Flags { Flags(rawValue: 1 << 0) }
    /// The day belongs to the page's month.
    @inlinable package static var isInMonth: Flags { Flags(rawValue: 1 << 1) }
    /// The cell has facts (role, reason and the facts' flags below).
    @inlinable package static var hasFacts: Flags { Flags(rawValue: 1 << 2) }
    /// The day is today.
    @inlinable package static var isToday: Flags { Flags(rawValue: 1 << 3) }
    /// The day is a weekend day.
    @inlinable package static var isWeekend: Flags { Flags(rawValue: 1 << 4) }
    /// The facts' day is in the displayed month.
    @inlinable package static var isInDisplayedMonth: Flags { Flags(rawValue: 1 << 5) }
    /// The day is the first available day.
    @inlinable package static var isFirstAvailable: Flags { Flags(rawValue: 1 << 6) }
    /// The day is the last available day.
    @inlinable package static var isLastAvailable: Flags { Flags(rawValue: 1 << 7) }
    /// The keyboard focus rests on the day.
    @inlinable package static var isFocused: Flags { Flags(rawValue: 1 << 8) }
    /// The time zone skipped the day.
    @inlinable package static var isSkipped: Flags { Flags(rawValue: 1 << 9) }
    /// A tap on the day would be refused now, the day itself available
    /// (``DayFacts/refusal``, in ``PackedMonthCells/refusals``).
    @inlinable package static var isRefused: Flags { Flags(rawValue: 1 << 10) }
    /// The day lies in the stay a tap on the focused day would make (``DayFacts/isTentative``).
    @inlinable package static var isTentative: Flags { Flags(rawValue: 1 << 11) }

    /// Whether every flag of `other` is set (a bit test the caller's module inlines).
    ///
    /// - Parameter other: Flags.
    /// - Returns: `true` if all of them are set.
    @inlinable package func has(_ other: Flags) -> Bool {
      rawValue & other.rawValue == other.rawValue
    }
  }

  /// The day's serial number (0 without a day).
  package var serial: Int
  /// The number of events covering the day.
  package var eventCount: Int
  /// The day of the month (0 for an empty slot).
  package var dayOfMonth: Int32
  /// The index of the day text in ``PackedMonthCells/texts``; -1 for "".
  package var textIndex: Int16
  /// One more than the index of the unavailability label in ``PackedMonthCells/labels``; 0
  /// for none.
  package var labelIndex: UInt16
  /// The cell's flags.
  package var flags: Flags
  /// The day's role in the selection (``SelectionRole/outside`` without facts).
  package var role: SelectionRole
  /// The kind of the unavailability reason, or `nil` if the day is available.
  package var reasonKind: UnavailableReason.Kind?

  /// An empty slot.
  ///
  /// - Parameter empty: Nothing.
  @inline(__always)
  package init(empty: ()) {
    serial = 0
    eventCount = 0
    dayOfMonth = 0
    textIndex = -1
    labelIndex = 0
    flags = []
    role = .outside
    reasonKind = nil
  }

  /// Whether the cell shows a day of its month (not an empty slot, an adjacent day or a
  /// skipped day).
  @inlinable package var isShown: Bool {
    flags.rawValue & (Flags.hasDay.rawValue | Flags.isInMonth.rawValue | Flags.isSkipped.rawValue)
      == Flags.hasDay.rawValue | Flags.isInMonth.rawValue
  }

  /// Whether the cell shows a day of its month and carries its facts: what the month text
  /// draws.
  @inlinable package var isDrawn: Bool {
    let drawn = Flags.hasDay.rawValue | Flags.isInMonth.rawValue | Flags.hasFacts.rawValue
    return flags.rawValue & (drawn | Flags.isSkipped.rawValue) == drawn
  }
}

/// One row of ``PackedMonthCells`` as bit masks over its seven columns (bit c: column c), for
/// the cells drawn: days of the page's month with facts, not skipped.
package struct PackedRowMarks: Hashable, Sendable {
  /// The cells drawn.
  package var drawn: UInt8 = 0
  /// Drawn cells whose day is selected.
  package var selected: UInt8 = 0
  /// The drawn cell of today.
  package var today: UInt8 = 0
  /// Drawn cells on a weekend day.
  package var weekend: UInt8 = 0
  /// Drawn cells with events.
  package var events: UInt8 = 0
  /// Drawn cells with more than one event.
  package var moreEvents: UInt8 = 0

  /// Creates empty marks.
  package init() {}

  /// Marks the events of a drawn cell.
  ///
  /// - Parameters:
  ///   - column: Its column.
  ///   - count: The number of events covering its day.
  mutating func addEvents(column: Int, count: Int) {
    let bit = UInt8(1) << UInt8(truncatingIfNeeded: column)
    if count > 0 { events |= bit }
    if count > 1 { moreEvents |= bit }
  }
}
