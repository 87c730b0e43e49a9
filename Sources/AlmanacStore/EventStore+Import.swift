import AlmanacICS
import Foundation

extension EventStore {
  /// What an import did.
  public struct ImportSummary: Hashable, Sendable {
    /// UIDs added as new events.
    public var added: [String] = []
    /// UIDs whose existing event was replaced.
    public var updated: [String] = []
    /// UIDs already present with the same content.
    public var unchanged: [String] = []
    /// Whether the import was stopped before every event was written.
    public var isInterrupted = false
    /// UIDs given to events that had none, derived from their content (the same content gives
    /// the same UID, so that importing the file again finds them); they are also in the lists
    /// above.
    public var assignedUIDs: [String] = []
  }

  /// Imports the events of a parsed file into a collection, merging by UID: a UID already in
  /// the collection has its components replaced (its file keeps its name), a new UID is added
  /// (with the VTIMEZONEs it uses). Components are copied byte for byte from the import.
  ///
  /// Into a vdir folder every event is its own atomic write, so an import that is stopped
  /// (`isInterrupted` returns `true`) leaves every event either written or not, no temporary
  /// file, and a summary of what was done; importing the same file again finishes the job.
  ///
  /// - Parameters:
  ///   - bytes: The file to import.
  ///   - file: Its name, for messages.
  ///   - collection: The collection's name; `nil` for the first one.
  ///   - isInterrupted: Asked before each write; `true` stops the import there.
  /// - Returns: What was added, replaced or already there.
  /// - Throws: ``EventStoreError/unreadable(path:problem:)`` when the import does not parse
  ///   cleanly; conflicts; I/O.
  /// - Complexity: O(*n* + *m*) for an import of size *n* into a collection of size *m*.
  public mutating func importEvents(
    _ bytes: [UInt8], file: String, into collection: String? = nil,
    isInterrupted: () -> Bool = { false }
  ) throws(EventStoreError) -> ImportSummary {
    try importEvents(
      bytes, file: file, into: collection, pacing: .none, isInterrupted: isInterrupted)
  }

  /// ``importEvents(_:file:into:isInterrupted:)`` with a test hook that slows the writes down
  /// (package access).
  package mutating func importEvents(
    _ bytes: [UInt8], file: String, into collection: String?, pacing: AtomicFile.Pacing,
    isInterrupted: () -> Bool = { false }
  ) throws(EventStoreError) -> ImportSummary {
    let source = try StoredItem(
      path: file, collectionIndex: -1, bytes: bytes,
      fingerprint: FileFingerprint.current(of: file)
        ?? FileFingerprint(device: 0, inode: 0, size: 0, modifiedSeconds: 0, modifiedNanoseconds: 0)
    )
    if let problem = source.problems.first { throw .unreadable(path: file, problem: problem) }
    let sourceText = ItemText(bytes)
    let index = try targetCollection(collection)
    var zones: [String: ICSComponent] = [:]
    var groups: [(uid: String, components: [ICSComponent])] = []
    var groupOfUID: [String: Int] = [:]
    var assigned: [String] = []
    var taken = Set(source.uids)
    for calendar in source.document.calendars {
      for original in calendar.components {
        var child = original
        if child.property("UID") == nil, ["VEVENT", "VTODO", "VJOURNAL"].contains(child.name) {
          // No UID (RFC 5545 requires one): a stable one from the content, reported.
          let (withUID, uid) = child.addingDerivedUID(avoiding: &taken)
          child = withUID
          assigned.append(uid)
        }
        if child.name == "VTIMEZONE", let tzid = child.text("TZID") { zones[tzid] = child }
        guard let uid = child.text("UID"), ["VEVENT", "VTODO", "VJOURNAL"].contains(child.name)
        else { continue }
        if let at = groupOfUID[uid] {
          groups[at].components.append(child)
        } else {
          groupOfUID[uid] = groups.count
          groups.append((uid, [child]))
        }
      }
    }
    // The collection's UIDs, each with the item that holds it, read once.
    var itemOfUID: [String: Int] = [:]
    for (itemIndex, item) in items.enumerated() where item.collectionIndex == index {
      for uid in item.uids where itemOfUID[uid] == nil { itemOfUID[uid] = itemIndex }
    }
    let isFolder = collections[index].isFolder
    // For a single .ics file: its components by UID, computed once.
    var fileComponents: [String: [ICSComponent]] = [:]
    if !isFolder, let itemIndex = items.firstIndex(where: { $0.path == collections[index].path }) {
      for calendar in items[itemIndex].document.calendars {
        for component in calendar.components where component.line > 0 {
          if let uid = component.text("UID") { fileComponents[uid, default: []].append(component) }
        }
      }
    }
    var summary = ImportSummary()
    summary.assignedUIDs = assigned
    var fileEdits: [(Range<Int>, [UInt8])] = []
    var fileInsert: [UInt8] = []
    var fileZones = Set<String>()
    var fileInserted: [ICSComponent] = []
    // Into a folder, events are written in batches that are flushed to disk together. A full
    // batch is flushed on another thread while the next one is staged, and put in place when
    // that one is full in turn (or at the end): the disk and the processor work at once.
    typealias Staged = [(uid: String, item: StoredItem, replacing: Int?)]
    var batch = AtomicBatch(folder: collections[index].path)
    var staged: Staged = []
    var flushing = AtomicBatch(folder: collections[index].path)
    var flushingStaged: Staged = []
    defer {
      batch.discard()
      flushing.discard()
    }
    // Every path staged by this import, so that two UIDs never get the same file.
    var stagedPaths = Set<String>()
    func commit(_ batch: inout AtomicBatch, _ staged: inout Staged) throws(EventStoreError) {
      let fingerprints = try batch.commit()
      for (position, var entry) in staged.enumerated() where position < fingerprints.count {
        entry.item.fingerprint = fingerprints[position]
        if let replaced = entry.replacing {
          cache?.remove(entry.item.path)
          items[replaced] = entry.item
          summary.updated.append(entry.uid)
        } else {
          items.append(entry.item)
          summary.added.append(entry.uid)
        }
      }
      staged.removeAll(keepingCapacity: true)
    }
    for group in groups {
      if isFolder, isInterrupted() {
        // The batch already flushing is put in place; the one being staged is dropped.
        batch.discard()
        try commit(&flushing, &flushingStaged)
        summary.isInterrupted = true
        return summary
      }
      var copied: [UInt8] = []
      for component in group.components {
        sourceText.render(component, original: component, into: &copied)
      }
      let used = Self.timeZoneIDs(group.components).filter { zones[$0] != nil }
      if let existing = itemOfUID[group.uid] {
        let item = items[existing]
        let old =
          isFolder
          ? Self.components(withUID: group.uid, in: item) : fileComponents[group.uid] ?? []
        if old.map(Self.withoutLines) == group.components.map(Self.withoutLines) {
          summary.unchanged.append(group.uid)
          continue
        }
        let text = ItemText(item.bytes)
        let ranges = old.map { text.range(ofComponentAt: $0.line) }.sorted {
          $0.lowerBound < $1.lowerBound
        }
        var edits: [(Range<Int>, [UInt8])] = ranges.map { ($0, []) }
        if edits.isEmpty {
          guard let point = text.insertionPoint else {
            throw .unreadable(
              path: item.path,
              problem: .malformed(
                ICSLocation(file: item.path, line: 0, column: 0), "no END:VCALENDAR"))
          }
          edits = [(point..<point, [])]
        }
        edits[0].1 = text.convert(copied)
        if isFolder {
          if let problem = item.problems.first {
            throw .unreadable(path: item.path, problem: problem)
          }
          var bytes = item.bytes
          for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: replacement)
          }
          var replacement = try Self.parsedItem(
            bytes, path: item.path, collectionIndex: item.collectionIndex)
          replacement.fingerprint = item.fingerprint
          try batch.stage(bytes, to: item.path, expected: item.fingerprint, pacing: pacing)
          staged.append((group.uid, replacement, existing))
        } else {
          fileEdits += edits
          summary.updated.append(group.uid)
        }
      } else if isFolder {
        var body: [UInt8] = []
        for component in used.sorted().compactMap({ zones[$0] }) + group.components {
          sourceText.render(component, original: component, into: &body)
        }
        // TZIDs the source has no VTIMEZONE for: generated ones (the source's are kept as is).
        var generated: [UInt8] = []
        for zone in GeneratedTimeZones.components(
          for: group.components, defined: Set(zones.keys))
        {
          ICSWriter().write(zone, into: &generated)
        }
        body = sourceText.convert(generated) + body
        let base = collections[index].path + "/" + Self.fileName(for: group.uid)
        var path = base + ".ics"
        var suffix = 2
        while stagedPaths.contains(path) || FileFingerprint.current(of: path) != nil {
          path = base + "-\(suffix).ics"
          suffix += 1
        }
        var bytes = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:\(Self.productID)\r\n".utf8)
        bytes += sourceText.convertToCRLF(body)
        bytes += Array("END:VCALENDAR\r\n".utf8)
        let item = try Self.parsedItem(bytes, path: path, collectionIndex: index)
        try batch.stage(bytes, to: path, expected: nil, pacing: pacing)
        staged.append((group.uid, item, nil))
        stagedPaths.insert(path)
      } else {
        fileInsert += copied
        fileInserted += group.components
        for tzid in used { fileZones.insert(tzid) }
        summary.added.append(group.uid)
      }
      if staged.count >= Self.importBatchSize {
        batch.startFlush()
        try commit(&flushing, &flushingStaged)
        swap(&batch, &flushing)
        swap(&staged, &flushingStaged)
      }
    }
    if isFolder {
      if isInterrupted() {
        // The batch already flushing is put in place; the one being staged is dropped.
        batch.discard()
        try commit(&flushing, &flushingStaged)
        summary.isInterrupted = true
        return summary
      }
      try commit(&flushing, &flushingStaged)
      try commit(&batch, &staged)
      // An import run again after one that was killed finds that one's temporary files, also
      // when every event was already written and no batch swept the folder.
      StaleTemporaries.sweepAgain(collections[index].path)
    }
    if !isFolder, !(fileEdits.isEmpty && fileInsert.isEmpty) {
      if isInterrupted() { return ImportSummary(isInterrupted: true) }
      let path = collections[index].path
      if let itemIndex = items.firstIndex(where: { $0.path == path }) {
        let item = items[itemIndex]
        let text = ItemText(item.bytes)
        let defined = Set(
          item.document.calendars.flatMap { $0.components(named: "VTIMEZONE") }.compactMap {
            $0.text("TZID")
          })
        var zoneBytes: [UInt8] = []
        for tzid in fileZones.sorted() where !defined.contains(tzid) {
          if let zone = zones[tzid] { sourceText.render(zone, original: zone, into: &zoneBytes) }
        }
        var generated: [UInt8] = []
        for zone in GeneratedTimeZones.components(
          for: fileInserted, defined: Self.presentTimeZoneIDs(item).union(zones.keys))
        {
          ICSWriter().write(zone, into: &generated)
        }
        zoneBytes = sourceText.convert(generated) + zoneBytes
        guard let point = text.insertionPoint else {
          throw .unreadable(
            path: path,
            problem: .malformed(ICSLocation(file: path, line: 0, column: 0), "no END:VCALENDAR"))
        }
        if !(fileInsert.isEmpty && zoneBytes.isEmpty) {
          fileEdits.append((point..<point, text.convert(zoneBytes + fileInsert)))
        }
        try rewrite(itemIndex, edits: fileEdits, pacing: pacing)
      } else {
        var zoneBytes: [UInt8] = []
        for tzid in fileZones.sorted() {
          if let zone = zones[tzid] { sourceText.render(zone, original: zone, into: &zoneBytes) }
        }
        var generated: [UInt8] = []
        for zone in GeneratedTimeZones.components(for: fileInserted, defined: Set(zones.keys)) {
          ICSWriter().write(zone, into: &generated)
        }
        zoneBytes = sourceText.convert(generated) + zoneBytes
        try create(
          path, body: sourceText.convertToCRLF(zoneBytes + fileInsert), collectionIndex: index,
          pacing: pacing)
      }
    }
    return summary
  }

  /// How many events an import into a folder writes per flush to disk.
  static let importBatchSize = 512

  /// The item that `bytes` would be, refused unless it parses cleanly.
  static func parsedItem(_ bytes: [UInt8], path: String, collectionIndex: Int)
    throws(EventStoreError) -> StoredItem
  {
    let item = try StoredItem(
      path: path, collectionIndex: collectionIndex, bytes: bytes,
      fingerprint: FileFingerprint(
        device: 0, inode: 0, size: 0, modifiedSeconds: 0, modifiedNanoseconds: 0))
    if let problem = item.problems.first {
      throw .invalidEvent(reason: "the edit would not parse cleanly: \(problem)")
    }
    return item
  }
}
