import AlmanacICS
import Foundation

extension EventStore {
  /// Where a write went.
  public struct WriteResult: Hashable, Sendable {
    /// The event's UID.
    public var uid: String
    /// The file written (or removed).
    public var path: String
  }

  /// The PRODID written into new files.
  package static let productID = "-//Almanac//almanac 0.1//EN"

  /// Adds an event: a new item in a vdir collection, or appended to an `.ics` file (every other
  /// byte of the file is kept). The first add into a missing default location creates it.
  ///
  /// - Parameters:
  ///   - draft: The event.
  ///   - uid: Its new UID.
  ///   - stamp: DTSTAMP, in UTC.
  ///   - collection: The collection's name; `nil` for the first one (or `default`, created).
  /// - Returns: The UID and the file written.
  /// - Throws: ``EventStoreError``: an invalid draft or empty UID, a UID that is already in
  ///   the sources (``EventStoreError/duplicateUID(uid:path:)``), an unknown collection, a file
  ///   that could not be fully read, a conflict, or an I/O error. Nothing is written on error.
  public mutating func add(
    _ draft: EventDraft, uid: String, stamp: ICSDateTime, collection: String? = nil
  ) throws(EventStoreError) -> WriteResult {
    try add(draft, uid: uid, stamp: stamp, collection: collection, pacing: .none)
  }

  /// ``add(_:uid:stamp:collection:)`` with a test hook that slows the write down (package
  /// access: the command line's `ALMANAC_WRITE_PAUSE_US`).
  package mutating func add(
    _ draft: EventDraft, uid: String, stamp: ICSDateTime, collection: String?,
    pacing: AtomicFile.Pacing
  ) throws(EventStoreError) -> WriteResult {
    try draft.validate()
    guard !uid.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .invalidEvent(reason: "the UID is empty")
    }
    if let holder = items.first(where: { $0.uids.contains(uid) }) {
      throw .duplicateUID(uid: uid, path: holder.path)
    }
    let component = draft.component(uid: uid, stamp: stamp)
    let index = try targetCollection(collection)
    // A VTIMEZONE for each TZID the event uses that is new to the file (Outlook needs them).
    let zones = GeneratedTimeZones.components(
      for: [component], defined: presentTimeZoneIDs(inCollection: index))
    let path = try insert([component], timeZones: zones, uid: uid, into: index, pacing: pacing)
    return WriteResult(uid: uid, path: path)
  }

  /// Adds a component that is not an event (a VTODO): a new item in a vdir collection, or
  /// inserted into the `.ics` file, as ``add(_:uid:stamp:collection:)`` adds events.
  ///
  /// - Throws: ``EventStoreError/duplicateUID(uid:path:)`` for a UID any component already
  ///   has, an unknown collection, a conflict, or an I/O error. Nothing is written on error.
  package mutating func add(
    component: ICSComponent, collection: String?, pacing: AtomicFile.Pacing
  ) throws(EventStoreError) -> WriteResult {
    guard let uid = component.text("UID"), !uid.trimmingCharacters(in: .whitespaces).isEmpty
    else {
      throw .invalidEvent(reason: "the UID is empty")
    }
    if let holder = items.first(where: { $0.componentUIDs.contains(uid) }) {
      throw .duplicateUID(uid: uid, path: holder.path)
    }
    let index = try targetCollection(collection)
    let zones = GeneratedTimeZones.components(
      for: [component], defined: presentTimeZoneIDs(inCollection: index))
    let path = try insert([component], timeZones: zones, uid: uid, into: index, pacing: pacing)
    return WriteResult(uid: uid, path: path)
  }

  /// Changes the event with `uid` (its master component, the one without RECURRENCE-ID). The
  /// file keeps its name, and every property and component the change does not touch keeps
  /// its bytes.
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - change: Edits the component.
  /// - Returns: The UID and file.
  /// - Throws: ``EventStoreError/notFound(uid:)``, a conflict, an unreadable file, I/O.
  @discardableResult
  public mutating func update(
    uid: String, _ change: (inout ICSComponent) throws(EventStoreError) -> Void
  ) throws(EventStoreError) -> WriteResult {
    try update(uid: uid, pacing: .none, change)
  }

  /// ``update(uid:_:)`` with a test hook that slows the write down (package access).
  @discardableResult
  package mutating func update(
    uid: String, pacing: AtomicFile.Pacing,
    _ change: (inout ICSComponent) throws(EventStoreError) -> Void
  ) throws(EventStoreError) -> WriteResult {
    // Events only: the changes are an event's (DTEND, DURATION), which would make a VTODO
    // with DUE invalid; delete likewise finds events only.
    try update(uid: uid, componentName: "VEVENT", pacing: pacing, change)
  }

  /// Changes the component named `componentName` (`VEVENT`, `VTODO`) with `uid`: its master
  /// (the one without RECURRENCE-ID), every other byte of the file kept.
  @discardableResult
  package mutating func update(
    uid: String, componentName: String, pacing: AtomicFile.Pacing,
    _ change: (inout ICSComponent) throws(EventStoreError) -> Void
  ) throws(EventStoreError) -> WriteResult {
    for (itemIndex, item) in items.enumerated() {
      let matches = Self.components(withUID: uid, in: item).filter { $0.name == componentName }
      guard let old = matches.first(where: { $0.property("RECURRENCE-ID") == nil }) ?? matches.first
      else { continue }
      var new = old
      try change(&new)
      let text = ItemText(item.bytes)
      var out: [UInt8] = []
      // A TZID new to the file (neither defined nor used in it) gets a VTIMEZONE, before the
      // event.
      var zoneBytes: [UInt8] = []
      for zone in GeneratedTimeZones.components(for: [new], defined: Self.presentTimeZoneIDs(item))
      {
        ICSWriter().write(zone, into: &zoneBytes)
      }
      out += text.convert(zoneBytes)
      text.render(new, original: old, into: &out)
      try rewrite(itemIndex, edits: [(text.range(ofComponentAt: old.line), out)], pacing: pacing)
      return WriteResult(uid: uid, path: item.path)
    }
    throw .notFound(uid: uid)
  }

  /// Adds an override (a component with RECURRENCE-ID) of the recurring component named
  /// `componentName` with `uid`, right after its master in the master's file, or changes the
  /// override the instance has; every other byte of the file is kept.
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - componentName: `VTODO` or `VEVENT`.
  ///   - recurrenceID: The instance's RECURRENCE-ID.
  ///   - pacing: The test hook that slows the write down.
  ///   - make: Makes the override from the master.
  ///   - change: Changes the instance's override instead, when the file has one already.
  /// - Returns: The UID and file.
  /// - Throws: ``EventStoreError/notFound(uid:)``, a conflict, an unreadable file, I/O.
  @discardableResult
  package mutating func addOverride(
    uid: String, componentName: String, recurrenceID: ICSDateTime, pacing: AtomicFile.Pacing,
    make: (ICSComponent) throws(EventStoreError) -> ICSComponent,
    change: (inout ICSComponent) throws(EventStoreError) -> Void
  ) throws(EventStoreError) -> WriteResult {
    for (itemIndex, item) in items.enumerated() {
      let matches = Self.components(withUID: uid, in: item).filter { $0.name == componentName }
      if let old = matches.first(where: {
        (try? $0.property("RECURRENCE-ID")?.dateTimeValue()) == recurrenceID
      }) {
        // The instance has its override already: that one changes.
        var new = old
        try change(&new)
        let text = ItemText(item.bytes)
        var out: [UInt8] = []
        text.render(new, original: old, into: &out)
        try rewrite(itemIndex, edits: [(text.range(ofComponentAt: old.line), out)], pacing: pacing)
        return WriteResult(uid: uid, path: item.path)
      }
      guard let master = matches.first(where: { $0.property("RECURRENCE-ID") == nil }) else {
        continue
      }
      let override = try make(master)
      var crlf: [UInt8] = []
      ICSWriter().write(override, into: &crlf)
      let text = ItemText(item.bytes)
      let point = text.range(ofComponentAt: master.line).upperBound
      try rewrite(itemIndex, edits: [(point..<point, text.convert(crlf))], pacing: pacing)
      return WriteResult(uid: uid, path: item.path)
    }
    throw .notFound(uid: uid)
  }

  /// Deletes every component with `uid` (the event and its overrides). A vdir item that held
  /// only that event is removed; in a shared file only those components' bytes go.
  ///
  /// - Parameter uid: The UID.
  /// - Returns: The files changed or removed.
  /// - Throws: ``EventStoreError/notFound(uid:)``, a conflict, an unreadable file, I/O.
  @discardableResult
  public mutating func delete(uid: String) throws(EventStoreError) -> [WriteResult] {
    try delete(uid: uid, pacing: .none)
  }

  /// ``delete(uid:)`` with a test hook that slows the write down (package access).
  @discardableResult
  package mutating func delete(uid: String, pacing: AtomicFile.Pacing)
    throws(EventStoreError) -> [WriteResult]
  {
    try delete(uid: uid, componentName: nil, pacing: pacing)
  }

  /// Deletes every component with `uid`; with a `componentName` (`VTODO`), only the items
  /// holding such a component and only those components (with their overrides).
  @discardableResult
  package mutating func delete(uid: String, componentName: String?, pacing: AtomicFile.Pacing)
    throws(EventStoreError) -> [WriteResult]
  {
    var results: [WriteResult] = []
    let holders = items.filter { item in
      guard let componentName else { return item.uids.contains(uid) }
      return Self.components(withUID: uid, in: item).contains { $0.name == componentName }
    }
    for item in holders {
      guard let itemIndex = items.firstIndex(where: { $0.path == item.path }) else { continue }
      let matches = Self.components(withUID: uid, in: item).filter {
        componentName == nil || $0.name == componentName
      }
      let others = item.document.calendars.flatMap(\.components).filter {
        $0.property("UID") != nil && $0.text("UID") != uid
      }
      if collections[item.collectionIndex].isFolder, others.isEmpty {
        if let problem = item.problems.first {
          throw .unreadable(path: item.path, problem: problem)
        }
        try AtomicFile.remove(item.path, expected: item.fingerprint)
        try refresh(item.path, collectionIndex: item.collectionIndex)
      } else {
        let text = ItemText(item.bytes)
        try rewrite(
          itemIndex, edits: matches.map { (text.range(ofComponentAt: $0.line), []) }, pacing: pacing
        )
      }
      results.append(WriteResult(uid: uid, path: item.path))
    }
    guard !results.isEmpty else { throw .notFound(uid: uid) }
    return results
  }

  // MARK: - Internals

  static func withoutLines(_ component: ICSComponent) -> ICSComponent {
    var copy = component
    copy.line = 0
    copy.properties = copy.properties.map {
      var property = $0
      property.line = 0
      return property
    }
    copy.components = copy.components.map(withoutLines)
    return copy
  }

  static func timeZoneIDs(_ components: [ICSComponent]) -> Set<String> {
    var out = Set<String>()
    for component in components {
      for property in component.properties {
        if let tzid = property.parameter("TZID") { out.insert(tzid) }
      }
      out.formUnion(timeZoneIDs(component.components))
    }
    return out
  }

  static func components(withUID uid: String, in item: StoredItem) -> [ICSComponent] {
    item.document.calendars.flatMap(\.components).filter { $0.text("UID") == uid && $0.line > 0 }
  }

  /// The collection to write to, creating the default location when there is none.
  mutating func targetCollection(_ name: String?) throws(EventStoreError) -> Int {
    if let name {
      if let index = collectionIndex(named: name) { return index }
      // A new collection in the first folder source: one folder name, not one that differs
      // from an existing collection's only in case (the same folder on macOS's file system).
      let lowered = name.lowercased()
      if let folder = sources.first(where: { $0.kind == .folder }),
        !name.contains("/"), !name.hasPrefix("."), !name.isEmpty,
        !collections.contains(where: { $0.name.lowercased() == lowered })
      {
        return try makeCollection(folder.path + "/" + name)
      }
      throw .unknownCollection(name: name, known: collections.map(\.name))
    }
    if let first = collections.indices.first { return first }
    guard let source = sources.first else {
      throw .invalidEvent(reason: "no calendar source to write to")
    }
    return try makeCollection(source.path + "/default")
  }

  mutating func makeCollection(_ folder: String) throws(EventStoreError) -> Int {
    try AtomicFile.makeFolder(folder)
    return appendCollection(
      EventCollection(
        name: AtomicFile.split(folder).name, displayName: nil, color: nil, path: folder,
        isFolder: true))
  }

  /// Adds components to a collection: a new vdir item, or inserted into the `.ics` file.
  mutating func insert(
    _ components: [ICSComponent], timeZones: [ICSComponent], uid: String, into index: Int,
    pacing: AtomicFile.Pacing, copiedFrom source: ItemText? = nil
  ) throws(EventStoreError) -> String {
    let collection = collections[index]
    var body: [UInt8] = []
    for component in timeZones + components {
      if let source {
        source.render(component, original: component, into: &body)
        continue
      }
      ICSWriter().write(component, into: &body)
    }
    if let source { body = source.convertToCRLF(body) }
    if collection.isFolder {
      let path = newItemPath(uid: uid, in: index)
      try create(path, body: body, collectionIndex: index, pacing: pacing)
      return path
    }
    let path = collection.path
    guard let itemIndex = items.firstIndex(where: { $0.path == path }) else {
      try create(path, body: body, collectionIndex: index, pacing: pacing)
      return path
    }
    let text = ItemText(items[itemIndex].bytes)
    guard let point = text.insertionPoint else {
      throw .unreadable(
        path: path,
        problem: .malformed(ICSLocation(file: path, line: 0, column: 0), "no END:VCALENDAR"))
    }
    try rewrite(itemIndex, edits: [(point..<point, text.convert(body))], pacing: pacing)
    return path
  }

  /// A free path for a new item with `uid` in the vdir collection `index`: the UID as a file
  /// name, with `-2`, `-3`, … when that is taken.
  func newItemPath(uid: String, in index: Int) -> String {
    let base = collections[index].path + "/" + Self.fileName(for: uid)
    var path = base + ".ics"
    var suffix = 2
    while FileFingerprint.current(of: path) != nil {
      path = base + "-\(suffix).ics"
      suffix += 1
    }
    return path
  }

  /// A new item's bytes: a VCALENDAR around `body` (CRLF text).
  static func wrapped(_ body: [UInt8]) -> [UInt8] {
    var bytes = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:\(Self.productID)\r\n".utf8)
    bytes += body
    bytes += Array("END:VCALENDAR\r\n".utf8)
    return bytes
  }

  /// A new item's bytes for `components` after `timeZones`, as ``insert(_:timeZones:uid:into:pacing:copiedFrom:)``
  /// writes them without a source text.
  static func newItemBytes(timeZones: [ICSComponent], components: [ICSComponent]) -> [UInt8] {
    var body: [UInt8] = []
    for component in timeZones + components { ICSWriter().write(component, into: &body) }
    return wrapped(body)
  }

  /// Writes a new file: a VCALENDAR around `body` (CRLF text).
  mutating func create(
    _ path: String, body: [UInt8], collectionIndex: Int, pacing: AtomicFile.Pacing
  ) throws(EventStoreError) {
    let bytes = Self.wrapped(body)
    try Self.checkParses(bytes, path: path)
    let folder = AtomicFile.split(path).folder
    try AtomicFile.makeFolder(folder)
    try AtomicFile.write(bytes, to: path, expected: nil, pacing: pacing)
    try refresh(path, collectionIndex: collectionIndex)
  }

  /// Applies byte edits to a file that was read cleanly, checks the result parses cleanly, and
  /// replaces the file if nobody changed it since it was read.
  mutating func rewrite(
    _ itemIndex: Int, edits: [(Range<Int>, [UInt8])], pacing: AtomicFile.Pacing
  ) throws(EventStoreError) {
    let item = items[itemIndex]
    let bytes = try Self.edited(item, edits: edits)
    try AtomicFile.write(bytes, to: item.path, expected: item.fingerprint, pacing: pacing)
    try refresh(item.path, collectionIndex: item.collectionIndex)
  }

  /// `item`'s bytes with `edits` applied, checked to parse cleanly.
  static func edited(_ item: StoredItem, edits: [(Range<Int>, [UInt8])]) throws(EventStoreError)
    -> [UInt8]
  {
    if let problem = item.problems.first { throw .unreadable(path: item.path, problem: problem) }
    var bytes = item.bytes
    for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      bytes.replaceSubrange(range, with: replacement)
    }
    try checkParses(bytes, path: item.path)
    return bytes
  }

  static func checkParses(_ bytes: [UInt8], path: String) throws(EventStoreError) {
    _ = try parsedItem(bytes, path: path, collectionIndex: -1)
  }

  /// A file name for a UID: of its first 120 characters, letters, digits and `@._-` kept,
  /// any other `_`; `item` before a name that would be empty or hidden (package access: the
  /// CalDAV sync names the items it writes the same way).
  ///
  /// - Parameter uid: The UID.
  /// - Returns: The name, without `.ics`.
  /// - Complexity: O(*n*) in the length of the UID.
  package static func fileName(for uid: String) -> String {
    func isAllowed(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x40 || byte == 0x2E || byte == 0x5F
        || byte == 0x2D
    }
    var name: String
    if uid.utf8.count <= 120, uid.utf8.allSatisfy(isAllowed) {
      // Each byte is one allowed character: the name is the UID (the common case).
      name = uid
    } else {
      name = String(
        uid.prefix(120).map { character -> Character in
          guard character.utf8.count == 1, let byte = character.asciiValue, isAllowed(byte)
          else { return "_" }
          return character
        })
    }
    return name.isEmpty || name.hasPrefix(".") ? "item" + name : name
  }
}

extension ItemText {
  /// CRLF text converted to this file's line ends.
  func convert(_ crlf: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    append(crlf, into: &out)
    return out
  }

  /// This file's text converted to CRLF line ends.
  func convertToCRLF(_ text: [UInt8]) -> [UInt8] {
    guard newline.count == 1 else { return text }
    return Self.crlf(fromLineFeeds: text)
  }

  /// LF text with a CR before every LF.
  static func crlf(fromLineFeeds lineFeeds: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(lineFeeds.count + lineFeeds.count / 40)
    for byte in lineFeeds {
      if byte == 0x0A { out.append(0x0D) }
      out.append(byte)
    }
    return out
  }
}

extension FileFingerprint {
  init(
    device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64
  ) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modifiedSeconds = modifiedSeconds
    self.modifiedNanoseconds = modifiedNanoseconds
  }
}
