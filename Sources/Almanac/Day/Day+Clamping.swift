extension Day {
  /// Creates the day with serial `serial`, or the nearest supported day (``earliest`` or
  /// ``latest``) when `serial` lies outside years 1 through 9999: for the package's modules
  /// that derive a day from untrusted seconds or offsets and must neither trap nor fail.
  ///
  /// - Parameter serial: Days since 1970-01-01; any value.
  @inlinable
  package init(clampingSerial serial: Int) {
    self.init(unchecked: Swift.min(Swift.max(serial, Day.earliest.serial), Day.latest.serial))
  }
}
