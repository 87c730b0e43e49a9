import Almanac
import AlmanacPrimitives
import Foundation

/// `almanac --reform-table` (ncal `-p`): ncal's table of country codes and the last Julian
/// date of each country's reform, in ncal's two-column layout, the locale's country (the one
/// `--reform auto` takes) marked with `*`.
enum MonthReform {
  /// `--reform-table`.
  static let table = Flag(
    "reform-table",
    help: "Print the country codes --reform takes with their last Julian dates, as ncal -p.")

  /// Prints the table.
  ///
  /// - Parameters:
  ///   - options: The resolved calendar options (their locale marks the default country).
  ///   - invocation: Where to write.
  /// - Returns: Success.
  static func run(options: CalendarOptions, invocation: Invocation) -> ExitCode {
    let marked = GregorianReform.ncalDefaultCountry(
      region: options.context.locale.region?.identifier)
    invocation.write(text(marking: marked))
    return .success
  }

  /// ncal's `-p` text: the table in two columns, the left one holding the first half.
  ///
  /// - Parameter marked: The country marked with `*`.
  /// - Returns: The lines, each ending in a newline.
  static func text(marking marked: GregorianReform.Country) -> String {
    let countries = GregorianReform.countries
    let right = (countries.count + 1) / 2
    let rows = countries.count / 2
    func entry(_ country: GregorianReform.Country) -> String {
      let (year, month, day) = country.lastJulianDate
      let name = country.name.padding(
        toLength: max(15, country.name.count), withPad: " ", startingAt: 0)
      return (country == marked ? "*" : " ") + country.code + " " + name
        + "\(year)-\(month.zeroPadded(to: 2))-\(day.zeroPadded(to: 2))"
    }
    var text = ""
    for index in 0..<rows {
      text += entry(countries[index]) + "     " + entry(countries[index + right]) + "\n"
    }
    if right != rows { text += entry(countries[rows]) + "\n" }
    return text
  }
}
