extension GregorianReform {
  /// A country of ncal's reform table: its code, English name and last Julian date.
  package struct Country: Hashable, Sendable {
    /// The ISO 3166 code as ncal writes it (`GB`, `DE`; ncal's `YU` for Yugoslavia).
    public let code: String
    /// The English name as ncal writes it.
    public let name: String
    /// The last Julian date: year, month and day.
    public let lastJulianDate: (year: Int, month: Int, day: Int)
    /// The reform: the day after ``lastJulianDate`` is the first Gregorian day.
    public let reform: GregorianReform

    /// Compares code, name and reform.
    ///
    /// - Parameters:
    ///   - lhs: A country.
    ///   - rhs: Another country.
    /// - Returns: `true` when both are the same entry.
    public static func == (lhs: Country, rhs: Country) -> Bool {
      lhs.code == rhs.code && lhs.name == rhs.name && lhs.reform == rhs.reform
    }

    /// Hashes code and reform.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(code)
      hasher.combine(reform)
    }
  }

  /// ncal's table of reform dates (FreeBSD and Debian ncal, `ncal -p`), in its order: the
  /// last Julian date of each country.
  package static let countries: [Country] = [
    ("AL", "Albania", 1912, 11, 30), ("AT", "Austria", 1583, 10, 5),
    ("AU", "Australia", 1752, 9, 2), ("BE", "Belgium", 1582, 12, 14),
    ("BG", "Bulgaria", 1916, 3, 31), ("CA", "Canada", 1752, 9, 2),
    ("CH", "Switzerland", 1655, 2, 28), ("CN", "China", 1911, 12, 18),
    ("CZ", "Czech Republic", 1584, 1, 6), ("DE", "Germany", 1700, 2, 18),
    ("DK", "Denmark", 1700, 2, 18), ("ES", "Spain", 1582, 10, 4),
    ("FI", "Finland", 1753, 2, 17), ("FR", "France", 1582, 12, 9),
    ("GB", "United Kingdom", 1752, 9, 2), ("GR", "Greece", 1924, 3, 9),
    ("HU", "Hungary", 1587, 10, 21), ("IS", "Iceland", 1700, 11, 16),
    ("IT", "Italy", 1582, 10, 4), ("JP", "Japan", 1918, 12, 18),
    ("LI", "Lithuania", 1918, 2, 1), ("LU", "Luxembourg", 1582, 12, 14),
    ("LV", "Latvia", 1918, 2, 1), ("NL", "Netherlands", 1582, 12, 14),
    ("NO", "Norway", 1700, 2, 18), ("PL", "Poland", 1582, 10, 4),
    ("PT", "Portugal", 1582, 10, 4), ("RO", "Romania", 1919, 3, 31),
    ("RU", "Russia", 1918, 1, 31), ("SI", "Slovenia", 1919, 3, 4),
    ("SE", "Sweden", 1753, 2, 17), ("TR", "Turkey", 1926, 12, 18),
    ("US", "United States", 1752, 9, 2), ("YU", "Yugoslavia", 1919, 3, 4),
  ].map { code, name, year, month, day in
    // Every date of the table is a Julian date from 1582 on, so the reform always exists.
    let reform = (try? GregorianReform(lastJulianYear: year, month: month, day: day)) ?? .british
    return Country(
      code: code, name: name, lastJulianDate: (year, month, day), reform: reform)
  }

  /// The country of ncal's table with `code`, compared without regard to case.
  ///
  /// - Parameter code: A two-letter code such as `GB` or `fr`.
  /// - Returns: The country, or `nil` if ncal's table has no such code.
  package static func country(_ code: String) -> Country? {
    let upper = code.uppercased()
    return countries.first { $0.code == upper }
  }

  /// The country whose reform ncal assumes for a region: the region's entry, or the United
  /// States' (1752, as Great Britain) for a region outside the table or none, as ncal does.
  ///
  /// - Parameter region: A region code such as `DE`, or `nil`.
  /// - Returns: The country of the table that gives the default reform.
  package static func ncalDefaultCountry(region: String?) -> Country {
    region.flatMap { country($0) } ?? unitedStates
  }

  /// The United States' entry of the table, ncal's fallback.
  static let unitedStates = Country(
    code: "US", name: "United States", lastJulianDate: (1752, 9, 2), reform: .british)
}
