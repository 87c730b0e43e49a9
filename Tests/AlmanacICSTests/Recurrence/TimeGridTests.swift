import Testing

@testable import AlmanacICS

/// A sub-daily rule's walk jumps from one period whose time passes BYHOUR, BYMINUTE and
/// BYSECOND to the next (`TimeGrid`): the instances are the definition's, period by period.
@Suite struct TimeGridTests {
  /// A time-limited rule as RFC 5545 defines it, walked period by period from a floating
  /// start: the candidates after the start, up to `limit` of them or `periods` periods.
  func definition(
    frequency: String, interval: Int, hours: [Int], minutes: [Int], seconds: [Int], start: Int,
    limit: Int, periods: Int
  ) -> [Int] {
    let unit = frequency == "SECONDLY" ? 1 : frequency == "MINUTELY" ? 60 : 3600
    let aligned = start - (start % unit)
    var found: [Int] = []
    for n in 0..<periods where found.count < limit {
      let t = aligned + n * interval * unit
      // No rule reaches past the end of the year 9999.
      if t > RuleIterator.lastLocal { break }
      let time = t % 86_400
      let (h, m, s) = (time / 3600, time / 60 % 60, time % 60)
      if !hours.isEmpty, !hours.contains(h) { continue }
      // The parts finer than the frequency expand the period; without them, the start's.
      let minuteList =
        unit >= 3600 ? (minutes.isEmpty ? [start / 60 % 60] : minutes.sorted()) : [m]
      if unit < 3600, !minutes.isEmpty, !minutes.contains(m) { continue }
      let secondList = unit >= 60 ? (seconds.isEmpty ? [start % 60] : seconds.sorted()) : [s]
      if unit < 60, !seconds.isEmpty, !seconds.contains(s) { continue }
      for minute in minuteList {
        for second in secondList {
          let candidate = unit == 1 ? t : unit == 60 ? t + second : t + minute * 60 + second
          if candidate > start, found.count < limit { found.append(candidate) }
        }
      }
    }
    return found
  }

  func rule(
    _ frequency: String, _ interval: Int, _ hours: [Int], _ minutes: [Int], _ seconds: [Int]
  ) -> String {
    var text = "FREQ=\(frequency);INTERVAL=\(interval)"
    if !hours.isEmpty { text += ";BYHOUR=" + hours.map(String.init).joined(separator: ",") }
    if !minutes.isEmpty { text += ";BYMINUTE=" + minutes.map(String.init).joined(separator: ",") }
    if !seconds.isEmpty { text += ";BYSECOND=" + seconds.map(String.init).joined(separator: ",") }
    return text
  }

  /// Random time limits and intervals (dividing the day, or not, or longer than a day): the
  /// same instances as the definition's walk.
  @Test func instancesAreTheDefinitions() throws {
    var generator = SplitMix(seed: 7529)
    func some(_ range: Range<Int>, upTo most: Int) -> [Int] {
      let n = Int.random(in: 0...most, using: &generator)
      return Array(Set((0..<n).map { _ in Int.random(in: range, using: &generator) })).sorted()
    }
    for round in 0..<60 {
      let frequency = ["SECONDLY", "MINUTELY", "HOURLY"][round % 3]
      let intervals = [1, 2, 7, 59, 61, 360, 1_441, 8_633, 86_400, 90_001]
      let interval =
        round % 4 == 3
        ? Int.random(in: 1...100_000, using: &generator)
        : intervals[Int.random(in: 0..<intervals.count, using: &generator)]
      let hours = some(0..<24, upTo: 3)
      let minutes = some(0..<60, upTo: 3)
      let seconds = some(0..<60, upTo: 3)
      let start = Int.random(in: 1_000_000_000...1_900_000_000, using: &generator)
      let text = rule(frequency, interval, hours, minutes, seconds)
      let expected = definition(
        frequency: frequency, interval: interval, hours: hours, minutes: minutes,
        seconds: seconds, start: start, limit: 40, periods: 300_000)
      var iterator = RuleIterator(
        rule: try RecurrenceRule(parsing: text),
        start: ICSDateTime(localSeconds: start, kind: .floating), zone: nil)
      #expect(iterator.next()?.local == start, "round \(round): \(text)")
      var got: [Int] = []
      while got.count < expected.count, let next = iterator.next() { got.append(next.local) }
      #expect(got == expected, "seed 7529, round \(round): \(text) from \(start)")
    }
  }

  /// With day limits, zones and sets of rules too: the walk with the grid gives what the walk
  /// without it gives, in far fewer steps when the times are rare.
  @Test func theGridChangesOnlyTheSteps() throws {
    let cases = [
      "FREQ=SECONDLY;INTERVAL=8633;BYMINUTE=9;BYSECOND=25,46,0,1;BYDAY=TH,FR",
      "FREQ=SECONDLY;INTERVAL=53893;BYSECOND=59;BYMINUTE=47,59;BYMONTHDAY=31,1",
      "FREQ=MINUTELY;INTERVAL=12849;BYMINUTE=0,33,43;BYHOUR=13;BYDAY=MO,TU",
      "FREQ=HOURLY;INTERVAL=17;BYHOUR=5;BYMONTH=2,3",
      "FREQ=SECONDLY;INTERVAL=7;BYSECOND=3;BYHOUR=22,23",
      "FREQ=SECONDLY;INTERVAL=2;BYSECOND=2,4",
    ]
    var savings: [String] = []
    for text in cases {
      let rule = try RecurrenceRule(parsing: text)
      let start = try ICSDateTime(parsing: "20240131T023000", tzid: "Europe/Berlin")
      let zone = ICSTimeZoneResolver.standard("Europe/Berlin")
      var with = RuleIterator(rule: rule, start: start, zone: zone)
      var without = with
      without.usesTimeGrid = false
      var a: [Occurrence] = []
      var b: [Occurrence] = []
      while a.count < 60, let next = with.next() { a.append(next) }
      while b.count < 60, let next = without.next() { b.append(next) }
      #expect(a == b, "\(text)")
      #expect(a.count == 60, "\(text)")
      if with.emptyPeriodsWalked * 10 < without.emptyPeriodsWalked { savings.append(text) }
    }
    // The four whose times are rare, and whose steps do not divide the day.
    #expect(savings.count >= 4, "\(savings)")
  }
}
