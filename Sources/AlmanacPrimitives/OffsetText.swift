/// The text of a UTC offset given in seconds east of UTC.
package enum OffsetText {
  /// ISO 8601 extended form, as after an ISO date-time: `+02:00`, `-05:00`, `+05:30:15` (the
  /// seconds only when there are some).
  ///
  /// - Parameter seconds: Seconds east of UTC; any value (`Int.min` included, which cannot be
  ///   a real offset but must not trap).
  /// - Returns: The suffix.
  package static func extended(_ seconds: Int) -> String {
    text(seconds, separator: ":")
  }

  /// iCalendar's basic form (RFC 5545 §3.3.14): `+0200`, `-0500`, `+053015`.
  ///
  /// - Parameter seconds: Seconds east of UTC; any value.
  /// - Returns: The offset.
  package static func basic(_ seconds: Int) -> String {
    text(seconds, separator: "")
  }

  private static func text(_ seconds: Int, separator: String) -> String {
    let magnitude = seconds.magnitude
    var out =
      (seconds < 0 ? "-" : "+") + (magnitude / 3600).zeroPadded(to: 2) + separator
      + (magnitude % 3600 / 60).zeroPadded(to: 2)
    if magnitude % 60 != 0 { out += separator + (magnitude % 60).zeroPadded(to: 2) }
    return out
  }
}
