import Almanac

/// Month titles for a renderer, formatted by the engine once per month name and era and then
/// rebuilt by putting the year's digits between the cached text before and after them. A
/// template is used only for calendars with Gregorian months and eras that do not change
/// with the year (Gregorian, ISO 8601, Buddhist, ROC), and only after it reproduced the
/// engine's title for a second year; otherwise every title comes from the engine.
struct MonthTitles: Sendable {
  private struct Key: Hashable {
    var era: Int
    var month: Int
    var isLeapMonth: Bool
  }

  private struct Template {
    var before: String
    var after: String
  }

  let context: CalendarContext
  private var templates: [Key: Template?] = [:]
  private let usesTemplates: Bool

  init(context: CalendarContext) {
    self.context = context
    switch context.system {
    case .gregorian, .iso8601, .buddhist, .republicOfChina: usesTemplates = true
    default: usesTemplates = false
    }
  }

  /// The title of `month` ("November 2026"), as ``CalendarContext/monthTitle(_:)`` gives it.
  mutating func title(of month: CalendarMonth) -> String {
    guard usesTemplates else { return context.monthTitle(month) }
    let key = Key(era: month.era, month: month.month, isLeapMonth: month.isLeapMonth)
    if let cached = templates[key] {
      guard let template = cached else { return context.monthTitle(month) }
      return template.before + context.format(number: month.year) + template.after
    }
    let title = context.monthTitle(month)
    templates[key] = makeTemplate(title: title, month: month)
    return title
  }

  private func makeTemplate(title: String, month: CalendarMonth) -> Template? {
    let digits = context.format(number: month.year)
    guard let range = title.range(of: digits),
      title.range(of: digits, range: range.upperBound..<title.endIndex) == nil
    else { return nil }
    let template = Template(
      before: String(title[..<range.lowerBound]), after: String(title[range.upperBound...]))
    // Check the template against the engine for a neighbouring year of the same month.
    guard let other = context.month(12, after: month) ?? context.month(-12, after: month),
      other.month == month.month, other.era == month.era, other.isLeapMonth == month.isLeapMonth
    else { return nil }
    let expected = context.monthTitle(other)
    let built = template.before + context.format(number: other.year) + template.after
    return built == expected ? template : nil
  }
}
