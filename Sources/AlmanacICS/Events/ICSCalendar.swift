/// A VCALENDAR with its events decoded and its time zones resolved, ready to expand.
///
/// ```swift
/// let document = try ICSParser().parse(bytes, file: "work.ics")
/// for calendar in ICSCalendar.calendars(in: document, file: "work.ics") {
///   for instance in try calendar.instances(from: windowStart, to: windowEnd) { … }
/// }
/// ```
public struct ICSCalendar: Sendable {
  /// The VCALENDAR component, whole.
  public var component: ICSComponent
  /// Its VEVENTs, decoded, in source order (events that failed to decode are left out and
  /// reported in ``diagnostics``).
  public var events: [ICSEvent]
  /// Its VTODOs, decoded, in source order (DUE is in ``ICSEvent/end``; see
  /// ``todoInstances(from:to:limit:skipped:)``). One that fails to decode is left out and
  /// reported in ``warnings``: it stays in the file, and does not stop a rewrite.
  public var todos: [ICSEvent] = []
  /// Its VJOURNALs, decoded, in source order (left out and reported in ``warnings`` like
  /// to-dos when they fail to decode).
  public var journals: [ICSEvent] = []
  /// The to-dos and journals that could not be decoded or name an unknown zone (part of
  /// ``warnings``).
  package internal(set) var componentWarnings: [ICSError] = []
  /// How its TZIDs are resolved (IANA, Windows names, its VTIMEZONEs, X-WR-TIMEZONE).
  public var resolver: ICSTimeZoneResolver
  /// Problems met while decoding: broken events, unknown time zones.
  public var diagnostics: [ICSError]
  /// The file name given when decoding (for the locations of expansion problems).
  public var file: String
  /// Values read leniently (see ``ICSEvent/repairs``), one warning per property name with
  /// the count and the first place; the events are kept.
  public var warnings: [ICSError]
  /// Whether an override with STATUS:CANCELLED stays in the expansion as its instance (which
  /// then reads as cancelled), rather than removing the instance: for listings that mark
  /// cancelled events, as khal does, instead of hiding them.
  package var keepsCancelledOverrides = false

  /// Decodes a VCALENDAR component.
  ///
  /// - Parameters:
  ///   - component: The VCALENDAR.
  ///   - file: The file name for error locations.
  /// - Complexity: O(*n*) in the size of the calendar.
  public init(_ component: ICSComponent, file: String = "") {
    self.init(component, file: file) { _ in nil }
  }

  /// Decodes a VCALENDAR component, taking a VEVENT's decoding from `decoded` where it gives
  /// one: for a writer that decoded the same component before (package access).
  ///
  /// - Parameters:
  ///   - component: The VCALENDAR.
  ///   - file: The file name for error locations.
  ///   - decoded: The decoding of a VEVENT, or `nil` to decode it here.
  /// - Complexity: O(*n*) in the size of the calendar.
  package init(
    _ component: ICSComponent, file: String, decoded: (ICSComponent) -> ICSEvent?
  ) {
    self.component = component
    self.file = file
    var diagnostics: [ICSError] = []
    func locate(_ error: ICSError) -> ICSError {
      var location = error.location
      location.file = file
      switch error {
      case .malformed(_, let why): return .malformed(location, why)
      case .invalidValue(_, let why): return .invalidValue(location, why)
      case .limitExceeded(_, let why): return .limitExceeded(location, why)
      case .unknownTimeZone(_, let tzid): return .unknownTimeZone(location, tzid)
      }
    }
    var definitions: [String: ICSTimeZone] = [:]
    var events: [ICSEvent] = []
    var others: [ICSError] = []
    for child in component.components {
      switch child.name {
      case "VTIMEZONE":
        do {
          let zone = try ICSTimeZone(vtimezone: child)
          definitions[zone.identifier] = zone
        } catch {
          diagnostics.append(locate(error))
        }
      case "VEVENT":
        if let event = decoded(child) {
          events.append(event)
          continue
        }
        do {
          events.append(try ICSEvent(child))
        } catch {
          diagnostics.append(ICSCalendar.dropped(child, locate(error)))
        }
      case "VTODO", "VJOURNAL":
        do {
          let decoded = try ICSEvent(child)
          if child.name == "VTODO" { todos.append(decoded) } else { journals.append(decoded) }
        } catch {
          others.append(ICSCalendar.leftOut(child, locate(error)))
        }
      default: break
      }
    }
    var floating: ICSTimeZone?
    if let name = component.property("X-WR-TIMEZONE")?.textValue {
      floating = ICSTimeZoneResolver.standard(name) ?? definitions[name]
      if floating == nil {
        diagnostics.append(
          .unknownTimeZone(
            ICSLocation(
              file: file, line: component.property("X-WR-TIMEZONE")?.line ?? 0, column: 1), name))
      }
    }
    resolver = ICSTimeZoneResolver(definitions: definitions, floatingZone: floating)
    var unknown = Set<String>()
    for event in events {
      for value in [event.start, event.end, event.recurrenceID].compactMap({ $0 }) {
        if let tzid = value.tzid, resolver.zone(for: tzid) == nil, !unknown.contains(tzid) {
          unknown.insert(tzid)
          let line = event.component.property("DTSTART")?.line ?? event.component.line
          diagnostics.append(.unknownTimeZone(ICSLocation(file: file, line: line, column: 1), tzid))
        }
      }
    }
    others += ICSCalendar.unknownZones(in: todos + journals, resolver: resolver, file: file)
    self.events = events
    self.diagnostics = diagnostics
    componentWarnings = others
    self.warnings = ICSCalendar.summarise(events.flatMap(\.repairs), file: file) + others
  }

  /// The problem of an event that could not be decoded and is left out, naming it (UID and
  /// summary) so that each of many such events can be found in the file.
  static func dropped(_ component: ICSComponent, _ error: ICSError) -> ICSError {
    var name = component.text("UID").map { "UID \($0)" } ?? "without UID"
    if let summary = component.text("SUMMARY"), !summary.isEmpty {
      let oneLine = String(summary.prefix(80).map { $0.isNewline ? " " : $0 })
      name += " (\"\(oneLine)\")"
    }
    let why = "event \(name): \(error.reason); the event is left out"
    switch error {
    case .malformed(let location, _): return .malformed(location, why)
    case .invalidValue(let location, _): return .invalidValue(location, why)
    case .limitExceeded(let location, _): return .limitExceeded(location, why)
    case .unknownTimeZone: return error
    }
  }

  /// One warning per property name (the reason's prefix up to `:`), with the count and the
  /// first problem.
  package static func summarise(_ repairs: [ICSError], file: String) -> [ICSError] {
    var order: [String] = []
    var byName: [String: (first: ICSError, count: Int)] = [:]
    for repair in repairs {
      let name = String(repair.reason.prefix { $0 != ":" })
      if let seen = byName[name] {
        byName[name] = (seen.first, seen.count + 1)
      } else {
        byName[name] = (repair, 1)
        order.append(name)
      }
    }
    return order.compactMap { name in
      guard let (first, count) = byName[name] else { return nil }
      let why = first.reason.dropFirst(name.count + 1).drop { $0 == " " }
      let what = count == 1 ? "1 value" : "\(count) values"
      let outcome =
        name == "DTSTAMP" ? "ignored" : "read as dates (VALUE=DATE given with a time)"
      var location = first.location
      location.file = file
      return .invalidValue(
        location, "\(name): \(what) \(outcome), the events kept; first: \(why)")
    }
  }

  /// The calendars of a parsed document.
  ///
  /// - Parameters:
  ///   - document: The parsed document.
  ///   - file: The file name for error locations.
  /// - Returns: One calendar per VCALENDAR.
  /// - Complexity: O(*n*) in the size of the document.
  public static func calendars(in document: ICSDocument, file: String = "") -> [ICSCalendar] {
    document.calendars.map { ICSCalendar($0, file: file) }
  }

  /// The zone in which a value's wall time is read: its TZID's zone, UTC, or the floating zone
  /// (`nil` when floating values have no zone: they are then read as UTC).
  ///
  /// - Parameter value: A DATE or DATE-TIME.
  /// - Returns: The zone.
  public func zone(of value: ICSDateTime) -> ICSTimeZone? {
    switch value.kind {
    case .utc: .utc
    case .zoned(let tzid): resolver.zone(for: tzid) ?? resolver.floatingZone
    case .floating, .date: resolver.floatingZone
    }
  }
}
