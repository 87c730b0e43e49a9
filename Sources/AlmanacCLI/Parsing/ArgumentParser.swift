/// Matches a command line against a command's option table, in swift-argument-parser's
/// manner: tokenise (`--name=value`, `--name value`, `-abc`, `-A3`, `--`), match each token to
/// the table, and leave validation of the values to the command.
enum ArgumentParser {
  /// Parses `arguments` (without the program name and subcommand) for `spec`.
  ///
  /// - Throws: ``CLIError/unknownOption(_:suggestion:)`` with a "did you mean",
  ///   ``CLIError/missingValue(option:placeholder:)``,
  ///   ``CLIError/unexpectedValue(option:value:)``.
  /// - Complexity: O(n·k) for n arguments and k options.
  static func parse(_ arguments: [String], for spec: CommandSpec) throws(CLIError)
    -> ParsedArguments
  {
    let options = spec.options
    var byLong: [String: OptionSpec] = [:]
    // Keyed by String, not Character: a dictionary type with a new key type costs a scan of
    // every protocol conformance in the binary on first use (~0.36 M instructions).
    var byShort: [String: OptionSpec] = [:]
    for option in options {
      byLong[option.long] = option
      if let short = option.short { byShort[String(short)] = option }
    }
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false

    func takeValue(for option: OptionSpec, spelling: String) throws(CLIError) -> String {
      index += 1
      guard index < arguments.count, !looksLikeOption(arguments[index]) else {
        throw .missingValue(option: spelling, placeholder: option.placeholder ?? "a value")
      }
      return arguments[index]
    }

    func looksLikeOption(_ text: String) -> Bool {
      if text.hasPrefix("--") { return text.count > 2 }
      guard text.count >= 2, text.hasPrefix("-"), let short = text.dropFirst().first else {
        return false
      }
      return byShort[String(short)] != nil
    }

    while index < arguments.count {
      let argument = arguments[index]
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name: String
        var inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
          name = String(body[..<equals])
          inlineValue = String(body[body.index(after: equals)...])
        } else {
          name = String(body)
        }
        let spelling = "--\(name)"
        guard let option = byLong[name] else {
          throw .unknownOption(spelling, suggestion: Self.suggestion(for: name, among: options))
        }
        if option.isFlag {
          if let inlineValue { throw .unexpectedValue(option: spelling, value: inlineValue) }
          parsed.add(option.long, value: "", spelling: spelling)
        } else {
          var value: String
          if let inlineValue {
            value = inlineValue
          } else {
            value = try takeValue(for: option, spelling: spelling)
          }
          parsed.add(option.long, value: value, spelling: spelling)
        }
      } else {
        // A cluster of short options: -3y, -A3, -A 3.
        var characters = Substring(argument.dropFirst())
        // A negative number or length (-5d) that no short option starts: a value, not a typo.
        if let first = characters.first, first.isASCII, first.isNumber,
          byShort[String(first)] == nil
        {
          throw .optionLikeValue(argument)
        }
        while let character = characters.first {
          characters = characters.dropFirst()
          let spelling = "-\(character)"
          guard let option = byShort[String(character)] else {
            let typed = argument.count == 2 ? spelling : argument
            throw .unknownOption(
              typed, suggestion: Self.suggestion(for: String(argument.dropFirst()), among: options))
          }
          if option.isFlag {
            parsed.add(option.long, value: "", spelling: spelling)
          } else {
            var value = String(characters)
            if characters.isEmpty { value = try takeValue(for: option, spelling: spelling) }
            parsed.add(option.long, value: value, spelling: spelling)
            break
          }
        }
      }
      index += 1
    }
    return parsed
  }

  /// The long option a mistyped option name probably meant, measured without the dashes, so
  /// that `--foo` is not "near" `--iso` by the two dashes they share.
  static func suggestion(for name: String, among options: [OptionSpec]) -> String? {
    EditDistance.suggestion(for: name, among: options.map(\.long)).map { "--" + $0 }
  }
}
