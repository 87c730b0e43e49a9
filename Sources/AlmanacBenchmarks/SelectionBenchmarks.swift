import Almanac

/// Benchmarks of the selection group.
func selectionBenchmarks() {
  print("selection: no benchmarks yet")
}
