import Almanac
import AlmanacICS
import AlmanacStore
import AlmanacTerminal
import Foundation

/// How the text agenda writes its headings and lines: in the locale's language, calendar,
/// digits and clock, coloured by collection colour.
///
/// - The C/POSIX locale (`en_US_POSIX`) with a Gregorian calendar keeps the machine-friendly
///   form scripts read: `Tue 2026-12-01`, a 24-hour `09:00–10:00`, `all day`.
/// - Any other locale writes the heading as the engine's full date in the calendar
///   ("Tuesday, December 1, 2026", "Dienstag, 1. Dezember 2026", a Persian date with Persian
///   digits), times in the locale's short style ("9:00 AM", "09:00", "۹:۰۰") and "all day" and
///   "(no title)" from the engine's one localized table.
/// - With colour, headings are bold and each event line is drawn in its collection's colour
///   (a vdir `color` file, X-APPLE-CALENDAR-COLOR or RFC 7986 COLOR), downgraded to what the
///   terminal draws; without colour (`--color never`, a pipe, `NO_COLOR`) the text is plain.
struct AgendaStyle {
  /// The calendar, locale and time zone of the headings and times.
  let context: CalendarContext
  /// How much colour to write.
  let colorLevel: ColorLevel
  /// Whether the plain, locale-independent form is written (see the type's discussion).
  let isPlain: Bool
  /// The time column's width in terminal columns.
  let timeWidth: Int
  private let allDay: String
  private let noTitle: String
  /// The colour codes by collection colour text (`nil`: the collection has none or it is not
  /// a colour), worked out once per agenda.
  private var colorCodes: [String: String?] = [:]

  /// The plain form, in no locale and without colour (`add`'s messages, the C locale's
  /// agenda and picker lines).
  static let plain = AgendaStyle(
    context: CalendarContext(
      system: .gregorian, locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt),
    colorLevel: .none)

  /// A style for `context` and `colorLevel`.
  ///
  /// - Parameters:
  ///   - context: The calendar, locale and time zone.
  ///   - colorLevel: How much colour to write.
  init(context: CalendarContext, colorLevel: ColorLevel) {
    self.context = context
    self.colorLevel = colorLevel
    isPlain =
      context.locale.identifier == "en_US_POSIX"
      && (context.system == .gregorian || context.system == .iso8601)
    let words = LocalizedWords(locale: context.locale)
    allDay = isPlain ? "all day" : words(.allDay)
    noTitle = isPlain ? "(no title)" : words(.noTitle)
    if isPlain {
      timeWidth = 11
    } else {
      // The widest range the clock can write ("10:58 PM–10:58 PM"), or the all-day word.
      // The all-day word takes a continuation mark after a space on a multi-day event.
      var widest = TextWidth.columns(of: allDay) + 2
      for seconds in [0, 39_480, 46_680, 82_680] {
        let time = context.timeText(secondOfDay: seconds)
        widest = max(widest, 2 * TextWidth.columns(of: time) + 1)
      }
      timeWidth = widest
    }
  }

  /// The line written when no day has events: "No events." ("Keine Termine." in German).
  var noEventsLine: String {
    (isPlain ? "No events" : LocalizedWords(locale: context.locale)(.noEvents)) + ".\n"
  }

  /// The heading of `day`.
  ///
  /// - Parameter day: The day.
  /// - Returns: `Tue 2026-12-01` in the plain form, else the full date in the locale and
  ///   calendar; bold with colour.
  func heading(_ day: Day) -> String {
    let text =
      isPlain
      ? EventsCommand.weekdayNames[day.weekday - 1] + " " + day.description
      : context.text(for: day, style: .full)
    guard colorLevel != .none else { return text }
    return CellStyle(attributes: [.bold]).sgr(for: colorLevel) + text + "\u{1B}[0m"
  }

  /// khal's recurrence mark, after the title of an instance of a recurring event.
  static let recurringMark = " \u{27F3}"
  /// The mark before the title of a cancelled event (STATUS:CANCELLED), as khal writes it.
  static let cancelledMark = "CANCELLED "
  /// khal's continuation marks of an event covering more than one day: `↦` where it started
  /// on an earlier day, `→` where it goes on to a later one, `↔` on a day it covers whole;
  /// an all-day event writes `↦` on its first day, `↔` between and `⇥` on its last.
  static let continuesFrom = "\u{21A6}"
  static let continuesTo = "\u{2192}"
  static let continuesThrough = "\u{2194}"
  static let endsHere = "\u{21E5}"
  /// What separates the title from the first line of the description (khal's
  /// `description-separator`).
  static let descriptionSeparator = " :: "

  /// One event on one day: `09:00–10:00  Title ⟳  @ Place  [collection]`; `CANCELLED `
  /// before the title of a cancelled event, khal's continuation marks in the time column of
  /// an event over several days, and with `description` the description's first line after
  /// ` :: `; in the collection's colour with colour on.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - day: A day the event covers.
  ///   - description: Whether the description's first line ends the line.
  /// - Returns: The line, without indentation or newline; newlines in the text become spaces.
  mutating func line(_ event: EventInstance, on day: Day, description: Bool = false) -> String {
    let starts = event.firstDay == day
    let ends = event.lastDay == day
    var time: String
    if event.isAllDay {
      time = allDay
      if !(starts && ends) {
        time +=
          " "
          + (starts ? Self.continuesFrom : ends ? Self.endsHere : Self.continuesThrough)
      }
    } else if !starts && !ends {
      time = Self.continuesThrough
    } else {
      let start =
        starts ? clock(event.startUTC, offset: event.startOffset) : Self.continuesFrom
      let end = ends ? clock(event.endUTC, offset: event.endOffset) : Self.continuesTo
      time = start + (starts && ends ? "–" : "") + end
    }
    // A time marked with its zone (a repeated hour) is wider than the column: not cropped.
    if TextWidth.columns(of: time) < timeWidth {
      time = TextWidth.padded(time, to: timeWidth, alignment: .leading)
    }
    var text = time + "  " + (event.isCancelled ? Self.cancelledMark : "")
    text += event.summary.isEmpty ? noTitle : event.summary
    if event.isRecurring { text += Self.recurringMark }
    if let location = event.location, !location.isEmpty { text += "  @ " + location }
    text += "  [" + event.collection.title + "]"
    if description, let first = Self.firstLine(of: event.notes) {
      text += Self.descriptionSeparator + first
    }
    if text.contains(where: \.isNewline) {
      text = String(text.map { $0.isNewline ? " " : $0 })
    }
    guard colorLevel != .none, let color = event.collection.color, let code = code(for: color)
    else { return text }
    return code + text + "\u{1B}[0m"
  }

  /// The first non-empty line of a description, trimmed, or `nil` when it has none.
  static func firstLine(of notes: String?) -> String? {
    guard let notes else { return nil }
    for line in notes.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty { return trimmed }
    }
    return nil
  }

  /// The wall time of an instant in the display zone; in the second pass of an hour a
  /// fall-back repeats, followed by the zone's abbreviation (`01:00 EST`), as khal marks it,
  /// so that `01:30–01:00 EST` reads as the hour it is rather than as an end before the start.
  private func clock(_ utc: Int, offset: Int) -> String {
    let (local, overflow) = utc.addingReportingOverflow(offset)
    let second = overflow ? 0 : ((local % 86_400) + 86_400) % 86_400
    var text: String
    if isPlain {
      let hour = second / 3600
      let minute = second % 3600 / 60
      text = (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    } else {
      text = context.timeText(secondOfDay: second)
    }
    if !overflow, let zone = secondPassZone(utc, offset: offset) { text += " " + zone }
    return text
  }

  /// The display zone's abbreviation at `utc` when its wall time (`utc + offset`) was already
  /// shown once, before a fall-back of up to three hours; `nil` otherwise.
  private func secondPassZone(_ utc: Int, offset: Int) -> String? {
    let zone = context.timeZone
    func offsetAt(_ instant: Int) -> Int {
      zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }
    let before = offsetAt(utc - 3 * 3600)
    guard before > offset, offsetAt(utc) == offset else { return nil }
    // The same wall time `before - offset` earlier, under the offset before the change.
    let earlier = utc - (before - offset)
    guard offsetAt(earlier) == before else { return nil }
    // The tz database's name (`EST`); Foundation on Linux only knows `GMT-5`.
    if let name = ZoneAbbreviations.shared.name(of: zone.identifier, at: utc, offset: offset) {
      return name
    }
    let minutes = abs(offset) / 60
    return "UTC" + (offset < 0 ? "-" : "+") + "\(minutes / 60)"
      + (minutes % 60 == 0 ? "" : ":" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)")
  }

  /// The SGR code of a collection colour, looked up once per colour text.
  private mutating func code(for color: String) -> String? {
    if let known = colorCodes[color] { return known }
    let code = SRGBColor(css: color).map { rgb in
      func channel(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
      let terminal = TerminalColor.rgb(channel(rgb.red), channel(rgb.green), channel(rgb.blue))
      return CellStyle(foreground: terminal).sgr(for: colorLevel)
    }
    colorCodes[color] = code
    return code
  }
}
