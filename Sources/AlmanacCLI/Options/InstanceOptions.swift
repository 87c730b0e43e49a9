import Almanac
import AlmanacICS
import AlmanacStore
import Foundation

/// `--instance DAY` and `--this-and-future` of `edit` and `delete`: one instance of a
/// recurring event, or that instance and the ones after it.
enum InstanceOptions {
  /// `--instance DAY`.
  static let instance = Option<String>(
    "instance", placeholder: "DAY",
    help: "Only that day's instance of a recurring event (2026-12-10, today, fri; "
      + "'2026-12-10 18:00' for one of several that day).")
  /// `--this-and-future`.
  static let thisAndFuture = Flag(
    "this-and-future", help: "With --instance: that instance and every later one.")

  /// The option groups of a command that finds one event by UID (`edit`, `delete`): which of
  /// its instances, in which collection, in which sources.
  static let groups = [
    OptionGroup(title: "Instances", options: [instance, thisAndFuture]),
    OptionGroup(title: "Selection", options: [CollectionOptions.collection]),
    EventSourceOptions.group,
  ]

  /// Refuses `--this-and-future` without `--instance`.
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if arguments.has(thisAndFuture), !arguments.has(instance) {
      throw .invalidValue(
        subject: "option", argument: arguments.spelling(thisAndFuture),
        reason: "says which instances follow the one --instance names",
        valid: "--instance DAY --this-and-future")
    }
  }

  /// The reader of typed times for an event: its own zone unless `--time-zone` gave one.
  static func reader(
    for event: ICSComponent, givenZone: String?, invocation: Invocation
  ) -> DateTimeReader {
    let userZone = TimeZoneResolver.environmentTimeZone(invocation.environment)
    return DateTimeReader(
      typingIn: givenZone ?? EventChange.typingZone(of: event, fallback: userZone.identifier),
      environmentZone: userZone, now: invocation.now)
  }

  /// The original start (RECURRENCE-ID) of the instance that `text` names.
  ///
  /// - Parameters:
  ///   - text: DAY as typed: a date or relative day (the first instance that day, in the
  ///     event's own zone), or a date-time (the instance that starts then).
  ///   - series: The event.
  ///   - uid: Its UID, for messages.
  ///   - reader: Reads `text` in the event's zone.
  ///   - arguments: For the option's spelling.
  /// - Returns: The instance's original start, in the form of the series' DTSTART.
  /// - Throws: ``CLIError``: exit 64 for an unreadable DAY, 65 for an event that does not
  ///   repeat or has no instance then (the message names the nearest ones).
  static func start(
    _ text: String, of series: EventSeries, uid: String, reader: DateTimeReader,
    arguments: ParsedArguments
  ) throws(CLIError) -> ICSDateTime {
    let spelling = arguments.spelling(instance)
    let when: ICSDateTime
    do {
      when = try reader.dateTime(text)
    } catch {
      throw .invalidValue(
        subject: spelling, argument: text, reason: error.reason,
        valid: "a day (2026-12-10, today, tomorrow, fri, +3d) or a day and time "
          + "('2026-12-10 18:00')")
    }
    guard series.isRecurring else {
      throw .badData(
        subject: spelling, argument: text,
        reason: "event '\(uid)' does not repeat; leave out \(spelling) to change it whole")
    }
    if let start = series.instance(when) { return start }
    let neighbours = series.neighbours(of: when.day)
    let near = [neighbours.before, neighbours.after].compactMap { $0 }.map(\.isoText)
    throw .badData(
      subject: spelling, argument: text,
      reason: "event '\(uid)' has no instance "
        + (when.isDate ? "on \(when.day)" : "at \(when.isoText)")
        + " (in its own time)"
        + (near.isEmpty ? "" : "; the nearest: " + near.joined(separator: ", ")))
  }

  /// A typed time alone (`19:00`) on the instance's day rather than today.
  static func onDay(_ text: String?, of start: ICSDateTime) -> String? {
    guard let text, DateTimeReader.isTimeAlone(text) else { return text }
    return "\(start.day) \(text.trimmingCharacters(in: .whitespaces))"
  }

  /// The note for a start moved to the first day a weekly rule repeats on (`add --on`, and
  /// `edit --start` of such a series).
  ///
  /// - Parameters:
  ///   - from: The day typed.
  ///   - to: The day the event starts on.
  ///   - days: What the days are (`the --on days`, `its rule's days (BYDAY=TU,TH)`).
  /// - Returns: The line for stderr.
  static func movedStartNote(from: Day, to: Day, days: String) -> String {
    "almanac: note: \(from) is not one of \(days); the event starts on the first day it "
      + "repeats on, \(EventsCommand.heading(to))\n"
  }
}
