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
    var text = text
    let rows = text.withUTF8(Self.rows)
    var languages: [String] = []
    var names: Set<String> = []
    var forms: [String: [LabelKey: [PluralCategory: String]]] = [:]
    for (index, cells) in rows.enumerated() {
      guard let cells else { continue }
      let at = "line \(index + 1)"
      if languages.isEmpty {
        languages = header(cells, at: at)
        if languages.isEmpty { return }
        for language in languages {
          phrases[language] = Dictionary(minimumCapacity: LabelKey.allCases.count)
        }
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
      guard let key = Self.keys[String(parts[0])] else {
        problems.append("\(at): no key is named `\(parts[0])`")
        continue
      }
      let words = zip(languages, cells.dropFirst()).lazy.filter { !$0.1.isEmpty }
      let isCounted = LabelKey.counted.contains(key)
      if parts.count == 1 {
        guard !isCounted else {
          problems.append(
            "\(at): `\(key)` has a count: write a row per plural category, `\(key).other`")
          continue
        }
        for (language, text) in words {
          phrases[language, default: [:]][key] = .plain(text)
        }
      } else if let category = PluralCategory(rawValue: String(parts[1])) {
        guard isCounted else {
          problems.append(
            "\(at): `\(key)` has no count, so it takes one row, without `.\(category)`")
          continue
        }
        for (language, text) in words {
          forms[language, default: [:]][key, default: [:]][category] = text
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

  /// The keys by name.
  private static let keys = Dictionary(
    uniqueKeysWithValues: LabelKey.allCases.map { ($0.rawValue, $0) })

  /// The languages the header row names, or none (with a problem) when it is not one.
  private mutating func header(_ cells: [String], at: String) -> [String] {
    guard cells[0] == "key" else {
      problems.append("\(at): the header row starts with `key`, not `\(cells[0])`")
      return []
    }
    let languages = Array(cells.dropFirst())
    var seen: Set<String> = []
    for language in languages where language.isEmpty || !seen.insert(language).inserted {
      problems.append("\(at): the header names `\(language)` twice or names an empty column")
    }
    if !languages.contains("en") { problems.append("\(at): the header has no `en` column") }
    return languages
  }

  /// The cells of each line of `bytes`, without the spaces around them and the double
  /// quotes that keep spaces inside; `nil` for a blank line or a comment. The separators are
  /// ASCII, so the UTF-8 bytes split where the characters would, at a fraction of the cost.
  private static func rows(_ bytes: UnsafeBufferPointer<UInt8>) -> [[String]?] {
    let quote = UInt8(ascii: "\"")
    return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      let row = trimmed($0)
      guard let first = row.first, first != UInt8(ascii: "#") else { return nil }
      return row.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map {
        var cell = trimmed($0)
        if cell.count >= 2, cell.first == quote, cell.last == quote {
          cell = cell.dropFirst().dropLast()
        }
        return String(decoding: cell, as: UTF8.self)
      }
    }
  }

  /// `bytes` without the spaces around them.
  private static func trimmed(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Slice<UnsafeBufferPointer<UInt8>> {
    let space = UInt8(ascii: " ")
    guard let first = bytes.firstIndex(where: { $0 != space }),
      let last = bytes.lastIndex(where: { $0 != space })
    else { return bytes[bytes.endIndex...] }
    return bytes[first...last]
  }
}
