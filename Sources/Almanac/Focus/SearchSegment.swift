/// A run of days to test in order, from `from` through `through` by `step` (±1); empty when
/// `through` lies behind `from`.
struct SearchSegment: Hashable, Sendable {
  var from: Day
  var through: Day
  var step: Int
}

extension FocusModel {
  /// The first available day in `segments`, each clipped to the bounds, testing at most
  /// `searchLimit` days in all.
  func firstAvailable(_ segments: [SearchSegment]) -> Day? {
    var budget = searchLimit
    for segment in segments {
      let step = segment.step > 0 ? 1 : -1
      let from: Day
      let through: Day
      if step > 0 {
        from = max(segment.from, bounds.lowerBound)
        through = min(segment.through, bounds.upperBound)
        guard from <= through else { continue }
      } else {
        from = min(segment.from, bounds.upperBound)
        through = max(segment.through, bounds.lowerBound)
        guard from >= through else { continue }
      }
      var day = from
      while budget > 0 {
        budget -= 1
        if availability.isAvailable(day) { return day }
        if day == through { break }
        day = day.adding(days: step)
      }
      if budget == 0 { return nil }
    }
    return nil
  }

  /// The first available day from `day` on, or failing that the last one before it, within
  /// the bounds and `searchLimit` tests.
  func nearestAvailable(from day: Day) -> Day? {
    firstAvailable([
      SearchSegment(from: day, through: bounds.upperBound, step: 1),
      SearchSegment(from: day.adding(days: -1), through: bounds.lowerBound, step: -1),
    ])
  }

  /// `day` moved into the bounds.
  func clamped(_ day: Day) -> Day {
    min(max(day, bounds.lowerBound), bounds.upperBound)
  }
}
