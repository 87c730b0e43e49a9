import Foundation
import Testing

/// The time zone named `name`; a name Foundation does not know fails the test.
func zone(_ name: String) throws -> TimeZone { try #require(TimeZone(identifier: name)) }
