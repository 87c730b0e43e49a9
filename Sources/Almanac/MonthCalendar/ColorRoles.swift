/// The colour roles one day cell plays at once, for a face that lays one style over another
/// (a terminal's colours and attributes): the weekend, a filled selection end or the band
/// inside a range, a day that cannot be picked, today, events and the keyboard focus. The
/// engine decides them with the cell's ``DayAppearance``; the face maps every combination
/// through one table of ``combinationCount`` entries, indexed by ``rawValue``.
public struct ColorRoles: OptionSet, Hashable, Sendable {
  /// The roles, one bit each.
  public let rawValue: UInt8

  /// Roles from their bits.
  ///
  /// - Parameter rawValue: The bits.
  @inlinable public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A weekend day (``ColorRole/weekendText``).
  @inlinable public static var weekendText: ColorRoles { ColorRoles(rawValue: 1 << 0) }
  /// A range's end or a chosen day, filled (``ColorRole/selection``).
  @inlinable public static var selection: ColorRoles { ColorRoles(rawValue: 1 << 1) }
  /// A day inside a range, banded (``ColorRole/selectionBand``).
  @inlinable public static var selectionBand: ColorRoles { ColorRoles(rawValue: 1 << 2) }
  /// A day that cannot be picked (``ColorRole/unavailableText``).
  @inlinable public static var unavailableText: ColorRoles { ColorRoles(rawValue: 1 << 3) }
  /// Today (``ColorRole/today``).
  @inlinable public static var today: ColorRoles { ColorRoles(rawValue: 1 << 4) }
  /// A day with events (``ColorRole/eventDot``).
  @inlinable public static var eventDot: ColorRoles { ColorRoles(rawValue: 1 << 5) }
  /// The day with the keyboard focus (``ColorRole/focusRing``).
  @inlinable public static var focusRing: ColorRoles { ColorRoles(rawValue: 1 << 6) }

  /// How many combinations there are: the size of a face's table.
  @inlinable public static var combinationCount: Int { 128 }

  /// The roles of a day of the page's month with these facts: the one rule of
  /// ``DayAppearance/roles`` and of the month text's packed cells.
  ///
  /// - Parameters:
  ///   - role: The day's selection role.
  ///   - isUnavailable: Whether it cannot be picked, or a tap on it would be refused now
  ///     (``DayFacts/refusal``).
  ///   - isTentative: Whether it lies in the stay a tap on the focused day would make
  ///     (``DayFacts/isTentative``): banded as that stay will be.
  ///   - isToday: Whether it is today.
  ///   - isWeekend: Whether it is a weekend day the style marks.
  ///   - hasEvents: Whether events cover it.
  ///   - isFocused: Whether it has the keyboard focus.
  /// - Returns: The roles.
  @inline(__always)
  static func of(
    role: SelectionRole, isUnavailable: Bool, isTentative: Bool, isToday: Bool, isWeekend: Bool,
    hasEvents: Bool, isFocused: Bool
  ) -> ColorRoles {
    var bits: UInt8 = 0
    if isWeekend { bits |= weekendText.rawValue }
    switch role {
    case .start, .end, .single: bits |= selection.rawValue
    case .middle: bits |= selectionBand.rawValue
    case .outside: if isTentative { bits |= selectionBand.rawValue }
    }
    if isUnavailable { bits |= unavailableText.rawValue }
    if isToday { bits |= today.rawValue }
    if hasEvents { bits |= eventDot.rawValue }
    if isFocused { bits |= focusRing.rawValue }
    return ColorRoles(rawValue: bits)
  }
}

extension PackedMonthCell {
  /// The colour roles of the cell, a day of the page's month with its facts (none for any
  /// other cell): as ``DayAppearance/roles`` gives them, without making a page cell.
  package var roles: ColorRoles {
    guard isDrawn else { return [] }
    return .of(
      role: role, isUnavailable: reasonKind != nil || flags.has(.isRefused),
      isTentative: flags.has(.isTentative), isToday: flags.has(.isToday),
      isWeekend: flags.has(.isWeekend), hasEvents: eventCount > 0,
      isFocused: flags.has(.isFocused))
  }
}
