import Almanac

/// The text of a month grid's cells in a terminal, shared by the month text
/// (``MonthTextRenderer``) and the picker (``PickerScreen``): the cell width, the weekday
/// header and the day numbers in the locale's digits, padded once.
struct DayCellLabels: Sendable {
  /// The width of a day cell in columns (2 for most locales; wider for wide digits or names).
  let cellWidth: Int
  /// The weekday header symbols in column order, right-aligned to the cell.
  let headerSymbols: [String]
  /// The header symbols before padding.
  let rawHeaderSymbols: [String]
  /// The day numbers 1 to 40, right-aligned to the cell (index 0 is blank).
  let dayLabels: [String]

  /// Formats the labels of `context` once.
  init(context: CalendarContext) {
    let days = [""] + (1...40).map { context.format(number: $0) }
    let symbols = Self.headerSymbols(context)
    let widest = (symbols + days).map { TextWidth.columns(of: $0) }.max() ?? 2
    let cellWidth = max(2, widest)
    self.cellWidth = cellWidth
    self.rawHeaderSymbols = symbols
    self.headerSymbols = symbols.map { TextWidth.padded($0, to: cellWidth, alignment: .trailing) }
    self.dayLabels = days.map { TextWidth.padded($0, to: cellWidth, alignment: .trailing) }
  }

  /// The padded label of day `number` of a month ("??" beyond the table).
  func dayLabel(_ number: Int) -> String {
    number >= 0 && number < dayLabels.count ? dayLabels[number] : "??"
  }

  /// The weekday names for the header, in column order: CLDR's short names ("Su Mo" in en,
  /// "日 月" in ja, "۱ش" in fa) when they all fit in two columns; for Latin, Greek and Cyrillic
  /// scripts the short names cut to two columns as cal does (widened to three if two would
  /// make names collide); otherwise the narrow names (zh "日 一", ar "ح ن"), and the short
  /// names in wider cells if even those collide.
  static func headerSymbols(_ context: CalendarContext) -> [String] {
    let short = context.weekdaySymbols(.short)
    if short.allSatisfy({ TextWidth.columns(of: $0) <= 2 }) { return short }
    let isAlphabetic = short.allSatisfy { symbol in
      (symbol.unicodeScalars.first?.value ?? 0) < 0x0590
    }
    if isAlphabetic {
      for width in 2...3 {
        let cut = short.map { TextWidth.cropped($0, to: width) }
        if Set(cut).count == 7 { return cut }
      }
      return short
    }
    let narrow = context.weekdaySymbols(.narrow)
    return Set(narrow).count == 7 ? narrow : short
  }
}
