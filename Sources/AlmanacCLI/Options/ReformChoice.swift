import Almanac

/// `--reform WHEN`: when the Gregorian calendar replaced the Julian one, as util-linux
/// `cal --reform` (`1752`, `gregorian`, `iso`, `julian`) and ncal `-s` (a country code), plus
/// `1582`, a first Gregorian day `YYYY-MM-DD`, and `auto` (the locale's country, as ncal).
enum ReformChoice: ArgumentValue, Equatable {
  /// A reform given outright.
  case fixed(GregorianReform)
  /// The reform of the locale's country in ncal's table, 1752 outside it (ncal's default).
  case locale

  static var choices: [String]? { ["1582", "1752", "gregorian", "iso", "julian", "auto"] }

  /// What the error for a bad value lists.
  static let validText =
    "1582, 1752, gregorian or iso (no reform), julian (no Gregorian days), auto (the locale's "
    + "country, as ncal), a country code of ncal -p (GB, FR, RU, …), or the first Gregorian "
    + "day YYYY-MM-DD, 1582-10-15 through 9999-12-31"

  static func parse(_ text: String, option: String) throws(CLIError) -> ReformChoice {
    switch text.lowercased() {
    case "1582": return .fixed(.catholic)
    case "1752": return .fixed(.british)
    case "gregorian", "iso", "proleptic": return .fixed(.proleptic)
    case "julian": return .fixed(.julian)
    case "auto": return .locale
    default: break
    }
    if let country = GregorianReform.country(text) { return .fixed(country.reform) }
    if text.count == 10, text.contains("-") {
      let day = try Day.parse(text, option: option)
      do {
        return .fixed(try GregorianReform(firstGregorianDay: day))
      } catch {
        throw .invalidValue(
          subject: "reform date", argument: text,
          reason: "the first Gregorian day must be 1582-10-15 or later", valid: validText)
      }
    }
    let reason =
      text.count == 2 && text.allSatisfy(\.isLetter)
      ? "not a country code of ncal's table (ncal -p, almanac --reform-table)"
      : "not a reform year, name, country code or date"
    throw .invalidValue(subject: "reform", argument: text, reason: reason, valid: validText)
  }

  /// The reform for a context in `locale`.
  ///
  /// - Parameter region: The locale's region code, for ``locale``.
  /// - Returns: The reform.
  func reform(region: String?) -> GregorianReform {
    switch self {
    case .fixed(let reform): reform
    case .locale: GregorianReform.ncalDefaultCountry(region: region).reform
    }
  }
}
