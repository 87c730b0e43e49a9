import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Weekday sets")
struct WeekdaySetTests {
  @Test("names come in the calendar's week order with narrow, short and full forms")
  func names() throws {
    let us = WeekdayName.week(in: context(nil, "en_US"))
    #expect(us.map(\.weekday) == [1, 2, 3, 4, 5, 6, 7])
    #expect(us.map(\.short) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(us[1].full == "Monday")
    #expect(us[1].narrow == "M")
    let french = WeekdayName.week(in: context(nil, "fr_FR"))
    #expect(french.map(\.weekday) == [2, 3, 4, 5, 6, 7, 1])
    #expect(
      french.map(\.full) == [
        "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
      ])
    #expect(french.map(\.narrow) == ["L", "M", "M", "J", "V", "S", "D"])
    // Iran's week starts on Saturday (شنبه).
    let persian = WeekdayName.week(in: context(nil, "fa_IR"))
    #expect(persian.map(\.weekday) == [7, 1, 2, 3, 4, 5, 6])
    #expect(persian.first?.full == "شنبه")
    let set: WeekdaySet = [2, 4, 6]
    #expect(set.names(in: context(nil, "en_GB")).map(\.short) == ["Mon", "Wed", "Fri"])
  }

  struct SummaryCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var days: [Int]
    var reading: WeekendReading = .locale
    var text: String
    var testDescription: String { "\(locale) \(days) \(reading)" }
  }

  static let summaries: [SummaryCase] = [
    .init(locale: "en_US", days: [], text: "Never"),
    .init(locale: "en_US", days: [1, 2, 3, 4, 5, 6, 7], text: "Every day"),
    .init(locale: "en_US", days: [2, 3, 4, 5, 6], text: "Weekdays"),
    .init(locale: "en_US", days: [7, 1], text: "Weekends"),
    .init(locale: "en_US", days: [6, 2, 4], text: "Mon, Wed, and Fri"),
    .init(locale: "en_GB", days: [2, 4, 6], text: "Mon, Wed and Fri"),
    .init(locale: "en_GB", days: [1, 2], text: "Mon and Sun"),  // Monday-first week
    .init(locale: "fr_FR", days: [2, 4, 6], text: "lun., mer. et ven."),
    .init(locale: "fr_FR", days: [2, 3, 4, 5, 6], text: "En semaine"),
    .init(locale: "de_DE", days: [1, 2, 3, 4, 5, 6, 7], text: "Täglich"),
    // Israel's weekend is Friday and Saturday; Iran's is Friday.
    .init(locale: "he_IL", days: [1, 2, 3, 4, 5], text: "ימי חול"),
    .init(locale: "he_IL", days: [6, 7], text: "סופי שבוע"),
    .init(locale: "fa_IR", days: [6], text: "آخر هفته‌ها"),
    .init(locale: "ar_SA", days: [6, 7], text: "عطلات نهاية الأسبوع"),
  ]

  @Test("summary text", arguments: summaries)
  func summary(_ summaryCase: SummaryCase) {
    let calendar = context(nil, summaryCase.locale)
    let set = WeekdaySet(summaryCase.days)
    #expect(
      set.summary(in: calendar, reading: summaryCase.reading).text(in: calendar) == summaryCase.text
    )
  }

  @Test("the classic reading takes Saturday and Sunday as the weekend in every locale")
  func classicReading() {
    let israel = context(nil, "he_IL")
    #expect(WeekdaySet([1, 7]).summary(in: israel) == .days([1, 7]))
    #expect(WeekdaySet([1, 7]).summary(in: israel, reading: .saturdaySunday) == .weekends)
    #expect(WeekdaySet.mondayToFriday.summary(in: israel, reading: .saturdaySunday) == .weekdays)
    // Lists use the locale's names and conjunction (Hebrew "ו", bidi-isolated by ICU).
    let text = WeekdaySet([1, 2]).summary(in: israel).text(in: israel)
    #expect(text.contains("יום א׳") && text.contains("יום ב׳") && text.contains("ו"))
  }

  @Test("RRULE BYDAY lists")
  func rrule() throws {
    #expect(try WeekdaySet(rruleByDay: "MO,WE,FR") == [2, 4, 6])
    #expect(try WeekdaySet(rruleByDay: "su,sa") == [1, 7])
    #expect(WeekdaySet([1, 2, 7]).rruleByDay == "MO,SA,SU")
    #expect(throws: WeekdaySetError.invalidRRULEDay("1MO", position: 1)) {
      try WeekdaySet(rruleByDay: "1MO")
    }
    #expect(throws: WeekdaySetError.invalidRRULEDay("XX", position: 2)) {
      try WeekdaySet(rruleByDay: "MO,XX")
    }
    #expect(throws: WeekdaySetError.empty) { try WeekdaySet(rruleByDay: "") }
  }

  @Test("cron day-of-week fields (crontab(5): 0 or 7 is Sunday)")
  func cron() throws {
    #expect(try WeekdaySet(cronDayOfWeek: "1,3,5") == [2, 4, 6])
    #expect(try WeekdaySet(cronDayOfWeek: "1-5") == .mondayToFriday)
    #expect(try WeekdaySet(cronDayOfWeek: "MON-FRI") == .mondayToFriday)
    #expect(try WeekdaySet(cronDayOfWeek: "0,6") == .saturdaySunday)
    #expect(try WeekdaySet(cronDayOfWeek: "7") == [1])
    #expect(try WeekdaySet(cronDayOfWeek: "*") == .all)
    #expect(try WeekdaySet(cronDayOfWeek: "*/2") == [1, 3, 5, 7])
    #expect(try WeekdaySet(cronDayOfWeek: "1-5/2") == [2, 4, 6])
    #expect(try WeekdaySet(cronDayOfWeek: "5-7") == [6, 7, 1])
    #expect(WeekdaySet.mondayToFriday.cronDayOfWeek == "1-5")
    #expect(WeekdaySet([2, 4, 6]).cronDayOfWeek == "1,3,5")
    #expect(WeekdaySet([1, 2, 7]).cronDayOfWeek == "0,1,6")
    #expect(WeekdaySet.all.cronDayOfWeek == "*")
    #expect(throws: WeekdaySetError.invalidCronDay("8", position: 1)) {
      try WeekdaySet(cronDayOfWeek: "8")
    }
    #expect(throws: WeekdaySetError.invalidCronDay("5-1", position: 2)) {
      try WeekdaySet(cronDayOfWeek: "0,5-1")
    }
  }

  @Test("every one of the 128 sets round-trips through BYDAY and cron")
  func roundTrips() throws {
    for bits in 0..<128 {
      let set = WeekdaySet(rawValue: UInt8(bits))
      if set.isEmpty { continue }
      #expect(try WeekdaySet(rruleByDay: set.rruleByDay) == set)
      #expect(try WeekdaySet(cronDayOfWeek: set.cronDayOfWeek) == set)
    }
  }
}
