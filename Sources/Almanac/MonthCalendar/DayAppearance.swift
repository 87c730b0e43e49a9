/// How one day cell looks, resolved from its facts and a style: colour roles, shape, band,
/// weight, dots. Front ends map the roles to colours and draw; they decide nothing.
public struct DayAppearance: Hashable, Sendable {
  /// The day's number ("" for an empty slot).
  public var text: String
  /// The colour of the number.
  public var foreground: ColorRole
  /// The fill behind the number (a selected day or a range end), or `nil`.
  public var fill: ColorRole?
  /// The ring around the number (today), or `nil`.
  public var ring: ColorRole?
  /// The band behind a range.
  public var band: RangeBand
  /// The shape of the fill and rings.
  public var shape: CellShape
  /// Whether the number is semibold (selected days and today).
  public var isEmphasized: Bool
  /// The number of dots to draw.
  public var dotCount: Int
  /// The events beyond the dots ("+N"), 0 if none.
  public var overflowCount: Int
  /// Whether the cell draws nothing (an empty slot, or an adjacent day the style hides).
  public var isHidden: Bool
  /// Whether the cell reacts to taps.
  public var isEnabled: Bool
  /// Whether the day belongs to a neighbouring month and fills the first or last week: drawn
  /// secondary, with no fill of its own, no events and no ring.
  public var isAdjacent: Bool
  /// Whether to draw the keyboard focus ring (``ColorRole/focusRing``).
  public var showsFocusRing: Bool
  /// Every colour role the day plays at once, for a face that lays styles over one another
  /// (a terminal) rather than picking one colour per part; empty for a cell that draws
  /// nothing or a day of another month.
  public var roles: ColorRoles

  /// Resolves the appearance of `cell` in `style`.
  ///
  /// Selected days (a range's ends, or a day of a single or multiple selection) get the
  /// selection fill, its text colour and emphasis; days inside a range get the band (the ends
  /// its inner half); otherwise the number is greyed when unavailable, secondary for an
  /// adjacent day, today's colour for today (with a ring), the weekend colour on weekends.
  ///
  /// - Parameters:
  ///   - cell: A cell of a ``MonthPage``.
  ///   - style: The style (the per-day override, if the caller has one for this day).
  public init(cell: MonthPageCell, style: CalendarStyleSpec) {
    text = cell.dayText
    shape = style.cellShape
    showsFocusRing = cell.isFocused
    guard let facts = cell.facts, cell.isInMonth || style.showsAdjacentDays else {
      foreground = .text
      fill = nil
      ring = nil
      band = .none
      isEmphasized = false
      dotCount = 0
      overflowCount = 0
      isHidden = true
      isEnabled = false
      isAdjacent = false
      showsFocusRing = false
      roles = []
      return
    }
    isHidden = false
    // A day a tap would be refused on now looks and reads as one that cannot be picked; the
    // tap still reaches the engine, which says why.
    isEnabled = cell.isSelectable && facts.refusal == nil
    let inMonth = cell.isInMonth
    isAdjacent = !inMonth
    let role = inMonth ? facts.role : .outside
    band = RangeBand(role: role == .outside && facts.isTentative && inMonth ? .middle : role)
    switch role {
    case .start, .end, .single:
      fill = .selection
      foreground = .selectionText
      isEmphasized = true
      ring = nil
    case .middle, .outside:
      fill = nil
      isEmphasized = facts.isToday && inMonth
      ring = facts.isToday && inMonth && style.ringsToday ? .today : nil
      if facts.isUnavailable || facts.refusal != nil {
        foreground = .unavailableText
      } else if !inMonth {
        foreground = .adjacentText
      } else if facts.isToday {
        foreground = .today
      } else if facts.isWeekend && style.marksWeekends {
        foreground = .weekendText
      } else {
        foreground = .text
      }
    }
    roles =
      inMonth
      ? .of(
        role: role, isUnavailable: facts.isUnavailable || facts.refusal != nil,
        isTentative: facts.isTentative, isToday: facts.isToday,
        isWeekend: facts.isWeekend && style.marksWeekends, hasEvents: cell.eventCount > 0,
        isFocused: cell.isFocused) : []
    let shown = min(cell.eventCount, style.maximumDots)
    dotCount = inMonth ? shown : 0
    overflowCount = inMonth ? cell.eventCount - shown : 0
  }
}
