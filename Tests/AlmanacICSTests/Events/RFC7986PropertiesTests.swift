import Almanac
import Foundation
import Testing

@testable import AlmanacICS

/// RFC 7986's new properties, read from and written back with the RFC's examples.
@Suite struct RFC7986PropertiesTests {
  /// A calendar carrying every example of RFC 7986 §5 (the CONFERENCE ones of §5.11 and §6.3).
  static let example = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//Example//RFC 7986//EN\r
    NAME:Company Vacation Days\r
    NAME;LANGUAGE=fr:Jours de congé\r
    DESCRIPTION:Vacation days\\, company wide\r
    UID:5FC53010-1267-4F8E-BC28-1D7AE55A7C99\r
    URL:http://example.com/pub/calendars/jsmith/mytime.ics\r
    LAST-MODIFIED:20160722T093000Z\r
    CATEGORIES:MEETING,HOLIDAY\r
    REFRESH-INTERVAL;VALUE=DURATION:P1W\r
    SOURCE;VALUE=URI:https://example.com/holidays.ics\r
    COLOR:turquoise\r
    IMAGE;VALUE=URI;DISPLAY=BADGE;FMTTYPE=image/png:http://example.com/images/p\r
     arty.png\r
    BEGIN:VEVENT\r
    UID:conference@example.com\r
    DTSTAMP:20160722T093000Z\r
    DTSTART:20160801T150000Z\r
    SUMMARY:Planning\r
    COLOR:#1E90FF\r
    IMAGE;VALUE=BINARY;ENCODING=BASE64;FMTTYPE=image/png;DISPLAY=THUMBNAIL,GRAPH\r
     IC:iVBORw0KGgo=\r
    CONFERENCE;VALUE=URI;FEATURE=PHONE,MODERATOR;LABEL=Moderator dial-in:tel:+1-\r
     412-555-0123,,,654321\r
    CONFERENCE;VALUE=URI;FEATURE=PHONE;LABEL=Attendee dial-in:tel:+1-412-555-012\r
     3,,,555123\r
    CONFERENCE;VALUE=URI;FEATURE=PHONE;LABEL=Attendee dial-in:tel:+1-888-555-045\r
     6,,,555123\r
    CONFERENCE;VALUE=URI;FEATURE=CHAT;LABEL=Chat room:xmpp:chat-123@conference.e\r
     xample.com\r
    CONFERENCE;VALUE=URI;FEATURE=AUDIO,VIDEO;LABEL=Attendee dial-in:https://chat\r
     .example.com/audio?id=123456\r
    CONFERENCE;VALUE=URI;FEATURE=AUDIO,VIDEO:https://video-chat.example.com/;gro\r
     up-id=1234\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  func calendar() throws -> ICSCalendar {
    let document = try ICSParser(options: .strict).parse(Self.example)
    return try #require(ICSCalendar.calendars(in: document).first)
  }

  @Test func calendarPropertiesAreRead() throws {
    let calendar = try calendar()
    #expect(calendar.name == "Company Vacation Days")
    #expect(calendar.description == "Vacation days, company wide")
    #expect(calendar.uid == "5FC53010-1267-4F8E-BC28-1D7AE55A7C99")
    #expect(calendar.url == "http://example.com/pub/calendars/jsmith/mytime.ics")
    #expect(calendar.lastModified?.text == "20160722T093000Z")
    #expect(calendar.categories == ["MEETING", "HOLIDAY"])
    #expect(calendar.refreshInterval == ICSDuration(days: 7))
    #expect(calendar.source == "https://example.com/holidays.ics")
    #expect(calendar.color == "turquoise")
    #expect(SRGBColor(css: try #require(calendar.color)) == SRGBColor(hex: "40E0D0"))
    #expect(
      calendar.images == [
        ICSImage(
          uri: "http://example.com/images/party.png", display: ["BADGE"], mediaType: "image/png")
      ])
  }

  @Test func eventPropertiesAreRead() throws {
    let event = try #require(try calendar().events.first)
    #expect(event.color == "#1E90FF")
    #expect(
      event.images == [
        ICSImage(
          data: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], mediaType: "image/png",
          display: ["THUMBNAIL", "GRAPHIC"])
      ])
    #expect(
      event.conferences == [
        ICSConference(
          uri: "tel:+1-412-555-0123,,,654321", features: ["PHONE", "MODERATOR"],
          label: "Moderator dial-in"),
        ICSConference(
          uri: "tel:+1-412-555-0123,,,555123", features: ["PHONE"], label: "Attendee dial-in"),
        ICSConference(
          uri: "tel:+1-888-555-0456,,,555123", features: ["PHONE"], label: "Attendee dial-in"),
        ICSConference(
          uri: "xmpp:chat-123@conference.example.com", features: ["CHAT"], label: "Chat room"),
        ICSConference(
          uri: "https://chat.example.com/audio?id=123456", features: ["AUDIO", "VIDEO"],
          label: "Attendee dial-in"),
        ICSConference(
          uri: "https://video-chat.example.com/;group-id=1234", features: ["AUDIO", "VIDEO"]),
      ])
  }

  @Test func unchangedValuesAreWrittenBackAsTheyWere() throws {
    var calendar = try calendar()
    let original = calendar.component
    // Setting every property to what it already is changes nothing.
    calendar.name = calendar.name
    calendar.description = calendar.description
    calendar.uid = calendar.uid
    calendar.refreshInterval = calendar.refreshInterval
    calendar.source = calendar.source
    calendar.color = calendar.color
    calendar.images = calendar.images
    calendar.categories = calendar.categories
    var event = try #require(calendar.events.first)
    event.color = event.color
    event.images = event.images
    event.conferences = event.conferences
    calendar.component.components[0] = event.component
    // Every property keeps its source line, so the store's writer copies its bytes.
    #expect(calendar.component == original)
    #expect(ICSWriter().string([calendar.component]) == ICSWriter().string([original]))
  }

  @Test func editedValuesAreWrittenInPlace() throws {
    var calendar = try calendar()
    calendar.color = "#FF8800"
    calendar.name = "Vacances; été"
    calendar.refreshInterval = ICSDuration(days: 1)
    calendar.source = nil
    var event = try #require(calendar.events.first)
    event.conferences = [ICSConference(uri: "https://meet.example.com/x", features: ["VIDEO"])]
    event.images.append(ICSImage(uri: "https://example.com/big.jpg", display: ["FULLSIZE"]))
    calendar.component.components[0] = event.component
    let text = ICSWriter().string([calendar.component])
    let lines = text.components(separatedBy: "\r\n")
    #expect(lines[3] == "NAME:Vacances\\; été")
    #expect(lines[4] == "NAME;LANGUAGE=fr:Jours de congé")
    #expect(lines.contains("REFRESH-INTERVAL;VALUE=DURATION:P1D"))
    #expect(lines.contains("COLOR:#FF8800"))
    #expect(!text.contains("SOURCE"))
    #expect(lines.contains("CONFERENCE;VALUE=URI;FEATURE=VIDEO:https://meet.example.com/x"))
    #expect(text.components(separatedBy: "CONFERENCE").count == 2)
    #expect(lines.contains("IMAGE;VALUE=URI;DISPLAY=FULLSIZE:https://example.com/big.jpg"))
    // Read back, the edits are what was set; the untouched inline image is as it was.
    let back = try #require(
      ICSCalendar.calendars(in: try ICSParser(options: .strict).parse(text)).first)
    #expect(back.name == "Vacances; été")
    #expect(back.color == "#FF8800")
    #expect(back.refreshInterval == ICSDuration(days: 1))
    #expect(back.source == nil)
    #expect(back.events.first?.images.count == 2)
    #expect(back.events.first?.images.first == event.images.first)
    #expect(text.contains("IMAGE;VALUE=BINARY;ENCODING=BASE64;FMTTYPE=image/png;DISPLAY=THUMBN"))
  }

  @Test func newPropertiesCarryTheValueTypeRFC7986Requires() {
    var calendar = ICSCalendar(ICSComponent(name: "VCALENDAR"))
    calendar.refreshInterval = ICSDuration(seconds: 3600)
    calendar.source = "https://example.com/feed.ics"
    calendar.images = [ICSImage(data: [1, 2, 3], mediaType: "image/png")]
    let text = ICSWriter().string([calendar.component])
    #expect(text.contains("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n"))
    #expect(text.contains("SOURCE;VALUE=URI:https://example.com/feed.ics\r\n"))
    #expect(text.contains("IMAGE;VALUE=BINARY;ENCODING=BASE64;FMTTYPE=image/png:AQID\r\n"))
  }

  @Test(arguments: [
    "REFRESH-INTERVAL;VALUE=DURATION:-P1D", "REFRESH-INTERVAL:PT0S",
    "REFRESH-INTERVAL:weekly",
  ])
  func refreshIntervalsThatAreNotPositiveDurationsAreNil(_ line: String) throws {
    let text = "BEGIN:VCALENDAR\r\n\(line)\r\nEND:VCALENDAR\r\n"
    let calendar = try #require(ICSCalendar.calendars(in: try ICSParser().parse(text)).first)
    #expect(calendar.refreshInterval == nil)
  }

  @Test func anInlineImageThatIsNotBase64IsLeftOut() throws {
    let text = """
      BEGIN:VCALENDAR\r
      IMAGE;VALUE=BINARY;ENCODING=BASE64;FMTTYPE=image/png:not base64!\r
      IMAGE;VALUE=URI:https://example.com/ok.png\r
      END:VCALENDAR\r

      """
    let calendar = try #require(ICSCalendar.calendars(in: try ICSParser().parse(text)).first)
    #expect(calendar.images == [ICSImage(uri: "https://example.com/ok.png")])
  }
}
