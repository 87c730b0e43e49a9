/// What the table, the help and the validation step need from an option, whatever its type.
protocol OptionDeclaration: Sendable {
  /// The option's row in the table.
  var spec: OptionSpec { get }
}

/// An option that takes a value, declared once as a typed constant and used by the command's
/// table, its lookups and its help:
///
/// ```swift
/// static let days = Option<Int>("days", short: "d", in: 1...3_660_000,
///                               help: "Number of days from --from (default: 7).")
/// let days = try arguments.value(Self.days)   // Int?, already range-checked
/// ```
///
/// A misspelt constant does not compile; the value is parsed and checked (choices, ranges)
/// in the validation step before the command runs.
struct Option<Value: Sendable>: OptionDeclaration {
  /// The option's row in the table.
  let spec: OptionSpec
  /// Reads a value given for the option spelt as the second argument.
  let parse: @Sendable (String, String) throws(CLIError) -> Value

  /// An option whose value type parses itself.
  init(
    _ long: String, short: Character? = nil, placeholder: String, help: String,
    isRepeatable: Bool = false
  ) where Value: ArgumentValue {
    let parse: @Sendable (String, String) throws(CLIError) -> Value = {
      (text, option) throws(CLIError) in try Value.parse(text, option: option)
    }
    self.parse = parse
    spec = OptionSpec(
      long: long, short: short, placeholder: placeholder, help: help, choices: Value.choices,
      isRepeatable: isRepeatable,
      check: { (text, option) throws(CLIError) in _ = try parse(text, option) })
  }

  /// A free-text option whose help lists choices it does not check (for a value that is a
  /// word or a pattern, like `pick --format`; the command interprets it).
  init(
    _ long: String, short: Character? = nil, placeholder: String, help: String,
    shownChoices: [String]
  )
  where Value == String {
    spec = OptionSpec(
      long: long, short: short, placeholder: placeholder, help: help, choices: shownChoices,
      check: { (_, _) throws(CLIError) in })
    parse = { (text, _) throws(CLIError) in text }
  }

  /// A whole-number option, range-checked where it is parsed (so no later arithmetic on it
  /// can overflow).
  init(
    _ long: String, short: Character? = nil, placeholder: String = "N", in range: ClosedRange<Int>,
    help: String
  ) where Value == Int {
    let parse: @Sendable (String, String) throws(CLIError) -> Int = {
      (text, option) throws(CLIError) in
      guard let number = Int(text), range.contains(number) else {
        throw .invalidValue(
          subject: option, argument: text,
          reason: "not a whole number from \(range.lowerBound) to \(range.upperBound)",
          valid: "\(range.lowerBound)…\(range.upperBound)")
      }
      return number
    }
    self.parse = parse
    spec = OptionSpec(
      long: long, short: short, placeholder: placeholder, help: help,
      check: { (text, option) throws(CLIError) in _ = try parse(text, option) })
  }

  /// The long name without dashes.
  var long: String { spec.long }
}

extension Option where Value: ArgumentValue {
  /// `-f, --format FORMAT`, spelt alike by every command with a choice of output.
  ///
  /// - Parameter help: The help line; the choices of `Value` follow it in help.
  /// - Returns: The option.
  static func format(help: String = "Output format.") -> Option {
    Option("format", short: "f", placeholder: "FORMAT", help: help)
  }
}

/// An option without a value (`--year`, `-3`).
struct Flag: OptionDeclaration {
  /// The option's row in the table.
  let spec: OptionSpec

  /// A flag.
  init(_ long: String, short: Character? = nil, help: String) {
    spec = OptionSpec(long: long, short: short, placeholder: nil, help: help)
  }

  /// The long name without dashes.
  var long: String { spec.long }
}

/// Options of which at most one may be given (`--single|--multiple|--range|--weekdays`); the
/// validation step refuses two with ``CLIError/conflict(_:_:reason:)``.
struct ExclusiveGroup: Sendable {
  /// The options' long names, in the order messages name them.
  let members: [String]
  /// Why they exclude each other (the message's tail).
  let reason: String

  /// A group.
  init(_ members: [any OptionDeclaration], reason: String) {
    self.members = members.map(\.spec.long)
    self.reason = reason
  }
}
