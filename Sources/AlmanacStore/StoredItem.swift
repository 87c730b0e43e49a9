import AlmanacICS
import Foundation

/// One parsed file of a source: a vdir item or a whole `.ics` file.
public struct StoredItem: Sendable {
  /// The file.
  public var path: String
  /// Its position in ``EventStore/collections``.
  public var collectionIndex: Int
  /// The version that was read.
  package var fingerprint: FileFingerprint
  /// The bytes that were read (kept so that edits touch only what they change).
  package var bytes: [UInt8]
  /// The parsed content.
  package var document: ICSDocument
  /// Its calendars, decoded.
  public var calendars: [ICSCalendar]

  /// Parse and decode problems; a file with any is never rewritten.
  public var problems: [ICSError] {
    document.diagnostics + calendars.flatMap(\.diagnostics)
  }

  /// What was read leniently rather than dropped: components outside a VCALENDAR, malformed
  /// values whose meaning is clear (one per property kind, with a count), to-dos and journals
  /// that could not be decoded (kept, not listed). These do not stop a rewrite.
  public var warnings: [ICSError] {
    (document.strayComponentsWarning(file: path).map { [$0] } ?? [])
      // Summarised over the whole file: a big calendar is decoded in parts.
      + ICSCalendar.summarise(calendars.flatMap { $0.events.flatMap(\.repairs) }, file: path)
      + calendars.flatMap(\.componentWarnings)
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
  package init(path: String, collectionIndex: Int) throws(EventStoreError) {
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
    calendars = Self.decode(document.calendars, file: path)
  }

  /// The item of a file whose bytes are `bytes` and whose parse is `document`, decoded as a
  /// read of the file decodes it: for a writer that built the document from components it
  /// already had, instead of parsing what it wrote. `decoded` gives the decoding of a VEVENT
  /// the writer already has (or `nil`).
  init(
    path: String, collectionIndex: Int, bytes: [UInt8], document: ICSDocument,
    fingerprint: FileFingerprint, decoded: (ICSComponent) -> ICSEvent?
  ) {
    self.path = path
    self.collectionIndex = collectionIndex
    self.fingerprint = fingerprint
    self.bytes = bytes
    self.document = document
    let parts = document.calendars
    if parts.count == 1, parts[0].components.count < Self.partitionThreshold {
      calendars = [ICSCalendar(Self.withoutStandardZones(parts[0]), file: path, decoded: decoded)]
    } else {
      calendars = Self.decode(parts, file: path)
    }
  }

  /// A VCALENDAR with more components than this is decoded in parts, in parallel.
  static let partitionThreshold = 2_000

  /// Decodes calendars. A big one is split by UID into one part per processor (each part
  /// keeps the calendar's properties and VTIMEZONEs, and a UID's master and overrides stay
  /// together), and the parts are decoded in parallel; queries expand them in parallel too.
  static func decode(_ components: [ICSComponent], file: String) -> [ICSCalendar] {
    let processors = ParallelMap.processors
    var parts: [ICSComponent] = []
    for calendar in components {
      let pruned = withoutStandardZones(calendar)
      guard processors > 1, pruned.components.count >= partitionThreshold else {
        parts.append(pruned)
        continue
      }
      var empty = pruned
      empty.components = []
      var buckets = Array(repeating: empty, count: processors)
      for child in pruned.components {
        guard child.name != "VTIMEZONE" else {
          for bucket in buckets.indices { buckets[bucket].components.append(child) }
          continue
        }
        // FNV-1a of the UID: the same UID always lands in the same part.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (child.property("UID")?.rawValue ?? "").utf8 {
          hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        buckets[Int(hash % UInt64(processors))].components.append(child)
      }
      parts += buckets
    }
    if parts.count == 1 { return [ICSCalendar(parts[0], file: file)] }
    return ParallelMap.map(parts) { ICSCalendar($0, file: file) }
  }

  /// The calendar without the VTIMEZONEs whose TZID names a zone the resolver finds by name
  /// (IANA or Windows): it prefers those anyway, and building a VTIMEZONE's transitions up to
  /// 2440 is most of the cost of a small vdir item. The document keeps them for writing.
  static func withoutStandardZones(_ calendar: ICSComponent) -> ICSComponent {
    guard calendar.components.contains(where: { $0.name == "VTIMEZONE" }) else { return calendar }
    var copy = calendar
    copy.components.removeAll { component in
      guard component.name == "VTIMEZONE", let tzid = component.text("TZID") else { return false }
      return NamedZones.isNamed(tzid)
    }
    return copy
  }

  /// The UIDs of the events in this file.
  package var uids: [String] {
    calendars.flatMap { $0.events.compactMap(\.uid) }
  }

  /// The UIDs of every VEVENT, VTODO and VJOURNAL in this file, in order, read from the
  /// components as written (also those that could not be decoded): what a sync must carry.
  package var componentUIDs: [String] {
    var out: [String] = []
    for calendar in document.calendars {
      for child in calendar.components where ["VEVENT", "VTODO", "VJOURNAL"].contains(child.name) {
        if let uid = child.text("UID"), !out.contains(uid) { out.append(uid) }
      }
    }
    return out
  }
}

/// Which TZIDs the resolver finds by name, remembered per process (the lookup trims and
/// matches strings through Foundation, which costs microseconds per call).
private enum NamedZones {
  private final class Memo: @unchecked Sendable {
    let lock = NSLock()
    var known: [String: Bool] = [:]
  }
  private static let memo = Memo()

  static func isNamed(_ tzid: String) -> Bool {
    memo.lock.lock()
    let cached = memo.known[tzid]
    memo.lock.unlock()
    if let cached { return cached }
    let named = ICSTimeZoneResolver.standard(tzid) != nil
    memo.lock.lock()
    memo.known[tzid] = named
    memo.lock.unlock()
    return named
  }
}
