import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// An import into a folder makes each new item from the imported file's parsed components,
/// their lines moved to where the copy puts them, instead of parsing what it wrote: those items
/// must be exactly what a read of the folder gives.
@Suite struct ImportedItemTests {
  /// The line ends of the imported file.
  enum LineEnds: String, CaseIterable, CustomTestStringConvertible {
    case crlf
    case lf
    /// LF line ends with a carriage return inside one property's value.
    case lfWithCarriageReturn

    var testDescription: String { rawValue }
  }

  /// The fixture (CRLF) with `ends`.
  static func source(_ ends: LineEnds) throws -> String {
    let text = try StoreFixture.files.text("import-mix.ics")
    switch ends {
    case .crlf: return text
    case .lf: return text.replacingOccurrences(of: "\r\n", with: "\n")
    case .lfWithCarriageReturn:
      return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
        of: "SUMMARY:Meet-up in New York\n", with: "SUMMARY:Meet-up in New York\nX-CR:a\rb\n")
    }
  }

  /// A store over an empty vdir with a `default` collection.
  static func emptyVdir(_ fixture: StoreFixture) throws -> (store: EventStore, root: String) {
    let root = fixture.root + "/cal"
    try FileManager.default.createDirectory(
      atPath: root + "/default", withIntermediateDirectories: true)
    return (try EventStore(sources: [EventSource(path: root)], cache: nil), root)
  }

  @Test(arguments: LineEnds.allCases)
  func importedItemsAreWhatAReadOfTheFolderGives(_ ends: LineEnds) throws {
    let fixture = try StoreFixture()
    let text = try Self.source(ends)
    let file = try fixture.write("in.ics", text, crlf: false)
    var (store, root) = try Self.emptyVdir(fixture)
    let summary = try store.importEvents(Array(text.utf8), file: file, into: "default")
    #expect(store.items.contains { !$0.warnings.isEmpty }, "a repaired value is kept as a warning")
    #expect(summary.added.count == 7, "\(summary)")
    #expect(summary.assignedUIDs.count == 1)
    let read = try EventStore(sources: [EventSource(path: root)], cache: nil)
    #expect(store.items.map(\.path).sorted() == read.items.map(\.path).sorted())
    for item in store.items {
      let fresh = try #require(read.items.first { $0.path == item.path })
      #expect(item.bytes == fresh.bytes, "\(item.path)")
      #expect(item.fingerprint == fresh.fingerprint, "\(item.path)")
      #expect(item.fingerprint == FileFingerprint.current(of: item.path), "\(item.path)")
      #expect(item.document == fresh.document, "\(item.path)")
      #expect(item.calendars.map(\.component) == fresh.calendars.map(\.component))
      #expect(item.calendars.map(\.events) == fresh.calendars.map(\.events), "\(item.path)")
      #expect(item.calendars.map(\.todos) == fresh.calendars.map(\.todos), "\(item.path)")
      #expect(item.problems.isEmpty && fresh.problems.isEmpty, "\(item.path)")
      #expect("\(item.warnings)" == "\(fresh.warnings)", "\(item.path)")
    }
    let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
    let first = try Day(parsing: "2026-01-01")
    let last = try Day(parsing: "2027-12-31")
    let imported = try store.events(from: first, through: last, in: zone)
    #expect(!imported.isEmpty)
    #expect(imported == (try read.events(from: first, through: last, in: zone)))
  }

  /// Which components are copied as they stand, so that their item is made without a parse,
  /// and which are not.
  @Test func onlyComponentsCopiedAsTheyStandSkipTheParse() throws {
    for ends in LineEnds.allCases {
      let text = try Self.source(ends)
      let document = try ICSParser().parse(Array(text.utf8), file: "in.ics")
      let source = ItemText(Array(text.utf8))
      let calendar = try #require(document.calendars.first)
      var exact: [String] = []
      var parsed: [String] = []
      for component in calendar.components {
        var taken = Set<String>()
        // As the import gives an event without UID one.
        let written =
          component.property("UID") == nil && component.name == "VEVENT"
          ? component.addingDerivedUID(avoiding: &taken).component : component
        let name = written.text("UID") ?? written.text("TZID") ?? "?"
        if ImportRenderer.copy(of: written, in: source).isExact {
          exact.append(name)
        } else {
          parsed.append(name)
        }
      }
      // A derived UID is written property by property; a carriage return in an LF file would
      // end a line differently once the copy has CRLF line ends.
      #expect(parsed.count == (ends == .lfWithCarriageReturn ? 2 : 1), "\(ends): \(parsed)")
      #expect(parsed.contains { $0.hasPrefix("derived-") }, "\(ends)")
      #expect(exact.contains("Custom Berlin") && exact.contains("weekly@example.com"), "\(ends)")
      #expect(exact.contains("new-york") == (ends != .lfWithCarriageReturn), "\(ends)")
    }
  }

  /// A UID's file name checked byte by byte is the name mapped Character by Character:
  /// letters, digits and `@._-` kept, any other character (a combining sequence, CR LF, an
  /// emoji, a non-ASCII letter) one `_`, the first 120 characters, `item` before an empty or
  /// hidden name.
  @Test(arguments: [
    "weekly@example.com", "a_b-c.d", "", ".hidden", "lower case/and odd:characters",
    "e\u{301}te\u{301}", "Zürich-東京", "a\r\nb", "😀😀", String(repeating: "x", count: 130),
    String(repeating: "é", count: 125), "..", "A.ICS",
  ])
  func fileNamesMapEachCharacter(_ uid: String) {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@._-")
    let mapped = String(uid.prefix(120).map { allowed.contains($0) ? $0 : "_" })
    let expected = mapped.isEmpty || mapped.hasPrefix(".") ? "item" + mapped : mapped
    #expect(EventStore.fileName(for: uid) == expected)
  }

  /// A new item's generated VTIMEZONE is written and parsed once per zone and years, and a
  /// second import of the same file finds every UID unchanged.
  @Test func generatedZonesAreMadeOnceAndAnImportAgainChangesNothing() throws {
    let fixture = try StoreFixture()
    var events = ""
    for number in 0..<40 {
      events += StoreFixture.event(
        uid: "ny-\(number)", summary: "Meeting \(number)",
        start: "DTSTART;TZID=America/New_York:202603\((10 + number % 18))T090000",
        end: "DURATION:PT1H")
    }
    let text = StoreFixture.calendar(events).replacingOccurrences(of: "\n", with: "\r\n")
    let file = try fixture.write("in.ics", text, crlf: false)
    var (store, root) = try Self.emptyVdir(fixture)
    let renderer = ImportRenderer(
      source: ItemText(Array(text.utf8)), zones: [:], events: [], collectionIndex: 0)
    let component = try #require(
      try ICSParser().parse(Array(text.utf8)).calendars.first?.components.first)
    guard case .write(let bytes, let item) = try renderer.newItem([component], path: "a.ics")
    else {
      Issue.record("no write")
      return
    }
    #expect(renderer.generatedTexts.withLock { $0.count } == 1)
    _ = try renderer.newItem([component], path: "b.ics")
    #expect(renderer.generatedTexts.withLock { $0.count } == 1)
    let fresh = try ICSParser().parse(bytes, file: "a.ics")
    #expect(item.document == fresh)
    #expect(item.document.calendars.first?.components.map(\.name) == ["VTIMEZONE", "VEVENT"])

    let summary = try store.importEvents(Array(text.utf8), file: file, into: "default")
    #expect(summary.added.count == 40)
    var again = try EventStore(sources: [EventSource(path: root)], cache: nil)
    let second = try again.importEvents(Array(text.utf8), file: file, into: "default")
    #expect(second.unchanged.count == 40 && second.added.isEmpty && second.updated.isEmpty)
  }
}
