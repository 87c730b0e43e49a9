import Almanac
import AlmanacICS

/// The text agenda, written as it is made: a heading per day that has events, then one line
/// per event (`09:00–10:00  Title  @ Place  [collection]`, `…` where an event began before or
/// ends after that day). An event covering many days is listed on each of them.
///
/// The text of each event is made once (in its four forms: starting, ending, both, neither
/// on the day), so a long event that covers every day costs one string append per day, and
/// the output goes out in 64 KiB blocks rather than being built whole in memory.
struct AgendaText {
  /// The events, sorted by start (as ``EventStore/events(from:through:in:limit:)`` returns).
  var events: [EventInstance]
  /// The first day listed.
  var first: Day
  /// The last day listed.
  var last: Day
  /// The headings' and lines' language, calendar, clock and colours.
  var style: AgendaStyle = .plain
  /// Whether each event's UID, location and description follow its line (`--details`).
  var details = false

  /// Writes the agenda through `write`, in blocks of about 64 KiB.
  ///
  /// - Parameter write: Receives the text, block by block.
  /// - Returns: Whether anything was written (a day with events).
  /// - Complexity: O(*e* + *d* + *p*) for *e* events, *d* days and *p* (event, day) pairs.
  @discardableResult
  func write(_ write: (String) -> Void) -> Bool {
    guard first <= last else { return false }
    var style = style
    let base = first.serial
    let dayCount = first.days(to: last) + 1
    // Each event's first and last day, clamped to the window; starts bucketed by day.
    var startsOn: [[Int32]] = Array(repeating: [], count: dayCount)
    var lastOffset: [Int] = Array(repeating: 0, count: events.count)
    for (position, event) in events.enumerated() {
      guard event.lastDay >= first, event.firstDay <= last else { continue }
      let start = max(event.firstDay.serial, base) - base
      lastOffset[position] = min(event.lastDay.serial, last.serial) - base
      startsOn[start].append(Int32(position))
    }
    var lines: [[String?]] = Array(repeating: [nil, nil, nil, nil], count: events.count)
    var active: [Int32] = []
    var merged: [Int32] = []
    var buffer = ""
    buffer.reserveCapacity(1 << 16)
    var wroteAny = false
    var day = first
    for offset in 0..<dayCount {
      // The events covering this day, in event order: those still running, and those that
      // start today, merged by position (the order of the sorted input).
      merged.removeAll(keepingCapacity: true)
      let starting = startsOn[offset]
      var i = 0
      var j = 0
      while i < active.count || j < starting.count {
        if j == starting.count || (i < active.count && active[i] < starting[j]) {
          if lastOffset[Int(active[i])] >= offset { merged.append(active[i]) }
          i += 1
        } else {
          merged.append(starting[j])
          j += 1
        }
      }
      swap(&active, &merged)
      if !active.isEmpty {
        wroteAny = true
        buffer += style.heading(day) + "\n"
        for position in active {
          let event = events[Int(position)]
          let form = (event.firstDay == day ? 1 : 0) | (event.lastDay == day ? 2 : 0)
          if let line = lines[Int(position)][form] {
            buffer += line
          } else {
            var line = "  " + style.line(event, on: day) + "\n"
            if details { line += CollectionOptions.details(event) }
            lines[Int(position)][form] = line
            buffer += line
          }
          if buffer.utf8.count >= 1 << 16 {
            write(buffer)
            buffer.removeAll(keepingCapacity: true)
          }
        }
      }
      if offset + 1 < dayCount { day = day.adding(days: 1) }
    }
    if !buffer.isEmpty { write(buffer) }
    return wroteAny
  }
}
