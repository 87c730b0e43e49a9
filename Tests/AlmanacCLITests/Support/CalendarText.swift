/// The VCALENDAR around the components the command-line tests write: `VERSION:2.0`, the
/// PRODID `-//Test//EN`, then `header` (calendar properties such as `X-WR-CALNAME:Team\n`)
/// and `body`.
///
/// - Parameters:
///   - body: The components' lines, each ending in `\n`.
///   - header: Calendar property lines, each ending in `\n`.
/// - Returns: The calendar's text.
func calendarText(_ body: String, header: String = "") -> String {
  "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\n" + header + body + "END:VCALENDAR\n"
}
