import Foundation
import Testing

/// `almanac recur --strict`: rules RFC 5545 forbids though they have a meaning are read as
/// python-dateutil reads them (with a warning) unless `--strict` refuses them (exit 65).
@Suite("almanac recur --strict")
struct RecurStrictTests {
  static let start = ["--start", "20251229"]

  @Test func byWeekNumberWithMonthlyIsDateutilsFilterWithAWarning() throws {
    // python-dateutil 2.9.0: rrulestr('FREQ=MONTHLY;BYWEEKNO=1;BYDAY=MO;COUNT=3',
    // dtstart=datetime(2025,12,29)) gives 2025-12-29, 2027-01-04, 2028-01-03.
    let lenient = CLIHarness.run(
      ["recur", "--rule", "FREQ=MONTHLY;BYWEEKNO=1;BYDAY=MO;COUNT=3"] + Self.start)
    #expect(lenient.exitCode == 0)
    #expect(lenient.standardOutput == "20251229\n20270104\n20280103\n")
    #expect(
      lenient.standardError
        == "almanac: warning: rule 'FREQ=MONTHLY;BYWEEKNO=1;BYDAY=MO;COUNT=3': column 14: "
        + "BYWEEKNO is allowed only with FREQ=YEARLY, not MONTHLY (RFC 5545); read as "
        + "python-dateutil does (--strict refuses it)\n")
    let strict = CLIHarness.run(
      ["recur", "--rule", "FREQ=MONTHLY;BYWEEKNO=1;BYDAY=MO;COUNT=3", "--strict"] + Self.start)
    #expect(strict.exitCode == 65)
    #expect(strict.standardOutput.isEmpty)
    #expect(strict.standardError.contains("column 14: BYWEEKNO is allowed only with FREQ=YEARLY"))
    #expect(strict.standardError.split(separator: "\n").count == 1)
  }

  @Test func aRuleTheRFCAllowsIsTheSameEitherWay() throws {
    let arguments =
      ["recur", "--rule", "RRULE:FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;COUNT=3"] + Self.start
    let lenient = CLIHarness.run(arguments)
    let strict = CLIHarness.run(arguments + ["--strict"])
    #expect(strict.exitCode == 0)
    #expect(strict.standardOutput == "20251229\n20270104\n20280103\n")
    #expect(strict.standardOutput == lenient.standardOutput)
    #expect(lenient.standardError.isEmpty)
    #expect(strict.standardError.isEmpty)
  }

  @Test(arguments: [
    ("FREQ=WEEKLY;BYDAY=1MO;COUNT=2", "BYDAY ordinals"),
    ("FREQ=YEARLY;BYWEEKNO=2;BYDAY=1MO;COUNT=2", "not allowed with BYWEEKNO"),
    ("FREQ=WEEKLY;BYMONTHDAY=3;COUNT=2", "BYMONTHDAY is not allowed with FREQ=WEEKLY"),
    ("FREQ=MONTHLY;BYYEARDAY=40;COUNT=2", "BYYEARDAY is not allowed with FREQ=MONTHLY"),
  ])
  func strictRefusesEveryForbiddenPair(_ rule: String, _ reason: String) throws {
    let lenient = CLIHarness.run(["recur", "--rule", rule] + Self.start)
    #expect(lenient.exitCode == 0)
    #expect(lenient.standardError.contains(reason), "\(lenient.standardError)")
    let strict = CLIHarness.run(["recur", "--rule", rule, "--strict"] + Self.start)
    #expect(strict.exitCode == 65)
    #expect(strict.standardError.contains(reason), "\(strict.standardError)")
  }
}
