import Almanac

print("no benchmarks yet")
