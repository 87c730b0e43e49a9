/// Generates `--help` text from a ``CommandSpec``, so help and parsing share one table.
enum HelpFormatter {
  /// The full help for `spec`, ending in a newline.
  ///
  /// - Parameters:
  ///   - spec: The command.
  ///   - commands: Other subcommands to list (for the default command's help).
  /// - Returns: The help text.
  static func help(for spec: CommandSpec, commands: [CommandSpec] = []) -> String {
    var text = "almanac: \(spec.abstract)\n\nUSAGE:\n"
    for line in spec.usage { text += "  almanac \(line)\n" }
    if !spec.positionals.isEmpty {
      text += "\nARGUMENTS:\n"
      let width = spec.positionals.map(\.name.count).max() ?? 0
      for positional in spec.positionals {
        text += "  " + pad(positional.name, to: width) + "  " + positional.help + "\n"
      }
    }
    let width = spec.options.map(\.synopsis.count).max() ?? 0
    for group in spec.groups {
      text += "\n\(group.title.uppercased()):\n"
      for option in group.options {
        var help = option.help
        if let choices = option.choices { help += " (" + choices.joined(separator: ", ") + ")" }
        text += wrap(help, prefix: "  " + pad(option.synopsis, to: width) + "  ") + "\n"
      }
    }
    if !commands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      let nameWidth = max(commands.map(\.name.count).max() ?? 0, 4)
      for command in commands {
        text += "  " + pad(command.name, to: nameWidth) + "  " + command.abstract + "\n"
      }
      text +=
        "  " + pad("help", to: nameWidth) + "  this help; almanac help [SUBCOMMAND] is "
        + "almanac SUBCOMMAND --help\n"
    }
    if !spec.discussion.isEmpty { text += "\n" + spec.discussion + "\n" }
    return text
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// Wraps `help` at 100 columns after `prefix`, continuing under the help column.
  private static func wrap(_ help: String, prefix: String) -> String {
    let limit = 100
    let indent = String(repeating: " ", count: prefix.count)
    var lines: [String] = []
    var current = prefix
    var isLineEmpty = true
    for word in help.split(separator: " ") {
      if !isLineEmpty, current.count + 1 + word.count > limit {
        lines.append(current)
        current = indent
        isLineEmpty = true
      }
      current += (isLineEmpty ? "" : " ") + word
      isLineEmpty = false
    }
    lines.append(current)
    return lines.joined(separator: "\n")
  }
}
