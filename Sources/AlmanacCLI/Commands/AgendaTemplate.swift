import Almanac
import AlmanacPrimitives
import AlmanacStore

/// `--format '{start-time} {title}'`: one line per event instance, made from a template of
/// literal text and khal's field names in braces (`{{` and `}}` write a brace).
///
/// Times are the wall times of the display zone in a fixed form (`2026-12-01`, `09:00`), so
/// that scripts read the same text in every locale. Every control character in a value (line
/// breaks, tabs, escape) is written as a space: a value can never start a new line or move the
/// terminal's cursor, so each instance is exactly one line.
struct AgendaTemplate: Hashable, Sendable {
  /// The field names a template may use, in the order the error message lists them.
  static let fields = [
    "start", "start-date", "start-time", "end", "end-date", "end-time", "start-end-time-style",
    "title", "location", "description", "description-separator", "calendar", "status",
    "cancelled", "uid", "repeat-symbol", "all-day",
  ]

  /// A piece of a template: literal text or a field.
  enum Piece: Hashable, Sendable {
    case text(String)
    case field(String)
  }

  /// The template's pieces, in order.
  let pieces: [Piece]

  /// Parses a template.
  ///
  /// - Parameter text: The template, as given to `--format`.
  /// - Throws: A usage error for an unknown field, naming it and listing the valid ones, and
  ///   for a brace that is neither closed nor doubled.
  init(parsing text: String) throws(CLIError) {
    var pieces: [Piece] = []
    var literal = ""
    var index = text.startIndex
    func refuse(_ reason: String, valid: String?) -> CLIError {
      .invalidValue(subject: "format", argument: text, reason: reason, valid: valid)
    }
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == "{" || character == "}", next < text.endIndex, text[next] == character {
        literal.append(character)
        index = text.index(after: next)
        continue
      }
      if character == "}" {
        throw refuse("'}' without '{'", valid: "'}}' for a literal brace")
      }
      guard character == "{" else {
        literal.append(character)
        index = next
        continue
      }
      guard let close = text[next...].firstIndex(of: "}") else {
        throw refuse("'{' is not closed", valid: "'{{' for a literal brace, or {FIELD}")
      }
      let name = String(text[next..<close])
      guard Self.fields.contains(name) else {
        throw refuse(
          "unknown field '{\(name)}'", valid: Self.fields.joined(separator: ", "))
      }
      if !literal.isEmpty { pieces.append(.text(literal)) }
      literal = ""
      pieces.append(.field(name))
      index = text.index(after: close)
    }
    if !literal.isEmpty { pieces.append(.text(literal)) }
    self.pieces = pieces
  }

  /// The line of one instance, newline included.
  ///
  /// - Parameter event: The instance.
  /// - Returns: The template's text with each field replaced by the instance's value.
  func line(_ event: EventInstance) -> String {
    var out = ""
    for piece in pieces {
      switch piece {
      case .text(let text): out += text
      case .field(let name): out += Self.safe(value(name, of: event))
      }
    }
    return out + "\n"
  }

  /// The value of one field for an instance.
  func value(_ name: String, of event: EventInstance) -> String {
    let start = Self.local(event.startUTC, offset: event.startOffset)
    let end = Self.local(event.endUTC, offset: event.endOffset)
    switch name {
    case "start":
      return event.isAllDay ? event.firstDay.description : start.date + " " + start.time
    case "start-date": return event.firstDay.description
    case "start-time": return event.isAllDay ? "" : start.time
    case "end":
      return event.isAllDay ? event.lastDay.description : end.date + " " + end.time
    case "end-date": return event.isAllDay ? event.lastDay.description : end.date
    case "end-time": return event.isAllDay ? "" : end.time
    case "start-end-time-style":
      if event.isAllDay { return "" }
      return start.time + "–" + (start.date == end.date ? "" : end.date + " ") + end.time
    case "title": return event.summary
    case "location": return event.location ?? ""
    case "description": return event.notes ?? ""
    case "description-separator":
      return (event.notes ?? "").isEmpty ? "" : AgendaStyle.descriptionSeparator
    case "calendar": return event.collection.title
    case "status":
      // As the JSON's `status`: the three values RFC 5545 gives an event, else nothing.
      switch event.status {
      case "TENTATIVE", "CONFIRMED", "CANCELLED": return event.status?.lowercased() ?? ""
      default: return ""
      }
    case "cancelled": return event.isCancelled ? AgendaStyle.cancelledMark : ""
    case "uid": return event.uid
    case "repeat-symbol": return event.isRecurring ? AgendaStyle.recurringMark : ""
    case "all-day": return event.isAllDay ? "true" : "false"
    default: return ""
    }
  }

  /// The date (`2026-12-01`) and 24-hour time (`09:00`) of an instant in the display zone.
  static func local(_ utc: Int, offset: Int) -> (date: String, time: String) {
    let (local, overflow) = utc.addingReportingOverflow(offset)
    let seconds = overflow ? utc : local
    let day = Day(clampingSerial: DaySeconds.day(ofSecond: seconds))
    let second = DaySeconds.secondOfDay(seconds)
    let hour = second / 3600
    let minute = second % 3600 / 60
    let time = (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    return (day.description, time)
  }

  /// `value` with every control character (line breaks, tab, escape) as one space.
  static func safe(_ value: String) -> String {
    func breaks(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: return true
      default: return false
      }
    }
    guard value.unicodeScalars.contains(where: breaks) else { return value }
    var out = ""
    out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
    var previousWasCR = false
    for scalar in value.unicodeScalars {
      if breaks(scalar) {
        // A CRLF pair is one line break, so one space.
        if !(previousWasCR && scalar == "\n") { out.unicodeScalars.append(" ") }
        previousWasCR = scalar == "\r"
      } else {
        out.unicodeScalars.append(scalar)
        previousWasCR = false
      }
    }
    return out
  }
}
