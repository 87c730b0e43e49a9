/// The last stage of every rule iterator: turns the wall-time candidates an iterator produces
/// (in wall-time order) into instances in instant order, applying UNTIL and COUNT.
///
/// Wall time and instant order differ only around a DST gap (RFC 5545 §3.3.5): a wall time in
/// the gap is read with the offset before it, so 02:30 on a spring-forward night is the instant
/// of 03:30, and for a gap of length *G* the wall times `[gap start, gap end + G)` map onto the
/// same *G* instants. Candidates of that window are held, sorted by instant and released; an
/// instant already given (the gap's 02:30 and the 03:30 after it) is given once. Every instance
/// is strictly after the one before it and never before the start.
struct InstanceEmitter {
  let count: Int?
  /// UNTIL in wall time (for floating and DATE starts, and DATE-valued UNTIL).
  let untilLocal: Int?
  /// UNTIL as an instant (for UTC and zoned starts with a UTC UNTIL).
  let untilUTC: Int?
  let zone: ICSTimeZone?
  /// Instances given so far (toward COUNT).
  var emitted = 0
  /// Every instance is after this instant: the last one given, or the second before the start.
  var floorUTC = Int.min
  /// Nothing more is given.
  var isFinished = false
  /// No more candidates come (UNTIL passed in wall time, or the rule has no more periods);
  /// what is held is still given.
  var inputEnded = false
  /// Wall times `spanLower ..< spanUpper` convert to UTC by subtracting `spanOffset`; they are
  /// a DST gap when `spanIsGap`.
  var spanLower = 0
  var spanUpper = 0
  var spanOffset = 0
  var spanIsGap = false
  /// Candidates around a DST gap, waiting to be put in instant order.
  var window: [Occurrence] = []
  /// The wall time from which no candidate can come before those in `window`.
  var windowEnd = Int.min
  /// Candidates in instant order, ready to be given.
  var ready: [Occurrence] = []
  var readyIndex = 0

  init(count: Int?, untilLocal: Int?, untilUTC: Int?, zone: ICSTimeZone?) {
    self.count = count
    self.untilLocal = untilLocal
    self.untilUTC = untilUTC
    self.zone = zone
  }

  /// The instant of a wall time, and whether it lies in a DST gap.
  @inline(__always)
  mutating func convert(_ local: Int) -> (occurrence: Occurrence, inGap: Bool) {
    guard let table = zone?.table else { return (Occurrence(local: local, utc: local), false) }
    if local < spanLower || local >= spanUpper {
      (spanLower, spanUpper, spanOffset) = table.span(forLocal: local)
      // A gap: the first wall time of the span is not the wall time of its own instant. A span
      // that reaches back to the beginning of time (a VTIMEZONE before its first onset) has no
      // first wall time, and its lower bound less an offset east of UTC would overflow.
      if spanLower == Int.min {
        spanIsGap = false
      } else {
        let first = spanLower - spanOffset
        spanIsGap = first + table.offset(atUTC: first) != spanLower
      }
    }
    return (Occurrence(local: local, utc: local - spanOffset), spanIsGap)
  }

  /// Gives an instance now (the start, which comes first whatever its instant).
  mutating func give(_ local: Int) -> Occurrence? {
    if let untilLocal, local > untilLocal {
      isFinished = true
      return nil
    }
    return finalize(convert(local).occurrence)
  }

  /// Takes the next candidate (in wall-time order); returns the instance it makes at once, or
  /// `nil` when it was dropped, is held, or ended the rule (then `inputEnded` or `isFinished`).
  @inline(__always)
  mutating func offer(_ local: Int) -> Occurrence? {
    if let untilLocal, local > untilLocal {
      inputEnded = true
      return nil
    }
    let (occurrence, inGap) = convert(local)
    if !window.isEmpty {
      if local < windowEnd {
        window.append(occurrence)
        return nil
      }
      releaseWindow()
      if inGap {
        openWindow(occurrence)
      } else {
        ready.append(occurrence)
      }
      return nil
    }
    if inGap {
      openWindow(occurrence)
      return nil
    }
    return finalize(occurrence)
  }

  mutating func openWindow(_ occurrence: Occurrence) {
    window.append(occurrence)
    windowEnd = spanUpper + (spanUpper - spanLower)
  }

  /// Moves the held candidates to `ready`, in instant order (the real wall time first among
  /// candidates of one instant).
  mutating func releaseWindow() {
    window.sort { $0.utc != $1.utc ? $0.utc < $1.utc : $0.local > $1.local }
    ready.append(contentsOf: window)
    window.removeAll(keepingCapacity: true)
    windowEnd = Int.min
  }

  /// The next ready instance, or `nil` when none is ready.
  @inline(__always)
  mutating func takeReady() -> Occurrence? {
    while readyIndex < ready.count {
      let occurrence = ready[readyIndex]
      readyIndex += 1
      if let given = finalize(occurrence) { return given }
      if isFinished { break }
    }
    if readyIndex > 0 {
      ready.removeAll(keepingCapacity: true)
      readyIndex = 0
    }
    return nil
  }

  /// After the candidates ran out: releases what is held; false when nothing is left.
  mutating func drain() -> Bool {
    guard !window.isEmpty, !isFinished else {
      isFinished = true
      return false
    }
    releaseWindow()
    return true
  }

  /// Forgets held candidates (the iterator skipped ahead).
  mutating func reset() {
    window.removeAll(keepingCapacity: true)
    ready.removeAll(keepingCapacity: true)
    readyIndex = 0
    windowEnd = Int.min
  }

  /// Applies the instant floor, UNTIL and COUNT.
  @inline(__always)
  mutating func finalize(_ occurrence: Occurrence) -> Occurrence? {
    if occurrence.utc <= floorUTC { return nil }
    if let untilUTC, occurrence.utc > untilUTC {
      isFinished = true
      return nil
    }
    if let count, emitted >= count {
      isFinished = true
      return nil
    }
    emitted += 1
    floorUTC = occurrence.utc
    return occurrence
  }
}

extension InstanceEmitter {
  /// A rule's UNTIL in the frame the emitter compares it in: a wall time (floating and DATE
  /// starts, DATE and local UNTIL values) or an instant (UTC and zoned starts with a UTC UNTIL).
  /// At most one of the two is set; neither without UNTIL.
  ///
  /// - Parameters:
  ///   - rule: The rule.
  ///   - start: DTSTART.
  ///   - zone: The zone of DTSTART's wall time.
  /// - Returns: UNTIL as a wall time or as an instant.
  static func untilBounds(
    of rule: RecurrenceRule, start: ICSDateTime, zone: ICSTimeZone?
  ) -> (local: Int?, utc: Int?) {
    var untilLocal: Int?
    var untilUTC: Int?
    if let until = rule.until {
      switch until.kind {
      case .date:
        untilLocal = until.day.serial * 86_400 + (start.isDate ? 0 : 86_399)
      case .utc:
        if start.isDate {
          let local = zone?.local(fromUTC: until.localSeconds) ?? until.localSeconds
          untilLocal = local
        } else if zone != nil || start.kind == .utc {
          untilUTC = until.localSeconds
        } else {
          untilLocal = until.localSeconds
        }
      case .floating, .zoned:
        untilLocal = until.localSeconds
      }
    }
    if start.kind == .utc {
      untilUTC = untilUTC ?? untilLocal
      untilLocal = nil
    }
    return (untilLocal, untilUTC)
  }
}
