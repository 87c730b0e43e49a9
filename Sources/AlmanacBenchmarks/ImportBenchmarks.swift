import AlmanacStore
import Foundation

/// `swift run -c release AlmanacBenchmarks import`: `almanac import`'s merge into a vdir
/// (one file per event) for 25,000 and 100,000 events, beside the time to read and parse the
/// same file, and a second import of the unchanged file (every UID matched, nothing written).
/// Linear means the per-event time does not grow with the size. The folder is
/// `$IMPORT_BENCH_DIR` (default `/tmp/almanac-import-bench`), emptied first; the largest size
/// is `$IMPORT_BENCH_EVENTS` (default 100,000).
func importBenchmarks() {
  let directory =
    ProcessInfo.processInfo.environment["IMPORT_BENCH_DIR"] ?? "/tmp/almanac-import-bench"
  let largest =
    ProcessInfo.processInfo.environment["IMPORT_BENCH_EVENTS"].flatMap { Int($0) }
    .map { min(max($0, 100), 1_000_000) } ?? 100_000
  let manager = FileManager.default
  try? manager.removeItem(atPath: directory)
  for count in [largest / 4, largest] {
    // Each size in a folder of its own, all removed at the end: on ext4 without a journal,
    // creating a file costs a scan past every inode deleted in the last half minute or so,
    // so removing the smaller import's folder first would slow the larger one down.
    let folder = directory + "/\(count)"
    try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/export.ics"
    let bytes = Array(IcsBenchmarkCalendar.generate(events: count).utf8)
    guard (try? Data(bytes).write(to: URL(fileURLWithPath: file))) != nil else { return }
    let label = count >= 1000 ? "\(count / 1000)k" : "\(count)"
    // Reading the same file: load and parse it as a source (what every command does).
    let read = medianSeconds(runs: 3) {
      blackHole(try? EventStore(sources: [EventSource(path: file)], cache: nil))
    }
    let vdir = folder + "/vdir"
    // The import into an empty vdir, then again with every event already there.
    func timedImport(_ name: String) -> (
      result: EventStore.ImportSummary, seconds: Double, cpu: Double, user: Double, system: Double
    )? {
      let cpuStart = cpuSeconds()
      let (userStart, systemStart) = cpuTimes()
      let start = DispatchTime.now().uptimeNanoseconds
      do {
        var store = try EventStore(sources: [EventSource(path: vdir)], cache: nil)
        let result = try store.importEvents(bytes, file: file)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let (user, system) = cpuTimes()
        return (
          result, seconds, cpuSeconds() - cpuStart, user - userStart, system - systemStart
        )
      } catch {
        print("\(name): failed: \(error)")
        return nil
      }
    }
    guard let first = timedImport("import.\(label)"),
      let second = timedImport("import.\(label).again")
    else { return }
    let uids = first.result.added.count
    let imported = first.seconds
    let reimported = second.seconds
    report("import.\(label).file", Double(bytes.count) / 1e6, "MB")
    report("import.\(label).uids", Double(uids), "events")
    report("import.\(label).read", read, "s")
    report("import.\(label).vdir", imported, "s")
    report("import.\(label).vdir.perEvent", imported / Double(max(uids, 1)) * 1e6, "µs")
    report("import.\(label).vdir.cpu", first.cpu, "s")
    report("import.\(label).vdir.cpu.user", first.user, "s")
    report("import.\(label).vdir.cpu.system", first.system, "s")
    report("import.\(label).vdir/read", imported / read, "x")
    report("import.\(label).again.unchanged", Double(second.result.unchanged.count), "events")
    report("import.\(label).again", reimported, "s")
    report("import.\(label).again.cpu", second.cpu, "s")
    report("import.\(label).again.perEvent", reimported / Double(max(uids, 1)) * 1e6, "µs")
  }
  try? manager.removeItem(atPath: directory)
}

/// User plus system CPU time of this process so far, in seconds.
func cpuSeconds() -> Double {
  Double(clock()) / Double(CLOCKS_PER_SEC)
}

/// User and system CPU time of this process (every thread) so far, in seconds, apart: the
/// system time of an import is mostly the file system's, which the machine's other users move.
func cpuTimes() -> (user: Double, system: Double) {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
  return (seconds(usage.ru_utime), seconds(usage.ru_stime))
}
