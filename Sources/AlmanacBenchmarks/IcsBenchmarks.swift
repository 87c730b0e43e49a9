import Almanac

/// Benchmarks of the ics group.
func icsBenchmarks() {
  print("ics: no benchmarks yet")
}
