import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// The typed option layer: values parsed and checked (choices, ranges) in a validation step
/// before a command runs, exclusive groups, and every table built from the same constants.
@Suite("Typed options and validation")
struct TypedOptionTests {
  /// Writes "level N" when it runs, so a test sees in its own output whether validation
  /// stopped it first (a shared counter raced between tests run in parallel).
  enum ProbeCommand: Subcommand {
    static let level = Option<Int>("level", in: 1...3, help: "A level.")
    static let format = Option<AgendaFormat>("format", placeholder: "FORMAT", help: "Format.")
    static let loud = Flag("loud", help: "Loud.")
    static let quiet = Flag("quiet", help: "Quiet.")
    static let spec = CommandSpec(
      name: "probe", abstract: "probe", usage: ["probe"], positionals: [],
      groups: [
        OptionGroup(title: "Probe options", options: [level, format, loud, quiet])
      ],
      discussion: "", exclusiveGroups: [ExclusiveGroup([loud, quiet], reason: "choose one")])

    static func validate(_ arguments: ParsedArguments) throws(CLIError) {
      if let extra = arguments.positionals.first {
        throw .unexpectedArgument(extra, command: "almanac probe")
      }
    }

    static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
      -> ExitCode
    {
      invocation.write("level \(try arguments.value(level) ?? 0)\n")
      return .success
    }
  }

  static func probe(_ arguments: [String]) -> (RunResult, ran: Bool) {
    let result = CLIHarness.capture(environment: [:]) {
      CLI.run(
        arguments: ["probe"] + arguments, invocation: $0,
        commands: [CommandEntry(MonthCommand.self), CommandEntry(ProbeCommand.self)])
    }
    return (result, result.standardOutput.hasPrefix("level "))
  }

  @Test(arguments: [
    (["--level", "0"], "not a whole number from 1 to 3"),
    (["--level", "99999999999999999999999"], "not a whole number from 1 to 3"),
    (["--level", "-9223372036854775808"], "not a whole number from 1 to 3"),
    (["--format", "yaml"], "unknown format; valid: text, json"),
    (["--loud", "--quiet"], "cannot be used with '--quiet'; choose one"),
    (["extra"], "argument 'extra': unexpected"),
  ])
  func badValuesStopBeforeRun(_ arguments: [String], _ message: String) {
    let (result, ran) = Self.probe(arguments)
    #expect(result.exitCode == 64)
    #expect(!ran)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test func goodValuesArriveTyped() {
    let (result, ran) = Self.probe(["--level", "3", "--format", "JSON", "--loud"])
    #expect(ran)
    #expect(result.standardOutput == "level 3\n")
  }

  @Test func choicesComeFromTheValueType() {
    let help = HelpFormatter.help(for: ProbeCommand.spec)
    #expect(help.contains("Format. (text, json)"))
    #expect(PickerOptions.rangeBehavior.spec.choices == ["forward", "either", "complete"])
    #expect(CalendarOptions.color.spec.choices == ["auto", "always", "never"])
  }

  /// The commands that take the first-weekday options, whichever group lists them.
  static let weekStartCommands = CLI.commands.map(\.spec).filter { spec in
    CalendarOptions.weekStartGroup.members.allSatisfy { long in
      spec.options.contains { $0.long == long }
    }
  }.map(\.name)

  @Test func theWeekStartCommandsAreTheDateShowingOnes() {
    #expect(Set(Self.weekStartCommands) == ["month", "pick", "html"])
  }

  @Test(arguments: weekStartCommands)
  func everyCommandWithTheFirstWeekdayOptionsTakesOne(_ name: String) {
    let result = CLIHarness.run([name, "--monday", "--sunday"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains("'--monday': cannot be used with '--sunday'"),
      "\(result.standardError)")
    #expect(result.standardError.contains("give the first weekday once"))
  }

  @Test(arguments: CLI.commands.map(\.spec.name))
  func everyTableHasUniqueSpellingsAndChecksEveryValue(_ name: String) throws {
    let spec = try #require(CLI.commands.first { $0.spec.name == name }).spec
    let options = spec.options
    #expect(Set(options.map(\.long)).count == options.count)
    let shorts = options.compactMap(\.short)
    #expect(Set(shorts).count == shorts.count)
    for option in options where !option.isFlag {
      #expect(option.check != nil, "--\(option.long) has no value check")
    }
    for group in spec.exclusions {
      for member in group.members {
        #expect(options.contains { $0.long == member }, "group member --\(member) not in table")
      }
    }
  }

  @Test(arguments: [
    (["pick", "--single", "--weekdays"], "option '--single': cannot be used with '--weekdays'"),
    (["pick", "--range", "--multiple"], "option '--multiple': cannot be used with '--range'"),
    (["events", "--days", "0"], "--days '0': not a whole number from 1 to 3660000"),
    (["events", "--days", "3660001"], "not a whole number from 1 to 3660000"),
    (["--columns", "-5"], "not a whole number from 1 to 1000"),
    (["recur", "--rule", "FREQ=DAILY", "--start", "20260101", "--count", "1e9"], "not a whole"),
    (["--after", "9223372036854775807"], "not a whole number from 0 to 12000"),
  ])
  func realCommandsRangeCheckAndGroup(_ arguments: [String], _ message: String) {
    let result = CLIHarness.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test(arguments: [
    ["add", "--title", "x", "--start", "2026-12-01", "--duration", "99999999999w"],
    ["add", "--title", "x", "--start", "2026-12-01", "--duration", "9999999w"],
  ])
  func lengthsCannotOverflow(_ arguments: [String]) {
    let result = CLIHarness.run(arguments + ["--ics", "/nonexistent.ics"])
    #expect(result.exitCode == 65)
    #expect(result.standardError.contains("--duration"), "\(result.standardError)")
  }
}

/// One set of date and date-time forms for every command: ISO dates and times,
/// the iCalendar forms, and today, tomorrow, +3d, weekday names and now.
@Suite("Date and date-time forms")
struct DateFormTests {
  // CLIHarness.now is Sunday 2026-11-29 12:00 UTC.
  @Test(arguments: [
    ("today", "2026-11-29"), ("tomorrow", "2026-11-30"), ("yesterday", "2026-11-28"),
    ("+3d", "2026-12-02"), ("-2w", "2026-11-15"), ("+10", "2026-12-09"), ("fri", "2026-12-04"),
    ("sunday", "2026-11-29"), ("2026-12-24", "2026-12-24"),
  ])
  func eventsAcceptsEveryDayForm(_ form: String, _ day: String) throws {
    let scratch = try EventsCommandTests.Scratch()
    let path = try scratch.write("team.ics", try EventsCommandTests.calendar())
    let result = CLIHarness.run(
      ["events", "--ics", path, "--from", form, "--days", "1", "-f", "json"],
      environment: scratch.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    // The same as the ISO date.
    let iso = CLIHarness.run(
      ["events", "--ics", path, "--from", day, "--days", "1", "-f", "json"],
      environment: scratch.environment)
    #expect(result.standardOutput == iso.standardOutput)
  }

  @Test func recurTakesTheSameFormsAsAdd() {
    let date = CLIHarness.run(["recur", "--rule", "FREQ=DAILY", "--start", "2026-12-01", "-n", "2"])
    #expect(date.standardOutput == "20261201\n20261202\n", "\(date.standardError)")
    let time = CLIHarness.run(
      ["recur", "--rule", "FREQ=DAILY", "--start", "2026-12-01T09:30", "-n", "1"])
    #expect(time.standardOutput == "20261201T093000\n")
    let relative = CLIHarness.run([
      "recur", "--rule", "FREQ=DAILY", "--start", "tomorrow", "-n", "1",
    ])
    #expect(relative.standardOutput == "20261130\n")
    let now = CLIHarness.run(["recur", "--rule", "FREQ=DAILY", "--start", "now", "-n", "1"])
    #expect(now.standardOutput == "20261129T120000Z\n", "\(now.standardError)")
  }

  @Test func addTakesRelativeDaysWithATime() throws {
    let scratch = try EventsCommandTests.Scratch()
    let result = CLIHarness.run(
      ["add", "--title", "Dinner", "--start", "tomorrow 18:00", "--time-zone", "Europe/Berlin"],
      environment: scratch.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let text = try WriteSafetyTests.written(result)
    #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261130T180000\r\n"))
    let allDay = CLIHarness.run(
      ["add", "--title", "Off", "--start", "fri"], environment: scratch.environment)
    #expect(try WriteSafetyTests.written(allDay).contains("DTSTART;VALUE=DATE:20261204\r\n"))
  }

  @Test(arguments: ["+99999999d", "someday", "fri 25:00", "+3x"])
  func badFormsAreRefused(_ form: String) {
    let result = CLIHarness.run(["events", "--from", form])
    let add = CLIHarness.run(["add", "--title", "x", "--start", form, "--ics", "/nonexistent.ics"])
    #expect(result.exitCode == 64 || form == "fri 25:00")
    #expect(add.exitCode == 65, "\(form): \(add.standardError)")
  }
}
