import AlmanacCalDAV
import Foundation
import Testing

@testable import AlmanacCLI

/// Messages that said the wrong thing: a year too long for a number, a year of another
/// calendar, a long `--url` echoed whole.
@Suite("Messages say what is wrong")
struct MessageFixTests {

  @Test(arguments: [["99999999999999999999"], ["5", "99999999999999999999"]])
  func aYearTooLongForANumberIsOutOfRange(_ arguments: [String]) {
    let message = CLIHarness.usageError(arguments)
    #expect(
      message.hasPrefix(
        "almanac: year '99999999999999999999': out of range for the gregory calendar; valid: 1…"),
      "\(message)")
    #expect(!message.contains("not a number"))
  }

  /// The harness's today, 2026-11-29, is Reiwa 8 and Persian 1405: 2026 typed with those
  /// calendars is this Gregorian year, not Reiwa 2026 or Persian 2026.
  @Test(arguments: [("japanese", 8), ("persian", 1405)])
  func aGregorianYearInAnotherCalendarNamesWhatToType(_ calendar: String, _ year: Int) {
    let message = CLIHarness.usageError(["2026", "--calendar", calendar])
    #expect(message.hasPrefix("almanac: year '2026': far from this year"), "\(message)")
    #expect(message.contains("2026 is this year in the gregory calendar"), "\(message)")
    #expect(message.contains("this year in the \(calendar) calendar is \(year)"), "\(message)")
    // The year it names is taken.
    let result = CLIHarness.run(["\(year)", "--calendar", calendar])
    #expect(result.exitCode == 0, "\(result.standardError)")
  }

  @Test func aPersianYearInTheJapaneseCalendarNamesThePersianCalendar() {
    let message = CLIHarness.usageError(["1405", "--calendar", "japanese"])
    #expect(message.contains("1405 is this year in the persian calendar"), "\(message)")
  }

  /// `-5d` (five days back) is not a misspelt option: no "did you mean '--to'".
  @Test(arguments: [["events", "-5d"], ["search", "x", "-12"], ["-5d"]])
  func aNegativeValueIsNotTakenForAMisspeltOption(_ arguments: [String]) {
    let message = CLIHarness.usageError(arguments)
    let value = arguments.last ?? ""
    #expect(
      message.hasPrefix("almanac: argument '\(value)': starts with '-', so it reads as an option"),
      "\(message)")
    #expect(message.contains("put '--' before it"))
    #expect(!message.contains("did you mean"))
  }

  @Test func aShortOptionThatIsADigitStillWorks() {
    let result = CLIHarness.run(["-3"])
    #expect(result.exitCode == 0, "\(result.standardError)")
  }

  /// An error about an event as a whole has nothing typed to quote: no `event ''`.
  @Test func aMessageWithNothingToQuoteHasNoEmptyQuotes() {
    let error = CLIError.badData(subject: "event", argument: "", reason: "UNTIL without a rule")
    #expect(error.message == "almanac: event: UNTIL without a rule")
    #expect(error.exitCode.rawValue == 65)
  }

  @Test func aLongURLIsCappedInEachCalendarsLines() {
    final class Box { var error = "" }
    let box = Box()
    let invocation = Invocation(
      environment: [:], terminal: .pipe, now: CLIHarness.now, write: { _ in },
      writeError: { box.error += $0 })
    let url = "https://" + String(repeating: "x", count: 200) + "/"
    var report = SyncReport(collection: "work", url: url + "work/")
    report.error = .status(method: "PROPFIND", url: url + "work/", code: 500, detail: "")
    report.failures = ["a@b: PUT \(url)work/a.ics answered 403 (denied); left for the next run"]
    let code = SyncCommand.summarise([report], dryRun: false, url: url, invocation: invocation)
    #expect(code.rawValue == 65)
    #expect(!box.error.contains(url), "\(box.error)")
    #expect(box.error.contains(String(url.prefix(80)) + "…(\(url.utf8.count) bytes)"))
    #expect(box.error.contains("PROPFIND answered 500"), "\(box.error)")
  }

  @Test func aLongURLIsCappedInSyncMessages() {
    let url = "ftp://" + String(repeating: "x", count: 300)
    let message = CLIHarness.usageError(["sync", "--url", url, "--calendars", "/nonexistent"])
    #expect(!message.contains(url), "\(message)")
    #expect(message.contains(String(url.prefix(80)) + "…(\(url.utf8.count) bytes)"), "\(message)")
    #expect(message.hasSuffix(": not an http:// or https:// URL\n"), "\(message)")
  }
}
