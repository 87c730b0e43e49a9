import Almanac

/// Benchmarks of the picker group.
func pickerBenchmarks() {
  print("picker: no benchmarks yet")
}
