import Foundation

/// Generates the `almanac(1)` manual page (man(7) macros) from the same ``CommandSpec`` tables
/// that parse the arguments and print `--help`, so the page cannot miss an option or a choice.
///
/// `almanac --generate-manpage` prints it; `make install` writes it to `man1/almanac.1`.
enum ManPage {
  /// The manual page of `almanac` and every subcommand.
  ///
  /// - Parameters:
  ///   - commands: The subcommands, the default (the month display) first.
  ///   - version: The version shown in the page's footer.
  ///   - date: The date of the page's footer, `YYYY-MM-DD`.
  /// - Returns: The page in man(7) format, ending in a newline.
  static func render(commands: [CommandSpec], version: String, date: String) -> String {
    guard let main = commands.first else { return "" }
    var out: [String] = []
    out.append(".TH ALMANAC 1 \(date) \"almanac \(escape(version))\" \"User Commands\"")
    out.append(".SH NAME")
    out.append("almanac \\- \(escape(main.abstract))")
    out.append(".SH SYNOPSIS")
    for line in commands.flatMap(\.usage) {
      if out.last != ".SH SYNOPSIS" { out.append(".br") }
      out.append(".B almanac")
      out.append(escape(line))
    }
    out.append(".br")
    out.append(".B almanac help")
    out.append("[SUBCOMMAND]")
    out.append(".SH DESCRIPTION")
    out.append(escape(main.abstract.prefix(1).uppercased() + main.abstract.dropFirst()) + ".")
    out.append(
      "With a subcommand name first, almanac runs that subcommand (see SUBCOMMANDS); "
        + "without one, it shows months.")
    out += body(of: main, headingMacro: ".SH")
    out.append(".SH SUBCOMMANDS")
    for command in commands.dropFirst() {
      out.append(".SS almanac \(escape(command.name))")
      out.append(
        escape(command.abstract.prefix(1).uppercased() + command.abstract.dropFirst()) + ".")
      out.append(".PP")
      out.append("Usage:")
      for line in command.usage {
        out.append(".br")
        out.append("\\fBalmanac\\fR \(escape(line))")
      }
      out += body(of: command, headingMacro: nil)
    }
    out.append(".SS almanac help [SUBCOMMAND]")
    out.append("The help of almanac, or of one subcommand (the same as \\fB\\-\\-help\\fR).")
    out.append(".SH EXIT STATUS")
    let statuses: [(ExitCode, String)] = [
      (.success, "Success."),
      (.failure, "Cancelled (the picker), or nothing was found."),
      (.usage, "The command line was wrong (EX_USAGE)."),
      (.dataError, "An input file or value was malformed (EX_DATAERR)."),
      (.internalError, "An internal error (EX_SOFTWARE)."),
      (.ioError, "The terminal could not be read or written (EX_IOERR)."),
    ]
    for (code, text) in statuses {
      out.append(".TP")
      out.append(".B \(code.rawValue)")
      out.append(text)
    }
    out.append(".SH SEE ALSO")
    out.append(".BR cal (1),")
    out.append(".BR ncal (1),")
    out.append(".BR khal (1)")
    return wrapped(out).joined(separator: "\n") + "\n"
  }

  /// Text lines broken at spaces to at most 80 bytes, as man pages are written (roff fills
  /// them again); macro lines, no-fill blocks and unbreakable words stay as they are.
  ///
  /// - Parameter lines: The page's lines.
  /// - Returns: The lines, long text lines split.
  private static func wrapped(_ lines: [String]) -> [String] {
    var out: [String] = []
    var isNoFill = false
    for line in lines {
      if line == ".nf" { isNoFill = true }
      if line == ".fi" { isNoFill = false }
      guard !isNoFill, line.utf8.count > 80, line.first != "." else {
        out.append(line)
        continue
      }
      var current = ""
      for word in line.split(separator: " ") {
        if !current.isEmpty, current.utf8.count + 1 + word.utf8.count > 80 {
          out.append(current)
          current = ""
        }
        // A continuation line must not start with a control character.
        let guarded = current.isEmpty && (word.first == "." || word.first == "'")
        current += (current.isEmpty ? "" : " ") + (guarded ? "\\&" : "") + word
      }
      if !current.isEmpty { out.append(current) }
    }
    return out
  }

  /// Arguments, option groups and discussion of one command.
  ///
  /// - Parameters:
  ///   - spec: The command.
  ///   - headingMacro: `.SH` for the default command's sections, `nil` for a subcommand's
  ///     (whose groups become bold paragraph headings inside its `.SS`).
  /// - Returns: The lines.
  private static func body(of spec: CommandSpec, headingMacro: String?) -> [String] {
    var out: [String] = []
    func heading(_ title: String) {
      if let headingMacro {
        out.append("\(headingMacro) \(escape(title.uppercased()))")
      } else {
        out.append(".PP")
        out.append(".B \(escape(title))")
      }
    }
    if !spec.positionals.isEmpty {
      heading("Arguments")
      for positional in spec.positionals {
        out.append(".TP")
        out.append(".I \(escape(positional.name))")
        out.append(escape(positional.help))
      }
    }
    for group in spec.groups {
      heading(group.title)
      for option in group.options {
        out.append(".TP")
        out.append(synopsis(of: option))
        var help = escape(option.help)
        if let choices = option.choices {
          help +=
            " One of: " + choices.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
            + "."
        }
        if option.isRepeatable { help += " May be given more than once." }
        out.append(help)
      }
    }
    if !spec.discussion.isEmpty {
      out += discussion(spec.discussion)
    }
    return out
  }

  /// The option's spellings in bold with its placeholder in italics, e.g.
  /// `\fB\-y\fR, \fB\-\-year\fR`.
  ///
  /// - Parameter option: The option.
  /// - Returns: One line of man(7) text.
  static func synopsis(of option: OptionSpec) -> String {
    var parts: [String] = []
    if let short = option.short { parts.append("\\fB\\-\(escape(String(short)))\\fR") }
    var long = "\\fB\\-\\-\(escape(option.long))\\fR"
    if let placeholder = option.placeholder { long += " \\fI\(escape(placeholder))\\fR" }
    parts.append(long)
    return parts.joined(separator: ", ")
  }

  /// Free text: paragraphs split at blank lines; indented lines (key tables, examples) kept
  /// as they are in no-fill mode.
  ///
  /// - Parameter text: The discussion of a command.
  /// - Returns: The lines.
  private static func discussion(_ text: String) -> [String] {
    var out: [String] = [".PP"]
    var isVerbatim = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let isIndented = line.first == " "
      if line.trimmingCharacters(in: .whitespaces).isEmpty {
        if isVerbatim {
          out.append(".fi")
          isVerbatim = false
        }
        out.append(".PP")
        continue
      }
      if isIndented, !isVerbatim {
        out.append(".nf")
        isVerbatim = true
      } else if !isIndented, isVerbatim {
        out.append(".fi")
        isVerbatim = false
      }
      out.append(escape(line))
    }
    if isVerbatim { out.append(".fi") }
    return out
  }

  /// Text made safe for man(7): backslashes and hyphens escaped, a leading `.` or `'`
  /// guarded so that it is not read as a macro.
  ///
  /// - Parameters:
  ///   - text: Plain text.
  ///   - isLineStart: Whether the text starts a line of the page.
  /// - Returns: The escaped text.
  static func escape(_ text: some StringProtocol, isLineStart: Bool = true) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
      default:
        // groff reads only ASCII without a preprocessor: other characters by code point.
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    if isLineStart, out.first == "." || out.first == "'" { out = "\\&" + out }
    return out
  }
}
