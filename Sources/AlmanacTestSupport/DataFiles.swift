import Foundation

/// Test data kept in files beside the tests that read them: iCalendar text as `.ics` files
/// (exact bytes, CRLF and folding included) and example tables as record files.
///
/// Files are found from the calling source file's path, as ``GoldenFiles`` finds golden
/// files, so no package resources are needed. A missing, empty or malformed file throws a
/// ``DataFileError`` naming the file and the line; a table never yields zero cases.
///
/// A record file holds records, each a title line and `key: value` lines; a key may repeat
/// for a list, `#` starts a comment line and blank lines are ignored:
///
/// ```text
/// == Daily for 10 occurrences
/// start: 19970902T090000
/// rule: FREQ=DAILY;COUNT=10
/// expected: 1997 EDT: September 2-11
/// ```
///
/// ```swift
/// static let files = DataFiles()  // Fixtures beside this source file
/// let text = try files.text("google-export.ics")
/// let rows = try files.records("rfc5545-examples.txt", keys: ["start", "rule", "expected"])
/// ```
package struct DataFiles: Sendable {
  /// The folder holding the data files.
  package let directory: URL

  /// Data files in the folder `folder` beside a source file.
  ///
  /// - Parameters:
  ///   - folder: The folder's name.
  ///   - levelsUp: How many folders above the source file's folder `folder` sits (0: beside
  ///     it).
  ///   - filePath: The source file; by default the caller's.
  package init(folder: String = "Fixtures", levelsUp: Int = 0, filePath: String = #filePath) {
    var base = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    for _ in 0..<max(0, levelsUp) { base.deleteLastPathComponent() }
    self.directory = base.appendingPathComponent(folder)
  }

  /// The location of the data file `name`.
  ///
  /// - Parameter name: The file's name, with its extension.
  /// - Returns: The file's URL in ``directory``.
  package func url(named name: String) -> URL {
    directory.appendingPathComponent(name)
  }

  /// The text of the data file `name`, byte for byte.
  ///
  /// - Parameter name: The file's name, with its extension.
  /// - Returns: The file's text (UTF-8), line endings as written.
  /// - Throws: ``DataFileError`` when the file is missing, empty or not UTF-8.
  package func text(_ name: String) throws -> String {
    let url = url(named: name)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw DataFileError(path: url.path, line: nil, message: "missing data file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw DataFileError(path: url.path, line: nil, message: "not UTF-8")
    }
    guard !text.isEmpty else {
      throw DataFileError(path: url.path, line: nil, message: "empty data file")
    }
    return text
  }

  /// The words of `line`, split at spaces; text between single quotes is one word, spaces
  /// included (`--format '%d %H'` is two words).
  ///
  /// - Parameter line: The text.
  /// - Returns: The words, without the quotes.
  /// - Throws: ``DataFileError`` (without a file) when a quote is not closed.
  /// - Complexity: O(*n*) in the line's length.
  package static func words(_ line: String) throws -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        word.append(character)
        started = true
      }
    }
    guard !quoted else {
      throw DataFileError(path: "", line: nil, message: "unclosed quote in \"\(line)\"")
    }
    if started { words.append(word) }
    return words
  }

  /// The records of the record file `name`.
  ///
  /// - Parameters:
  ///   - name: The file's name, with its extension.
  ///   - keys: The keys a record may hold; any other key is an error.
  /// - Returns: The records in file order; never empty.
  /// - Throws: ``DataFileError`` naming the file and line when the file is missing, holds no
  ///   record, a line is neither a title nor `key: value`, a key is not in `keys`, or a title
  ///   repeats.
  /// - Complexity: O(*n*) in the file's length.
  package func records(_ name: String, keys: Set<String>) throws -> [DataRecord] {
    let path = url(named: name).path
    var records: [DataRecord] = []
    for (index, raw) in try text(name).split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = index + 1
      let text = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if text.allSatisfy(\.isWhitespace) || text.hasPrefix("#") { continue }
      if text.hasPrefix("== ") {
        let title = String(text.dropFirst(3))
        if records.contains(where: { $0.title == title }) {
          throw DataFileError(path: path, line: line, message: "repeated title \"\(title)\"")
        }
        records.append(DataRecord(title: title, path: path, line: line, fields: []))
        continue
      }
      guard let colon = text.firstIndex(of: ":") else {
        throw DataFileError(
          path: path, line: line, message: "expected \"== title\" or \"key: value\"")
      }
      let key = String(text[..<colon])
      guard keys.contains(key) else {
        throw DataFileError(
          path: path, line: line,
          message:
            "unknown key \"\(key)\" (expected one of \(keys.sorted().joined(separator: ", ")))")
      }
      guard !records.isEmpty else {
        throw DataFileError(path: path, line: line, message: "\"\(key)\" before the first title")
      }
      let value = text[text.index(after: colon)...].drop(while: { $0 == " " })
      records[records.count - 1].fields.append(
        DataRecord.Field(key: key, value: String(value), line: line))
    }
    guard !records.isEmpty else {
      throw DataFileError(path: path, line: nil, message: "no records")
    }
    return records
  }
}

/// One record of a record file: a title and its `key: value` fields.
package struct DataRecord: Sendable {
  /// One `key: value` line.
  package struct Field: Sendable {
    /// The text before the first colon.
    package var key: String
    /// The text after the first colon and the spaces after it.
    package var value: String
    /// The field's line in the file, from 1.
    package var line: Int
  }

  /// The text after `== ` on the title line.
  package var title: String
  /// The file's path.
  package var path: String
  /// The title's line in the file, from 1.
  package var line: Int
  /// The fields in file order.
  package var fields: [Field]

  /// The values of every `key` line, in file order (empty when there is none).
  ///
  /// - Parameter key: The key.
  /// - Returns: The values.
  /// - Complexity: O(*n*) in the number of fields.
  package func values(_ key: String) -> [String] {
    fields.filter { $0.key == key }.map(\.value)
  }

  /// The value of the one `key` line, or `nil` when the record has none.
  ///
  /// - Parameter key: The key.
  /// - Returns: The value, or `nil`.
  /// - Throws: ``DataFileError`` when `key` appears more than once.
  /// - Complexity: O(*n*) in the number of fields.
  package func optional(_ key: String) throws -> String? {
    let matches = fields.filter { $0.key == key }
    if matches.count > 1 {
      throw DataFileError(
        path: path, line: matches[1].line, message: "\"\(key)\" repeated in \"\(title)\"")
    }
    return matches.first?.value
  }

  /// The value of the one `key` line.
  ///
  /// - Parameter key: The key.
  /// - Returns: The value.
  /// - Throws: ``DataFileError`` when `key` is missing or repeated.
  /// - Complexity: O(*n*) in the number of fields.
  package func value(_ key: String) throws -> String {
    guard let value = try optional(key) else {
      throw DataFileError(path: path, line: line, message: "\"\(title)\" has no \"\(key)\"")
    }
    return value
  }

  /// The values of every `key` line, of which there must be at least one.
  ///
  /// - Parameter key: The key.
  /// - Returns: The values, in file order.
  /// - Throws: ``DataFileError`` when `key` is missing.
  /// - Complexity: O(*n*) in the number of fields.
  package func list(_ key: String) throws -> [String] {
    let values = values(key)
    guard !values.isEmpty else {
      throw DataFileError(path: path, line: line, message: "\"\(title)\" has no \"\(key)\"")
    }
    return values
  }

  /// An error at this record's title line.
  ///
  /// - Parameter message: What is wrong.
  /// - Returns: The error, naming the file and the record's line.
  package func error(_ message: String) -> DataFileError {
    DataFileError(path: path, line: line, message: "\"\(title)\": \(message)")
  }
}

/// A data file that is missing or malformed, with the file and line.
package struct DataFileError: Error, CustomStringConvertible {
  /// The file's path.
  package var path: String
  /// The line, from 1, or `nil` for the whole file.
  package var line: Int?
  /// What is wrong.
  package var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - line: The line, from 1, or `nil` for the whole file.
  ///   - message: What is wrong.
  package init(path: String, line: Int?, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// `path:line: message`.
  package var description: String {
    "\(path)\(line.map { ":\($0)" } ?? ""): \(message)"
  }
}
