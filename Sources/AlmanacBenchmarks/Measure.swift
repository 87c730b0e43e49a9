import Foundation

/// Runs `body` once to warm up, then `runs` times, and returns the median wall time in seconds.
func medianSeconds(runs: Int = 7, _ body: () -> Void) -> Double {
  body()
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  times.sort()
  return times[times.count / 2]
}

/// Prints one benchmark line, `name: value unit`.
func report(_ name: String, _ value: Double, _ unit: String) {
  print("\(name): \(String(format: value < 10 ? "%.3f" : "%.1f", value)) \(unit)")
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// What the Foundation peers start from: a Gregorian calendar in UTC and `en_US`, and date
/// formatters of it.
enum FoundationPeer {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
    calendar.locale = Locale(identifier: "en_US")
    return calendar
  }()

  /// A formatter of ``calendar`` in `locale` (the calendar's by default), set up by `configure`
  /// (a date or time style, a format or a template).
  static func formatter(
    locale: Locale? = nil, _ configure: (DateFormatter) -> Void
  ) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = locale ?? calendar.locale
    configure(formatter)
    return formatter
  }
}
