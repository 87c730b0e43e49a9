import Almanac
import AlmanacICS
import AlmanacStore
import Foundation

/// `almanac recur --rule RRULE --start DTSTART`: expands an RFC 5545 recurrence rule and prints
/// one instance per line, in the form of the start.
enum RecurCommand: Subcommand {
  /// How many instances an unbounded rule prints without `--limit`.
  static let defaultUnboundedLimit = 1_000

  /// `-r, --rule RRULE`.
  static let rule = Option<String>(
    "rule", short: "r", placeholder: "RRULE",
    help: "The rule, e.g. 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1' (RRULE: optional).")
  /// `-s, --start DTSTART`.
  static let start = Option<String>(
    "start", short: "s", placeholder: "DTSTART",
    help: "The first instance: 19970902T090000 or 1997-09-02T09:00 (local), …Z (UTC), "
      + "19970902 (a date), or today, tomorrow, +3d, fri, now.")
  /// `-z, --time-zone TZID`.
  static let timeZone = Option<ZoneName>(
    "time-zone", short: "z", placeholder: "TZID",
    help: "Zone of a local start, UNTIL, EXDATE and RDATE (IANA or Windows name).")
  /// `--count N`.
  static let count = Option<Int>(
    "count", in: 1...100_000_000, help: "Replace the rule's COUNT/UNTIL.")
  /// `--until DATE-TIME`.
  static let until = Option<String>(
    "until", placeholder: "DATE-TIME",
    help: "Replace the rule's UNTIL/COUNT (same forms as --start).")
  /// `--exdate LIST`, repeatable.
  static let exdate = Option<String>(
    "exdate", placeholder: "LIST", help: "Excluded instances, comma-separated; repeatable.",
    isRepeatable: true)
  /// `--rdate LIST`, repeatable.
  static let rdate = Option<String>(
    "rdate", placeholder: "LIST", help: "Extra instances, comma-separated; repeatable.",
    isRepeatable: true)
  /// `-f, --format FORMAT`.
  static let format = Option<RecurFormat>.format(
    help: "text: the start's form; iso: ISO 8601 with offset; json: an array of iso.")
  /// `-n, --limit N`.
  static let limit = Option<Int>(
    "limit", short: "n", in: 0...100_000_000,
    help: "Print at most N instances (default: all, or 1000 for an endless rule).")

  /// `--matching-only`.
  static let matchingOnly = Flag(
    "matching-only",
    help:
      "Print only instances the rule generates; the start only if it matches (as dateutil, libical)."
  )

  /// `--strict`.
  static let strict = Flag(
    "strict",
    help: "Refuse what RFC 5545 forbids (BYWEEKNO without FREQ=YEARLY…) rather than read it "
      + "as dateutil does.")

  static let spec = CommandSpec(
    name: "recur",
    abstract: "expand an RFC 5545 recurrence rule (RRULE) into its instances",
    usage: ["recur --rule RRULE --start DTSTART [options]"],
    positionals: [],
    groups: [
      OptionGroup(
        title: "Recurrence options",
        options: [
          rule, start, timeZone, count, until, exdate, rdate, format, limit, matchingOnly,
          strict,
        ])
    ],
    discussion: """
      The start is the first instance and counts toward COUNT (RFC 5545 §3.8.5.3). Invalid
      dates (30 February) are skipped and not counted; a local time skipped by a DST change is
      read with the offset before the gap (02:30 becomes 03:30). With --matching-only the
      start is printed and counted only if the rule generates it, as python-dateutil's rrule,
      libical's icalrecur_iterator and ical.js do. RFC 7529 rules (RSCALE=HEBREW, SKIP=FORWARD,
      BYMONTH=5L) count in their own calendar.

      Rules RFC 5545 forbids although they have a meaning (BYWEEKNO with FREQ other than
      YEARLY, BYDAY ordinals outside MONTHLY and YEARLY or with BYWEEKNO, BYMONTHDAY with
      WEEKLY, BYYEARDAY with DAILY, WEEKLY or MONTHLY) are read as python-dateutil reads them
      (BYWEEKNO limits the days the frequency gives), with a warning; --strict refuses them
      (exit 65), as libical does.

      EXAMPLES:
        almanac recur --rule 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3' \\
          --start 19970930T090000 --time-zone America/New_York
        almanac recur --rule FREQ=DAILY --start 20260101 --limit 5 --format json
        almanac recur --rule 'RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD' \\
          --start 20140208 --limit 5

      EXIT STATUS: 0 success, 64 usage error, 65 bad rule (or one --strict refuses), date or
      time zone.
      """,
    exclusiveGroups: [ExclusiveGroup([count, until], reason: "a rule ends one way")])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac " + spec.usage[0])
    }
    guard arguments.has(rule) else { throw .missingValue(option: "--rule", placeholder: "RRULE") }
    guard arguments.has(start) else {
      throw .missingValue(option: "--start", placeholder: "DTSTART")
    }
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    var ruleText = try arguments.value(rule) ?? ""
    let startText = try arguments.value(start) ?? ""
    let count = try arguments.value(count)
    let limit = try arguments.value(limit)
    let format = try arguments.value(format) ?? .text
    if ruleText.uppercased().hasPrefix("RRULE:") { ruleText.removeFirst(6) }
    let zone = try arguments.value(timeZone)?.name
    // The same date and date-time forms as everywhere (2026-12-01, 2026-12-01T09:30,
    // tomorrow…), expanded exactly as given: a local time without --time-zone stays floating,
    // and --time-zone UTC keeps its TZID.
    let environmentZone = TimeZoneResolver.environmentTimeZone(invocation.environment)
    var reader = DateTimeReader(
      zone: zone, today: Day(invocation.now, in: environmentZone), now: invocation.now)
    reader.writesUTCAsUTC = false
    func value(_ text: String, _ option: Option<String>) throws(CLIError) -> ICSDateTime {
      do {
        return try reader.dateTime(text)
      } catch {
        throw .badData(
          subject: arguments.spelling(option), argument: text,
          reason: error.reason + "; valid: " + DateTimeForms.valid)
      }
    }
    let startValue = try value(startText, start)
    var parsedRule: RecurrenceRule
    let isStrict = arguments.has(strict)
    do {
      parsedRule = try RecurrenceRule(parsing: ruleText, isStrict: isStrict)
    } catch {
      throw .badData(
        subject: "rule", argument: ruleText,
        reason: "column \(error.location.column): \(error.reason)")
    }
    if !isStrict {
      do {
        _ = try RecurrenceRule(parsing: ruleText, isStrict: true)
      } catch {
        invocation.writeError(
          "almanac: warning: rule '\(ruleText)': column \(error.location.column): "
            + "\(error.reason); read as python-dateutil does (--strict refuses it)\n")
      }
    }
    if let count {
      parsedRule.count = count
      parsedRule.until = nil
    }
    if let untilText = try arguments.value(until) {
      parsedRule.until = try value(untilText, until)
      parsedRule.count = nil
    }
    var inclusions: [ICSDateTime] = []
    for list in try arguments.values(rdate) {
      for item in list.split(separator: ",") { inclusions.append(try value(String(item), rdate)) }
    }
    var exclusions: [ICSDateTime] = []
    for list in try arguments.values(exdate) {
      for item in list.split(separator: ",") {
        exclusions.append(try value(String(item), exdate))
      }
    }
    let set: RecurrenceSet
    do {
      set = try RecurrenceSet(
        start: startValue, rules: [parsedRule], inclusions: inclusions, exclusions: exclusions,
        startPolicy: arguments.has(matchingOnly) ? .onlyIfGenerated : .firstInstance)
    } catch {
      throw .badData(subject: "recurrence", argument: ruleText, reason: error.reason)
    }
    let shown = limit ?? (set.isBounded ? Int.max : defaultUnboundedLimit)
    // Lines are written as bytes, 64 KiB at a time, each patched from the last
    // (RecurrenceLineWriter); JSON is the ISO lines as an array of strings, streamed the same
    // way (what RecurrenceSet.jsonText returns, without the whole text in memory).
    let json = format == .json
    var bytes: [UInt8] = json ? [0x5B] : []  // [
    bytes.reserveCapacity(1 << 16 + 64)
    var writer = RecurrenceLineWriter(set: set, iso: format != .text)
    var first = true
    for occurrence in set.prefix(shown) {
      if json {
        bytes.append(contentsOf: first ? [0x22] : [0x2C, 0x22])  // " or ,"
        first = false
        writer.append(occurrence, to: &bytes)
        bytes[bytes.count - 1] = 0x22  // the newline becomes the closing quote
      } else {
        writer.append(occurrence, to: &bytes)
      }
      if bytes.count >= 1 << 16 {
        invocation.write(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
      }
    }
    if json { bytes.append(contentsOf: [0x5D, 0x0A]) }  // ]\n
    invocation.write(String(decoding: bytes, as: UTF8.self))
    return .success
  }
}

/// `recur --format`: the instances as the start's form, ISO 8601, or JSON.
enum RecurFormat: String, ArgumentChoice {
  case text
  case iso
  case json

  static var subject: String { "format" }
}

/// A time-zone name that the iCalendar resolver knows (IANA or Windows), as a TZID.
struct ZoneName: ArgumentValue {
  /// The name as given.
  var name: String

  static func parse(_ text: String, option: String) throws(CLIError) -> ZoneName {
    guard ICSTimeZoneResolver.standard(text) != nil else {
      throw .badData(
        subject: "time zone", argument: text,
        reason: "unknown time zone; valid: an IANA name (Europe/Paris) or a Windows name")
    }
    return ZoneName(name: text)
  }
}
