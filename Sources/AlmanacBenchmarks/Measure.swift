import Foundation

/// Runs `body` once to warm up, then `runs` times, and returns the median wall time in seconds.
func medianSeconds(runs: Int = 7, _ body: () -> Void) -> Double {
  body()
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  times.sort()
  return times[times.count / 2]
}

/// Prints one benchmark line, `name: value unit`.
func report(_ name: String, _ value: Double, _ unit: String) {
  print("\(name): \(String(format: value < 10 ? "%.3f" : "%.1f", value)) \(unit)")
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
