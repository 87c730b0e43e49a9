/// Which days can be selected: bounds (first and last selectable day), composable rules, and
/// rules for ranges taken as stays.
///
/// A day is available when it lies within the bounds and no rule refuses it. Rules are
/// compiled when added: weekday rules into a seven-bit mask, disabled days into sorted range
/// sets, so checking a day costs O(1) for bounds and weekdays plus O(log n) per set of
/// disabled days, plus one call per predicate. Ten years of bounds or 10,000 disabled days
/// never become per-day arrays.
///
/// ```swift
/// let availability = Availability(firstDay: today, lastDay: today.adding(days: 365))
///   .weekdaysOnly(in: context)
///   .disabling([christmas], label: "Closed")
///   .filtered(label: "Sold out") { !soldOut.contains($0) }
/// ```
public struct Availability: Sendable, Equatable {
  /// The first selectable day; earlier days are unavailable. `nil` for no lower bound.
  public var firstDay: Day? {
    didSet { firstSerial = firstDay?.serial ?? Int.min }
  }
  /// The last selectable day; later days are unavailable. `nil` for no upper bound.
  public var lastDay: Day? {
    didSet { lastSerial = lastDay?.serial ?? Int.max }
  }
  /// The rules, in the order they were added.
  package private(set) var rules: [AvailabilityRule] = []
  /// Rules for ranges taken as stays (nights, crossing, closed to arrival or departure).
  public var rangeRules: RangeRules

  @usableFromInline var firstSerial = Int.min
  @usableFromInline var lastSerial = Int.max
  /// Bit `w - 1` set when weekday `w` is allowed by every weekday rule.
  @usableFromInline var allowedWeekdays: UInt8 = 0x7F
  /// The label of the first weekday rule that excludes each weekday (index `w - 1`).
  var weekdayLabels: [String?] = Array(repeating: nil, count: 7)
  @usableFromInline var disabled: [DisabledDays] = []
  /// The union of every set of disabled days: one binary search decides whether a day is
  /// disabled; the per-rule sets are searched only to find the label.
  @usableFromInline var disabledUnion = DayRangeSet() {
    didSet { disabledIndex = DayRangeIndex(disabledUnion) }
  }
  /// Bucketed lookup over ``disabledUnion`` for the per-day check.
  @usableFromInline var disabledIndex = DayRangeIndex()
  @usableFromInline var predicates: [PredicateRule] = []

  @usableFromInline
  struct DisabledDays: Sendable {
    @usableFromInline var days: DayRangeSet
    @usableFromInline var label: String?
  }

  @usableFromInline
  struct PredicateRule: Sendable {
    @usableFromInline var label: String?
    @usableFromInline var canSelect: DayPredicate
  }

  /// Whether two availabilities are the same: bounds, rules (predicates by identifier, see
  /// `DayPredicate`) and range rules; the compiled look-up tables follow from those.
  ///
  /// - Parameters:
  ///   - lhs: An availability.
  ///   - rhs: Another availability.
  /// - Returns: `true` when they make the same days available under the same range rules.
  public static func == (lhs: Availability, rhs: Availability) -> Bool {
    lhs.firstDay == rhs.firstDay && lhs.lastDay == rhs.lastDay && lhs.rangeRules == rhs.rangeRules
      && lhs.rules == rhs.rules
  }

  /// Creates an availability; rules that make days unavailable are added with
  /// ``weekdaysOnly(in:label:)``, ``disabling(_:label:)``, ``filtered(label:id:_:)`` and the
  /// other builders.
  ///
  /// - Parameters:
  ///   - firstDay: The first selectable day, or `nil` for no lower bound.
  ///   - lastDay: The last selectable day, or `nil` for no upper bound.
  ///   - rangeRules: Rules for ranges.
  public init(firstDay: Day? = nil, lastDay: Day? = nil, rangeRules: RangeRules = .none) {
    self.firstDay = firstDay
    self.lastDay = lastDay
    self.firstSerial = firstDay?.serial ?? Int.min
    self.lastSerial = lastDay?.serial ?? Int.max
    self.rangeRules = rangeRules
  }

  /// Creates an availability with rules already made (another availability's, rebuilt).
  ///
  /// - Parameters:
  ///   - firstDay: The first selectable day, or `nil` for no lower bound.
  ///   - lastDay: The last selectable day, or `nil` for no upper bound.
  ///   - rules: Rules that make days unavailable.
  ///   - rangeRules: Rules for ranges.
  /// - Complexity: O(n log n) in the disabled days of the rules.
  package init(
    firstDay: Day?, lastDay: Day?, rules: [AvailabilityRule], rangeRules: RangeRules
  ) {
    self.init(firstDay: firstDay, lastDay: lastDay, rangeRules: rangeRules)
    for rule in rules { add(rule) }
  }

  /// Every day is available, ranges have no rules.
  public static let unrestricted = Availability()

  /// The bounds as a range, when both are set.
  package var bounds: ClosedRange<Day>? {
    guard let firstDay, let lastDay, firstDay <= lastDay else { return nil }
    return firstDay...lastDay
  }

  // MARK: Composing rules

  /// Adds a rule.
  ///
  /// - Parameter rule: The rule.
  package mutating func add(_ rule: AvailabilityRule) {
    rules.append(rule)
    switch rule {
    case .weekdays(let allowed, let label):
      for weekday in 1...7 where !allowed.contains(weekday) && allowedWeekdays & bit(weekday) != 0 {
        weekdayLabels[weekday - 1] = label
      }
      allowedWeekdays &= allowed.rawValue
    case .unavailableDays(let days, let label):
      if !days.isEmpty {
        disabled.append(DisabledDays(days: days, label: label))
        disabledUnion =
          disabled.count == 1 ? days : DayRangeSet(ranges: disabled.flatMap(\.days.ranges))
      }
    case .predicate(let predicate):
      predicates.append(PredicateRule(label: predicate.label, canSelect: predicate))
    }
  }

  private func bit(_ weekday: Int) -> UInt8 { 1 << UInt8(weekday - 1) }

  /// Returns a copy with one more rule.
  ///
  /// - Parameter rule: The rule.
  /// - Returns: The availability with the rule added.
  package func adding(_ rule: AvailabilityRule) -> Availability {
    var copy = self
    copy.add(rule)
    return copy
  }

  /// Only the working days of the context's locale (or its overridden weekend) are available.
  ///
  /// - Parameters:
  ///   - context: The context whose weekend to exclude.
  ///   - label: A label for weekend days.
  /// - Returns: The availability with the rule added.
  public func weekdaysOnly(in context: CalendarContext, label: String? = nil) -> Availability {
    adding(.weekdays(.workdays(of: context), label: label))
  }

  /// Only the weekend days of the context's locale (or its overridden weekend) are available.
  ///
  /// - Parameters:
  ///   - context: The context whose weekend to keep.
  ///   - label: A label for working days.
  /// - Returns: The availability with the rule added.
  public func weekendsOnly(in context: CalendarContext, label: String? = nil) -> Availability {
    adding(.weekdays(.weekend(of: context), label: label))
  }

  /// Only the given weekdays are available.
  ///
  /// - Parameters:
  ///   - weekdays: The weekdays to keep.
  ///   - label: A label for the other days.
  /// - Returns: The availability with the rule added.
  public func only(_ weekdays: WeekdaySet, label: String? = nil) -> Availability {
    adding(.weekdays(weekdays, label: label))
  }

  /// The given weekdays are unavailable.
  ///
  /// - Parameters:
  ///   - weekdays: The weekdays to exclude.
  ///   - label: A label for those days.
  /// - Returns: The availability with the rule added.
  public func excluding(_ weekdays: WeekdaySet, label: String? = nil) -> Availability {
    adding(.weekdays(weekdays.complement, label: label))
  }

  /// The given days are unavailable.
  ///
  /// - Parameters:
  ///   - days: The days, in any order.
  ///   - label: A label for those days ("Sold out").
  /// - Returns: The availability with the rule added.
  /// - Complexity: O(n log n) for n days.
  public func disabling(_ days: some Sequence<Day>, label: String? = nil) -> Availability {
    adding(.unavailableDays(DayRangeSet(days), label: label))
  }

  /// The days of the given ranges are unavailable.
  ///
  /// - Parameters:
  ///   - ranges: The ranges, in any order.
  ///   - label: A label for those days.
  /// - Returns: The availability with the rule added.
  /// - Complexity: O(n log n) for n ranges.
  public func disabling(ranges: some Sequence<ClosedRange<Day>>, label: String? = nil)
    -> Availability
  {
    adding(.unavailableDays(DayRangeSet(ranges: ranges), label: label))
  }

  /// A day is available only when `canSelect` returns `true`.
  ///
  /// - Parameters:
  ///   - label: A label for refused days.
  ///   - id: What identifies the predicate when availabilities are compared (see
  ///     `DayPredicate`); the label, or `"canSelect"`, by default.
  ///   - canSelect: The predicate; it must be pure and fast.
  /// - Returns: The availability with the rule added.
  public func filtered(
    label: String? = nil, id: String? = nil, _ canSelect: @escaping @Sendable (Day) -> Bool
  ) -> Availability {
    adding(.predicate(DayPredicate(id: id ?? label ?? "canSelect", label: label, canSelect)))
  }

  /// Returns a copy with other range rules.
  ///
  /// - Parameter rules: The range rules.
  /// - Returns: The availability with `rules` as its range rules.
  public func withRangeRules(_ rules: RangeRules) -> Availability {
    var copy = self
    copy.rangeRules = rules
    return copy
  }

  // MARK: Checking days

  /// Why `day` is unavailable, or `nil` if it is available.
  ///
  /// - Parameter day: The day to check.
  /// - Returns: The reason of the first rule (bounds, weekdays, disabled days, predicates)
  ///   that refuses the day.
  /// - Complexity: O(1) for bounds and weekdays, O(log n) per set of disabled days, one call
  ///   per predicate.
  @inlinable
  public func unavailableReason(for day: Day) -> UnavailableReason? {
    let serial = day.serial
    if serial < firstSerial { return UnavailableReason(.beforeFirstDay) }
    if serial > lastSerial { return UnavailableReason(.afterLastDay) }
    if allowedWeekdays & (1 << UInt8(day.weekday - 1)) == 0 {
      return UnavailableReason(.excludedWeekday, label: weekdayLabel(day.weekday))
    }
    if disabledIndex.contains(serial) {
      return UnavailableReason(.disabledDay, label: disabledLabel(day))
    }
    if predicates.isEmpty { return nil }
    for entry in predicates where !entry.canSelect(day) {
      return UnavailableReason(.predicate, label: entry.label)
    }
    return nil
  }

  @usableFromInline
  func disabledLabel(_ day: Day) -> String? {
    if disabled.count == 1 { return disabled[0].label }
    for entry in disabled where entry.days.contains(day) { return entry.label }
    return nil
  }

  @usableFromInline
  func weekdayLabel(_ weekday: Int) -> String? { weekdayLabels[weekday - 1] }

  /// Whether `day` can be selected.
  ///
  /// - Parameter day: The day to check.
  /// - Returns: `true` if no rule makes the day unavailable.
  /// - Complexity: As ``unavailableReason(for:)``.
  @inlinable
  public func isAvailable(_ day: Day) -> Bool {
    let serial = day.serial
    if serial < firstSerial || serial > lastSerial { return false }
    if allowedWeekdays & (1 << UInt8(day.weekday - 1)) == 0 { return false }
    if disabledIndex.contains(serial) { return false }
    for entry in predicates where !entry.canSelect(day) { return false }
    return true
  }

  /// Whether `day` lies within the bounds.
  ///
  /// - Parameter day: The day to check.
  /// - Returns: `true` if `day` lies between the first and last selectable days.
  package func isWithinBounds(_ day: Day) -> Bool {
    day.serial >= firstSerial && day.serial <= lastSerial
  }

  /// The first unavailable day of `range`, or `nil` if every day is available.
  ///
  /// - Parameter range: The days to check.
  /// - Returns: The earliest unavailable day in `range`.
  /// - Complexity: O(log n) per set of disabled days and at most seven steps for weekdays;
  ///   predicates are called day by day up to the first refused day.
  package func firstUnavailable(in range: ClosedRange<Day>) -> Day? {
    let low = range.lowerBound.serial
    var best = range.upperBound.serial + 1
    if low < firstSerial { return range.lowerBound }
    if lastSerial < best { best = max(low, lastSerial &+ 1) }
    if allowedWeekdays != 0x7F {
      for offset in 0..<7 where low + offset < best {
        let day = Day(unchecked: low + offset)
        if allowedWeekdays & (1 << UInt8(day.weekday - 1)) == 0 {
          best = low + offset
          break
        }
      }
    }
    if let member = disabledUnion.firstMember(onOrAfter: range.lowerBound), member.serial < best {
      best = member.serial
    }
    if !predicates.isEmpty {
      var serial = low
      scan: while serial < best {
        let day = Day(unchecked: serial)
        for entry in predicates where !entry.canSelect(day) {
          best = serial
          break scan
        }
        serial += 1
      }
    }
    return best <= range.upperBound.serial ? Day(unchecked: best) : nil
  }

  /// The first available day on or after `day`, looking no further than `limit`.
  ///
  /// - Parameters:
  ///   - day: Where to start.
  ///   - limit: The last day to look at.
  /// - Returns: The earliest available day in `day…limit`, or `nil`.
  /// - Complexity: Disabled ranges are skipped in O(log n); other refused days one by one.
  package func firstAvailable(onOrAfter day: Day, through limit: Day) -> Day? {
    var serial = max(day.serial, firstSerial)
    let end = min(limit.serial, lastSerial)
    while serial <= end {
      let candidate = Day(unchecked: serial)
      if isAvailable(candidate) { return candidate }
      serial = (disabledUnion.range(containing: candidate)?.upperBound.serial ?? serial) + 1
    }
    return nil
  }

  /// The last available day on or before `day`, looking no further back than `limit`.
  ///
  /// - Parameters:
  ///   - day: Where to start looking backwards.
  ///   - limit: The earliest day to look at.
  /// - Returns: The latest available day in `limit…day`, or `nil`.
  /// - Complexity: Disabled ranges are skipped in O(log n); other refused days one by one.
  package func lastAvailable(onOrBefore day: Day, through limit: Day) -> Day? {
    var serial = min(day.serial, lastSerial)
    let end = max(limit.serial, firstSerial)
    while serial >= end {
      let candidate = Day(unchecked: serial)
      if isAvailable(candidate) { return candidate }
      serial = (disabledUnion.range(containing: candidate)?.lowerBound.serial ?? serial) - 1
    }
    return nil
  }
}
