import Almanac
import AlmanacPrimitives
import AlmanacStore
import AlmanacTestSupport
import Foundation

/// `swift run -c release AlmanacBenchmarks events`: the day index for 10,000 events over three
/// months, and loading plus a two-year agenda query on a vdir of 2,000 items and on a 10 MB
/// file. The data is written to `$EVENTS_BENCH_DIR` (default `/tmp/almanac-events-bench`) so
/// that `scripts/bench/events.sh` can run khal and libical on the same files.
func eventsBenchmarks() {
  eventIndexBenchmark()
  let directory =
    ProcessInfo.processInfo.environment["EVENTS_BENCH_DIR"] ?? "/tmp/almanac-events-bench"
  let vdir = directory + "/vdir"
  let file = directory + "/calendar.ics"
  EventsBenchmarkData.ensure(vdir: vdir, file: file)
  guard let zone = TimeZone(identifier: "Europe/Berlin"),
    let first = Day("2024-01-01"), let last = Day("2025-12-31")
  else { return }
  for (name, path) in [("vdir2000", vdir), ("file10mb", file)] {
    let source = EventSource(path: path)
    var count = 0
    let load = medianSeconds(runs: 5) {
      blackHole(try? EventStore(sources: [source], cache: nil))
    }
    guard let store = try? EventStore(sources: [source], cache: nil) else { return }
    let query = medianSeconds(runs: 5) {
      count = (try? store.events(from: first, through: last, in: zone))?.count ?? -1
    }
    let both = medianSeconds(runs: 5) {
      let fresh = try? EventStore(sources: [source], cache: nil)
      blackHole(try? fresh?.events(from: first, through: last, in: zone))
    }
    let cache = ItemCache()
    _ = try? EventStore(sources: [source], cache: cache)
    let reload = medianSeconds(runs: 5) {
      blackHole(try? EventStore(sources: [source], cache: cache))
    }
    report("events.\(name).items", Double(store.items.count), "files")
    report("events.\(name).load", load * 1000, "ms")
    report("events.\(name).agenda2y", query * 1000, "ms")
    report("events.\(name).load+agenda2y", both * 1000, "ms")
    report("events.\(name).reload.cached", reload * 1000, "ms")
    report("events.\(name).agenda2y.instances", Double(count), "instances")
    // The agenda's JSON (`almanac events --format json`) of the same instances, written
    // into blocks as the command writes them, without the write to standard output.
    let events = (try? store.events(from: first, through: last, in: zone)) ?? []
    var bytes = 0
    let json = medianSeconds(runs: 5) {
      bytes = 0
      EventInstance.writeJSONArray(events) { bytes += $0.count }
    }
    report("events.\(name).agenda2y.json", json * 1000, "ms")
    report("events.\(name).agenda2y.json.size", Double(bytes) / 1e6, "MB")
    report("events.\(name).agenda2y.json.rate", Double(bytes) / 1e6 / json, "MB/s")
  }
}

/// 10,000 events over three visible months: building the index, and one day's lookup.
func eventIndexBenchmark() {
  guard let start = Day("2026-11-01"), let end = Day("2027-01-31") else { return }
  struct Item: Sendable {
    var first: Day
    var last: Day
    var minute: Int
  }
  var generator = SeededGenerator(state: 10_000)
  let span = start.days(to: end) + 1
  let items = (0..<10_000).map { _ in
    let first = start.adding(days: generator.next(span) - 3)
    let length = generator.next(10) == 0 ? generator.next(5) : 0
    return Item(first: first, last: first.adding(days: length), minute: generator.next(1440))
  }
  var index: EventIndex<Item>?
  let build = medianSeconds {
    index = EventIndex(
      events: items, window: start...end, span: { $0.first...$0.last },
      by: { $0.first != $1.first ? $0.first < $1.first : $0.minute < $1.minute })
  }
  guard let index else { return }
  let days = Array(stride(from: start, through: end, by: 1))
  var total = 0
  let rounds = 1_000
  let lookup = medianSeconds {
    for _ in 0..<rounds {
      for day in days { total &+= index.count(on: day) &+ index.dots(on: day, maximum: 3).overflow }
    }
  }
  blackHole(total)
  var listed = 0
  let events = medianSeconds {
    listed = 0
    for day in days { listed &+= index.events(on: day).count }
  }
  report("events.index.10k.3months.build", build * 1000, "ms")
  report("events.index.day.count", lookup / Double(rounds * days.count) * 1e9, "ns")
  report("events.index.day.events", events / Double(days.count) * 1e6, "µs")
  report("events.index.pairs", Double(listed), "event-days")
}

/// Deterministic benchmark data: a vdir of 2,000 items (two collections) in the style of a
/// CalDAV sync (one VEVENT per file, with its VTIMEZONE; timed, all-day, recurring, with
/// overrides and cancelled instances), and the 10.7 MB file of the `ics` benchmarks.
enum EventsBenchmarkData {
  static let berlin = """
    BEGIN:VTIMEZONE
    TZID:Europe/Berlin
    BEGIN:DAYLIGHT
    TZOFFSETFROM:+0100
    TZOFFSETTO:+0200
    TZNAME:CEST
    DTSTART:19700329T020000
    RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
    END:DAYLIGHT
    BEGIN:STANDARD
    TZOFFSETFROM:+0200
    TZOFFSETTO:+0100
    TZNAME:CET
    DTSTART:19701025T030000
    RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
    END:STANDARD
    END:VTIMEZONE

    """

  static func ensure(vdir: String, file: String) {
    let manager = FileManager.default
    if !manager.fileExists(atPath: file) {
      try? manager.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try? Data(IcsBenchmarkCalendar.generate(events: 17_000).utf8).write(
        to: URL(fileURLWithPath: file))
    }
    let marker = vdir + "/.complete"
    if manager.fileExists(atPath: marker) { return }
    try? manager.removeItem(atPath: vdir)
    var generator = SeededGenerator(state: 2_000)
    let base = GregorianMath.serial(year: 2023, month: 6, day: 1)
    for index in 0..<2_000 {
      let collection = index % 4 == 0 ? "personal" : "work"
      let folder = vdir + "/" + collection
      try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let uid = "bench-\(index)@almanac"
      let serial = base + generator.next(3 * 365)
      let hour = 7 + generator.next(11)
      var body = ""
      let summary = "Item \(index): " + ["review", "sync", "Planung", "café", "1:1"][index % 5]
      let notes = String(repeating: "Notes for the meeting\\, agenda and links. ", count: 6)
      switch index % 10 {
      case 5:
        body = event(
          uid,
          "DTSTART;VALUE=DATE:\(day(serial))\r\nDTEND;VALUE=DATE:\(day(serial + 1 + generator.next(3)))",
          summary, notes)
      case 6:
        let start = stamp(serial, hour)
        body = event(
          uid,
          "DTSTART;TZID=Europe/Berlin:\(start)\r\nDTEND;TZID=Europe/Berlin:\(stamp(serial, hour + 1))\r\n"
            + "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261231T230000Z", summary, notes)
        // An override moving one 2024 instance and a cancelled one, for every other such item.
        if index % 20 == 6 {
          let moved = firstWeekday(
            onOrAfter: GregorianMath.serial(year: 2024, month: 3, day: 1), weekday: 2)
          let cancelled = moved + 7
          body += event(
            uid,
            "RECURRENCE-ID;TZID=Europe/Berlin:\(stamp(moved, hour))\r\n"
              + "DTSTART;TZID=Europe/Berlin:\(stamp(moved + 1, hour))\r\n"
              + "DTEND;TZID=Europe/Berlin:\(stamp(moved + 1, hour + 1))", summary + " (moved)", "")
          body += event(
            uid,
            "RECURRENCE-ID;TZID=Europe/Berlin:\(stamp(cancelled, hour))\r\n"
              + "DTSTART;TZID=Europe/Berlin:\(stamp(cancelled, hour))\r\nSTATUS:CANCELLED", summary,
            "")
        }
      case 7:
        body = event(
          uid, "DTSTART:\(stamp(serial, hour))Z\r\nDURATION:PT30M\r\nRRULE:FREQ=MONTHLY;COUNT=24",
          summary, notes)
      case 8:
        body = event(
          uid,
          "DTSTART;TZID=Europe/Berlin:\(stamp(serial, hour))\r\nDURATION:PT15M\r\n"
            + "RRULE:FREQ=DAILY;COUNT=30", summary, notes)
      case 9:
        body = event(
          uid, "DTSTART;VALUE=DATE:\(day(serial))\r\nRRULE:FREQ=YEARLY", summary, notes)
      default:
        body = event(
          uid,
          "DTSTART;TZID=Europe/Berlin:\(stamp(serial, hour))\r\nDTEND;TZID=Europe/Berlin:\(stamp(serial, hour + 1))",
          summary, notes)
      }
      let text =
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Almanac//Benchmark//EN\r\n"
        + berlin.replacingOccurrences(of: "\n", with: "\r\n") + body + "END:VCALENDAR\r\n"
      try? Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + uid + ".ics"))
    }
    try? Data("Work\n".utf8).write(to: URL(fileURLWithPath: vdir + "/work/displayname"))
    try? Data("#3366cc\n".utf8).write(to: URL(fileURLWithPath: vdir + "/work/color"))
    _ = manager.createFile(atPath: marker, contents: Data())
  }

  static func event(_ uid: String, _ times: String, _ summary: String, _ notes: String) -> String {
    "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20240101T000000Z\r\n\(times)\r\nSUMMARY:\(summary)\r\n"
      + (notes.isEmpty ? "" : "DESCRIPTION:" + fold(notes) + "\r\n") + "END:VEVENT\r\n"
  }

  static func fold(_ text: String) -> String {
    var out = ""
    var column = 13
    for character in text {
      if column >= 74 {
        out += "\r\n "
        column = 1
      }
      out.append(character)
      column += 1
    }
    return out
  }

  static func firstWeekday(onOrAfter serial: Int, weekday: Int) -> Int {
    // Serial 0 (1970-01-01) was a Thursday (weekday 5, Sunday = 1).
    let current = ((serial % 7) + 7 + 4) % 7 + 1
    return serial + (weekday - current + 7) % 7
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    value.zeroPadded(to: width)
  }

  static func day(_ serial: Int) -> String {
    let (y, m, d) = GregorianMath.civil(serial)
    return pad(y, 4) + pad(m, 2) + pad(d, 2)
  }

  static func stamp(_ serial: Int, _ hour: Int) -> String {
    day(serial) + "T" + pad(hour, 2) + "0000"
  }
}
