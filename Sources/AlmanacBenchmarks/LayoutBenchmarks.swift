import Almanac

/// Benchmarks of the layout group.
func layoutBenchmarks() {
  print("layout: no benchmarks yet")
}
