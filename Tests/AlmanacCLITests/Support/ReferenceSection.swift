/// One section of a reference output saved in `__Snapshots__` (BSD `cal`, `ncal`): a line
/// `=== COMMAND` and the lines the command printed.
struct ReferenceSection {
  /// The command that printed the section, as its header line names it.
  var command: String
  /// The command's last two words, the month and year that almanac is given too.
  var arguments: [String]
  /// The printed lines, empty ones left out.
  var lines: [String]

  /// The sections of the golden file `name`.
  static func sections(of name: String) throws -> [ReferenceSection] {
    let text = try String(contentsOf: snapshots.url(named: name), encoding: .utf8)
    return text.components(separatedBy: "=== ").filter { !$0.isEmpty }.map { section in
      var lines = section.split(separator: "\n").map(String.init)
      let command = lines.removeFirst()
      let arguments = command.split(separator: " ").suffix(2).map(String.init)
      return ReferenceSection(command: command, arguments: arguments, lines: lines)
    }
  }
}
