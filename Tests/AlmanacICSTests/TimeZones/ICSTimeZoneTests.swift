import Foundation
import Testing

@testable import AlmanacICS

@Suite struct ICSTimeZoneTests {
  @Test func everyWindowsNameMapsToAZoneFoundationKnows() {
    for (windows, iana) in WindowsZones.iana {
      #expect(ICSTimeZoneResolver.standard(windows) != nil, "\(windows) → \(iana)")
    }
    #expect(ICSTimeZoneResolver.standard("W. Europe Standard Time")?.identifier == "Europe/Berlin")
    #expect(ICSTimeZoneResolver.standard("Eastern Standard Time")?.identifier == "America/New_York")
  }

  @Test func vendorPrefixesAndQuotes() {
    #expect(
      ICSTimeZoneResolver.standard("/mozilla.org/20050126_1/America/New_York")?.identifier
        == "America/New_York")
    #expect(
      ICSTimeZoneResolver.standard("/freeassociation.sourceforge.net/Tzfile/Europe/Berlin")?
        .identifier
        == "Europe/Berlin")
    #expect(ICSTimeZoneResolver.standard("\"Europe/Paris\"")?.identifier == "Europe/Paris")
    #expect(ICSTimeZoneResolver.standard("Nowhere/Special") == nil)
  }

  @Test func tableAgreesWithFoundationEveryHourFor2024() throws {
    // The cached table against Foundation, both directions, every hour of a year with DST.
    for name in ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia"] {
      let zone = try #require(ICSTimeZone(identifier: name))
      let foundation = try #require(TimeZone(identifier: name))
      var t = 1_704_067_200
      while t < 1_735_689_600 {
        let offset = foundation.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
        #expect(zone.offset(atUTC: t) == offset, "\(name) at \(t)")
        #expect(
          zone.utc(fromLocal: t + offset) == t || zone.offset(atUTC: t - 3600) != offset,
          "\(name) at \(t)")
        t += 3600
      }
    }
  }
}
