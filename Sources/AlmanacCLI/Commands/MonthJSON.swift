import Almanac
import AlmanacPrimitives
import AlmanacStore
import AlmanacTerminal
import Foundation

/// Writes month layouts as JSON (schema in docs/json.md). Written by hand rather than with
/// `JSONEncoder` so keys keep the documented order and each day fits on one line.
enum MonthJSON {
  /// The JSON document for `months`, ending in a newline. With `events` (`--ics`,
  /// `--events`), every day carries an `events` array of the agenda's objects.
  ///
  /// - Complexity: O(number of days shown + event-day pairs).
  static func render(
    months: [CalendarMonth], context: CalendarContext, today: Day, selection: DayRangeSet,
    events: EventIndex<EventInstance>? = nil
  ) -> String {
    let calendar = context.foundationCalendar
    let weekdays = context.weekdayOrder.map { calendar.shortStandaloneWeekdaySymbols[$0 - 1] }
    let weekdayList = weekdays.map(quoted).joined(separator: ", ")
    let locale = quoted(context.locale.identifier)
    let system = quoted(context.system.rawValue)
    var text = "{\n  \"months\": [\n"
    for (monthIndex, month) in months.enumerated() {
      let layout = MonthLayout(
        month: month, context: context,
        options: MonthLayoutOptions(
          rows: .variable, adjacentDays: .shown, skippedDays: .flagged, today: today))
      text += "    {\n"
      text += "      \"calendar\": \(system),\n"
      text += "      \"locale\": \(locale),\n"
      text += "      \"era\": \(month.era),\n"
      text += "      \"year\": \(month.year),\n"
      text += "      \"month\": \(month.month),\n"
      text += "      \"leapMonth\": \(month.isLeapMonth),\n"
      text += "      \"title\": \(quoted(context.monthTitle(month))),\n"
      text += "      \"weekdays\": [\(weekdayList)],\n"
      text += "      \"weeks\": [\n"
      for (weekIndex, week) in layout.weeks.enumerated() {
        text += "        {\n          \"number\": \(week.number),\n          \"days\": [\n"
        // Every row keeps seven entries: a cell before 0001-01-01 or after 9999-12-31 has
        // no date and is flagged `outOfRange`.
        let cells = week.cells
        for (cellIndex, cell) in cells.enumerated() {
          if let day = cell.day {
            text += "            {\"date\": \"\(day)\", \"day\": \(cell.dayOfMonth)"
            text += ", \"inMonth\": \(cell.isInMonth), \"weekday\": \(cell.weekday)"
            text += ", \"weekend\": \(cell.isWeekend), \"today\": \(cell.isToday)"
            text += ", \"selected\": \(selection.contains(day)), \"skipped\": \(cell.isSkipped)"
            text += ", \"outOfRange\": false"
            if let events {
              let todays = events.events(on: day)
              text +=
                ", \"events\": [" + todays.map(EventsCommand.object).joined(separator: ", ") + "]"
            }
            text += "}"
          } else {
            text += "            {\"date\": null, \"day\": null, \"inMonth\": false"
            text += ", \"weekday\": \(cell.weekday), \"weekend\": \(cell.isWeekend)"
            text += ", \"today\": false, \"selected\": false, \"skipped\": false"
            text += ", \"outOfRange\": true" + (events == nil ? "}" : ", \"events\": []}")
          }
          text += cellIndex + 1 < cells.count ? ",\n" : "\n"
        }
        text += "          ]\n        }"
        text += weekIndex + 1 < layout.weeks.count ? ",\n" : "\n"
      }
      text += "      ]\n    }"
      text += monthIndex + 1 < months.count ? ",\n" : "\n"
    }
    text += "  ]\n}\n"
    return text
  }

  /// `text` as a JSON string literal.
  static func quoted(_ text: String) -> String {
    JSONText.quoted(text)
  }
}
