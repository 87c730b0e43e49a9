import Foundation
import Testing

@testable import AlmanacCalDAV

@Suite struct ItemFactsTests {
  static let item = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//one//EN\r
    BEGIN:VEVENT\r
    UID:u1\r
    DTSTAMP:20260101T000000Z\r
    LAST-MODIFIED:20260102T000000Z\r
    SUMMARY:A long summary that is folded over two\r
      lines\r
    RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
    DTSTART:20260110T100000Z\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:u1\r
    RECURRENCE-ID:20270110T100000Z\r
    DTSTART:20270110T120000Z\r
    SUMMARY:Moved\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  @Test func factsOfTheMaster() {
    let facts = ItemFacts(Array(Self.item.utf8))
    #expect(facts.uid == "u1")
    #expect(facts.uidCount == 1)
    #expect(facts.summary == "A long summary that is folded over two lines")
    #expect(facts.modified == "20260102T000000Z")
  }

  /// What servers do to an item without changing its meaning does not change the hash.
  @Test func hashIgnoresFormattingThatServersChange() {
    let base = ItemFacts(Array(Self.item.utf8)).hash
    let rewritten = """
      BEGIN:VCALENDAR
      PRODID:-//server//EN
      VERSION:2.0
      BEGIN:VEVENT
      UID:u1
      RECURRENCE-ID:20270110T100000Z
      SUMMARY:Moved
      DTSTART:20270110T120000Z
      END:VEVENT
      BEGIN:VEVENT
      SUMMARY:A long summary that is folded over two lines
      DTSTART:20260110T100000Z
      RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
      LAST-MODIFIED:20260102T000000Z
      DTSTAMP:20260301T000000Z
      UID:u1
      END:VEVENT
      END:VCALENDAR

      """
    #expect(ItemFacts(Array(rewritten.utf8)).hash == base)
  }

  @Test(arguments: [
    ("SUMMARY:Moved", "SUMMARY:Moved again"),
    ("DTSTART:20260110T100000Z", "DTSTART:20260110T110000Z"),
    ("BYMONTH=3", "BYMONTH=4"),
  ])
  func hashSeesRealChanges(old: String, new: String) {
    let changed = Self.item.replacingOccurrences(of: old, with: new)
    #expect(ItemFacts(Array(changed.utf8)).hash != ItemFacts(Array(Self.item.utf8)).hash)
  }

  @Test func conflictCopyGetsANewUIDAndANote() throws {
    let copy = try #require(
      CollectionSync.conflictCopy(Array(Self.item.utf8), uid: "u1", newUID: "u1-conflict-x"))
    let facts = ItemFacts(copy)
    #expect(facts.uid == "u1-conflict-x")
    #expect(facts.uidCount == 1)
    let text = String(decoding: copy, as: UTF8.self)
    #expect(text.contains("Conflict copy made by almanac sync"))
    #expect(!text.contains("UID:u1\r\n"))
    #expect(text.contains("RECURRENCE-ID:20270110T100000Z"))
  }
}
