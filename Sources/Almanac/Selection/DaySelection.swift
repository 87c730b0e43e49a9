/// The selection engine every front end shares: a value holding the mode, the availability
/// and the selected days, with pure transitions that return the events they caused.
///
/// ```swift
/// var selection = DaySelection(mode: .range(.forward), availability: availability)
/// selection.handle(.tap(arrival))    // [.rangeStarted(arrival)]
/// selection.handle(.tap(departure))  // [.rangeCompleted(arrival...departure)]
/// ```
///
/// Every mode answers `role(of:)` and ``contains(_:)``; `SelectionRenderer` turns the
/// selection into per-day render facts.
///
/// Repeating the same input:
/// - `select`, `deselect` and `selectRange` are idempotent: the second one changes nothing.
/// - A tap in a multiple selection toggles, so two taps restore the selection.
/// - A second tap on the selected day of a single selection does nothing, or clears it with
///   `clearsOnReselect`.
/// - In a range, a second tap on the pending end makes a one-day range (forward, complete or
///   nothing, non-contiguous ranges; refused if the range rules want nights) or clears it
///   (either order). A tap on a complete range starts a new range (forward, complete or
///   nothing) or clears it (either order, non-contiguous ranges).
/// - Whenever deselection by tap is off, a tap that would deselect is rejected instead.
public struct DaySelection: Sendable, Equatable {
  /// How taps build the selection.
  public let mode: SelectionMode
  /// Which days can be selected, and the rules for ranges.
  public var availability: Availability
  /// Whether a tap may deselect (toggle off, clear a range). Commands from code always may.
  public var allowsDeselectionByTap: Bool

  /// The selected days in selection order (single and multiple modes).
  public private(set) var days: [Day] = []
  private var members: Set<Day> = []
  /// The first end of a range being picked (range and ranges modes).
  public private(set) var pendingStart: Day?
  /// The complete range (range mode); `nil` while the second end is not picked.
  public private(set) var selectedRange: ClosedRange<Day>?
  /// The complete ranges (ranges mode), disjoint and merged when they touch.
  public private(set) var selectedRanges = DayRangeSet()

  /// Creates an empty selection.
  ///
  /// - Parameters:
  ///   - mode: How taps build the selection.
  ///   - availability: Which days can be selected (everything by default).
  ///   - allowsDeselectionByTap: Whether a tap may deselect.
  public init(
    mode: SelectionMode, availability: Availability = .unrestricted,
    allowsDeselectionByTap: Bool = true
  ) {
    if case .multiple(let maximum?) = mode {
      precondition(maximum > 0, "maximumCount must be positive")
    }
    self.mode = mode
    self.availability = availability
    self.allowsDeselectionByTap = allowsDeselectionByTap
  }

  // MARK: Reading the selection

  /// The selected days in ascending order (single and multiple modes).
  ///
  /// - Complexity: O(n log n) for n days.
  public var sortedDays: [Day] { days.sorted() }

  /// The selected day of a single selection.
  public var selectedDay: Day? { days.last }

  /// The start of the range as the mode's binding sees it: the complete range's start, or the
  /// pending first tap (forward and either-order ranges; a complete-or-nothing range shows
  /// nothing until complete).
  public var start: Day? {
    if let selectedRange { return selectedRange.lowerBound }
    if case .range(.completeOrNothing) = mode { return nil }
    return pendingStart
  }

  /// The end of the complete range.
  public var end: Day? { selectedRange?.upperBound }

  /// Nights in the complete range (`end - start`), or `nil`.
  public var nights: Int? { selectedRange.map { $0.lowerBound.days(to: $0.upperBound) } }

  /// Whether nothing is selected or pending.
  public var isEmpty: Bool {
    days.isEmpty && pendingStart == nil && selectedRange == nil && selectedRanges.isEmpty
  }

  /// Whether `day` is selected (a pending range end counts).
  ///
  /// - Parameter day: The day to test.
  /// - Returns: `true` if the day is selected or is the pending range start.
  /// - Complexity: O(1), or O(log n) for non-contiguous ranges.
  public func contains(_ day: Day) -> Bool {
    role(of: day).isSelected
  }

  /// The role of `day` in the selection.
  ///
  /// Days of a multiple selection are each `single`. A pending range end is `single`, as is a
  /// one-day range. Unavailable days inside a range that may cross them are `outside`.
  ///
  /// - Parameter day: The day.
  /// - Returns: The day's role, `outside` when it is not selected.
  /// - Complexity: O(1), or O(log n) for non-contiguous ranges, plus an availability check
  ///   for days strictly inside a range.
  package func role(of day: Day) -> SelectionRole {
    switch mode {
    case .single, .multiple:
      return members.contains(day) ? .single : .outside
    case .range:
      if day == pendingStart { return .single }
      guard let range = selectedRange else { return .outside }
      return DaySelection.role(of: day, in: range, availability: availability)
    case .ranges:
      if day == pendingStart { return .single }
      guard let range = selectedRanges.range(containing: day) else { return .outside }
      return DaySelection.role(of: day, in: range, availability: availability)
    }
  }

  static func role(of day: Day, in range: ClosedRange<Day>, availability: Availability)
    -> SelectionRole
  {
    guard range.contains(day) else { return .outside }
    if range.lowerBound == range.upperBound { return .single }
    if day == range.lowerBound { return .start }
    if day == range.upperBound { return .end }
    return availability.isAvailable(day) ? .middle : .outside
  }

  // MARK: Transitions

  /// Applies a tap or command and returns the events it caused.
  ///
  /// - Parameter command: The input.
  /// - Returns: The events, in order; a refused command returns one `rejected` event and
  ///   changes nothing.
  /// - Complexity: O(1) for single and range modes (plus range validation, see
  ///   `rejection(forRange:)`); O(n) for multiple and ranges modes.
  @discardableResult
  public mutating func handle(_ command: SelectionCommand) -> [SelectionEvent] {
    switch command {
    case .tap(let day): tap(day, byUser: true)
    case .select(let day): tap(day, byUser: false)
    case .deselect(let day): applyDeselect(day)
    case .selectRange(let range): applySelectRange(range)
    }
  }

  /// Returns the selection after a tap or command, and the events it caused.
  ///
  /// - Parameter command: The input.
  /// - Returns: The new selection and the events.
  package func handling(_ command: SelectionCommand) -> (DaySelection, [SelectionEvent]) {
    var copy = self
    let events = copy.handle(command)
    return (copy, events)
  }

  /// Handles a tap on `day`.
  ///
  /// - Parameter day: The tapped day.
  /// - Returns: The events.
  @discardableResult
  public mutating func tap(_ day: Day) -> [SelectionEvent] { handle(.tap(day)) }

  /// Selects `day` from code, with the same rules as a tap but without toggling.
  ///
  /// - Parameter day: The day.
  /// - Returns: The events.
  @discardableResult
  public mutating func select(_ day: Day) -> [SelectionEvent] { handle(.select(day)) }

  /// Deselects `day` from code (allowed even when deselection by tap is off).
  ///
  /// - Parameter day: The day.
  /// - Returns: The events.
  @discardableResult
  public mutating func deselect(_ day: Day) -> [SelectionEvent] { handle(.deselect(day)) }

  /// Selects `range` from code, with the same rules as taps.
  ///
  /// - Parameter range: The range.
  /// - Returns: The events.
  @discardableResult
  public mutating func selectRange(_ range: ClosedRange<Day>) -> [SelectionEvent] {
    handle(.selectRange(range))
  }

  /// Clears everything without reporting events (for "reset" buttons and new bindings).
  public mutating func clearAll() {
    days.removeAll()
    members.removeAll()
    pendingStart = nil
    selectedRange = nil
    selectedRanges.removeAll()
  }

  private mutating func tap(_ day: Day, byUser: Bool) -> [SelectionEvent] {
    switch mode {
    case .single(let clearsOnReselect):
      if days.last == day {
        guard byUser, clearsOnReselect else { return [] }
        guard allowsDeselectionByTap else { return [.rejected(day, .deselectionNotAllowed)] }
        return applyDeselect(day)
      }
      if let rejection = unavailability(of: day) { return [.rejected(day, rejection)] }
      var events: [SelectionEvent] = []
      if let old = days.last { events.append(.deselected(old)) }
      days = [day]
      members = [day]
      events.append(.selected(day))
      return events
    case .multiple(let maximum):
      if members.contains(day) {
        guard byUser else { return [] }
        guard allowsDeselectionByTap else { return [.rejected(day, .deselectionNotAllowed)] }
        return applyDeselect(day)
      }
      return addToMultiple(day, maximum: maximum)
    case .range(let behavior):
      return tapRange(day, behavior: behavior, byUser: byUser)
    case .ranges:
      return tapRanges(day, byUser: byUser)
    }
  }

  private mutating func addToMultiple(_ day: Day, maximum: Int?) -> [SelectionEvent] {
    if let rejection = rejection(ofAdding: day, maximum: maximum) {
      return [.rejected(day, rejection)]
    }
    days.append(day)
    members.insert(day)
    return [.selected(day)]
  }

  private mutating func tapRange(_ day: Day, behavior: RangeBehavior, byUser: Bool)
    -> [SelectionEvent]
  {
    if let range = selectedRange {
      if availability.isMember(day, of: range) {
        if !byUser { return [] }
        if behavior == .eitherOrder {
          guard allowsDeselectionByTap else { return [.rejected(day, .deselectionNotAllowed)] }
          selectedRange = nil
          return [.rangeCleared(range)]
        }
      }
      return startRange(at: day, behavior: behavior)
    }
    guard let anchor = pendingStart else { return startRange(at: day, behavior: behavior) }
    if day == anchor {
      if !byUser { return [] }
      if behavior == .eitherOrder {
        guard allowsDeselectionByTap else { return [.rejected(day, .deselectionNotAllowed)] }
        pendingStart = nil
        return [.rangeCleared(day...day)]
      }
    }
    if behavior == .forward, day < anchor { return startRange(at: day, behavior: behavior) }
    if let rejection = rejection(ofAdding: day, toStayFrom: anchor, isForward: behavior == .forward)
    {
      return [.rejected(day, rejection)]
    }
    let range = min(anchor, day)...max(anchor, day)
    pendingStart = nil
    selectedRange = range
    return [.rangeCompleted(range)]
  }

  /// Makes `day` the pending first end, replacing whatever was selected (no first end is
  /// pending, or `day` comes before a forward one: the tap starts a stay).
  private mutating func startRange(at day: Day, behavior: RangeBehavior) -> [SelectionEvent] {
    if let rejection = rejection(
      ofAdding: day, toStayFrom: pendingStart, isForward: behavior == .forward)
    {
      return [.rejected(day, rejection)]
    }
    var events = clearRange()
    pendingStart = day
    events.append(.rangeStarted(day))
    return events
  }

  /// Empties the range mode's selection: the complete range and the pending first end.
  ///
  /// - Returns: A `rangeCleared` event for each of the two that was there.
  private mutating func clearRange() -> [SelectionEvent] {
    var events: [SelectionEvent] = []
    if let range = selectedRange { events.append(.rangeCleared(range)) }
    if let anchor = pendingStart { events.append(.rangeCleared(anchor...anchor)) }
    selectedRange = nil
    pendingStart = nil
    return events
  }

  private mutating func tapRanges(_ day: Day, byUser: Bool) -> [SelectionEvent] {
    if let anchor = pendingStart {
      if day == anchor, !byUser { return [] }
      if let rejection = rejection(ofAdding: day, toStayFrom: anchor, isForward: false) {
        return [.rejected(day, rejection)]
      }
      pendingStart = nil
      return [.rangeCompleted(selectedRanges.insert(min(anchor, day)...max(anchor, day)))]
    }
    if let range = selectedRanges.range(containing: day), availability.isMember(day, of: range) {
      guard byUser else { return [] }
      guard allowsDeselectionByTap else { return [.rejected(day, .deselectionNotAllowed)] }
      selectedRanges.remove(range)
      return [.rangeCleared(range)]
    }
    if let rejection = rejection(ofAdding: day, toStayFrom: nil, isForward: false) {
      return [.rejected(day, rejection)]
    }
    pendingStart = day
    return [.rangeStarted(day)]
  }

  private mutating func applyDeselect(_ day: Day) -> [SelectionEvent] {
    switch mode {
    case .single, .multiple:
      guard members.remove(day) != nil else { return [] }
      days.removeAll { $0 == day }
      return [.deselected(day)]
    case .range:
      if pendingStart == day {
        pendingStart = nil
        return [.rangeCleared(day...day)]
      }
      if let range = selectedRange, availability.isMember(day, of: range) {
        selectedRange = nil
        return [.rangeCleared(range)]
      }
      return []
    case .ranges:
      if pendingStart == day {
        pendingStart = nil
        return [.rangeCleared(day...day)]
      }
      // Like a tap: the whole range goes, so no leftover piece breaks the range rules.
      guard let range = selectedRanges.range(containing: day),
        availability.isMember(day, of: range)
      else { return [] }
      selectedRanges.remove(range)
      return [.rangeCleared(range)]
    }
  }

  private mutating func applySelectRange(_ range: ClosedRange<Day>) -> [SelectionEvent] {
    switch mode {
    case .single:
      return [.rejected(range.lowerBound, .unsupportedInMode)]
    case .multiple(let maximum):
      var events: [SelectionEvent] = []
      for day in range where !members.contains(day) && availability.isAvailable(day) {
        let added = addToMultiple(day, maximum: maximum)
        events += added
        if case .rejected = added.first { break }
      }
      return events
    case .range:
      if selectedRange == range { return [] }
      if let rejection = availability.rejection(forRange: range) {
        return [.rejected(range.lowerBound, rejection)]
      }
      var events = clearRange()
      selectedRange = range
      events.append(.rangeCompleted(range))
      return events
    case .ranges:
      if let rejection = availability.rejection(forRange: range) {
        return [.rejected(range.lowerBound, rejection)]
      }
      var events: [SelectionEvent] = []
      if let anchor = pendingStart { events.append(.rangeCleared(anchor...anchor)) }
      pendingStart = nil
      events.append(.rangeCompleted(selectedRanges.insert(range)))
      return events
    }
  }
}
