import Foundation

/// What a face that picks without the engine (the web page's script) needs to write the
/// summary line as ``MonthCalendarModel/summary`` writes it, for every selection it can reach
/// by picking the days it shows: the words' templates, the counted phrase of each count, the
/// texts of ``DayRangeFormatter`` for its days and ranges, and in weekday mode the row's
/// summary of each set of weekdays.
///
/// `DayRangeFormatter` writes a range as its first end in one pattern and its second end in
/// another, both chosen by the largest calendar field (era, year, month, day) in which the
/// ends differ. So between two runs of days that each keep one era, year and month
/// (``Segment``s), a range's text changes only where the day numbers stand: it is kept as a
/// template with `{a}` and `{b}` there, found in the formatter's own text and checked against
/// it, and a day's text likewise with `{a}`. A template that cannot be checked is `nil`, and
/// the face leaves its summary to the engine.
package struct SummaryPieces: Hashable, Sendable {
  /// Days in a row that agree in era, year, month and how they are formatted, numbered one
  /// day apart.
  package struct Segment: Hashable, Sendable {
    /// The first day.
    package var first: Day
    /// The last day.
    package var last: Day
    /// The number (in ``SummaryPieces/numerals``) of the first day; each next day is one more.
    package var firstNumber: Int
  }

  /// A range's text between two segments.
  package struct PairTemplate: Hashable, Sendable {
    /// The text, `{a}` and `{b}` for the ends' numbers.
    package var text: String
    /// The text when the ends' numbers are the same, where it differs (see
    /// ``SummaryPieces/pairs``).
    package var sameNumber: String?
  }

  /// The counted phrase ("4 nights", "3 days") for each count from 1 on, as templates.
  package struct Counted: Hashable, Sendable {
    /// The templates, `{count}` where the number goes.
    package var forms: [String]
    /// Whether each form writes its number in the locale's digits (else Latin digits).
    package var usesLocaleDigits: [Bool]
    /// For the count n, `formIndex[n - 1]` is its form; counts past the end are not covered.
    package var formIndex: [Int]
    /// The locale's digits 0 to 9.
    package var digits: [String]
  }

  /// The templates of the words the mode's summary uses, by their table key
  /// (`rangeAndPhrase`, `pickArrival`, …), with their `{name}` placeholders.
  package var words: [String: String] = [:]
  /// The counted phrase the mode's summary uses: nights for a range, days for several days
  /// or ranges; `nil` in the other modes.
  package var counted: Counted?
  /// How a day's number is written in the day and range texts, by number (index 0 is 1).
  package var numerals: [String] = []
  /// The runs of days whose texts are covered, ascending.
  package var segments: [Segment] = []
  /// A day's text in each segment, `{a}` for its number.
  package var singles: [String?] = []
  /// `pairs[i][j - i]`: the text of a range from a day of segment i to a later day of
  /// segment j, `{a}` and `{b}` for the ends' numbers. ICU tells a Chinese month from its
  /// leap month by the day alone, so such a pair has a second text for ends that share a
  /// number (one day's text).
  package var pairs: [[PairTemplate?]] = []
  /// In weekday mode, the row's summary of each set: index bit k is the k-th weekday from
  /// Monday (Monday bit 0, Sunday bit 6).
  package var weekdaySummaries: [String] = []
}

extension SummaryPieces {
  /// Fills `{name}` placeholders as ``LabelStrings/fill(_:_:)`` does.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    LabelStrings.fill(template, values)
  }

  /// The counted forms of `key` for counts 1...`limit`, each checked against
  /// ``LocalizedWords/counted(_:_:_:)``; the counts after the first that does not come out the
  /// same (a grouping separator) are left out.
  static func counted(_ key: LabelKey, upTo limit: Int, words: LocalizedWords) -> Counted {
    var forms: [String] = []
    var localeDigits: [Bool] = []
    var index: [Int] = []
    let digits = (0...9).map { words.number($0) }
    for count in 1...max(1, limit) {
      let (template, isTranslated) = LabelStrings.resolve(
        key, count: count, language: words.language)
      var form = 0
      if let known = forms.indices.first(where: {
        forms[$0] == template && localeDigits[$0] == isTranslated
      }) {
        form = known
      } else {
        forms.append(template)
        localeDigits.append(isTranslated)
        form = forms.count - 1
      }
      let number =
        isTranslated
        ? String(count).map { digits[Int(String($0)) ?? 0] }.joined() : String(count)
      guard fill(template, ["count": number]) == words.counted(count, key) else { break }
      index.append(form)
    }
    return Counted(forms: forms, usesLocaleDigits: localeDigits, formIndex: index, digits: digits)
  }
}

extension MonthCalendarModel {
  /// The pieces of the summary line for the selections a face reaches by picking the days of
  /// the visible months, starting from the current selection (whose ends may lie elsewhere).
  ///
  /// - Complexity: O(d + s²) formatter calls for d days in the months shown (and the months
  ///   of the selection's ends) and s of their segments.
  package var summaryPieces: SummaryPieces {
    var pieces = SummaryPieces()
    let words = LocalizedWords(locale: context.locale)
    guard case .days(let selection, _) = picking else {
      guard let row = weekdayRow else { return pieces }
      let order = [2, 3, 4, 5, 6, 7, 1]
      pieces.weekdaySummaries = (0..<128).map { mask in
        let set = WeekdaySet(order.indices.filter { mask & (1 << $0) != 0 }.map { order[$0] })
        return set.summary(in: context, reading: row.weekend).text(in: context)
      }
      return pieces
    }
    var ends: [Day] = []
    let counted: LabelKey?
    let keys: [LabelKey]
    switch selection.mode {
    case .single:
      keys = [.pickADay]
      counted = nil
    case .multiple:
      keys = [.pickDays, .daySummary, .daysSummary]
      counted = .dayCount
      let days = selection.sortedDays
      ends = [days.first, days.last].compactMap { $0 }
    case .range:
      keys = [.rangeAndPhrase, .pendingRange, .pickArrival, .pickDeparture, .pickLaterDeparture]
      counted = .nights
      if let range = selection.selectedRange { ends = [range.lowerBound, range.upperBound] }
      if let start = selection.pendingStart { ends.append(start) }
    case .ranges:
      keys = [.pickDays, .daySummary, .daysSummary]
      counted = .dayCount
      let ranges = selection.selectedRanges.ranges
      ends = [ranges.first?.lowerBound, ranges.last?.upperBound].compactMap { $0 }
    }
    for key in keys { pieces.words[key.rawValue] = words(key) }
    var months = visibleMonths
    for end in ends where !months.contains(where: { $0.days.contains(end) }) {
      months.append(context.month(containing: end))
    }
    months.sort { $0.firstDay < $1.firstDay }
    pieces.addDayTexts(months: months, context: context)
    if let counted, let first = months.first?.firstDay, let last = months.last?.lastDay {
      // Every count a pick on these days reaches: nights and days within them, or the
      // selected days plus the days shown.
      var limit = first.days(to: last) + 1
      if case .multiple = selection.mode {
        limit = selection.days.count + visibleMonths.reduce(0) { $0 + $1.dayCount }
      } else if case .ranges = selection.mode {
        limit += selection.selectedRanges.dayCount
      }
      pieces.counted = SummaryPieces.counted(counted, upTo: limit, words: words)
    }
    return pieces
  }
}

extension SummaryPieces {
  /// Splits the days of `months` into segments and finds their numerals, day templates and
  /// range templates.
  mutating func addDayTexts(months: [CalendarMonth], context: CalendarContext) {
    let formatter = DayRangeFormatter(context: context)
    var runs: [(days: [Day], numbers: [Int], texts: [String])] = []
    var previous: (day: Day, parts: DayComponents, standIn: Bool)?
    for month in months {
      for day in month.days {
        let parts = context.components(of: day)
        let standIn = context.formatsWithStandIn(day)
        let text = formatter.string(from: day)
        if let previous, previous.day.adding(days: 1) == day, previous.standIn == standIn,
          previous.parts.era == parts.era, previous.parts.year == parts.year,
          previous.parts.month == parts.month, previous.parts.isLeapMonth == parts.isLeapMonth,
          previous.parts.day + 1 == parts.day, !runs.isEmpty
        {
          runs[runs.count - 1].days.append(day)
          runs[runs.count - 1].numbers.append(parts.day)
          runs[runs.count - 1].texts.append(text)
        } else {
          runs.append(([day], [parts.day], [text]))
        }
        previous = (day, parts, standIn)
      }
    }
    // Numerals: what the longest runs' texts differ in, each number kept from the longest run
    // that has it.
    var numerals: [Int: String] = [:]
    for run in runs.sorted(by: { $0.days.count > $1.days.count }) where run.days.count > 1 {
      for (number, text) in zip(run.numbers, Self.differences(run.texts))
      where numerals[number] == nil && !text.isEmpty {
        numerals[number] = text
      }
    }
    let highest = numerals.keys.max() ?? 0
    self.numerals = (1...max(1, highest)).map { numerals[$0] ?? "" }
    let numeral = { (number: Int) in numerals[number] ?? "" }
    segments = runs.map {
      Segment(first: $0.days[0], last: $0.days[$0.days.count - 1], firstNumber: $0.numbers[0])
    }
    singles = runs.map { run in
      let token = numeral(run.numbers[0])
      return Self.templates(in: run.texts[0], a: token, b: nil).first { template in
        zip(run.numbers, run.texts).allSatisfy {
          Self.fill(template, ["a": numeral($0.0)]) == $0.1
        }
      }
    }
    pairs = runs.indices.map { i in
      (i..<runs.count).map { j in
        Self.pair(runs[i], runs[j], numerals: numerals, formatter: formatter)
      }
    }
  }

  /// The range template from a day of `low` to a later day of `high`, checked against the
  /// formatter on their first, middle and last days. ICU tells a Chinese month from its leap
  /// month by the day alone, so a range between them whose ends share a number is written as
  /// one day: where the ends' shared numbers read so, the pair carries that template too.
  private static func pair(
    _ low: (days: [Day], numbers: [Int], texts: [String]),
    _ high: (days: [Day], numbers: [Int], texts: [String]),
    numerals: [Int: String], formatter: DayRangeFormatter
  ) -> PairTemplate? {
    let numeral = { (number: Int) in numerals[number] ?? "" }
    typealias Check = (a: String, b: String, text: String)
    let check = { (a: (day: Day, number: Int), b: (day: Day, number: Int)) -> Check in
      (numeral(a.number), numeral(b.number), formatter.string(from: a.day...b.day))
    }
    var checks: [Check] = []
    for a in samples(low) {
      for b in samples(high) where a.day < b.day { checks.append(check(a, b)) }
    }
    // One pair whose ends share a number, where the runs have one in common.
    let shared = Set(low.numbers).intersection(high.numbers)
    let pairsOfShared = { (number: Int) -> (Day, Day)? in
      guard let a = low.numbers.firstIndex(of: number),
        let b = high.numbers.firstIndex(of: number), low.days[a] < high.days[b]
      else { return nil }
      return (low.days[a], high.days[b])
    }
    guard let first = checks.first(where: { $0.a != $0.b }) ?? checks.first else { return nil }
    let apart = checks.filter { $0.a != $0.b || checks.allSatisfy { $0.a == $0.b } }
    guard
      let main = templates(in: first.text, a: first.a, b: first.b).first(where: { template in
        apart.allSatisfy { fill(template, ["a": $0.a, "b": $0.b]) == $0.text }
      })
    else { return nil }
    guard let number = shared.min(), let (a, b) = pairsOfShared(number) else {
      return PairTemplate(text: main, sameNumber: nil)
    }
    let sample = check((a, number), (b, number))
    if fill(main, ["a": sample.a, "b": sample.b]) == sample.text,
      checks.allSatisfy({ fill(main, ["a": $0.a, "b": $0.b]) == $0.text })
    {
      return PairTemplate(text: main, sameNumber: nil)
    }
    // Every shared number, since this pair reads differently when they agree.
    var same: [Check] = []
    for number in shared.sorted() {
      guard let (a, b) = pairsOfShared(number) else { return nil }
      same.append(check((a, number), (b, number)))
    }
    let other =
      templates(in: sample.text, a: sample.a, b: nil)
      + templates(
        in: sample.text, a: sample.a, b: sample.b)
    guard
      let sameNumber = other.first(where: { template in
        same.allSatisfy { fill(template, ["a": $0.a, "b": $0.b]) == $0.text }
      })
    else { return nil }
    return PairTemplate(text: main, sameNumber: sameNumber)
  }

  /// The days of a run a range template is checked with: its first, middle and last.
  private static func samples(
    _ run: (days: [Day], numbers: [Int], texts: [String])
  ) -> [(day: Day, number: Int)] {
    let indices = Set([0, run.days.count / 2, run.days.count - 1]).sorted()
    return indices.map { (run.days[$0], run.numbers[$0]) }
  }

  /// Each text without the prefix and suffix that all `texts` share.
  static func differences(_ texts: [String]) -> [String] {
    let all = texts.map { Array($0) }
    guard let shortest = all.map(\.count).min() else { return [] }
    var prefix = 0
    while prefix < shortest, all.allSatisfy({ $0[prefix] == all[0][prefix] }) { prefix += 1 }
    var suffix = 0
    while suffix < shortest - prefix,
      all.allSatisfy({ $0[$0.count - 1 - suffix] == all[0][all[0].count - 1 - suffix] })
    {
      suffix += 1
    }
    return all.map { String($0[prefix..<($0.count - suffix)]) }
  }

  /// Every way to put `{a}` for one occurrence of `a` in `text` (and `{b}` for one later or
  /// earlier occurrence of `b` that does not overlap it), first occurrences first.
  static func templates(in text: String, a: String, b: String?) -> [String] {
    guard !a.isEmpty, !text.contains("{") else { return [] }
    let ranges = { (token: String) -> [Range<String.Index>] in
      var found: [Range<String.Index>] = []
      var from = text.startIndex
      while let range = text.range(of: token, range: from..<text.endIndex) {
        found.append(range)
        from = text.index(after: range.lowerBound)
      }
      return found
    }
    let aRanges = ranges(a)
    guard let b else {
      return aRanges.map { text.replacingCharacters(in: $0, with: "{a}") }
    }
    guard !b.isEmpty else { return [] }
    var result: [String] = []
    for aRange in aRanges {
      for bRange in ranges(b) where !aRange.overlaps(bRange) {
        let (early, late) =
          aRange.lowerBound < bRange.lowerBound
          ? ((aRange, "{a}"), (bRange, "{b}")) : ((bRange, "{b}"), (aRange, "{a}"))
        result.append(
          String(text[..<early.0.lowerBound]) + early.1
            + String(text[early.0.upperBound..<late.0.lowerBound]) + late.1
            + String(text[late.0.upperBound...]))
      }
    }
    return result
  }
}
