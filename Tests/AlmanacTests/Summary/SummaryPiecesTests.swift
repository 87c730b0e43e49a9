import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Summary pieces")
struct SummaryPiecesTests {
  @Test("a range model's pieces: the words, a template per month and pair, the nights")
  func rangePieces() throws {
    let context = context(.gregorian, "en_US")
    let model = try MonthCalendarModel(
      picking: .range(.forward), context: context, today: day("2026-03-18"),
      startMonth: context.month(containing: day("2026-03-18")), visibleMonthCount: 2)
    let pieces = model.summaryPieces
    #expect(pieces.words["rangeAndPhrase"] == "{range} · {phrase}")
    #expect(pieces.words["pickDays"] == nil)
    #expect(pieces.segments.map(\.first) == [day("2026-03-01"), day("2026-04-01")])
    #expect(pieces.segments.map(\.firstNumber) == [1, 1])
    let formatter = DayRangeFormatter(context: context)
    // "Mar 5 – 9, 2026" with thin spaces, its numbers left open.
    let march = formatter.string(from: day("2026-03-05")...day("2026-03-09"))
    #expect(
      pieces.pairs[0][0]?.text
        == march.replacingOccurrences(of: "5", with: "{a}").replacingOccurrences(
          of: "9", with: "{b}"))
    #expect(pieces.pairs[0][1]?.text.hasPrefix("Mar {a}") == true)
    #expect(pieces.pairs[0][1]?.sameNumber == nil)
    #expect(pieces.singles == ["Mar {a}, 2026", "Apr {a}, 2026"])
    let counted = try #require(pieces.counted)
    #expect(counted.forms == ["{count} night", "{count} nights"])
    #expect(counted.formIndex.prefix(3) == [0, 1, 1])
    #expect(counted.formIndex.count == 61)  // every stay within March and April
  }

  @Test("a day's number is what the days of a run differ in")
  func differences() {
    #expect(
      SummaryPieces.differences(["Mar 1, 2026", "Mar 2, 2026", "Mar 31, 2026"])
        == ["1", "2", "31"])
    #expect(SummaryPieces.differences(["ה׳ באדר", "י״ב באדר"]) == ["ה׳", "י״ב"])
  }

  @Test("templates put {a} and {b} at each occurrence, never overlapping")
  func templates() {
    // Three 2s and two 6s give six ways; the checks against the formatter's other texts pick
    // one.
    let all = SummaryPieces.templates(in: "2026年3月2日～6日", a: "2", b: "6")
    #expect(all.count == 6)
    #expect(all.contains("2026年3月{a}日～{b}日"))
    #expect(all.first == "{a}02{b}年3月2日～6日")
    #expect(SummaryPieces.templates(in: "5 March", a: "5", b: nil) == ["{a} March"])
    #expect(SummaryPieces.templates(in: "{5}", a: "5", b: nil).isEmpty)
  }

  @Test("a counted phrase past the first count it cannot write is left out")
  func countedStopsAtGrouping() {
    let counted = SummaryPieces.counted(
      .dayCount, upTo: 1_200, words: LocalizedWords(locale: Locale(identifier: "en_US")))
    // 1,000 is written with a grouping separator the template's digits do not make.
    #expect(counted.formIndex.count == 999)
  }
}
