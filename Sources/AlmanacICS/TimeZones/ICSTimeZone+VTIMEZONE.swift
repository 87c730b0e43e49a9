extension ICSTimeZone {
  /// A zone defined by a VTIMEZONE component: the onsets of its STANDARD and DAYLIGHT
  /// observances (DTSTART, RRULE, RDATE with TZOFFSETFROM and TZOFFSETTO) up to the year 2440, repeated every 400 years after that.
  ///
  /// - Parameter vtimezone: The component.
  /// - Throws: ``ICSError`` when TZID, DTSTART or an offset is missing or malformed.
  /// - Complexity: O(*n*) in the number of onsets until 2440.
  public init(vtimezone: ICSComponent) throws(ICSError) {
    guard let tzid = vtimezone.property("TZID")?.rawValue else {
      throw .malformed(
        ICSLocation(file: "", line: vtimezone.line, column: 1), "VTIMEZONE without TZID")
    }
    var transitions: [(instant: Int, before: Int, after: Int)] = []
    var fallbackOffset: Int?
    let horizon = ZoneTable.end2440
    for observance in vtimezone.components
    where observance.name == "STANDARD" || observance.name == "DAYLIGHT" {
      guard let fromProperty = observance.property("TZOFFSETFROM"),
        let toProperty = observance.property("TZOFFSETTO"),
        let startProperty = observance.property("DTSTART")
      else {
        throw .malformed(
          ICSLocation(file: "", line: observance.line, column: 1),
          "\(observance.name) needs DTSTART, TZOFFSETFROM and TZOFFSETTO")
      }
      let from = try fromProperty.utcOffsetValue().seconds
      let to = try toProperty.utcOffsetValue().seconds
      var start = try startProperty.dateTimeValue()
      if start.kind != .date { start.kind = .floating }
      if fallbackOffset == nil || observance.name == "STANDARD" { fallbackOffset = to }
      var rules: [RecurrenceRule] = []
      for property in observance.properties(named: "RRULE") {
        var rule = try property.recurrenceRuleValue()
        // Onsets are Gregorian dates: a rule counted in another calendar (RFC 7529) is no
        // zone's, and walking it to 2440 year by year through ICU took seconds per zone (a
        // hostile file found by the `ics` fuzz target: RSCALE=CHINESE from the year 975).
        if let scale = rule.scale, scale != .gregorian {
          throw .invalidValue(
            ICSLocation(file: "", line: property.line, column: 1),
            "RSCALE=\(scale.rscaleName) in a \(observance.name) observance of VTIMEZONE "
              + "\(tzid): a zone's onsets are Gregorian dates")
        }
        // Onsets are wall times in the offset before them: a UTC UNTIL becomes that wall time,
        // so that the last onset of an ended rule (UNTIL=19950924T010000Z) is kept.
        if let until = rule.until, until.kind == .utc {
          rule.until = ICSDateTime(localSeconds: until.localSeconds + from, kind: .floating)
        }
        rules.append(rule)
      }
      var dates: [ICSDateTime] = []
      for property in observance.properties(named: "RDATE") {
        for value in try property.dateTimeListValue() {
          var floating = value
          if floating.kind != .date { floating.kind = .floating }
          dates.append(floating)
        }
      }
      let set = try RecurrenceSet(start: start, zone: .some(nil), rules: rules, inclusions: dates)
      var iterator = set.makeIterator()
      var n = 0
      while let onset = iterator.next(), onset.local - from < horizon, n < 5_000 {
        transitions.append((onset.local - from, from, to))
        n += 1
      }
    }
    transitions.sort { $0.instant < $1.instant }
    let initial = transitions.first?.before ?? fallbackOffset ?? 0
    self.init(
      identifier: tzid,
      table: ZoneTable(
        transitions: transitions, initialOffset: initial, fallback: nil, covered: Int.min...horizon,
        isPeriodic: true))
  }
}
