import AlmanacICS
import Foundation

/// `almanac recur --rule RRULE --start DTSTART`: expands an RFC 5545 recurrence rule and prints
/// one instance per line, in the form of the start.
enum RecurCommand: Subcommand {
  /// How many instances an unbounded rule prints without `--limit`.
  static let defaultUnboundedLimit = 1_000

  static let spec = CommandSpec(
    name: "recur",
    abstract: "expand an RFC 5545 recurrence rule (RRULE) into its instances",
    usage: ["recur --rule RRULE --start DTSTART [options]"],
    positionals: [],
    groups: [
      OptionGroup(
        title: "Recurrence options",
        options: [
          OptionSpec(
            long: "rule", short: "r", placeholder: "RRULE",
            help:
              "The rule, e.g. 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1' (RRULE: optional)."),
          OptionSpec(
            long: "start", short: "s", placeholder: "DTSTART",
            help: "The first instance: 19970902T090000 (local), 19970902T090000Z (UTC) or 19970902."
          ),
          OptionSpec(
            long: "time-zone", short: "z", placeholder: "TZID",
            help: "Zone of a local start, UNTIL, EXDATE and RDATE (IANA or Windows name)."),
          OptionSpec(
            long: "count", short: nil, placeholder: "N", help: "Replace the rule's COUNT/UNTIL."),
          OptionSpec(
            long: "until", short: nil, placeholder: "DATE-TIME",
            help: "Replace the rule's UNTIL/COUNT (same forms as --start)."),
          OptionSpec(
            long: "exdate", short: nil, placeholder: "LIST",
            help: "Excluded instances, comma-separated; repeatable.", isRepeatable: true),
          OptionSpec(
            long: "rdate", short: nil, placeholder: "LIST",
            help: "Extra instances, comma-separated; repeatable.", isRepeatable: true),
          OptionSpec(
            long: "format", short: "f", placeholder: "FORMAT",
            help: "text: the start's form; iso: ISO 8601 with offset; json: an array of iso.",
            choices: ["text", "iso", "json"]),
          OptionSpec(
            long: "limit", short: "n", placeholder: "N",
            help: "Print at most N instances (default: all, or 1000 for an endless rule)."),
        ]),
      GeneralOptions.group,
    ],
    discussion: """
      The start is the first instance and counts toward COUNT (RFC 5545 §3.8.5.3). Invalid
      dates (30 February) are skipped and not counted; a local time skipped by a DST change is
      read with the offset before the gap (02:30 becomes 03:30).

      EXAMPLES:
        almanac recur --rule 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3' \\
          --start 19970930T090000 --time-zone America/New_York
        almanac recur --rule FREQ=DAILY --start 20260101 --limit 5 --format json

      EXIT STATUS: 0 success, 64 usage error, 65 bad rule, date or time zone.
      """)

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac " + spec.usage[0])
    }
    guard var ruleText = arguments.value("rule") else {
      throw .missingValue(option: "--rule", placeholder: "RRULE")
    }
    guard let startText = arguments.value("start") else {
      throw .missingValue(option: "--start", placeholder: "DTSTART")
    }
    if arguments.has("count"), arguments.has("until") {
      throw .conflict(
        arguments.spelling("count"), arguments.spelling("until"), reason: "a rule ends one way")
    }
    let count = try MonthCommand.positiveInteger(arguments, "count", limit: 100_000_000)
    let limit = try MonthCommand.positiveInteger(
      arguments, "limit", limit: 100_000_000, allowsZero: true)
    let format = arguments.value("format")?.lowercased() ?? "text"
    guard ["text", "iso", "json"].contains(format) else {
      throw .invalidValue(
        subject: "format", argument: arguments.value("format") ?? "", reason: "unknown format",
        valid: "text, iso, json")
    }
    if ruleText.uppercased().hasPrefix("RRULE:") { ruleText.removeFirst(6) }
    let zone = arguments.value("time-zone")
    if let zone, ICSTimeZoneResolver.standard(zone) == nil {
      throw .badData(
        subject: "time zone", argument: zone,
        reason: "unknown time zone; valid: an IANA name (Europe/Paris) or a Windows name")
    }
    func value(_ text: String, _ option: String) throws(CLIError) -> ICSDateTime {
      do {
        return try ICSDateTime(parsing: text, tzid: zone)
      } catch {
        throw .badData(
          subject: arguments.spelling(option), argument: text,
          reason: error.reason + "; valid: 19970902T090000, 19970902T090000Z or 19970902")
      }
    }
    let start = try value(startText, "start")
    var rule: RecurrenceRule
    do {
      rule = try RecurrenceRule(parsing: ruleText)
    } catch {
      throw .badData(
        subject: "rule", argument: ruleText,
        reason: "column \(error.location.column): \(error.reason)")
    }
    if let count {
      rule.count = count
      rule.until = nil
    }
    if let untilText = arguments.value("until") {
      rule.until = try value(untilText, "until")
      rule.count = nil
    }
    var inclusions: [ICSDateTime] = []
    for list in arguments.allValues("rdate") {
      for item in list.split(separator: ",") { inclusions.append(try value(String(item), "rdate")) }
    }
    var exclusions: [ICSDateTime] = []
    for list in arguments.allValues("exdate") {
      for item in list.split(separator: ",") {
        exclusions.append(try value(String(item), "exdate"))
      }
    }
    let set: RecurrenceSet
    do {
      set = try RecurrenceSet(
        start: start, rules: [rule], inclusions: inclusions, exclusions: exclusions)
    } catch {
      throw .badData(subject: "recurrence", argument: ruleText, reason: error.reason)
    }
    let shown = limit ?? (set.isBounded ? Int.max : defaultUnboundedLimit)
    var text = ""
    switch format {
    case "json":
      text = set.jsonText(set.prefix(shown)) + "\n"
      invocation.write(text)
    default:
      for occurrence in set.prefix(shown) {
        text += (format == "iso" ? set.isoText(occurrence) : set.text(occurrence)) + "\n"
        if text.utf8.count >= 1 << 16 {
          invocation.write(text)
          text = ""
        }
      }
      invocation.write(text)
    }
    return .success
  }
}
