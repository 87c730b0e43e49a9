import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// Reads the checked-in fixtures next to this file (made by the scripts in `Fixtures/`).
enum GridFixtures {
  static func text(_ name: String) throws -> String {
    try DataFiles().text(name)
  }

  /// One line of `gregorian-grids.txt`.
  struct PythonGrid: Sendable, CustomTestStringConvertible {
    var year: Int
    var month: Int
    var firstWeekday: Int
    /// Day numbers; negative for adjacent-month days, 0 outside years 1...9999.
    var rows: [[Int]]
    /// Week numbers of the rows, empty when the fixture has none for this first weekday.
    var weeks: [Int]
    var testDescription: String { "\(year)-\(month) first weekday \(firstWeekday)" }
  }

  static func pythonGrids() throws -> [PythonGrid] {
    try text("gregorian-grids.txt").split(separator: "\n").map { line in
      let fields = line.split(separator: " ")
      let yearMonth = fields[0].split(separator: "-")
      guard fields.count == 4, yearMonth.count == 2, let year = Int(yearMonth[0]),
        let month = Int(yearMonth[1]), let first = Int(fields[1])
      else { throw FixtureError.badLine(String(line)) }
      let rows = try fields[2].split(separator: "/").map { row in
        try row.split(separator: ",").map { cell in
          guard let number = Int(cell) else { throw FixtureError.badLine(String(line)) }
          return number
        }
      }
      let weeks = fields[3] == "-" ? [] : fields[3].split(separator: ",").compactMap { Int($0) }
      return PythonGrid(year: year, month: month, firstWeekday: first, rows: rows, weeks: weeks)
    }
  }

  /// One month of `reform-grids.txt`: ncal's vertical layout, turned into Sunday-first rows of
  /// day numbers (0 for an empty cell).
  struct NcalGrid: Sendable, CustomTestStringConvertible {
    var year: Int
    var month: Int
    var rows: [[Int]]
    var testDescription: String { "ncal \(year)-\(month)" }
  }

  static func ncalGrids() throws -> [NcalGrid] {
    var grids: [NcalGrid] = []
    var lines: [Substring] = []
    func flush() throws {
      guard let header = lines.first else { return }
      let yearMonth = header.dropFirst(3).split(separator: "-")
      guard lines.count == 8, yearMonth.count == 2, let year = Int(yearMonth[0]),
        let month = Int(yearMonth[1])
      else { throw FixtureError.badLine(String(header)) }
      let weekdayLines = lines.dropFirst().map { Array($0) }
      let weekCount = (weekdayLines.map(\.count).max() ?? 0) / 3
      var rows: [[Int]] = []
      for week in 0..<weekCount {
        rows.append(
          weekdayLines.map { characters in
            let start = 3 + 3 * week
            guard start + 2 <= characters.count else { return 0 }
            return Int(String(characters[start..<start + 2]).trimmingCharacters(in: .whitespaces))
              ?? 0
          })
      }
      // ncal may end with an empty week column.
      while let last = rows.last, last.allSatisfy({ $0 == 0 }) { rows.removeLast() }
      grids.append(NcalGrid(year: year, month: month, rows: rows))
      lines = []
    }
    for line in try text("reform-grids.txt").split(separator: "\n") {
      if line.hasPrefix("== ") { try flush() }
      lines.append(line)
    }
    try flush()
    return grids
  }

  enum FixtureError: Error {
    case badLine(String)
  }
}

/// A context with explicit week rules.
func weekContext(
  _ system: CalendarSystem, firstWeekday: Int, minimumDays: Int, isProleptic: Bool = false,
  zone: String = "UTC", locale: String = "en_US"
) -> CalendarContext {
  CalendarContext(
    system: system, locale: Locale(identifier: locale),
    timeZone: TimeZone(identifier: zone) ?? .gmt, firstWeekday: firstWeekday,
    minimumDaysInFirstWeek: minimumDays, isProleptic: isProleptic)
}
