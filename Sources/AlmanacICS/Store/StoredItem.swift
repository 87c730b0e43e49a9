/// One parsed file of a source: a vdir item or a whole `.ics` file.
public struct StoredItem: Sendable {
  /// The file.
  public var path: String
  /// Its position in ``EventStore/collections``.
  public var collectionIndex: Int
  /// The version that was read.
  public var fingerprint: FileFingerprint
  /// The bytes that were read (kept so that edits touch only what they change).
  public var bytes: [UInt8]
  /// The parsed content.
  public var document: ICSDocument
  /// Its calendars, decoded.
  public var calendars: [ICSCalendar]

  /// Parse and decode problems; a file with any is never rewritten.
  public var problems: [ICSError] {
    document.diagnostics + calendars.flatMap(\.diagnostics)
  }

  /// Whether the file was read without any problem (so it may be rewritten).
  public var isClean: Bool {
    document.diagnostics.isEmpty && calendars.allSatisfy { $0.diagnostics.isEmpty }
  }

  /// Reads and parses a file.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - collectionIndex: Its collection.
  /// - Throws: ``EventStoreError/io(path:reason:)``; parse problems are kept, not thrown.
  /// - Complexity: O(*n*) in the size of the file.
  public init(path: String, collectionIndex: Int) throws(EventStoreError) {
    let (bytes, fingerprint) = try AtomicFile.read(path)
    try self.init(
      path: path, collectionIndex: collectionIndex, bytes: bytes, fingerprint: fingerprint)
  }

  init(path: String, collectionIndex: Int, bytes: [UInt8], fingerprint: FileFingerprint)
    throws(EventStoreError)
  {
    self.path = path
    self.collectionIndex = collectionIndex
    self.fingerprint = fingerprint
    self.bytes = bytes
    do {
      document = try ICSParser().parse(bytes, file: path)
    } catch {
      // The lenient parser throws only for limits; keep an empty document that records it.
      document = ICSDocument(components: [], diagnostics: [error])
    }
    calendars = document.calendars.map { ICSCalendar(Self.withoutStandardZones($0), file: path) }
  }

  /// The calendar without the VTIMEZONEs whose TZID names a zone the resolver finds by name
  /// (IANA or Windows): it prefers those anyway, and building a VTIMEZONE's transitions up to
  /// 2440 is most of the cost of a small vdir item. The document keeps them for writing.
  static func withoutStandardZones(_ calendar: ICSComponent) -> ICSComponent {
    guard calendar.components.contains(where: { $0.name == "VTIMEZONE" }) else { return calendar }
    var copy = calendar
    copy.components.removeAll { component in
      guard component.name == "VTIMEZONE", let tzid = component.text("TZID") else { return false }
      return ICSTimeZoneResolver.standard(tzid) != nil
    }
    return copy
  }

  /// The UIDs of the events in this file.
  public var uids: [String] {
    calendars.flatMap { $0.events.compactMap(\.uid) }
  }
}
