import Foundation
import Testing

@testable import Almanac

/// A way to break one row of the package's table.
enum RowEdit: Equatable, Sendable {
  case dropCell, addCell, emptyEnglish, remove, copyPrevious
  case rename(String)
}

/// The package's table with the row for `name` broken by `edit`, and that row's line.
private func table(_ name: String, _ edit: RowEdit) throws -> (String, Int) {
  var lines = LabelTable.text.split(separator: "\n", omittingEmptySubsequences: false).map(
    String.init)
  let index = try #require(lines.firstIndex { $0.hasPrefix(name + " |") }, "no row \(name)")
  var cells = lines[index].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
  switch edit {
  case .dropCell: cells.removeLast()
  case .addCell: cells.append(" Extra")
  case .emptyEnglish: cells[1] = " "
  case .rename(let name): cells[0] = name + " "
  case .remove, .copyPrevious: break
  }
  switch edit {
  case .remove: lines.remove(at: index)
  case .copyPrevious: lines[index] = lines[index - 1]
  default: lines[index] = cells.joined(separator: "|")
  }
  return (lines.joined(separator: "\n"), index + 1)
}

@Suite("The table's text")
struct LabelTableTests {
  @Test func thePackagesTableHasNoProblem() {
    let table = LabelTable(parsing: LabelTable.text)
    #expect(table.problems == [])
    #expect(Set(LabelStrings.languages) == Set(table.phrases.keys).union(["pt-PT"]))
    #expect(LabelStrings.table["pt-PT"] == table.phrases["pt"])
    for (language, phrases) in table.phrases {
      #expect(LabelStrings.table[language] == phrases, "\(language)")
    }
  }

  /// `#` in a problem stands for the broken row's line. The row is left out, so its key has
  /// no English and no German either.
  @Test(
    "A broken row is named with its line",
    arguments: [
      ("selected", RowEdit.dropCell, ["line #: `selected` has 19 cells, for 20 languages"]),
      ("selected", .addCell, ["line #: `selected` has 21 cells, for 20 languages"]),
      ("selected", .rename("selectd"), ["line #: no key is named `selectd`"]),
      ("selected", .remove, []),
      ("selected", .copyPrevious, ["line #: `endOfRange` is written twice"]),
      (
        "done", .rename("done.one"),
        ["line #: `done` has no count, so it takes one row, without `.one`"]
      ),
    ])
  func brokenRow(name: String, edit: RowEdit, problems: [String]) throws {
    let (text, line) = try table(name, edit)
    let parsed = LabelTable(parsing: text)
    let expected = problems.map { $0.replacingOccurrences(of: "#", with: String(line)) }
    let key = try #require(LabelKey(rawValue: name))
    #expect(parsed.problems == expected + ["`\(key)` has no English"])
    #expect(parsed.phrases["de"]?[key] == nil)
    #expect(parsed.phrases["en"]?[.today] == .plain("Today"))
  }

  @Test func anEmptyEnglishCellIsNamed() throws {
    let (text, _) = try table("noTitle", .emptyEnglish)
    let parsed = LabelTable(parsing: text)
    #expect(parsed.problems == ["`noTitle` has no English"])
    #expect(parsed.phrases["de"]?[.noTitle] == .plain("(ohne Titel)"))
  }

  @Test(
    "A plural row names a counted key and a category",
    arguments: [
      (
        "nights.several",
        "line #: `several` is not a plural category (zero, one, two, few, many, other)"
      ),
      ("nights", "line #: `nights` has a count: write a row per plural category, `nights.other`"),
    ])
  func pluralRow(name: String, problem: String) throws {
    let (text, line) = try table("nights.few", .rename(name))
    let expected = problem.replacingOccurrences(of: "#", with: String(line))
    #expect(LabelTable(parsing: text).problems == [expected])
  }

  @Test func formsWithoutOtherAreNamed() throws {
    let (text, _) = try table("nights.other", .remove)
    let problems = LabelTable(parsing: text).problems
    // The languages with plural forms; Japanese, Korean, Thai and Chinese have `other` alone.
    #expect(problems.count == 15)
    #expect(problems.contains("de `nights`: forms without `nights.other`"))
    #expect(problems.contains("`nights` has no English") == false)
  }

  @Test func theHeaderNamesTheLanguages() {
    #expect(LabelTable(parsing: "").problems == ["the table has no header row"])
    #expect(
      LabelTable(parsing: "# words\nlanguage | en\ntoday | Today").problems == [
        "line 2: the header row starts with `key`, not `language`"
      ])
    let twice = LabelTable(parsing: "key | en | de | de\n").problems
    #expect(twice.first == "line 1: the header names `de` twice or names an empty column")
    let noEnglish = LabelTable(parsing: "key | de\n").problems
    #expect(noEnglish == ["line 1: the header has no `en` column"])
  }

  @Test func cellsAreTrimmedQuotedAndOptional() {
    let text = """
      key | en | ar | ja
      # A comment, then a blank line.

      separator | ", " | "، " | 、
      nights.one | {count} night | ليلة واحدة |
      nights.other | {count} nights | {count} ليلة | {count}泊
      noTitle |  (no title)  |  | （無題）
      """
    let parsed = LabelTable(parsing: text)
    #expect(parsed.phrases["en"]?[.separator] == .plain(", "))
    #expect(parsed.phrases["ar"]?[.separator] == .plain("، "))
    #expect(parsed.phrases["ja"]?[.separator] == .plain("、"))
    #expect(
      parsed.phrases["en"]?[.nights] == .plural([.one: "{count} night", .other: "{count} nights"]))
    #expect(parsed.phrases["ja"]?[.nights] == .plural([.other: "{count}泊"]))
    #expect(parsed.phrases["en"]?[.noTitle] == .plain("(no title)"))
    #expect(parsed.phrases["ar"]?[.noTitle] == nil)
    #expect(parsed.problems.allSatisfy { $0.hasSuffix("has no English") })
    #expect(parsed.problems.count == LabelKey.allCases.count - 3)
  }
}
