import AlmanacPrimitives
import Testing

private let limit = 4_503_599_627_370_496  // 2^52
private let doubleCases: [(Double, Int)] = [
  (0, 0), (-0.5, -1), (86_399.9, 0), (86_400, 1), (-86_400, -1), (-86_400.5, -2),
  (1e300, limit), (-1e300, -limit), (Double.infinity, limit), (-Double.infinity, -limit),
  (Double.nan, 0),
]

@Suite("Floor division and seconds of day")
struct FloorDivisionTests {
  @Test(
    "rounds towards negative infinity",
    arguments: [
      (0, 86_400, 0), (1, 86_400, 0), (86_399, 86_400, 0), (86_400, 86_400, 1),
      (-1, 86_400, -1), (-86_399, 86_400, -1), (-86_400, 86_400, -1), (-86_401, 86_400, -2),
      (7, -2, -4), (-7, -2, 3), (-7, 2, -4), (7, 2, 3),
    ])
  func quotients(dividend: Int, divisor: Int, expected: Int) {
    #expect(dividend.floorDivided(by: divisor) == expected)
    let remainder = dividend.floorModulo(divisor)
    #expect(divisor * expected + remainder == dividend)
  }

  @Test("Int.min and Int.max do not trap and stay exact")
  func extremes() {
    // Int.min = -2^63 = -106_751_991_167_301 days (and a remainder) before 1970.
    let minDay = Int.min.floorDivided(by: 86_400)
    let minSecond = Int.min.floorModulo(86_400)
    #expect(minDay == -106_751_991_167_301)
    #expect(minSecond == 30_592)
    #expect((0..<86_400).contains(minSecond))
    #expect(Int.max.floorDivided(by: 86_400) == 106_751_991_167_300)
    #expect(Int.max.floorModulo(86_400) == 55_807)
    #expect(Int.min.floorDivided(by: 2) == Int.min / 2)
    #expect(Int.min.floorDivided(by: Int.max) == -2)
    #expect(Int.min.floorModulo(Int.max) == Int.max - 1)
    #expect(DaySeconds.day(ofSecond: Int.min) == minDay)
    #expect(DaySeconds.secondOfDay(Int.min) == minSecond)
  }

  @Test("quotient and remainder agree with each other on random values (seed 0x5eed)")
  func randomValues() {
    var state: UInt64 = 0x5eed
    for _ in 0..<10_000 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      let value = Int(bitPattern: UInt(z ^ (z >> 31)))
      let day = DaySeconds.day(ofSecond: value)
      let second = DaySeconds.secondOfDay(value)
      #expect((0..<86_400).contains(second), "seed 0x5eed, value \(value)")
      // day * 86_400 + second == value, checked without overflow in the multiplication.
      let (product, overflow) = day.multipliedReportingOverflow(by: 86_400)
      #expect(!overflow && product + second == value, "seed 0x5eed, value \(value)")
    }
  }

  @Test(
    "seconds as a Double",
    arguments: doubleCases)
  func doubleSeconds(seconds: Double, expected: Int) {
    #expect(DaySeconds.day(ofSecond: seconds) == expected)
  }
}
