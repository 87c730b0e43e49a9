import Almanac
import AlmanacICS
import AlmanacPrimitives
import AlmanacTestSupport
import Foundation

/// Benchmarks of the ics group: parse and write a generated 10 MB calendar, expand 100,000
/// instances of three rules (floating and Europe/Berlin), expand every event of the file over
/// two years. Writes the calendar and the instance lists to `$ICS_BENCH_DIR` (default
/// `/tmp/almanac-ics-bench`) so that `scripts/bench/ics.sh` can run the peers on the same input
/// and compare their instances with ours.
func icsBenchmarks() {
  let directory = ProcessInfo.processInfo.environment["ICS_BENCH_DIR"] ?? "/tmp/almanac-ics-bench"
  try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let text = IcsBenchmarkCalendar.generate(events: 17_000)
  let bytes = Array(text.utf8)
  _ = FileManager.default.createFile(atPath: directory + "/calendar.ics", contents: Data(bytes))
  report("ics.file.size", Double(bytes.count) / 1_048_576, "MiB")

  // Parse and write.
  let parser = ICSParser()
  var document = ICSDocument(components: [])
  // Timed like the libical side: the previous tree is released outside the timed region.
  var parseTimes: [Double] = []
  var writeTimes: [Double] = []
  var written: [UInt8] = []
  let writer = ICSWriter()
  for run in 0..<6 {
    document = ICSDocument(components: [])
    written = []
    let start = DispatchTime.now().uptimeNanoseconds
    let parsed = (try? parser.parse(bytes)) ?? ICSDocument(components: [])
    let middle = DispatchTime.now().uptimeNanoseconds
    let output = writer.bytes(parsed.components)
    let end = DispatchTime.now().uptimeNanoseconds
    if run > 0 {
      parseTimes.append(Double(middle - start) / 1e9)
      writeTimes.append(Double(end - middle) / 1e9)
    }
    document = parsed
    written = output
  }
  parseTimes.sort()
  writeTimes.sort()
  let events = document.calendars.first?.components.filter { $0.name == "VEVENT" }.count ?? 0
  report("ics.parse.events", Double(events), "events")
  report("ics.parse", parseTimes[parseTimes.count / 2] * 1000, "ms")
  report("ics.write", writeTimes[writeTimes.count / 2] * 1000, "ms")
  report("ics.roundtrip.identical", written == bytes ? 1 : 0, "bool")

  // Expansion of 100,000 instances. libical stops at the year 2582, so weekly starts in 1910;
  // 100,000 monthly instances need 8,333 years, so the monthly rule runs 6,000 instances from
  // 2000 (all three tools) and 100,000 from the year 1 (ours and python-dateutil only).
  let rules: [(name: String, rule: String, start: String, count: Int)] = [
    ("daily", "FREQ=DAILY", "20000101T090000", 100_000),
    ("weekly", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "19100103T090000", 100_000),
    ("monthly", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "20000131T090000", 6_000),
    ("monthly100k", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "00010131T090000", 100_000),
  ]
  for (name, ruleText, startText, wanted) in rules {
    for zoneName in ["floating", "Europe/Berlin"] {
      guard let rule = try? RecurrenceRule(parsing: ruleText),
        let start = try? ICSDateTime(
          parsing: startText, tzid: zoneName == "floating" ? nil : zoneName),
        let set = try? RecurrenceSet(start: start, rules: [rule])
      else {
        print("ics: cannot build \(ruleText)")
        continue
      }
      var instances: [Occurrence] = []
      instances.reserveCapacity(wanted)
      let seconds = medianSeconds(runs: 5) {
        instances.removeAll(keepingCapacity: true)
        var iterator = set.makeIterator()
        while instances.count < wanted, let next = iterator.next() { instances.append(next) }
      }
      let label = "ics.expand.\(name).\(zoneName == "floating" ? "floating" : "berlin")"
      report(label, seconds * 1000, "ms")
      report(label + ".count", Double(instances.count), "instances")
      var lines = ""
      lines.reserveCapacity(instances.count * 28)
      for occurrence in instances { lines += "\(set.text(occurrence)) \(occurrence.utc)\n" }
      _ = FileManager.default.createFile(
        atPath: "\(directory)/\(label).txt", contents: Data(lines.utf8))
    }
  }

  // A month's window of a daily rule that began 50 years earlier costs what a new one costs.
  for (label, startText) in [
    ("ics.window.month.daily.new", "20260101T090000"),
    ("ics.window.month.daily.50y", "19760101T090000"),
  ] {
    guard let start = try? ICSDateTime(parsing: startText, tzid: "Europe/Berlin"),
      let rule = try? RecurrenceRule(parsing: "FREQ=DAILY"),
      let set = try? RecurrenceSet(start: start, rules: [rule])
    else { continue }
    var found = 0
    let seconds = medianSeconds(runs: 9) {
      found =
        (try? set.occurrences(from: 1_769_904_000, to: 1_772_323_200, duration: 3600))?.count ?? 0
    }
    report(label, seconds * 1_000_000, "µs")
    report(label + ".count", Double(found), "instances")
  }

  // Every event over two years.
  let calendars = ICSCalendar.calendars(in: document)
  let from = 1_704_067_200  // 2024-01-01T00:00Z
  let to = 1_767_225_600  // 2026-01-01T00:00Z
  var count = 0
  let expandAll = medianSeconds(runs: 5) {
    count = 0
    for calendar in calendars { count += (try? calendar.instances(from: from, to: to))?.count ?? 0 }
  }
  report("ics.expand.file.2y", expandAll * 1000, "ms")
  report("ics.expand.file.2y.count", Double(count), "instances")
  // Master instances replaced by an override inside the window: libical expands each VEVENT
  // on its own, so it counts these once in the master and again as the override.
  var replaced = 0
  for calendar in calendars {
    var masters: [String: ICSEvent] = [:]
    for event in calendar.events where event.recurrenceID == nil {
      masters[event.uid ?? ""] = event
    }
    for event in calendar.events {
      guard let rid = event.recurrenceID, let master = masters[event.uid ?? ""],
        let start = master.start
      else { continue }
      func utc(_ value: ICSDateTime) -> Int {
        calendar.zone(of: value)?.utc(fromLocal: value.localSeconds) ?? value.localSeconds
      }
      let length =
        master.end.map { utc($0) - utc(start) } ?? master.duration.map {
          $0.days * 86_400 + $0.seconds
        } ?? 0
      let begin = utc(rid)
      // An override of an instance that EXDATE already removed replaces nothing.
      if master.exceptionDates.contains(where: { utc($0) == begin }) { continue }
      if begin < to, begin + length > from { replaced += 1 }
    }
  }
  let fromOverrides = replaced
  // Single events that end exactly where the window starts: outside a half-open window, but
  // libical's overlap test includes its end points.
  var touching = 0
  for calendar in calendars {
    for event in calendar.events where !event.isRecurring && event.recurrenceID == nil {
      guard let end = event.end else { continue }
      if (calendar.zone(of: end)?.utc(fromLocal: end.localSeconds) ?? end.localSeconds) == from {
        touching += 1
      }
    }
  }
  report("ics.expand.file.2y.touching", Double(touching), "events")
  report("ics.expand.file.2y.overrides", Double(fromOverrides), "replaced")
  let overridden = calendars.first?.events.filter { $0.recurrenceID != nil }.count ?? 0
  report("ics.file.overrides", Double(overridden), "components")
}

/// A deterministic 10 MB calendar in the style of real exports: VTIMEZONEs, zoned, UTC and
/// all-day events, recurring events with EXDATE and RECURRENCE-ID overrides, folded and
/// escaped UTF-8 text.
enum IcsBenchmarkCalendar {
  static let words = [
    "Besprechung", "review", "Zürich", "café", "naïve", "東京", "plan", "budget", "équipe", "sprint",
    "retro", "Köln",
    "design", "Straße", "roadmap", "demo", "São Paulo", "ops", "Ελλάδα", "москва", "launch", "sync",
    "😀", "notes",
  ]

  static func pad(_ value: Int, _ width: Int) -> String {
    value.zeroPadded(to: width)
  }

  static func stamp(_ serial: Int, _ hour: Int, _ minute: Int) -> String {
    let (y, m, d) = GregorianMath.civil(serial)
    return pad(y, 4) + pad(m, 2) + pad(d, 2) + "T" + pad(hour, 2) + pad(minute, 2) + "00"
  }

  static func day(_ serial: Int) -> String {
    let (y, m, d) = GregorianMath.civil(serial)
    return pad(y, 4) + pad(m, 2) + pad(d, 2)
  }

  static func sentence(_ g: inout SeededGenerator, _ count: Int) -> String {
    (0..<count).map { _ in words[g.next(words.count)] }.joined(separator: " ")
  }

  /// Berlin (shared with the events benchmarks), then New York.
  static let zones =
    EventsBenchmarkData.berlin + """
      BEGIN:VTIMEZONE
      TZID:America/New_York
      BEGIN:DAYLIGHT
      TZOFFSETFROM:-0500
      TZOFFSETTO:-0400
      TZNAME:EDT
      DTSTART:20070311T020000
      RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
      END:DAYLIGHT
      BEGIN:STANDARD
      TZOFFSETFROM:-0400
      TZOFFSETTO:-0500
      TZNAME:EST
      DTSTART:20071104T020000
      RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
      END:STANDARD
      END:VTIMEZONE

      """

  /// The calendar text (CRLF, folded by ``ICSWriter`` so that it round-trips byte for byte).
  static func generate(events: Int) -> String {
    var g = SeededGenerator(state: 20_240_101)
    var calendar = ICSComponent(name: "VCALENDAR")
    calendar.properties = [
      ICSProperty(name: "VERSION", rawValue: "2.0"),
      ICSProperty(name: "PRODID", rawValue: "-//Almanac//Benchmark//EN"),
      ICSProperty(name: "CALSCALE", rawValue: "GREGORIAN"),
      ICSProperty(name: "X-WR-CALNAME", text: "Benchmark, generated"),
    ]
    if let zones = try? ICSParser().parse("BEGIN:X\n" + zones + "END:X\n").components.first?
      .components
    {
      calendar.components = zones
    }
    let base = GregorianMath.serial(year: 2023, month: 1, day: 1)
    let rules = [
      "FREQ=DAILY;COUNT=30", "FREQ=WEEKLY;BYDAY=MO,WE,FR",
      "FREQ=WEEKLY;INTERVAL=2;UNTIL=20251231T230000Z",
      "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYMONTHDAY=15;COUNT=24", "FREQ=YEARLY",
      "FREQ=DAILY;INTERVAL=3;COUNT=100",
      "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
    ]
    var index = 0
    while index < events {
      var serial = base + g.next(3 * 365)
      let hour = 7 + g.next(12)
      let minute = [0, 15, 30, 45][g.next(4)]
      let kind = g.next(10)
      let recurring = kind < 8 && g.next(10) < 3
      let rule = rules[g.next(rules.count)]
      if recurring, var bare = try? RecurrenceRule(parsing: rule) {
        // Start on an instance of the rule, as calendar programs do (RFC 5545 leaves the
        // recurrence set of an unsynchronised DTSTART undefined, and peers differ there).
        bare.count = nil
        bare.until = nil
        let floating = ICSDateTime(
          day: Day(unchecked: serial), kind: .date)
        if let set = try? RecurrenceSet(start: floating, rules: [bare]),
          let first = Array(set.prefix(2)).last
        {
          serial = GregorianMath.serial(
            year: set.dateTime(first).day.gregorian.year,
            month: set.dateTime(first).day.gregorian.month,
            day: set.dateTime(first).day.gregorian.day)
        }
      }
      let uid = "event-\(index)-\(g.next(1_000_000))@almanac.example"
      var event = ICSComponent(name: "VEVENT")
      var props: [ICSProperty] = [
        ICSProperty(name: "UID", rawValue: uid),
        ICSProperty(name: "DTSTAMP", rawValue: stamp(base + 400, 12, 0) + "Z"),
      ]
      let tzid = g.next(3) == 0 ? "America/New_York" : "Europe/Berlin"
      var startProperty: ICSProperty
      if kind < 5 {
        let tz = [ICSParameter(name: "TZID", value: tzid)]
        startProperty = ICSProperty(
          name: "DTSTART", parameters: tz, rawValue: stamp(serial, hour, minute))
        props.append(startProperty)
        props.append(
          ICSProperty(name: "DTEND", parameters: tz, rawValue: stamp(serial, hour + 1, minute)))
      } else if kind < 8 {
        startProperty = ICSProperty(name: "DTSTART", rawValue: stamp(serial, hour, minute) + "Z")
        props.append(startProperty)
        props.append(ICSProperty(name: "DURATION", rawValue: "PT\(30 + 15 * g.next(6))M"))
      } else {
        let date = [ICSParameter(name: "VALUE", value: "DATE")]
        startProperty = ICSProperty(name: "DTSTART", parameters: date, rawValue: day(serial))
        props.append(startProperty)
        props.append(
          ICSProperty(name: "DTEND", parameters: date, rawValue: day(serial + 1 + g.next(3))))
      }
      props.append(ICSProperty(name: "SUMMARY", text: sentence(&g, 3 + g.next(4)).capitalized))
      props.append(
        ICSProperty(
          name: "DESCRIPTION",
          text: (0..<(1 + g.next(3))).map { _ in
            sentence(&g, 3 + g.next(5)) + ", " + sentence(&g, 2) + "; ok\\"
          }
          .joined(separator: "\n")))
      props.append(ICSProperty(name: "LOCATION", text: sentence(&g, 2) + ", " + sentence(&g, 1)))
      props.append(
        ICSProperty(
          name: "CATEGORIES", rawValue: ICSText.joinList([sentence(&g, 1), sentence(&g, 1)])))
      props.append(
        ICSProperty(
          name: "ORGANIZER", parameters: [ICSParameter(name: "CN", value: sentence(&g, 2))],
          rawValue: "mailto:organizer\(g.next(100))@example.com"))
      for _ in 0..<(1 + g.next(2)) {
        props.append(
          ICSProperty(
            name: "ATTENDEE",
            parameters: [
              ICSParameter(name: "ROLE", value: "REQ-PARTICIPANT"),
              ICSParameter(name: "PARTSTAT", value: "ACCEPTED"),
              ICSParameter(name: "CN", value: sentence(&g, 2) + ", Jr"),
            ], rawValue: "mailto:person\(g.next(10_000))@example.com"))
      }
      props.append(ICSProperty(name: "STATUS", rawValue: "CONFIRMED"))
      props.append(ICSProperty(name: "SEQUENCE", rawValue: String(g.next(4))))
      props.append(ICSProperty(name: "X-ALMANAC-SOURCE", rawValue: "generator"))
      var overrides: [ICSComponent] = []
      if recurring {
        props.append(ICSProperty(name: "RRULE", rawValue: rule))
        let exdate = stamp(serial + 7 * (1 + g.next(4)), hour, minute)
        if kind < 5 {
          props.append(
            ICSProperty(
              name: "EXDATE", parameters: [ICSParameter(name: "TZID", value: tzid)],
              rawValue: exdate))
        } else {
          props.append(ICSProperty(name: "EXDATE", rawValue: exdate + "Z"))
        }
        if g.next(3) == 0, let start = try? startProperty.dateTimeValue(),
          let set = try? RecurrenceSet(start: start, rules: [try RecurrenceRule(parsing: rule)])
        {
          // Override the third instance: moved by two hours.
          if let third = Array(set.prefix(3)).last {
            let value = set.dateTime(third)
            var moved = ICSComponent(name: "VEVENT")
            let tz = startProperty.parameters
            let movedStart = ICSDateTime(
              day: value.day, secondOfDay: min(value.secondOfDay + 7200, 86_399), kind: value.kind)
            moved.properties = [
              ICSProperty(name: "UID", rawValue: uid),
              ICSProperty(name: "DTSTAMP", rawValue: stamp(base + 400, 12, 0) + "Z"),
              ICSProperty(name: "RECURRENCE-ID", parameters: tz, rawValue: value.text),
              ICSProperty(name: "DTSTART", parameters: tz, rawValue: movedStart.text),
              ICSProperty(name: "DURATION", rawValue: "PT1H"),
              ICSProperty(name: "SUMMARY", text: "Moved: " + sentence(&g, 3)),
            ]
            overrides.append(moved)
          }
        }
      }
      event.properties = props
      calendar.components.append(event)
      calendar.components += overrides
      index += 1 + overrides.count
    }
    return ICSWriter().string([calendar])
  }
}
