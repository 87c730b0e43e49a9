import Almanac
import AlmanacStore

/// The text agenda, written as it is made: a heading per day that has events, then one line
/// per event (`09:00–10:00  Title  @ Place  [collection] :: description`, with khal's marks:
/// `↦`/`→`/`↔` where an event began before or ends after that day, `⟳` for a recurring one,
/// `CANCELLED` before a cancelled one). An event covering many days is listed on each of them.
/// The description's first line ends the line unless ``details`` puts it underneath.
///
/// Instances of one event (one UID in one file) whose lines on a day would be the same text,
/// because they overlap there (all-day instances, or timed ones running through the whole
/// day), are written once, at the first of them, followed by `(N instances)`: an event of
/// millions of overlapping instances costs a line a day, not millions.
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
  /// Whether each event's UID, location and description follow its line (`--details`);
  /// without, the description's first line ends the event's line.
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
    // Each event's series (UID and file), and how many of the day's events each series has.
    var seriesOf: [Int32] = Array(repeating: 0, count: events.count)
    var seriesIDs: [String: Int32] = [:]
    for (position, event) in events.enumerated() {
      let key = event.uid + "\u{0}" + event.path
      if let known = seriesIDs[key] {
        seriesOf[position] = known
      } else {
        seriesOf[position] = Int32(seriesIDs.count)
        seriesIDs[key] = Int32(seriesIDs.count)
      }
    }
    var onDay: [Int32] = Array(repeating: 0, count: seriesIDs.count)
    // The day's lines of repeated series: the line's place in `written` by series and text.
    // Each made line's number (equal texts, equal numbers), so that a day compares numbers.
    var lineNumbers: [[Int32]] = Array(repeating: [-1, -1, -1, -1], count: events.count)
    var numberOfLine: [String: Int32] = [:]
    var repeated: [Int64: Int] = [:]
    var written: [(line: String, position: Int32, count: Int)] = []
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
        var repeats = false
        for position in active {
          let series = Int(seriesOf[Int(position)])
          onDay[series] += 1
          if onDay[series] > 1 { repeats = true }
        }
        func line(_ position: Int32) -> String {
          let event = events[Int(position)]
          let form = (event.firstDay == day ? 1 : 0) | (event.lastDay == day ? 2 : 0)
          if let line = lines[Int(position)][form] { return line }
          var line = "  " + style.line(event, on: day, description: !details) + "\n"
          if details { line += CollectionOptions.details(event) }
          lines[Int(position)][form] = line
          return line
        }
        func number(_ position: Int32) -> Int32 {
          let event = events[Int(position)]
          let form = (event.firstDay == day ? 1 : 0) | (event.lastDay == day ? 2 : 0)
          let known = lineNumbers[Int(position)][form]
          if known >= 0 { return known }
          let text = line(position)
          let number = numberOfLine[text] ?? Int32(numberOfLine.count)
          numberOfLine[text] = number
          lineNumbers[Int(position)][form] = number
          return number
        }
        if repeats {
          // Series with more than one event today: identical lines are counted, not repeated.
          repeated.removeAll(keepingCapacity: true)
          written.removeAll(keepingCapacity: true)
          for position in active {
            let text = line(position)
            let series = seriesOf[Int(position)]
            guard onDay[Int(series)] > 1 else {
              written.append((text, position, 1))
              continue
            }
            let key = Int64(series) << 32 | Int64(number(position))
            if let place = repeated[key] {
              written[place].count += 1
            } else {
              repeated[key] = written.count
              written.append((text, position, 1))
            }
          }
          for entry in written {
            if entry.count == 1 {
              buffer += entry.line
            } else {
              let event = events[Int(entry.position)]
              buffer +=
                "  " + style.line(event, on: day, description: !details)
                + "  (\(entry.count) instances)\n"
              if details { buffer += CollectionOptions.details(event) }
            }
            if buffer.utf8.count >= 1 << 16 {
              write(buffer)
              buffer.removeAll(keepingCapacity: true)
            }
          }
        } else {
          for position in active {
            buffer += line(position)
            if buffer.utf8.count >= 1 << 16 {
              write(buffer)
              buffer.removeAll(keepingCapacity: true)
            }
          }
        }
        for position in active { onDay[Int(seriesOf[Int(position)])] = 0 }
      }
      if offset + 1 < dayCount { day = day.adding(days: 1) }
    }
    if !buffer.isEmpty { write(buffer) }
    return wroteAny
  }
}
