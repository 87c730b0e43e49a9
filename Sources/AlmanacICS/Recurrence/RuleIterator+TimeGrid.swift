import AlmanacPrimitives

/// The periods of a sub-daily rule whose time of day passes its time limits, found once, so
/// that the walk goes from one to the next instead of one period at a time: a rule such as
/// `FREQ=SECONDLY;INTERVAL=8633;BYMINUTE=9;BYSECOND=25` has an allowed time in only one period
/// of 3,600, and stepping through the others would be nearly all of its walk.
///
/// The periods start at `alignedStart + n × INTERVAL` units (hours, minutes or seconds), and
/// a day has D units, so period n falls on unit `(a + n × INTERVAL) mod D` of its day, a being
/// the aligned start's unit of the day. These repeat every L = D / gcd(INTERVAL, D) periods, and
/// the periods that fall on an allowed time x are those with
/// n ≡ ((x − a) / g) × (INTERVAL / g)⁻¹ (mod L), g = gcd(INTERVAL, D), when g divides x − a
/// (the grid never reaches the other times). The allowed times are those of BYHOUR for HOURLY,
/// BYHOUR and BYMINUTE for MINUTELY, and BYHOUR, BYMINUTE and BYSECOND for SECONDLY: the parts
/// that limit at the rule's frequency (the finer ones expand each period into several
/// candidates). Skipping the other periods skips only periods that give no candidate, so the
/// instances are the same; the walk's bound on empty periods counts steps, and each step
/// covers at least one period, so the bound stays exact.
struct TimeGrid {
  /// Periods in one cycle of the times of day the grid passes through.
  let cycle: Int
  /// The periods of a cycle, `0 ..< cycle`, whose time of day passes the limits, ascending;
  /// never empty.
  let residues: [Int]

  /// The most allowed times of day a grid is made for: beyond an eighth of the day the walk
  /// finds an allowed period within a few steps anyway (and jumps whole hours and minutes that
  /// fail).
  static let sizeLimit = 10_800

  /// Periods failing the time limits after which the grid is made: rules that meet
  /// their times often never pay for it.
  static let buildThreshold = 64

  /// The grid of a sub-daily rule's time limits, or `nil` when its times are not limited, when
  /// they allow more than ``sizeLimit`` times of day, or when the grid reaches none of them.
  init?(_ iterator: RuleIterator) {
    let frequency = iterator.frequency
    guard frequency < .daily else { return nil }
    let unit = iterator.periods.unit
    let unitsPerDay = 86_400 / unit
    let (hours, minutes, seconds) = iterator.times.limiting(at: frequency)
    let allowed = hours.count * minutes.count * seconds.count
    guard allowed < unitsPerDay, allowed <= TimeGrid.sizeLimit else { return nil }
    let interval = iterator.interval
    let g = RuleIterator.gcd(interval, unitsPerDay)
    let cycle = unitsPerDay / g
    let inverse = TimeGrid.inverse(of: (interval / g) % cycle, modulo: cycle)
    let origin = iterator.periods.alignedStart.floorDivided(by: unit).floorModulo(unitsPerDay)
    var marks = [UInt64](repeating: 0, count: (cycle + 63) / 64)
    for h in hours {
      for m in minutes {
        for s in seconds {
          let x = (h * 3600 + m * 60 + s) / unit
          let d = (x - origin).floorModulo(unitsPerDay)
          guard d % g == 0 else { continue }
          let n = (d / g) * inverse % cycle
          marks[n / 64] |= 1 << UInt64(n % 64)
        }
      }
    }
    var residues: [Int] = []
    for (w, word) in marks.enumerated() {
      var bits = word
      while bits != 0 {
        residues.append(w * 64 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    guard !residues.isEmpty else { return nil }
    self.cycle = cycle
    self.residues = residues
  }

  /// The inverse of `value` modulo `modulus` (the two coprime; 0 for modulus 1).
  static func inverse(of value: Int, modulo modulus: Int) -> Int {
    guard modulus > 1 else { return 0 }
    var (r0, r1) = (modulus, value)
    var (t0, t1) = (0, 1)
    while r1 != 0 {
      let q = r0 / r1
      (r0, r1) = (r1, r0 - q * r1)
      (t0, t1) = (t1, t0 - q * t1)
    }
    return t0.floorModulo(modulus)
  }

  /// The first period at or after `period` whose time of day passes the limits.
  func next(atOrAfter period: Int) -> Int {
    let r = period.floorModulo(cycle)
    var low = 0
    var high = residues.count
    while low < high {
      let middle = (low + high) / 2
      if residues[middle] < r { low = middle + 1 } else { high = middle }
    }
    return low < residues.count
      ? period + (residues[low] - r) : period + (cycle - r) + residues[0]
  }
}
