import Almanac
import AlmanacICS

extension EventRequest {
  /// A request from a one-line entry in the manner of khal's `new`:
  ///
  /// ```
  /// [DAY] [TIME[-TIME] | TIME TIME | TIME LENGTH | DAY] [ZONE] SUMMARY… [@LOCATION…] [:: DESCRIPTION…]
  /// tomorrow 18:00-19:00 Dinner @home
  /// fri 9:30 45m Dentist @ Main Street 4 :: bring the card
  /// 2026-12-24 2026-12-26 Holidays
  /// 18:00 Europe/Berlin Call
  /// ```
  ///
  /// A day alone is an all-day event (a second day makes it last through that day, inclusive,
  /// as in khal); a time without a day is today; an end time at or before the start time is on
  /// the next day (`23:00-01:00`), `24:00` is midnight at the end of the day; a start time
  /// without end or length lasts an hour. A zone (an IANA name or a name of UTC) after the
  /// times is the zone of both. `@word` starts the location (khal itself takes it as
  /// `--location`), `::` the description.
  ///
  /// - Parameters:
  ///   - words: The entry's words (each may hold spaces, as a shell passes a quoted word).
  ///   - reader: Today, for days and relative days (the zone is not used here).
  /// - Returns: The request and the zone it names, if any.
  /// - Throws: ``EventRequestError/unreadable(_:text:reason:)`` saying which word is wrong.
  package static func oneLine(_ words: [String], reader: DateTimeReader) throws(EventRequestError)
    -> (request: EventRequest, zone: String?)
  {
    var rest = words.flatMap { $0.split(separator: " ").map(String.init) }[...]
    guard let today = reader.today else {
      throw .unreadable(.start, text: words.joined(separator: " "), reason: "no today given")
    }
    var startDay: Day?
    var endDay: Day?
    var startTime: Int?
    var endTime: Int?
    var length: ICSDuration?
    var zone: String?
    func take() -> String? { rest.popFirst() }
    if let word = rest.first, let day = Self.day(word, today: today) {
      startDay = day
      _ = take()
    }
    if let word = rest.first, let (start, end) = Self.times(word) {
      startTime = start
      endTime = end
      _ = take()
    } else if startDay != nil, let word = rest.first, let day = Self.day(word, today: today) {
      endDay = day
      _ = take()
    }
    if startTime != nil, endTime == nil, let word = rest.first {
      if let time = Self.time(Substring(word)) {
        endTime = time
        _ = take()
      } else if word.contains(where: \.isLetter), let given = try? DateTimeReader.length(word) {
        length = given
        _ = take()
      }
    }
    if startTime != nil, let word = rest.first,
      DateTimeReader.isUTC(word)
        || (word.contains("/") && ICSTimeZoneResolver.standard(word) != nil)
    {
      zone = word
      _ = take()
    }
    guard let first = startDay ?? (startTime != nil ? today : nil) else {
      throw .unreadable(
        .start, text: words.first ?? "",
        reason: "a one-line entry starts with a day (2026-12-01, today, tomorrow, fri) or a "
          + "time (18:00, 18:00-19:00)")
    }
    // Summary, then `@location`, then `:: description`.
    var summary: [String] = []
    var location: [String]?
    var description: [String]?
    for word in rest {
      if description != nil {
        description?.append(word)
      } else if word == "::" {
        description = []
      } else if location != nil {
        location?.append(word)
      } else if word.hasPrefix("@") {
        location = word.count > 1 ? [String(word.dropFirst())] : []
      } else {
        summary.append(word)
      }
    }
    var request = EventRequest(title: summary.joined(separator: " "), start: first.description)
    request.location = location.map { $0.joined(separator: " ") }
    request.notes = description.map { $0.joined(separator: " ") }
    if let startTime {
      request.start = Self.text(first, startTime)
      if let endTime {
        // An end at or before the start is on the next day (23:00-01:00, 09:00 24:00).
        let endOn = endTime <= startTime ? first.adding(days: 1) : first
        request.end = Self.text(endOn, endTime)
      } else {
        request.duration = length ?? ICSDuration(seconds: 3600)
      }
    } else {
      request.isAllDay = true
      if let endDay {
        guard endDay >= first else {
          throw .unreadable(.end, text: endDay.description, reason: "is before \(first)")
        }
        request.end = endDay.adding(days: 1).description
      }
    }
    return (request, zone)
  }

  /// A day word: ISO or compact date, or a relative form.
  static func day(_ word: String, today: Day) -> Day? {
    if let day = DateTimeReader.relativeDay(word, today: today) { return day }
    guard word.first?.isNumber == true, word.count == 10 || word.count == 8,
      !word.contains(":"), let value = try? DateTimeReader(zone: nil).dateTime(word),
      value.isDate
    else { return nil }
    return value.day
  }

  /// `HH:MM` (seconds of the day) or `HH:MM-HH:MM`; `24:00` is 86,400.
  static func times(_ word: String) -> (Int, Int?)? {
    let parts = word.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2 else { return nil }
    guard let start = time(parts[0]), start < 86_400 else { return nil }
    guard parts.count == 2 else { return (start, nil) }
    guard let end = time(parts[1]) else { return nil }
    return (start, end)
  }

  /// `H:MM` or `HH:MM` as seconds of the day (`24:00` allowed), else `nil`.
  static func time(_ text: Substring) -> Int? {
    let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
    guard pieces.count == 2, (1...2).contains(pieces[0].count), pieces[1].count == 2,
      pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(pieces[0]), let minute = Int(pieces[1]), minute < 60,
      hour < 24 || (hour == 24 && minute == 0)
    else { return nil }
    return hour * 3600 + minute * 60
  }

  /// `2026-12-01T18:00` for a day and a second of the day (86,400 is the next midnight).
  static func text(_ day: Day, _ seconds: Int) -> String {
    let on = seconds >= 86_400 ? day.adding(days: 1) : day
    let rest = seconds % 86_400
    let hour = rest / 3600
    let minute = rest / 60 % 60
    return on.description + "T" + (hour < 10 ? "0" : "") + String(hour) + ":"
      + (minute < 10 ? "0" : "") + String(minute)
  }
}
