// libFuzzer target: the command line (arguments), in-process. The input is split at NUL bytes
// into up to 12 arguments; the run must end with a documented exit code (0, 1, 64, 65), say
// something on stderr for every failure, and start stderr with "almanac: ".
// Arguments holding '/' are dropped, and the environment points the default calendars at a
// folder that cannot be created, so that the fuzzer never writes outside its scratch folder
// (fuzz/run.sh runs it there).
import Foundation

/// The file fuzz/run.sh leaves in the scratch folder it made.
let scratchMarker = ".almanac-fuzz-scratch"
let isScratch = FileManager.default.fileExists(atPath: scratchMarker)

/// The scratch calendar as fuzz/run.sh wrote it. Bytes, not `Data`: LeakSanitizer does not
/// see a global `Data`'s storage as reachable and reported it as a leak.
let pristineCalendar = FileManager.default.contents(atPath: "cal.ics").map { Array($0) }

/// Puts the scratch folder back as fuzz/run.sh left it: `add`, `edit`, `import` and `todo`
/// runs write there, and a calendar that grows with every input makes later units slower and
/// findings irreproducible (one run's `cal.ics` had grown to 13 MB of agenda per `events`).
/// Only in a folder that fuzz/run.sh marked as its scratch folder: a finding replayed from
/// anywhere else leaves that folder alone.
func resetScratch() {
  let files = FileManager.default
  guard isScratch else { return }
  if let pristine = pristineCalendar, files.contents(atPath: "cal.ics").map(Array.init) != pristine
  {
    _ = files.createFile(atPath: "cal.ics", contents: Data(pristine))
  }
  for item in (try? files.contentsOfDirectory(atPath: ".")) ?? []
  where item != "cal.ics" && item != "vdir" && item != scratchMarker {
    try? files.removeItem(atPath: item)
  }
  for item in (try? files.contentsOfDirectory(atPath: "vdir")) ?? [] where item != "work" {
    try? files.removeItem(atPath: "vdir/" + item)
  }
  for item in (try? files.contentsOfDirectory(atPath: "vdir/work")) ?? [] {
    try? files.removeItem(atPath: "vdir/work/" + item)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  resetScratch()
  let bytes = UnsafeBufferPointer(start: data, count: min(size, 512))
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(12)
    .map { String(decoding: $0, as: UTF8.self) }
    .filter { !$0.contains("/") }
  var output = 0
  var errors = ""
  let invocation = Invocation(
    environment: [
      "TZ": "UTC", "LANG": "C", "HOME": "/proc/almanac-fuzz",
      "ALMANAC_CALENDARS": "/proc/almanac-fuzz/calendars",
    ],
    terminal: TerminalInfo(isTerminal: false, columns: 80),
    now: Date(timeIntervalSince1970: 1_764_547_200),
    write: { output += $0.utf8.count },
    writeError: { errors += $0 })
  let code = CLI.run(arguments: Array(arguments), invocation: invocation)
  switch code.rawValue {
  case 0, 1: break
  // 73 and 74 (docs/cli.md): a file the arguments name cannot be created or written, as a
  // name longer than the file system allows; like usage and input errors, they need a message.
  case 64, 65, 73, 74:
    if errors.isEmpty { fatalError("fuzz finding: exit \(code.rawValue) without a message") }
  default:
    fatalError("fuzz finding: undocumented exit \(code.rawValue) for \(arguments)")
  }
  if !errors.isEmpty, !errors.hasPrefix("almanac: ") {
    fatalError("fuzz finding: stderr does not start with 'almanac: ': \(errors)")
  }
  return 0
}
