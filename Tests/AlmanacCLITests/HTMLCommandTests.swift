import Foundation
import Testing

@testable import AlmanacCLI

/// `almanac html` in-process: pages, fragments, the query round trip and its refusals.
@Suite("HTML command")
struct HTMLCommandTests {
  static let base = ["html", "--today", "2026-03-18", "--time-zone", "UTC", "--locale", "en_US"]

  @Test("a self-contained page with the style sheet, the script and a form")
  func page() {
    let result = CLIHarness.run(Self.base + ["--range", "--name", "stay", "--months", "2"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>"))
    #expect(result.standardOutput.contains("<style>"))
    #expect(result.standardOutput.contains("<script>"))
    #expect(result.standardOutput.contains("<form method=\"get\">"))
    #expect(result.standardOutput.components(separatedBy: "role=\"grid\"").count == 3)
  }

  @Test("a query renders the next state; a fragment request gets the component only")
  func query() {
    let result = CLIHarness.run(
      Self.base + [
        "--range", "--name", "stay", "--query",
        "stay.start=2026-03-05&stay.month=2026-03-01&stay.pick=2026-03-09&stay.part=fragment",
      ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("<div class=\"almanac almanac-round\""))
    #expect(
      result.standardOutput.contains(
        "<input type=\"hidden\" name=\"stay\" value=\"2026-03-05/2026-03-09\">"))
    #expect(result.standardOutput.contains("Selected range: March 5 to March 9, 2026"))
  }

  @Test("booking rules and disabled days with a reason reach the engine")
  func rules() {
    let result = CLIHarness.run(
      Self.base + [
        "--range", "--name", "stay", "--disable", "2026-03-10..2026-03-12", "--disable-reason",
        "Fully booked", "--closed-to-arrival", "SU", "--fragment", "--query",
        "stay.pick=2026-03-15",
      ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("data-reason=\"Fully booked\""))
    #expect(result.standardOutput.contains("No arrivals on this day"))
  }

  @Test(
    "bad input: exit code and a message naming the argument",
    arguments: [
      (["--range", "--query", "date=2026-03-09/2026-03-05"], 65, "the end is before the start"),
      (["--range", "--query", "date.focus=yesterday"], 65, "date.focus"),
      (["--name", "1st"], 64, "not a field name"),
      (["--crossing", "allowed"], 64, "needs --range"),
      (["--ranges", "--range"], 64, "choose one mode"),
      (["--weekdays", "--min", "2026-03-01"], 64, "applies to days"),
      (["--range", "--disable", "2026-03-11", "--initial", "2026-03-11"], 64, "Unavailable"),
      (["--months", "13"], 64, "13"),
      (["--day-content", "€120"], 64, "no DAYS= before the text"),
      (["--day-content", "2026-02-30=x"], 64, "--day-content"),
      (
        ["--range", "--strict", "--disable", "2026-03-11", "--query", "date.start=2026-03-11"], 65,
        "Unavailable"
      ),
    ] as [([String], Int32, String)])
  func badInput(arguments: [String], code: Int32, fragment: String) {
    let result = CLIHarness.run(Self.base + arguments)
    #expect(result.exitCode == code, "\(arguments): \(result.standardError)")
    #expect(result.standardError.contains(fragment), "\(arguments): \(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }

  @Test("a value the rules refuse is dropped with the reason; --strict refuses it")
  func repaired() {
    let result = CLIHarness.run(
      Self.base + [
        "--range", "--name", "stay", "--disable", "2026-03-11", "--fragment", "--query",
        "stay.start=2026-03-11",
      ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("March 11, 2026 can no longer be picked: Unavailable"))
    #expect(!result.standardOutput.contains("name=\"stay.start\""))
  }

  @Test("--submit-label, --nonce and --day-content reach the page")
  func pageOptions() {
    let result = CLIHarness.run(
      Self.base + [
        "--submit-label", "Book", "--nonce", "n0nce", "--day-content",
        "2026-03-01..2026-03-31=€90", "--day-content", "2026-03-20=€120",
      ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let page = result.standardOutput
    #expect(page.contains("class=\"almanac-submit\">Book</button>"))
    #expect(page.contains("<script nonce=\"n0nce\">") && page.contains("<style nonce=\"n0nce\">"))
    #expect(page.contains("aria-label=\"Friday, March 20, 2026, €120\""))
    #expect(page.contains("aria-label=\"Saturday, March 21, 2026, €90\""))
  }

  @Test("events from --ics are marked and listed")
  func events() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("a.ics")
    try Data(
      """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      PRODID:-//test//EN\r
      BEGIN:VEVENT\r
      UID:x@test\r
      DTSTAMP:20260101T000000Z\r
      DTSTART:20260318T090000Z\r
      DTEND:20260318T100000Z\r
      SUMMARY:Standup\r
      END:VEVENT\r
      END:VCALENDAR\r

      """.utf8
    ).write(to: file)
    let result = CLIHarness.run(Self.base + ["--ics", file.path, "--fragment"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("Today, Wednesday, March 18, 2026, 1 event"))
    #expect(result.standardOutput.contains("Standup</li>"))
  }
}
