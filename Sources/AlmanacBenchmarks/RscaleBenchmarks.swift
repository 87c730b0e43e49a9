import AlmanacICS
import Foundation

/// `AlmanacBenchmarks rscale`: the Almanac side of scripts/bench/rscale.sh. Reads the cases
/// of `RSCALE_CASES` (DTSTART, RRULE and the most instances, tab-separated), writes their
/// instances to `RSCALE_OUT` (one line a case, in the start's form, or ERROR) when set, and
/// times expanding them all: the first run (every calendar year read from Foundation) and the
/// median of the next runs (years cached). Rules are expanded as rule iterators do (the start
/// only if generated), which is what libical does.
func rscaleBenchmarks() {
  guard let path = ProcessInfo.processInfo.environment["RSCALE_CASES"],
    let text = try? String(contentsOfFile: path, encoding: .utf8)
  else {
    print("rscale: set RSCALE_CASES to a case file (scripts/bench/rscale.sh does)")
    return
  }
  var cases: [(set: RecurrenceSet, limit: Int)?] = []
  for line in text.split(separator: "\n") {
    let fields = line.split(separator: "\t")
    guard fields.count == 3, let limit = Int(fields[2]) else { continue }
    do {
      let start = try ICSDateTime(parsing: String(fields[0]))
      let rule = try RecurrenceRule(parsing: String(fields[1]))
      let set = try RecurrenceSet(start: start, rules: [rule], startPolicy: .onlyIfGenerated)
      cases.append((set, limit))
    } catch {
      cases.append(nil)
    }
  }
  func expandAll(into lines: inout [String]?) -> Int {
    var total = 0
    let trace = ProcessInfo.processInfo.environment["RSCALE_TRACE"] != nil
    for (number, entry) in cases.enumerated() {
      if trace { FileHandle.standardError.write(Data("case \(number + 1)\n".utf8)) }
      guard let entry else {
        lines?.append("ERROR")
        continue
      }
      var parts: [String] = []
      var n = 0
      for occurrence in entry.set {
        if n >= entry.limit { break }
        if lines != nil { parts.append(entry.set.text(occurrence)) }
        n += 1
      }
      total += n
      lines?.append(parts.joined(separator: " "))
    }
    return total
  }
  let coldStart = DispatchTime.now().uptimeNanoseconds
  var lines: [String]? = []
  let instances = expandAll(into: &lines)
  let cold = Double(DispatchTime.now().uptimeNanoseconds - coldStart) / 1e9
  if let out = ProcessInfo.processInfo.environment["RSCALE_OUT"], let lines {
    try? (lines.joined(separator: "\n") + "\n").write(
      toFile: out, atomically: true, encoding: .utf8)
  }
  var none: [String]? = nil
  let warm = medianSeconds(runs: 5) { blackHole(expandAll(into: &none)) }
  print("almanac.rscale.cases: \(cases.count) cases")
  print("almanac.rscale.instances: \(instances) instances")
  report("almanac.rscale.cold", cold * 1000, "ms")
  report("almanac.rscale", warm * 1000, "ms")
}
