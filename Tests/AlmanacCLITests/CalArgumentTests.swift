import AlmanacTestSupport
import Testing

@testable import AlmanacCLI

/// util-linux cal's forms (a date argument, `-1`, `-Y`, `--span`) and ncal's `-m` without a
/// year. CLIHarness's clock is 2026-11-29.
@Suite("cal and ncal argument forms")
struct CalArgumentTests {
  static func firstLine(_ result: RunResult) -> String {
    String(result.standardOutput.split(separator: "\n").first ?? "")
      .trimmingCharacters(in: .whitespaces)
  }

  @Test("a date alone shows its month, the date highlighted where today would be")
  func dateArgument() {
    let plain = CLIHarness.run(["2027-02-14", "--color", "never"])
    #expect(plain.exitCode == 0, "\(plain.standardError)")
    #expect(Self.firstLine(plain) == "February 2027")
    let colored = CLIHarness.run(["2027-02-14", "--color", "always"])
    // 2027-02-14 is a Sunday: inverse video over the weekend's red.
    let marked = "\u{1B}[0;7;31m14\u{1B}[0m"
    #expect(colored.standardOutput.contains(marked), "\(colored.standardOutput)")
    #expect(!colored.standardOutput.contains("\u{1B}[0;7m28\u{1B}[0m"))
  }

  @Test(
    "today, now, tomorrow and yesterday are dates",
    arguments: ["today", "now", "tomorrow", "yesterday"])
  func relativeDates(word: String) {
    let result = CLIHarness.run([word, "--color", "never"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(Self.firstLine(result) == "November 2026")
  }

  @Test("a date-shaped word that is no date is refused with the reason")
  func invalidDate() {
    let result = CLIHarness.run(["2026-02-30"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("date '2026-02-30'"), "\(result.standardError)")
    #expect(result.standardError.contains("YYYY-MM-DD"))
  }

  @Test("-Y shows twelve months from the given one; --span centres them on it")
  func twelveAndSpan() {
    let twelve = CLIHarness.run(["-Y", "--columns", "1", "3", "2026", "--color", "never"])
    #expect(twelve.exitCode == 0, "\(twelve.standardError)")
    let titles = twelve.standardOutput.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { $0.hasSuffix("2026") || $0.hasSuffix("2027") }
    #expect(titles.first == "March 2026")
    #expect(titles.last == "February 2027")
    #expect(titles.count == 12)
    let span = CLIHarness.run(["-Y", "-S", "--columns", "1", "3", "2026", "--color", "never"])
    let spanTitles = span.standardOutput.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { $0.hasSuffix("2025") || $0.hasSuffix("2026") }
    #expect(spanTitles.first == "September 2025")
    #expect(spanTitles.last == "August 2026")
  }

  @Test("-1 is one month; with -3, -y, -n or -Y it is refused")
  func one() {
    #expect(Self.firstLine(CLIHarness.run(["-1", "--color", "never"])) == "November 2026")
    for other in ["-3", "-y", "-Y"] {
      let result = CLIHarness.run(["-1", other])
      #expect(result.exitCode == 64, "\(other)")
      #expect(result.standardError.contains("'-1'"), "\(result.standardError)")
    }
  }

  @Test("--month is this year's month, or the given year's")
  func monthOption() {
    #expect(Self.firstLine(CLIHarness.run(["--month", "3", "--color", "never"])) == "March 2026")
    #expect(
      Self.firstLine(CLIHarness.run(["--month", "march", "1999", "--color", "never"]))
        == "March 1999")
    #expect(CLIHarness.run(["--month", "13"]).exitCode == 64)
    #expect(CLIHarness.run(["--month", "3", "4", "2026"]).exitCode == 64)
  }

  @Test("ncal -m without a year is this year's month; -m 13 is refused; -1 and -3 are letters")
  func ncalMonth() {
    let march = NcalInvocationTests.run(["-m", "3", "--color", "never"])
    #expect(march.exitCode == 0, "\(march.standardError)")
    #expect(Self.firstLine(march) == "March 2026")
    let thirteen = NcalInvocationTests.run(["-m", "13"])
    #expect(thirteen.exitCode == 64)
    #expect(thirteen.standardError.contains("'13'"), "\(thirteen.standardError)")
    #expect(Self.firstLine(NcalInvocationTests.run(["-1", "--color", "never"])) == "November 2026")
    let three = NcalInvocationTests.run(["-3", "--color", "never"])
    #expect(three.exitCode == 0, "\(three.standardError)")
    #expect(Self.firstLine(three).hasPrefix("October 2026"))
  }
}
