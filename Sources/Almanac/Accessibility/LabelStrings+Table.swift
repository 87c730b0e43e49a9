/// The package's words read from a table's text (``LabelTable/text``, whose documentation
/// gives the format): the phrases by language and key, and what is wrong with the text.
///
/// A malformed row is left out and named in ``problems``, so a lookup never fails (English,
/// or the key's name, stands in); `LabelTableTests` requires the package's table to have none.
struct LabelTable {
  /// The phrases by language code (a column of the header) and key.
  private(set) var phrases: [String: [LabelKey: Phrase]] = [:]
  /// What is wrong with the text, each with its line (the header is line 1 of the package's
  /// table): a row whose cells do not match the header, a key or plural category that does
  /// not exist, a row written twice, a counted key written as one row or an uncounted one by
  /// category, a language with forms but no `other`, a key without English. Empty for a
  /// well-formed table.
  private(set) var problems: [String] = []

  /// Reads `text`, row by row.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  init(parsing text: String) {
    var languages: [String] = []
    var names: Set<Substring> = []
    var forms: [String: [LabelKey: [PluralCategory: String]]] = [:]
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let row = Self.trimmed(line)
      if row.isEmpty || row.hasPrefix("#") { continue }
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).map(Self.cell)
      let at = "line \(index + 1)"
      if languages.isEmpty {
        languages = header(cells, at: at)
        if languages.isEmpty { return }
        continue
      }
      guard cells.count == languages.count + 1 else {
        problems.append(
          "\(at): `\(cells[0])` has \(cells.count - 1) cells, for \(languages.count) languages")
        continue
      }
      let name = cells[0]
      guard names.insert(name).inserted else {
        problems.append("\(at): `\(name)` is written twice")
        continue
      }
      let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      guard let key = LabelKey(rawValue: String(parts[0])) else {
        problems.append("\(at): no key is named `\(parts[0])`")
        continue
      }
      let words = zip(languages, cells.dropFirst()).filter { !$0.1.isEmpty }
      let isCounted = LabelKey.counted.contains(key)
      if parts.count == 1 {
        guard !isCounted else {
          problems.append(
            "\(at): `\(key)` has a count: write a row per plural category, `\(key).other`")
          continue
        }
        for (language, text) in words {
          phrases[language, default: [:]][key] = .plain(String(text))
        }
      } else if let category = PluralCategory(rawValue: String(parts[1])) {
        guard isCounted else {
          problems.append(
            "\(at): `\(key)` has no count, so it takes one row, without `.\(category)`")
          continue
        }
        for (language, text) in words {
          forms[language, default: [:]][key, default: [:]][category] = String(text)
        }
      } else {
        problems.append(
          "\(at): `\(parts[1])` is not a plural category (zero, one, two, few, many, other)")
      }
    }
    if languages.isEmpty { problems.append("the table has no header row") }
    for language in languages {
      for key in LabelKey.allCases {
        guard let byCategory = forms[language]?[key] else { continue }
        if byCategory[.other] == nil {
          problems.append("\(language) `\(key)`: forms without `\(key).other`")
        }
        phrases[language, default: [:]][key] = .plural(byCategory)
      }
    }
    for key in LabelKey.allCases where languages.contains("en") && phrases["en"]?[key] == nil {
      problems.append("`\(key)` has no English")
    }
  }

  /// The languages the header row names, or none (with a problem) when it is not one.
  private mutating func header(_ cells: [Substring], at: String) -> [String] {
    guard cells[0] == "key" else {
      problems.append("\(at): the header row starts with `key`, not `\(cells[0])`")
      return []
    }
    let languages = cells.dropFirst().map(String.init)
    var seen: Set<String> = []
    for language in languages where language.isEmpty || !seen.insert(language).inserted {
      problems.append("\(at): the header names `\(language)` twice or names an empty column")
    }
    if !languages.contains("en") { problems.append("\(at): the header has no `en` column") }
    return languages
  }

  /// `line` without the spaces around it.
  private static func trimmed(_ line: Substring) -> Substring {
    guard let first = line.firstIndex(where: { $0 != " " }) else { return line[line.endIndex...] }
    let last = line.lastIndex { $0 != " " } ?? first
    return line[first...last]
  }

  /// The words of a cell: without the spaces around them, and without the double quotes
  /// that keep spaces inside.
  private static func cell(_ raw: Substring) -> Substring {
    let text = trimmed(raw)
    guard text.count >= 2, text.first == "\"", text.last == "\"" else { return text }
    return text.dropFirst().dropLast()
  }
}
