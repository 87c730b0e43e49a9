extension Day: Strideable {
  /// Returns the number of days from this day to `other`.
  @inlinable
  public func distance(to other: Day) -> Int {
    other.serial - serial
  }

  /// Returns the day `n` days after this one.
  @inlinable
  public func advanced(by n: Int) -> Day {
    Day(unchecked: serial + n)
  }
}
