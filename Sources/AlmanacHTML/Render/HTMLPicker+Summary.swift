import Almanac
import Foundation

/// The summary line's pieces, written on the root for the script, so that a pick made in the
/// page (a file, or before the server answers) shows the summary the engine writes for it.
extension HTMLPicker {
  /// ` data-summary='…'`: the engine's ``/Almanac/MonthCalendarModel`` summary pieces as JSON
  /// (single-quoted, so that its many `"` stay one byte each):
  /// - `w`: the words' templates;
  /// - `c`: the counted forms (`f` templates, `l` whether each writes the locale's digits `d`,
  ///   `i` the form of each count from 1);
  /// - `n`: the day numerals (`d` and `n` left out when Latin);
  /// - `s`: the segments (first serial, last serial, first numeral);
  /// - `o`: a day's template per segment;
  /// - `p`: a range's templates per segment pair (a pair `[text, same]` where ends with one
  ///   number read otherwise);
  /// - `k`: the weekday row's summaries by set;
  /// - `x`: the serials of the selection's ends that are not on the page.
  func summaryAttribute(_ model: MonthCalendarModel) -> String {
    let pieces = model.summaryPieces
    // Latin numerals and digits are the script's default.
    let latin = pieces.numerals == pieces.numerals.indices.map { String($0 + 1) }
    var data = SummaryData(
      w: pieces.words, n: latin ? nil : pieces.numerals,
      s: pieces.segments.map { [$0.first.serial, $0.last.serial, $0.firstNumber] },
      o: pieces.singles,
      p: pieces.pairs.map { row in
        row.map { pair in pair.map { PairData(text: $0.text, same: $0.sameNumber) } }
      }, k: pieces.weekdaySummaries)
    if let counted = pieces.counted {
      data.c = .init(
        f: counted.forms, l: counted.usesLocaleDigits.map { $0 ? 1 : 0 },
        i: counted.formIndex.map(String.init).joined(),
        d: counted.digits == (0...9).map(String.init) ? nil : counted.digits)
    }
    if case .days(let selection, _) = model.picking {
      let shown = Set(model.visibleMonths.flatMap { Array($0.days) })
      var ends = selection.days
      ends += selection.selectedRanges.ranges.flatMap { [$0.lowerBound, $0.upperBound] }
      if let range = selection.selectedRange { ends += [range.lowerBound, range.upperBound] }
      if let start = selection.pendingStart { ends.append(start) }
      for end in ends where !shown.contains(end) { data.x[end.description] = end.serial }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let json = try? encoder.encode(data), let text = String(data: json, encoding: .utf8)
    else { return "" }
    return " data-summary='\(HTMLText.escape(text, quote: .single))'"
  }
}

/// A range template: its text, or `[text, text when the ends' numbers agree]`.
private struct PairData: Encodable {
  var text: String
  var same: String?

  func encode(to encoder: any Encoder) throws {
    if let same {
      var container = encoder.unkeyedContainer()
      try container.encode(text)
      try container.encode(same)
    } else {
      var container = encoder.singleValueContainer()
      try container.encode(text)
    }
  }
}

/// The JSON of ``HTMLPicker/summaryAttribute(_:)``; short keys, the script's names.
private struct SummaryData: Encodable {
  struct Counted: Encodable {
    var f: [String]
    var l: [Int]
    var i: String
    var d: [String]?
  }
  var w: [String: String]
  var c: Counted?
  var n: [String]?
  var s: [[Int]]
  var o: [String?]
  var p: [[PairData?]]
  var k: [String]
  var x: [String: Int] = [:]

  func encode(to encoder: any Encoder) throws {
    enum Key: String, CodingKey { case w, c, n, s, o, p, k, x }
    var container = encoder.container(keyedBy: Key.self)
    if !w.isEmpty { try container.encode(w, forKey: .w) }
    try container.encodeIfPresent(c, forKey: .c)
    if !s.isEmpty {
      try container.encodeIfPresent(n, forKey: .n)
      try container.encode(s, forKey: .s)
      try container.encode(o, forKey: .o)
      try container.encode(p, forKey: .p)
    }
    if !k.isEmpty { try container.encode(k, forKey: .k) }
    if !x.isEmpty { try container.encode(x, forKey: .x) }
  }
}
