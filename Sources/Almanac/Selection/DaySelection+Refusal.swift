/// The rules a face shows before the tap: which available days a tap would be refused on now,
/// and the stay a tap would make. The answers are the tap's own: ``refusal(ofTap:)`` is the
/// rejection ``tap(_:)`` returns for such a day, decided by the same function
/// (`rejection(ofAdding:)`), and ``tentativeBand(to:)`` the days it would add.
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
      return behavior == .forward && availability.rangeRules.closesDaysToArrival
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
    return rejection(ofAdding: day)
  }

  /// ``refusal(ofTap:)`` for a day the caller knows can be picked and lies outside the
  /// selection (a packed cell with no reason and the outside role), without asking whether it
  /// is selected. ``TapRefusals`` answers the same for a page's days.
  ///
  /// - Parameter day: An available day outside the selection.
  /// - Returns: The rejection a tap would give, or `nil` when the tap would be taken.
  /// - Complexity: As ``refusal(ofTap:)``.
  package func refusal(ofAvailableTap day: Day) -> SelectionRejection? {
    rejection(ofAdding: day)
  }

  /// The rejection of a tap on `day` where the tap would add the day (pick it, start a stay on
  /// it, end the pending stay there) rather than reselect or deselect it: the decision
  /// ``refusal(ofTap:)`` takes, from the same per-mode functions ``tap(_:)`` calls in the
  /// branch it is in.
  ///
  /// - Parameter day: A day.
  /// - Returns: The rejection, or `nil` when the tap would take the day.
  /// - Complexity: As ``refusal(ofTap:)``.
  func rejection(ofAdding day: Day) -> SelectionRejection? {
    switch mode {
    case .single:
      return unavailability(of: day)
    case .multiple(let maximum):
      return rejection(ofAdding: day, maximum: maximum)
    case .range(let behavior):
      return rejection(ofAdding: day, toStayFrom: pendingStart, isForward: behavior == .forward)
    case .ranges:
      return rejection(ofAdding: day, toStayFrom: pendingStart, isForward: false)
    }
  }

  /// Why `day` cannot be picked at all, as a rejection.
  @inline(__always)
  func unavailability(of day: Day) -> SelectionRejection? {
    availability.unavailableReason(for: day).map(SelectionRejection.unavailable)
  }

  /// The rejection of adding `day` to a multiple selection of at most `maximum` days.
  @inline(__always)
  func rejection(ofAdding day: Day, maximum: Int?) -> SelectionRejection? {
    if let reason = availability.unavailableReason(for: day) { return .unavailable(reason) }
    guard let maximum, days.count >= maximum else { return nil }
    return .maximumCountReached(maximum)
  }

  /// The rejection of a tap on `day` in a range or ranges selection whose picked first end is
  /// `anchor`: the tap starts a stay unless an end is picked and the day can end it (in a
  /// forward range, not before the arrival). The forward start is the arrival; in other
  /// behaviours the first tap may be either end.
  ///
  /// Inlined into the tap, whose branch already knows the anchor and the order, so that only
  /// the check of that branch is left.
  @inline(__always)
  func rejection(ofAdding day: Day, toStayFrom anchor: Day?, isForward: Bool)
    -> SelectionRejection?
  {
    guard let anchor, !(isForward && day < anchor) else {
      return isForward ? availability.rejection(forArrival: day) : unavailability(of: day)
    }
    return availability.rejection(forRange: min(anchor, day)...max(anchor, day))
  }

  /// The refusals of taps on available days outside the selection up to `last` (a page's
  /// days), with what the days share decided once (``TapRefusals``).
  ///
  /// - Parameter last: The last day that will be asked about.
  /// - Returns: The refusals.
  /// - Complexity: As one ``refusal(ofTap:)`` and a search for the first day after the pending
  ///   arrival that cannot be picked, up to `last`.
  package func tapRefusals(through last: Day) -> TapRefusals {
    TapRefusals(self, through: last)
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

/// ``DaySelection/refusal(ofAvailableTap:)`` for the days of a page, with what they share
/// decided once: while an arrival is picked, whether a stay may start on it, the first day
/// after it a stay may not cross, and the stay's length limits, so that a departure after it
/// costs a few comparisons; before a forward arrival, only the day's closure to arrival; in a
/// full multiple selection, the same refusal for every day. Other days (before the first end
/// in the other range modes, or after the last day planned for) are asked of the selection.
///
/// The answers are the tap's own, as ``Availability``'s stay check gives them in its order:
/// the arrival, the departure day, the nights, the days crossed (the tests compare them with a
/// tap on every day).
package struct TapRefusals {
  /// How the days are decided. The facts below are stored flat, not as the cases' payloads,
  /// so that reading them for a day copies (and retains) nothing.
  private enum Plan {
    /// No available day is refused (a single selection, a multiple one with room, a range
    /// with no rule against arriving and no first end picked).
    case none
    /// Every available day gets ``TapRefusals/shared`` (a full multiple selection).
    case every
    /// A forward range before its arrival: days closed to arrival are refused.
    case arrivals
    /// A first end is picked: a day after it, up to ``TapRefusals/last``, is the departure of
    /// a stay from it.
    case stay
  }

  private let selection: DaySelection
  private let plan: Plan
  /// A full multiple selection's refusal, or why a stay may not start on the anchor.
  private let shared: SelectionRejection?
  /// The picked first end (``Plan/stay``).
  private let anchor: Day
  /// The last day the facts of ``Plan/stay`` hold for.
  private let last: Day
  /// Whether days before the anchor start a new stay (a forward range).
  private let isForward: Bool
  /// Whether some day or weekday is closed to departure.
  private let closesDeparture: Bool
  private let minimumNights: Int?
  private let maximumNights: Int?
  /// The first day after the anchor, up to the day before ``last``, that a stay may not
  /// cross, when the rules forbid crossing.
  private let firstBlocked: Day?

  /// Decides what the days up to `last` share.
  ///
  /// - Parameters:
  ///   - selection: The selection.
  ///   - last: The last day that will be asked about.
  init(_ selection: DaySelection, through last: Day) {
    self.selection = selection
    self.last = last
    let availability = selection.availability
    let rules = availability.rangeRules
    isForward = selection.mode == .range(.forward)
    closesDeparture = rules.closesDaysToDeparture
    minimumNights = rules.minimumNights
    maximumNights = rules.maximumNights
    anchor = selection.pendingStart ?? last
    switch selection.mode {
    case .single:
      plan = .none
      shared = nil
      firstBlocked = nil
    case .multiple(let maximum):
      if let maximum, selection.days.count >= maximum {
        plan = .every
        shared = .maximumCountReached(maximum)
      } else {
        plan = .none
        shared = nil
      }
      firstBlocked = nil
    case .range, .ranges:
      guard let anchor = selection.pendingStart else {
        plan = isForward && rules.closesDaysToArrival ? .arrivals : .none
        shared = nil
        firstBlocked = nil
        return
      }
      plan = .stay
      shared = availability.rejection(forArrival: anchor)
      if rules.crossing != .allowed, anchor.serial + 1 < last.serial {
        firstBlocked = availability.firstUnavailable(
          in: anchor.adding(days: 1)...last.adding(days: -1))
      } else {
        firstBlocked = nil
      }
    }
  }

  /// The refusal of a tap on `day` (``DaySelection/refusal(ofAvailableTap:)``).
  ///
  /// - Parameter day: An available day outside the selection.
  /// - Returns: The rejection a tap would give, or `nil` when the tap would be taken.
  /// - Complexity: O(1) for a departure after the first end up to the planned last day, or
  ///   as the closed-to-arrival check for a forward arrival; otherwise as
  ///   ``DaySelection/refusal(ofAvailableTap:)``.
  package func refusal(ofAvailableTap day: Day) -> SelectionRejection? {
    switch plan {
    case .none:
      return nil
    case .every:
      return shared
    case .arrivals:
      return arrivalRefusal(of: day)
    case .stay:
      if day > anchor, day <= last { return departureRefusal(of: day) }
      if isForward, day < anchor { return arrivalRefusal(of: day) }
      return selection.refusal(ofAvailableTap: day)
    }
  }

  /// A forward arrival on an available day: refused only when the day is closed to arrival
  /// (``Availability/rejection(forArrival:)`` past the day's own availability).
  private func arrivalRefusal(of day: Day) -> SelectionRejection? {
    selection.availability.rangeRules.isOpenForArrival(day) ? nil : .closedToArrival
  }

  /// ``Availability/rejection(forRange:)`` of `anchor...day`, in its order, for an available
  /// `day` after the anchor: the departure's own unavailability is none, whatever the
  /// crossing.
  private func departureRefusal(of day: Day) -> SelectionRejection? {
    if shared != nil { return shared }
    if closesDeparture, !selection.availability.rangeRules.isOpenForDeparture(day) {
      return .closedToDeparture
    }
    let nights = anchor.days(to: day)
    if let minimum = minimumNights, nights < minimum {
      return .tooFewNights(minimum: minimum)
    }
    if let maximum = maximumNights, nights > maximum {
      return .tooManyNights(maximum: maximum)
    }
    if nights > 1, let blocked = firstBlocked, blocked < day {
      return .crossesUnavailableDay(blocked)
    }
    return nil
  }
}

extension RangeRules {
  /// Whether some day or weekday is closed to arrival.
  fileprivate var closesDaysToArrival: Bool {
    !closedToArrival.isEmpty || !closedToArrivalWeekdays.isEmpty
  }

  /// Whether some day or weekday is closed to departure.
  fileprivate var closesDaysToDeparture: Bool {
    !closedToDeparture.isEmpty || !closedToDepartureWeekdays.isEmpty
  }
}
