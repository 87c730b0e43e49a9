/// The rules a face shows before the tap: which available days a tap would be refused on now,
/// and the stay a tap would make. The answers are the tap's own: ``refusal(ofTap:)`` is the
/// rejection ``tap(_:)`` returns for such a day, and ``tentativeBand(to:)`` the days it would
/// add.
extension DaySelection {
  /// Whether some available day outside the selection can be refused now: a stay's rules
  /// while its arrival is picked, days closed to arrival before it (a forward range), a full
  /// multiple selection. When `false`, ``refusal(ofTap:)`` is `nil` for every day.
  package var refusesAvailableDays: Bool {
    switch mode {
    case .single:
      return false
    case .multiple(let maximum):
      return maximum.map { days.count >= $0 } ?? false
    case .range(let behavior):
      if pendingStart != nil { return true }
      let rules = availability.rangeRules
      return behavior == .forward
        && (!rules.closedToArrival.isEmpty || !rules.closedToArrivalWeekdays.isEmpty)
    case .ranges:
      return pendingStart != nil
    }
  }

  /// What a tap on `day` would be refused with now, for a day that can be picked and lies
  /// outside the selection: while an arrival is picked, a departure under the minimum stay,
  /// over the maximum, across a day that cannot be picked or closed to departure; before it
  /// (a forward range), a day closed to arrival; a day a full multiple selection cannot take.
  ///
  /// - Parameter day: A day.
  /// - Returns: The rejection a tap would give, or `nil` when the tap would be taken, or the
  ///   day is selected or unavailable (its look says so already).
  /// - Complexity: As ``Availability`` checks a stay: O(log n) in the disabled days, or a
  ///   walk of the stay's days when predicates decide them.
  package func refusal(ofTap day: Day) -> SelectionRejection? {
    guard availability.unavailableReason(for: day) == nil, !contains(day) else { return nil }
    return refusal(ofAvailableTap: day)
  }

  /// ``refusal(ofTap:)`` for a day the caller knows can be picked and lies outside the
  /// selection (a packed cell with no reason and the outside role), without asking again.
  ///
  /// - Parameter day: An available day outside the selection.
  /// - Returns: The rejection a tap would give, or `nil` when the tap would be taken.
  /// - Complexity: As ``refusal(ofTap:)``.
  package func refusal(ofAvailableTap day: Day) -> SelectionRejection? {
    switch mode {
    case .single:
      return nil
    case .multiple(let maximum):
      guard let maximum, days.count >= maximum else { return nil }
      return .maximumCountReached(maximum)
    case .range(let behavior):
      // A tap starts a stay unless an arrival is picked and the day can end it.
      guard let anchor = pendingStart, !(behavior == .forward && day < anchor) else {
        return behavior == .forward ? availability.rejection(forArrival: day) : nil
      }
      return availability.rejection(forRange: min(anchor, day)...max(anchor, day))
    case .ranges:
      guard let anchor = pendingStart else { return nil }
      return availability.rejection(forRange: min(anchor, day)...max(anchor, day))
    }
  }

  /// The days a tap on `end` would add to the stay being picked, from the picked first end
  /// (not included) to `end`: the band a face shows under the pointer or the focus before
  /// the tap.
  ///
  /// - Parameter end: The day under the pointer or the focus.
  /// - Returns: The days, or `nil` when no first end is picked or a tap on `end` would not
  ///   complete the stay (refused, or starting a new one).
  /// - Complexity: As ``refusal(ofTap:)``.
  package func tentativeBand(to end: Day) -> ClosedRange<Day>? {
    guard let anchor = pendingStart, end != anchor else { return nil }
    switch mode {
    case .range(let behavior):
      if behavior == .forward, end < anchor { return nil }
    case .ranges:
      break
    case .single, .multiple:
      return nil
    }
    guard availability.rejection(forRange: min(anchor, end)...max(anchor, end)) == nil else {
      return nil
    }
    return end < anchor ? end...anchor.adding(days: -1) : anchor.adding(days: 1)...end
  }
}
