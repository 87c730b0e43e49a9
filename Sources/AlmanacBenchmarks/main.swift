import Foundation

// `swift run -c release AlmanacBenchmarks [name …]`: runs the named groups (all without names).
// Each group lives in its own file and prints lines `name: value unit`.
let groups: [(name: String, run: () -> Void)] = [
  ("layout", layoutBenchmarks),
  ("selection", selectionBenchmarks),
  ("focus", focusBenchmarks),
  ("ics", icsBenchmarks),
  ("picker", pickerBenchmarks),
  ("pickerFrame", pickerFrameBenchmarks),
  ("events", eventsBenchmarks),
  ("rscale", rscaleBenchmarks),
  ("html", htmlBenchmarks),
  ("htmlPages", htmlPageBenchmarks),
  ("import", importBenchmarks),
  ("pages", pagesBenchmarks),
  ("pageCells", pageCellsBenchmarks),
  ("monthText", monthTextBenchmarks),
]

let wanted = Array(CommandLine.arguments.dropFirst())
let unknown = wanted.filter { name in !groups.contains { $0.name == name } }
if !unknown.isEmpty {
  let names = groups.map(\.name).joined(separator: ", ")
  FileHandle.standardError.write(
    Data(
      "AlmanacBenchmarks: unknown group \(unknown.joined(separator: ", ")); groups: \(names)\n".utf8
    ))
  exit(64)
}
for group in groups where wanted.isEmpty || wanted.contains(group.name) {
  group.run()
}
