import Almanac
import Foundation

/// `almanac` called as `ncal` or `cal` (a symlink or a copy of that name): ncal's defaults and
/// letters, translated into almanac's options, then run as usual.
///
/// The defaults are those of Debian's ncal: the vertical layout (`--vertical`), the locale's
/// first weekday, and ISO 8601 week numbers' rule that the first week has at least four days
/// (`--first-week-days 4`; ncal's `-W`). ncal's letters keep their ncal meaning:
///
/// | ncal | almanac |
/// |---|---|
/// | `-b`, `-C` | BSD cal's layout (`--bsd`), with the 1752 reform unless `-s` or `-J` says otherwise |
/// | `-N`, `-1` | accepted (the defaults) |
/// | `-M`, `-S` | `--monday`, `--sunday` |
/// | `-W N` | `--first-week-days N` |
/// | `-h` | `--color never` (no highlighted today) |
/// | `-H DATE` | `--today DATE` |
/// | `-d YYYY-MM` | `--today YYYY-MM-01` |
/// | `-m MONTH` | `--month MONTH` (this year's, or YEAR's when given) |
/// | `-e`, `-o` | `--easter`, `--orthodox-easter` |
/// | `-3 -A -B -j -w -y` | the same letters |
/// | `-J` | `--reform julian` (the Julian calendar) |
/// | `-s CC` | `--reform CC` (the country's reform date, ncal's table) |
/// | `-p` | `--reform-table` (ncal's table of countries) |
///
/// Without `-J` or `-s` (or almanac's `--reform`, `--iso`, `--proleptic`) the reform is
/// ncal's default, `--reform auto`: the locale's country, or 1752 outside ncal's table. The
/// last of `-J` and `-s` counts, as in ncal.
///
/// Any other word (a long option, a value, a month, a year, a subcommand) passes through, and
/// so does a cluster from the first letter ncal does not know (`-c hebrew`, `-lde_DE`).
///
/// Called as `cal`, it is Debian's `cal` (ncal's cal mode): BSD cal's layout and the British
/// reform of 1752 whatever the locale, and only cal's letters `-3 -1 -A -B -d -j -m -y` (and
/// `-C`, the mode itself); ncal's others are refused as Debian's cal refuses them (exit 64).
enum NcalInvocation {
  /// The program names that translate their command line.
  enum Personality: Sendable {
    case ncal
    case cal
  }

  /// Which program the last component of `path` (argv[0]) names: `ncal`, `cal`, or `nil`
  /// for any other name (almanac's own command line).
  static func personality(programPath path: String) -> Personality? {
    switch path.split(separator: "/").last {
    case "ncal": .ncal
    case "cal": .cal
    default: nil
    }
  }

  /// Whether the program was called as ncal: the last component of `path` (argv[0]) is `ncal`.
  static func isNcal(programPath path: String) -> Bool {
    personality(programPath: path) == .ncal
  }

  /// The letters Debian's cal takes; called as `cal`, ncal's other letters are refused.
  private static let calLetters: Set<Character> = ["3", "1", "A", "B", "d", "j", "m", "y", "C"]

  /// ncal's letters that take a value.
  private static let valued: Set<Character> = ["A", "B", "d", "H", "m", "s", "W"]
  /// ncal's letters that take none.
  private static let flags: Set<Character> = [
    "3", "1", "b", "C", "N", "M", "S", "h", "j", "w", "y", "e", "o", "J", "p",
  ]

  /// almanac's arguments for an ncal (or cal) command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - personality: The program called: ncal, or cal (BSD cal's layout and letters).
  /// - Returns: The arguments to run.
  /// - Throws: ``CLIError`` for a letter missing its value, an ncal form almanac lacks, or
  ///   (called as cal) one of ncal's letters cal refuses.
  static func translate(_ arguments: [String], as personality: Personality = .ncal)
    throws(CLIError) -> [String]
  {
    // A subcommand name first: almanac's own command line.
    if let first = arguments.first,
      CLI.commands.dropFirst().contains(where: { $0.spec.name == first })
    {
      return arguments
    }
    var translated: [String] = []
    var positionals: [String] = []
    var month: String?
    let isCal = personality == .cal
    var isVertical = !isCal
    var isBSD = isCal
    var firstWeekDays = "4"
    var reform: String?
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if word == "--" {
        positionals += arguments[index...]
        break
      }
      // `-1` and `-3` are ncal's letters, not negative numbers.
      let isLetters = word == "-1" || word == "-3" || Int(word) == nil
      guard word.hasPrefix("-"), !word.hasPrefix("--"), word.count > 1, isLetters else {
        if word.hasPrefix("--") { translated.append(word) } else { positionals.append(word) }
        // A long option's separate value passes through after it, in place.
        if word.hasPrefix("--"), !word.contains("="), index < arguments.count,
          Self.longOptionTakesValue(word), !arguments[index].hasPrefix("--")
        {
          translated.append(arguments[index])
          index += 1
        }
        continue
      }
      var letters = Substring(word.dropFirst())
      while let letter = letters.first {
        letters = letters.dropFirst()
        if isCal, valued.contains(letter) || flags.contains(letter),
          !calLetters.contains(letter)
        {
          throw .invalidValue(
            subject: "option", argument: "-" + String(letter),
            reason: "not one of cal's letters (-3 -1 -A -B -d -j -m -y), as Debian's cal",
            valid: "ncal -\(letter), or almanac's own option (almanac --help)")
        }
        if valued.contains(letter) {
          var value = String(letters)
          letters = ""
          if value.isEmpty {
            guard index < arguments.count else {
              throw .invalidValue(
                subject: "option", argument: "-\(letter)", reason: "needs a value",
                valid: valueHelp(letter))
            }
            value = arguments[index]
            index += 1
          }
          switch letter {
          case "A": translated += ["--after", value]
          case "B": translated += ["--before", value]
          case "H": translated += ["--today", value]
          case "d": translated += ["--today", value + "-01"]
          case "m": month = value
          case "W": firstWeekDays = value
          default:
            guard let country = GregorianReform.country(value) else {
              throw .invalidValue(
                subject: "country code of -s", argument: value,
                reason: "not a country of ncal's table (ncal -p lists them)",
                valid: "one of "
                  + GregorianReform.countries.map(\.code).joined(separator: ", "))
            }
            reform = country.code
          }
          continue
        }
        guard flags.contains(letter) else {
          // Not ncal's: almanac's own short option, with the rest of the cluster.
          translated.append("-" + String(letter) + letters)
          if index < arguments.count, letters.isEmpty, shortOptionTakesValue(letter) {
            translated.append(arguments[index])
            index += 1
          }
          letters = ""
          break
        }
        switch letter {
        case "b", "C":
          isVertical = false
          isBSD = true
        case "N": isVertical = true
        case "1": if !isCal { isVertical = true }
        case "M": translated.append("--monday")
        case "S": translated.append("--sunday")
        case "h": translated += ["--color", "never"]
        case "e": translated.append("--easter")
        case "o": translated.append("--orthodox-easter")
        case "J": reform = "julian"
        case "p": translated.append("--" + MonthReform.table.spec.long)
        default: translated.append("-" + String(letter))
        }
      }
    }
    if let month {
      guard positionals.count <= 1 else {
        throw .conflict("-m", positionals[0], reason: "-m gives the month; give only YEAR")
      }
      // Without a year, this year's month (ncal -m 3 is March, not the year 3).
      translated += ["--" + MonthCommand.month.spec.long, month]
    }
    var defaults = ["--first-week-days", firstWeekDays]
    let reformOptions = [
      CalendarOptions.reform.spec, CalendarOptions.iso.spec, CalendarOptions.proleptic.spec,
    ].map { "--" + $0.long }
    let givesReform = translated.contains { word in
      reformOptions.contains { word == $0 || word.hasPrefix($0 + "=") }
    }
    if let reform {
      defaults += ["--reform", reform]
    } else if !givesReform {
      // BSD cal's layout draws the British reform of 1752, whatever the locale.
      defaults += ["--reform", isBSD && !isVertical ? "1752" : "auto"]
    }
    if isVertical {
      defaults.append("--vertical")
    } else if isBSD {
      defaults.append("--" + MonthCommand.bsd.spec.long)
    }
    return defaults + translated + positionals
  }

  /// Runs an ncal command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - personality: The program called.
  ///   - invocation: Environment, terminal, clock and output streams.
  /// - Returns: The exit code.
  static func run(
    arguments: [String], as personality: Personality = .ncal, invocation: Invocation
  ) -> ExitCode {
    do {
      return CLI.run(
        arguments: try translate(arguments, as: personality), invocation: invocation)
    } catch {
      invocation.writeError(error.message + "\n")
      return error.exitCode
    }
  }

  private static func valueHelp(_ letter: Character) -> String {
    switch letter {
    case "A", "B": "a number of months"
    case "H": "a date YYYY-MM-DD"
    case "d": "a month YYYY-MM"
    case "m": "a month number or name"
    case "W": "a number of days, 1…7"
    default: "a country code (ncal -p lists them)"
    }
  }

  /// Whether the month display's long option `word` takes a value.
  private static func longOptionTakesValue(_ word: String) -> Bool {
    let name = String(word.dropFirst(2))
    return MonthCommand.spec.groups.flatMap(\.options).contains {
      $0.long == name && !$0.isFlag
    }
  }

  /// Whether the month display's short option `letter` takes a value.
  private static func shortOptionTakesValue(_ letter: Character) -> Bool {
    MonthCommand.spec.groups.flatMap(\.options).contains {
      $0.short == letter && !$0.isFlag
    }
  }
}
