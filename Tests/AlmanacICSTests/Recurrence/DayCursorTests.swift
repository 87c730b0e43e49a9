import Almanac
import Foundation
import Testing

@testable import AlmanacICS

/// The day a rule's walk reached is kept from one period to the next and stepped forward a
/// few days, instead of converted afresh (`DayCursor.move(to:)`). Whether a period's
/// first day is a step or more than ``DayCursor/stepLimit`` days away, the days
/// chosen are the definition's, with civil dates from Foundation.
@Suite struct DayCursorTests {
  /// Day limits of daily rules, of sub-daily rules whose step is whole days, and of weekly
  /// rules, with intervals on both sides of the step limit, against the definition.
  @Test func dayLimitsHoldWhateverTheGapBetweenPeriods() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    var generator = SplitMix(seed: 2026)
    let limit = DayCursor.stepLimit
    for round in 0..<42 {
      let interval = [1, 2, 7, limit, limit + 1, 40, Int.random(in: 1...90, using: &generator)][
        round % 7]
      let months = Set(
        (0..<Int.random(in: 1...4, using: &generator)).map { _ in
          Int.random(in: 1...12, using: &generator)
        })
      let monthDays = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
        let day = Int.random(in: 1...31, using: &generator)
        return Bool.random(using: &generator) ? -day : day
      }
      let weekdays = Set(
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in
          Int.random(in: 1...7, using: &generator)
        })
      let start = Int.random(in: 9_000...25_000, using: &generator)
      func weekday(_ serial: Int) -> Int {
        calendar.component(.weekday, from: Date(timeIntervalSince1970: Double(serial) * 86_400))
      }
      // The definition's answer per day, worked out once for the four rules.
      var answers: [Int: Bool] = [:]
      func passes(_ serial: Int) -> Bool {
        if let answer = answers[serial] { return answer }
        let answer = definition(serial)
        answers[serial] = answer
        return answer
      }
      func definition(_ serial: Int) -> Bool {
        let date = Date(timeIntervalSince1970: Double(serial) * 86_400)
        let parts = calendar.dateComponents([.month, .day, .weekday], from: date)
        let length = calendar.range(of: .day, in: .month, for: date)!.count
        guard let month = parts.month, let day = parts.day, let weekday = parts.weekday else {
          return false
        }
        if !months.contains(month) { return false }
        if !monthDays.isEmpty,
          !monthDays.contains(where: { $0 == day || $0 == day - length - 1 })
        {
          return false
        }
        return weekdays.isEmpty || weekdays.contains(weekday)
      }
      var limits = ";BYMONTH=" + months.sorted().map(String.init).joined(separator: ",")
      if !monthDays.isEmpty {
        limits += ";BYMONTHDAY=" + monthDays.map(String.init).joined(separator: ",")
      }
      if !weekdays.isEmpty {
        limits +=
          ";BYDAY="
          + weekdays.sorted().map { RecurrenceRule.weekdayNames[$0 - 1] }
          .joined(separator: ",")
      }
      let first = ICSDateTime(localSeconds: start * 86_400 + 32_400, kind: .floating).text
      // Each of these steps `interval` days.
      let frequencies = [
        "DAILY;INTERVAL=\(interval)", "HOURLY;INTERVAL=\(24 * interval)",
        "MINUTELY;INTERVAL=\(1_440 * interval)",
      ]
      for frequency in frequencies {
        var expected = [first]
        var serial = start + interval
        while expected.count < 25, serial < start + 40 * 366 {
          if passes(serial) {
            expected.append(
              ICSDateTime(localSeconds: serial * 86_400 + 32_400, kind: .floating).text)
          }
          serial += interval
        }
        let rule = "FREQ=" + frequency + limits
        let set = try RecurrenceSet(rule: rule, start: first)
        // As far as the oracle looked (40 years).
        let got = set.prefix(expected.count).map { set.text($0) }
        #expect(got == expected, "seed 2026, round \(round): \(rule) from \(first)")
      }
      // WEEKLY (weeks from Monday), every interval-th week: the listed weekdays; without
      // BYDAY, the start's, unless BYMONTHDAY chooses the days (as python-dateutil).
      let weekly = "FREQ=WEEKLY;INTERVAL=\(interval)" + limits
      let set = try RecurrenceSet(rule: weekly, start: first)
      let startWeekday = weekday(start)
      let chosen = !weekdays.isEmpty ? weekdays : monthDays.isEmpty ? [startWeekday] : Set(1...7)
      var expected = [first]
      var week = start - (startWeekday - 2 + 7) % 7
      while expected.count < 25, week < start + 40 * 366 {
        for serial in week..<(week + 7) where serial > start {
          if chosen.contains(weekday(serial)), passes(serial) {
            expected.append(
              ICSDateTime(localSeconds: serial * 86_400 + 32_400, kind: .floating).text)
          }
        }
        week += 7 * interval
      }
      let got = set.prefix(expected.count).map { set.text($0) }
      #expect(got == expected, "seed 2026, round \(round): \(weekly) from \(first)")
    }
  }
}
