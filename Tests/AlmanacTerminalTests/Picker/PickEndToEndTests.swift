import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `almanac pick` run as a real process on a pseudo-terminal (term's `PseudoTerminal`, no
/// tmux): keys and clicks typed into the terminal, the result read from a file that standard
/// output was redirected to, the exit status from the process, and the terminal mode after it
/// ended. Waits poll the screen for expected text with generous timeouts (CI shares 2 cores).
@Suite("almanac pick end to end", .serialized)
struct PickEndToEndTests {
  static let timeout = 30.0
  static let enter = TerminalModes().enterSequence
  static let exit = TerminalModes().exitSequence

  /// The built `almanac` executable, found by walking up from the test bundle.
  static let almanac: String? = {
    var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
    candidates += Bundle.allBundles.map(\.bundleURL)
    for start in candidates {
      var directory = start.deletingLastPathComponent()
      for _ in 0..<6 {
        let path = directory.appendingPathComponent("almanac").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }()

  /// One run of the picker on a fresh pseudo-terminal.
  struct Run {
    let pty: PseudoTerminal
    let child: PseudoTerminal.Child
    let output: URL
    let saved: termios

    /// Starts `almanac pick ARGUMENTS > output` with the pty as controlling terminal.
    init(_ arguments: [String], columns: Int = 80, rows: Int = 24) throws {
      let almanac = try #require(PickEndToEndTests.almanac, "build the almanac binary first")
      pty = try PseudoTerminal(columns: columns, rows: rows)
      saved = try pty.attributes()
      output = FileManager.default.temporaryDirectory
        .appendingPathComponent("almanac-pick-\(UUID().uuidString).out")
      let quoted = ([almanac, "pick"] + arguments).map { "'\($0)'" }.joined(separator: " ")
      // `exec` keeps the pid, so signals and the exit status are almanac's own.
      child = try pty.spawn(
        "/bin/sh", arguments: ["-c", "exec \(quoted) > '\(output.path)'"],
        environment: ["LANG": "en_US.UTF-8", "TZ": "UTC", "TERM": "xterm-256color"])
    }

    /// Waits for text to appear on the screen after byte `start`.
    func waitFor(_ text: String, after start: Int = 0) -> Bool {
      pty.read(until: text, after: start, timeout: PickEndToEndTests.timeout)
    }

    /// Types keys once the previous frame is drawn.
    func type(_ text: String) { pty.write(text) }

    /// Waits for the end and returns how it ended and what went to standard output.
    func finish() -> (PseudoTerminal.Termination, String) {
      let termination = child.wait(timeout: PickEndToEndTests.timeout)
      pty.drain()
      let data = FileManager.default.contents(atPath: output.path) ?? Data()
      try? FileManager.default.removeItem(at: output)
      return (termination, String(decoding: data, as: UTF8.self))
    }

    /// Checks that the terminal is cooked again, exactly as before, and the screen modes
    /// were left after they were entered.
    func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
      #expect(pty.isCooked == true, sourceLocation: sourceLocation)
      let now = try pty.attributes()
      #expect(
        now.c_lflag == saved.c_lflag && now.c_iflag == saved.c_iflag
          && now.c_oflag == saved.c_oflag, sourceLocation: sourceLocation)
      let entered = try #require(pty.offset(of: PickEndToEndTests.enter))
      #expect(
        pty.offset(of: PickEndToEndTests.exit, after: entered) != nil,
        "no exit sequence after the enter sequence", sourceLocation: sourceLocation)
    }
  }

  @Test("Single day: two steps right, Enter; the date on stdout, exit 0, terminal cooked")
  func single() throws {
    let run = try Run(["--today", "2026-03-01", "--color", "never"])
    #expect(run.waitFor("Pick a day"))
    run.type("l")
    #expect(run.waitFor("[ 2]"))
    run.type("l\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-03-03\n")
    try run.expectRestored()
  }

  @Test("Range across a month boundary, two months, colour on")
  func range() throws {
    let run = try Run(["--range", "--months", "2", "--today", "2026-03-28", "--color", "always"])
    #expect(run.waitFor("Pick your arrival"))
    run.type(" ")
    #expect(run.waitFor("Now pick your departure"))
    // Both months are on screen: the departure a week later is in April.
    #expect(run.waitFor("April 2026"))
    run.type("j\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-03-28/2026-04-04\n")
    try run.expectRestored()
  }

  @Test("German: key help, summary, messages and dialogs in the locale's words")
  func germanWords() throws {
    let run = try Run([
      "--range", "--locale", "de_DE", "--today", "2026-03-02", "--min", "2026-03-02",
      "--max", "2026-04-30", "--color", "never",
    ])
    #expect(run.waitFor("Wählen Sie Ihre Anreise"))
    #expect(run.waitFor("←↓↑→ bewegen  []{} blättern  t heute"))
    // ← from --min: the bound, said in German.
    run.type("h")
    #expect(run.waitFor("Kein früherer Tag wählbar"))
    run.type(" ")
    #expect(run.waitFor("Wählen Sie jetzt Ihre Abreise"))
    run.type("ll ")
    #expect(run.waitFor("2 Nächte"))
    // The go-to-date dialog and its key help; a date typed there closes it.
    run.type("g")
    #expect(run.waitFor("Gehe zu Datum"))
    #expect(run.waitFor("JJJJ-MM-TT eingeben"))
    run.type("2026-03-10\r\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-03-02/2026-03-04\n")
    try run.expectRestored()
  }

  @Test("Weekdays in en_GB: Mon, Wed, Fri as a cron field")
  func weekdays() throws {
    let run = try Run(["--weekdays", "--locale", "en_GB", "--format", "cron", "--color", "never"])
    #expect(run.waitFor("Repeat on"))
    run.type(" ll ll ")
    #expect(run.waitFor("Mon, Wed and Fri"))
    run.type("\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "1,3,5\n")
    try run.expectRestored()
  }

  @Test(
    "Cancel with q or Escape: exit 1, nothing on stdout (Ctrl-C: PickLeavingTests)",
    arguments: ["q", "\u{1B}"])
  func cancel(key: String) throws {
    let run = try Run(["--today", "2026-03-01"])
    #expect(run.waitFor("Pick a day"))
    run.type(key)
    let (termination, output) = run.finish()
    #expect(termination == .exited(1))
    #expect(output.isEmpty)
    try run.expectRestored()
  }

  @Test(
    "SIGTERM and SIGHUP end it by the signal with the terminal restored",
    arguments: [SIGTERM, SIGHUP])
  func signal(number: Int32) throws {
    let run = try Run(["--today", "2026-03-01"])
    #expect(run.waitFor("Pick a day"))
    run.child.signal(number)
    let (termination, output) = run.finish()
    #expect(termination == .signaled(number))
    #expect(output.isEmpty)
    try run.expectRestored()
  }

  @Test("Resize: three months side by side, stacked at 40 columns, too small at 20×6, back")
  func resize() throws {
    let run = try Run(["--months", "3", "--today", "2026-11-29", "--color", "never"])
    #expect(run.waitFor("January 2027"))
    var mark = run.pty.position
    run.pty.resize(columns: 40, rows: 24)
    // Stacked: two months fit, one above the other; the third is dropped.
    #expect(run.waitFor("December 2026", after: mark))
    run.pty.drain(timeout: 0.3)
    #expect(!run.pty.contains("January 2027", after: mark))
    mark = run.pty.position
    run.pty.resize(columns: 20, rows: 6)
    #expect(run.waitFor("Terminal too small", after: mark))
    mark = run.pty.position
    run.pty.resize(columns: 80, rows: 24)
    #expect(run.waitFor("January 2027", after: mark))
    run.type("\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-11-29\n")
    try run.expectRestored()
  }

  @Test("Mouse: a click on a day selects it, found through the same layout the screen uses")
  func click() throws {
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    let today = try #require(Day("2026-03-01"))
    let target = try #require(Day("2026-03-10"))
    let state = try PickerState(mode: .single, context: context, today: today)
    let map = PickerScreen(context: context, colors: .none)
      .render(state, size: TerminalSize(columns: 80, rows: 24)).hitMap
    let region = try #require(map.regions.first { $0.target == .day(target) })
    let run = try Run(["--today", "2026-03-01", "--color", "never"])
    #expect(run.waitFor("Pick a day"))
    let column = region.columns.lowerBound + 2
    let row = region.row + 1
    run.type("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
    #expect(run.waitFor("Mar 10, 2026"))
    run.type("\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-03-10\n")
    try run.expectRestored()
  }

  @Test("SIGTSTP restores the terminal, then raw mode and the screen come back; Enter still works")
  func suspendAndResume() throws {
    let run = try Run(["--today", "2026-03-01", "--color", "never"])
    #expect(run.waitFor("Pick a day"))
    let mark = run.pty.position
    // Spawned as a session leader, its process group is orphaned, so the kernel discards the
    // stop itself: the picker restores the terminal, then takes it back at once.
    run.child.signal(SIGTSTP)
    #expect(run.waitFor(Self.exit, after: mark))
    let restored = try #require(run.pty.offset(of: Self.exit, after: mark))
    #expect(run.waitFor(Self.enter, after: restored))
    run.child.signal(SIGCONT)
    #expect(run.waitFor("Pick a day", after: restored))
    run.type("l\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-03-02\n")
    try run.expectRestored()
  }

  @Test("Ctrl-Z under a job-control shell stops the picker with the terminal cooked")
  func controlZStops() throws {
    let almanac = try #require(Self.almanac)
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let child = try pty.spawn(
      "/bin/sh",
      // The shell waits for a line after the status: were it to exit, the kernel would wake
      // the stopped picker (SIGHUP and SIGCONT to an orphaned group) while the modes are read.
      arguments: [
        "-c", "set -m; '\(almanac)' pick --today 2026-03-01 >/dev/null; echo status=$?; read line",
      ],
      environment: ["LANG": "en_US.UTF-8", "TZ": "UTC", "TERM": "xterm-256color"])
    #expect(pty.read(until: "Pick a day", timeout: Self.timeout))
    pty.write("\u{1A}")
    // 148 = 128 + SIGTSTP: the shell saw the job stop.
    #expect(pty.read(until: "status=148", timeout: Self.timeout))
    #expect(pty.isCooked == true)
    pty.write("\n")
    _ = child.wait(timeout: Self.timeout)
  }

  @Test("Events from an .ics file: marks, the focused day's events under the months, Enter")
  func events() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("almanac-pick-events-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("team.ics")
    let calendar = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "X-WR-CALNAME:Team",
      "BEGIN:VEVENT", "UID:a", "DTSTAMP:20260101T000000Z", "DTSTART:20260303T090000Z",
      "DTEND:20260303T100000Z", "SUMMARY:Dentist", "LOCATION:Main St", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTAMP:20260101T000000Z", "DTSTART;VALUE=DATE:20260303",
      "DTEND;VALUE=DATE:20260304", "SUMMARY:Fair", "END:VEVENT",
      "BEGIN:VEVENT", "UID:c", "DTSTAMP:20260101T000000Z", "DTSTART:20260305T140000Z",
      "DTEND:20260305T150000Z", "SUMMARY:Review", "END:VEVENT", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    try Data(calendar.utf8).write(to: file)
    let run = try Run(["--today", "2026-03-01", "--color", "never", "--ics", file.path])
    #expect(run.waitFor("Pick a day"))
    // Two events on the 3rd (•), one on the 5th (·).
    #expect(run.waitFor("3•"))
    #expect(run.waitFor("5·"))
    var mark = run.pty.position
    run.type("ll")
    #expect(run.waitFor("Dentist  @ Main St  [Team]", after: mark))
    #expect(run.pty.contains("all day", after: mark))
    mark = run.pty.position
    run.type("ll")
    // LANG=en_US: the locale's 12-hour clock, as `almanac events` writes it.
    let english = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    let times =
      english.timeText(secondOfDay: 14 * 3600) + "–" + english.timeText(secondOfDay: 15 * 3600)
    #expect(times.contains("PM"), "\(times)")
    #expect(run.waitFor(times, after: mark))
    #expect(run.waitFor("Review  [Team]", after: mark))
    #expect(!run.pty.contains("14:00", after: mark))
    run.type(" \r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-03-05\n")
    try run.expectRestored()
  }

  @Test("German events: the focused day's lines in German words and the 24-hour clock")
  func germanEvents() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("almanac-pick-events-de-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("team.ics")
    let calendar = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "X-WR-CALNAME:Team",
      "BEGIN:VEVENT", "UID:a", "DTSTAMP:20260101T000000Z", "DTSTART:20260303T140000Z",
      "DTEND:20260303T150000Z", "SUMMARY:Zahnarzt", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTAMP:20260101T000000Z", "DTSTART;VALUE=DATE:20260303",
      "DTEND;VALUE=DATE:20260304", "SUMMARY:Messe", "END:VEVENT",
      "BEGIN:VEVENT", "UID:c", "DTSTAMP:20260101T000000Z", "DTSTART:20260305T161500Z",
      "DTEND:20260305T170000Z", "END:VEVENT", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    try Data(calendar.utf8).write(to: file)
    // LANG is en_US: --locale alone makes the lines German.
    let run = try Run([
      "--locale", "de_DE", "--today", "2026-03-01", "--color", "never", "--ics", file.path,
    ])
    #expect(run.waitFor("Wählen Sie einen Tag"))
    var mark = run.pty.position
    run.type("ll")
    #expect(run.waitFor("ganztägig    Messe  [Team]", after: mark))
    #expect(run.pty.contains("14:00–15:00  Zahnarzt  [Team]", after: mark))
    #expect(!run.pty.contains("all day", after: mark))
    mark = run.pty.position
    // Through the 4th (no events) to the 5th: the untitled event.
    run.type("ll")
    #expect(run.waitFor("16:15–17:00  (ohne Titel)  [Team]", after: mark))
    #expect(!run.pty.contains("(no title)", after: mark))
    run.type("\r")
    let (termination, output) = run.finish()
    #expect(termination == .exited(0))
    #expect(output == "2026-03-05\n")
    try run.expectRestored()
  }

  @Test("No controlling terminal: exit 64 with a message, no hang")
  func noTerminal() throws {
    let almanac = try #require(Self.almanac)
    let result = try ProgramRunner.run(
      URL(fileURLWithPath: "/usr/bin/setsid"), ["-w", almanac, "pick", "--today", "2026-03-01"])
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("almanac: no terminal: cannot open /dev/tty"))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
  }
}
