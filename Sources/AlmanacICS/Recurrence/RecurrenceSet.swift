import AlmanacPrimitives

/// A recurrence set (RFC 5545 §3.8.5): a start, RRULEs, RDATEs and EXDATEs, expanded lazily in
/// order.
///
/// ```swift
/// let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
/// let start = try ICSDateTime(parsing: "19970929T090000", tzid: "America/New_York")
/// let set = try RecurrenceSet(start: start, rules: [rule])
/// for occurrence in set.prefix(3) { print(set.dateTime(occurrence).text) }
/// ```
public struct RecurrenceSet: Sequence, Sendable {
  /// The start (DTSTART); it is the first instance.
  public let start: ICSDateTime
  /// The zone of the start's wall time (`nil` for floating values with no zone to read them in).
  public let zone: ICSTimeZone?
  /// The rules.
  public let rules: [RecurrenceRule]
  /// Whether the start is an instance when the rules do not generate it.
  public let startPolicy: StartPolicy
  /// Extra instances (RDATE), sorted.
  public let inclusions: [Occurrence]
  /// Removed instances (EXDATE) by instant (wall time for floating and DATE starts).
  let excluded: Set<Int>
  /// Removed whole days (DATE-valued EXDATE against a DATE-TIME start), by serial.
  let excludedDays: Set<Int>

  /// Creates a set.
  ///
  /// - Parameters:
  ///   - start: DTSTART.
  ///   - zone: The zone of DTSTART's wall time; by default resolved from its TZID (IANA or
  ///     Windows name), UTC for a UTC start, none for a floating one.
  ///   - rules: The RRULEs.
  ///   - inclusions: RDATE values (in any zone).
  ///   - exclusions: EXDATE values (in any zone).
  ///   - resolve: How to find a zone by TZID for the start, RDATEs and EXDATEs.
  ///   - startPolicy: Whether the start is an instance when no rule generates it: RFC 5545's
  ///     ``StartPolicy/firstInstance`` (the default), or the rule iterators'
  ///     ``StartPolicy/onlyIfGenerated``.
  /// - Throws: ``ICSError/unknownTimeZone(_:_:)`` when a TZID cannot be resolved;
  ///   ``ICSError/invalidValue(_:_:)`` for an RSCALE rule this engine does not expand
  ///   (BYWEEKNO, or a sub-daily rule with month or day limits, in a non-Gregorian calendar).
  /// - Complexity: O(*r* log *r* + *e*) for *r* RDATEs and *e* EXDATEs.
  public init(
    start: ICSDateTime, zone: ICSTimeZone?? = nil, rules: [RecurrenceRule] = [],
    inclusions: [ICSDateTime] = [], exclusions: [ICSDateTime] = [],
    resolve: (String) -> ICSTimeZone? = ICSTimeZoneResolver.standard,
    startPolicy: StartPolicy = .firstInstance
  ) throws(ICSError) {
    try RecurrenceSet.validate(rules, start: start)
    self.start = start
    self.startPolicy = startPolicy
    func zoneOf(_ value: ICSDateTime) throws(ICSError) -> ICSTimeZone? {
      switch value.kind {
      case .utc: return .utc
      case .floating, .date: return nil
      case .zoned(let tzid):
        guard let found = resolve(tzid) else {
          throw .unknownTimeZone(ICSLocation(file: "", line: 0, column: 0), tzid)
        }
        return found
      }
    }
    let startZone: ICSTimeZone?
    if let given = zone {
      startZone = given
    } else {
      startZone = try zoneOf(start)
    }
    self.zone = startZone
    self.rules = rules
    let floatingFrame = start.kind == .floating || start.kind == .date
    func occurrence(_ value: ICSDateTime) throws(ICSError) -> Occurrence {
      var local = value.localSeconds
      if value.isDate, !start.isDate { local += start.secondOfDay }
      let utc: Int
      switch value.kind {
      case .floating, .date:
        utc = startZone?.utc(fromLocal: local) ?? local
      default:
        let own = try zoneOf(value)
        utc = own?.utc(fromLocal: local) ?? local
        local = startZone?.local(fromUTC: utc) ?? (floatingFrame ? local : utc)
      }
      return Occurrence(local: local, utc: utc)
    }
    var list: [Occurrence] = []
    for value in inclusions { list.append(try occurrence(value)) }
    self.inclusions = list.sorted()
    var excluded = Set<Int>()
    var days = Set<Int>()
    for value in exclusions {
      if value.isDate, !start.isDate {
        days.insert(value.day.serial)
      } else {
        let o = try occurrence(value)
        excluded.insert(floatingFrame && startZone == nil ? o.local : o.utc)
      }
    }
    self.excluded = excluded
    self.excludedDays = days
  }

  /// An instance as a date-time in the form of the start (DATE, floating, UTC or zoned with the
  /// start's TZID). A wall time skipped by a DST change is given as the time it became (02:30
  /// on a spring-forward night reads 03:30).
  ///
  /// - Parameter occurrence: An instance of this set.
  /// - Returns: The value, in the same form as ``start``.
  public func dateTime(_ occurrence: Occurrence) -> ICSDateTime {
    if let zone, start.kind != .date {
      // The wall time that actually happens: a time skipped by DST reads as after the gap.
      return ICSDateTime(localSeconds: zone.local(fromUTC: occurrence.utc), kind: start.kind)
    }
    return ICSDateTime(localSeconds: occurrence.local, kind: start.kind)
  }

  /// The instances in order, lazily.
  ///
  /// - Returns: An iterator.
  public func makeIterator() -> Iterator {
    Iterator(set: self)
  }

  /// The instances in order; `next()` is lazy and never computes more than the next instance.
  ///
  /// Rules that mean the same (equal but for `X-` parts and whether WKST was written) are
  /// expanded once, and so is a rule whose instances another rule of the set already gives
  /// (the same rule with a later UNTIL, a larger COUNT or no end: see `covering(_:start:zone:)`);
  /// the rules' streams are merged through a binary heap, so that *n* rules cost O(log *n*) per
  /// instance rather than O(*n*): a file repeating one RRULE thousands of times, or with
  /// thousands of UNTIL values, costs what one rule costs.
  public struct Iterator: IteratorProtocol {
    let set: RecurrenceSet
    var rules: [RuleIterator]
    /// RSCALE rules; rule `i` of the heap is `scaled[i - rules.count]` past the Gregorian ones.
    var scaled: [ScaleRuleIterator] = []
    var heads: [Occurrence?]
    /// Indices of the rules whose head is not `nil`, as a binary min-heap on their heads.
    var heap: [Int] = []
    var inclusionIndex = 0
    var last: Occurrence?
    let useLocal: Bool

    init(set: RecurrenceSet) {
      self.set = set
      useLocal = (set.start.kind == .floating || set.start.kind == .date) && set.zone == nil
      if set.rules.isEmpty {
        // No rule: the start alone, plus RDATEs.
        var only = RecurrenceRule(frequency: .daily)
        only.count = 1
        rules = [RuleIterator(rule: only, start: set.start, zone: set.zone)]
      } else {
        rules = []
        for rule in Self.covering(set.rules, start: set.start, zone: set.zone) {
          if let parts = ScaleRuleIterator.parts(of: rule, start: set.start) {
            scaled.append(
              ScaleRuleIterator(
                rule: rule, parts: parts, start: set.start, zone: set.zone,
                policy: set.startPolicy))
          } else {
            rules.append(
              RuleIterator(
                rule: rule, start: set.start, zone: set.zone, policy: set.startPolicy))
          }
        }
        // Every rule yields the start first; the duplicates are dropped in `next`.
      }
      heads = Array(repeating: nil, count: rules.count + scaled.count)
      for i in heads.indices { heads[i] = advance(i) }
      rebuildHeap()
    }

    /// The next instance of rule `i` (Gregorian rules first, then RSCALE ones).
    @inline(__always)
    mutating func advance(_ i: Int) -> Occurrence? {
      i < rules.count ? rules[i].next() : scaled[i - rules.count].next()
    }

    /// The rule with what does not change its instances taken out.
    static func meaning(of rule: RecurrenceRule) -> RecurrenceRule {
      var key = rule
      key.extensions = []
      key.hasWeekStart = false
      return key
    }

    /// The rules left once those whose every instance another rule gives are taken out, in
    /// their order; the set's instances are the same.
    ///
    /// Rules equal but for COUNT and UNTIL walk the same candidates; COUNT and UNTIL only stop
    /// the walk. So the instances of one with COUNT *c* are the first *c* of one without end,
    /// and those of one with UNTIL *u* are the candidates up to *u* (in the frame the iterator
    /// compares UNTIL in: wall time or instant), which those with a later UNTIL also give.
    /// Of such rules, one without end is kept alone; else the largest COUNT and the latest UNTIL
    /// of each frame. Which of a COUNT and an UNTIL ends later depends on the walk, so both stay;
    /// a rule with both is kept unless one without end covers it.
    ///
    /// - Complexity: O(*n*) hashes of rules for *n* rules.
    static func covering(
      _ rules: [RecurrenceRule], start: ICSDateTime, zone: ICSTimeZone?
    ) -> [RecurrenceRule] {
      struct Kept {
        var unbounded: Int?
        var count: (index: Int, value: Int)?
        var untilLocal: (index: Int, value: Int)?
        var untilUTC: (index: Int, value: Int)?
        var both: [Int] = []
      }
      var groups: [RecurrenceRule: Kept] = [:]
      var seen = Set<RecurrenceRule>()
      for (index, rule) in rules.enumerated() where seen.insert(meaning(of: rule)).inserted {
        var shape = meaning(of: rule)
        shape.count = nil
        shape.until = nil
        var kept = groups[shape] ?? Kept()
        defer { groups[shape] = kept }
        if kept.unbounded != nil { continue }
        switch (rule.count, rule.until) {
        case (nil, nil):
          kept = Kept(unbounded: index)
        case (let count?, nil):
          if kept.count.map({ count > $0.value }) ?? true { kept.count = (index, count) }
        case (nil, _?):
          let (local, utc) = InstanceEmitter.untilBounds(of: rule, start: start, zone: zone)
          if let local, kept.untilLocal.map({ local > $0.value }) ?? true {
            kept.untilLocal = (index, local)
          }
          if let utc, kept.untilUTC.map({ utc > $0.value }) ?? true {
            kept.untilUTC = (index, utc)
          }
        case (_?, _?):
          kept.both.append(index)
        }
      }
      var chosen: [Int] = []
      for kept in groups.values {
        if let unbounded = kept.unbounded {
          chosen.append(unbounded)
          continue
        }
        chosen += [kept.count?.index, kept.untilLocal?.index, kept.untilUTC?.index]
          .compactMap { $0 }
        chosen += kept.both
      }
      return chosen.sorted().map { rules[$0] }
    }

    mutating func rebuildHeap() {
      heap = heads.indices.filter { heads[$0] != nil }
      var i = heap.count / 2
      while i > 0 {
        i -= 1
        siftDown(i)
      }
    }

    @inline(__always)
    func isBefore(_ a: Int, _ b: Int) -> Bool {
      guard let x = heads[a] else { return false }
      guard let y = heads[b] else { return true }
      return x < y || (x == y && a < b)
    }

    mutating func siftDown(_ start: Int) {
      var i = start
      let n = heap.count
      while true {
        let left = 2 * i + 1
        guard left < n else { return }
        var child = left
        if left + 1 < n, isBefore(heap[left + 1], heap[left]) { child = left + 1 }
        guard isBefore(heap[child], heap[i]) else { return }
        heap.swapAt(i, child)
        i = child
      }
    }

    /// Skips ahead so that the next instances start at or after the wall time `local` (roughly;
    /// a few earlier instances may still come). Rules with COUNT are walked, not skipped.
    ///
    /// - Parameter local: Wall-clock seconds in the zone of the start.
    /// - Complexity: O(1) for rules without COUNT.
    public mutating func seek(toLocal local: Int) {
      var budget = Int.max
      _ = seek(toLocal: local, budget: &budget)
    }

    /// Skips ahead like ``seek(toLocal:)`` but gives up once the instances walked (of rules with
    /// COUNT, all rules together) would pass `budget`; returns `false` when it gave up. The
    /// instances walked are taken off `budget`, so that a caller expanding many events can
    /// share one budget between them (a file of many such events must not cost many budgets).
    mutating func seek(toLocal local: Int, budget: inout Int) -> Bool {
      defer { rebuildHeap() }
      for i in heads.indices {
        if let head = heads[i], head.local >= local { continue }
        if i < rules.count {
          rules[i].seek(toLocal: local)
        } else {
          scaled[i - rules.count].seek(toLocal: local)
        }
        heads[i] = advance(i)
        while let head = heads[i], head.local < local {
          if budget <= 0 { return false }
          budget -= 1
          heads[i] = advance(i)
        }
      }
      while inclusionIndex < set.inclusions.count, set.inclusions[inclusionIndex].local < local {
        inclusionIndex += 1
      }
      return true
    }

    /// The next instance, or `nil` after the last.
    public mutating func next() -> Occurrence? {
      while true {
        var best: Occurrence?
        var bestRule = -1
        if let top = heap.first {
          best = heads[top]
          bestRule = top
        }
        if inclusionIndex < set.inclusions.count {
          let candidate = set.inclusions[inclusionIndex]
          if best.map({ candidate < $0 }) ?? true {
            best = candidate
            bestRule = -1
          }
        }
        guard let chosen = best else { return nil }
        if bestRule >= 0 {
          heads[bestRule] = advance(bestRule)
          if heads[bestRule] == nil {
            heap[0] = heap[heap.count - 1]
            heap.removeLast()
          }
          if !heap.isEmpty { siftDown(0) }
        } else {
          inclusionIndex += 1
        }
        if let last, last == chosen { continue }
        last = chosen
        if !set.excluded.isEmpty, set.excluded.contains(useLocal ? chosen.local : chosen.utc) {
          continue
        }
        if !set.excludedDays.isEmpty,
          set.excludedDays.contains(chosen.local.floorDivided(by: 86_400))
        {
          continue
        }
        return chosen
      }
    }
  }

  /// The most instances of a rule with COUNT walked to reach a window (they must be counted;
  /// rules without COUNT jump).
  static let walkLimit = 10_000_000

  /// The bound that window ends and durations from callers are clamped to (2^45 seconds, about
  /// a million years: far past the supported years, far from overflow).
  package static let instantBound = 1 << 45

  /// The instances whose interval `[start, start + duration)` meets the window `[from, to)`,
  /// in order. Starts skipping ahead, so a rule that began long ago costs no more than one that
  /// begins now.
  ///
  /// - Parameters:
  ///   - from: The window start, seconds since 1970 (UTC; wall time for floating sets).
  ///   - to: The window end (exclusive).
  ///   - duration: The length of each instance in seconds (0 for instants).
  ///   - limit: The most instances returned before throwing.
  /// - Returns: The instances.
  /// - Throws: ``ICSError/limitExceeded(_:_:)`` when more than `limit` instances fall inside, or
  ///   when a rule with COUNT has more than 10,000,000 instances before the window.
  /// - Complexity: O(*k* + *p*) for *k* instances and *p* empty periods scanned.
  public func occurrences(from: Int, to: Int, duration: Int = 0, limit: Int = 1_000_000)
    throws(ICSError)
    -> [Occurrence]
  {
    // Callers may pass anything; inside ±2^45 s (a million years) no sum below can overflow.
    let from = Swift.min(Swift.max(from, -RecurrenceSet.instantBound), RecurrenceSet.instantBound)
    let to = Swift.min(Swift.max(to, -RecurrenceSet.instantBound), RecurrenceSet.instantBound)
    let duration = Swift.min(duration, RecurrenceSet.instantBound)
    var iterator = makeIterator()
    let earliest = from - Swift.max(0, duration)
    let frameIsLocal = (start.kind == .floating || start.kind == .date) && zone == nil
    // Seek to the earliest wall time an instance meeting the window can have: the window's own
    // in a wall-time frame, and otherwise no further before it than the zone's offsets differ
    // (a rule of every second walks an hour of them, not two days).
    let target: Int
    if frameIsLocal {
      target = earliest
    } else if let zone {
      target = zone.earliestLocal(fromUTC: earliest)
    } else {
      target = earliest - 2 * 86_400
    }
    var budget = RecurrenceSet.walkLimit
    guard iterator.seek(toLocal: target, budget: &budget) else {
      throw .limitExceeded(
        ICSLocation(file: "", line: 0, column: 0),
        "the rule has COUNT and more than \(RecurrenceSet.walkLimit) instances before the window")
    }
    var out: [Occurrence] = []
    while let occurrence = iterator.next() {
      let t = frameIsLocal ? occurrence.local : occurrence.utc
      if t >= to { break }
      if t + Swift.max(0, duration) > from || (t >= from && duration <= 0) {
        out.append(occurrence)
        if out.count > limit {
          throw .limitExceeded(
            ICSLocation(file: "", line: 0, column: 0), "more than \(limit) instances in the window")
        }
      }
    }
    return out
  }
}
