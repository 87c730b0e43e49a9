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
    if isFolder {
      let renderer = ImportRenderer(
        source: sourceText, zones: zones, events: source.calendars.flatMap(\.events),
        collectionIndex: index)
      try importIntoFolder(
        groups, collection: index, itemOfUID: itemOfUID, renderer: renderer,
        summary: &summary, pacing: pacing, isInterrupted: isInterrupted)
      return summary
    }
    var fileEdits: [(Range<Int>, [UInt8])] = []
    var fileInsert: [UInt8] = []
    var fileZones = Set<String>()
    var fileInserted: [ICSComponent] = []
    for group in groups {
      var copied: [UInt8] = []
      for component in group.components {
        sourceText.render(component, original: component, into: &copied)
      }
      let used = Self.timeZoneIDs(group.components).filter { zones[$0] != nil }
      if let existing = itemOfUID[group.uid] {
        let old = fileComponents[group.uid] ?? []
        if old.map(Self.withoutLines) == group.components.map(Self.withoutLines) {
          summary.unchanged.append(group.uid)
          continue
        }
        fileEdits += try Self.edits(replacing: old, in: items[existing], with: copied)
        summary.updated.append(group.uid)
      } else {
        fileInsert += copied
        fileInserted += group.components
        for tzid in used { fileZones.insert(tzid) }
        summary.added.append(group.uid)
      }
    }
    if !(fileEdits.isEmpty && fileInsert.isEmpty) {
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

  /// The edits that put `copied` (rendered with CRLF) in place of the components `old` of
  /// `item`: the first one's bytes replaced, the others' removed, or, with none, `copied`
  /// inserted before the last `END:VCALENDAR`; in the file's line ends.
  ///
  /// - Throws: ``EventStoreError/unreadable(path:problem:)`` when the file has no
  ///   `END:VCALENDAR` to insert before.
  static func edits(replacing old: [ICSComponent], in item: StoredItem, with copied: [UInt8])
    throws(EventStoreError) -> [(Range<Int>, [UInt8])]
  {
    let text = ItemText(item.bytes)
    let ranges = old.map { text.range(ofComponentAt: $0.line) }.sorted {
      $0.lowerBound < $1.lowerBound
    }
    var edits: [(Range<Int>, [UInt8])] = ranges.map { ($0, []) }
    if edits.isEmpty {
      guard let point = text.insertionPoint else {
        throw .unreadable(
          path: item.path,
          problem: .malformed(ICSLocation(file: item.path, line: 0, column: 0), "no END:VCALENDAR"))
      }
      edits = [(point..<point, [])]
    }
    edits[0].1 = text.convert(copied)
    return edits
  }

  /// The fingerprint of an item not yet on disk.
  static let noFingerprint = FileFingerprint(
    device: 0, inode: 0, size: 0, modifiedSeconds: 0, modifiedNanoseconds: 0)

  /// Imports UID groups into vdir folder `collection`, each UID its own atomic write.
  ///
  /// The writes go in batches of ``importBatchSize`` that are flushed to disk together: a full
  /// batch is flushed on another thread while the next is staged, and put in place when that
  /// one is full in turn (or at the end). What each UID comes to (its bytes and its item) is
  /// worked out a batch ahead on the other processors (``ImportRenderer``), so that this
  /// thread does the file system calls while they render.
  private mutating func importIntoFolder(
    _ groups: [(uid: String, components: [ICSComponent])], collection index: Int,
    itemOfUID: [String: Int], renderer: ImportRenderer, summary: inout ImportSummary,
    pacing: AtomicFile.Pacing, isInterrupted: () -> Bool
  ) throws(EventStoreError) {
    let folder = collections[index].path
    typealias Staged = [(uid: String, item: StoredItem, replacing: Int?)]
    var batch = AtomicBatch(folder: folder)
    var staged: Staged = []
    var flushing = AtomicBatch(folder: folder)
    var flushingStaged: Staged = []
    var pending: PendingImportOutputs?
    defer {
      // Work started on another thread ends before the import returns.
      _ = pending?.wait()
      batch.discard()
      flushing.discard()
    }
    // The folder's names, read once (when the first new file is named), in lower case: a new
    // file's name is looked up on disk only when it could be one of them (a file system that
    // ignores case included).
    var present: Set<String>?
    // Every path staged by this import, so that two UIDs never get the same file.
    var stagedPaths = Set<String>()
    func jobs(_ range: Range<Int>) -> [ImportRenderer.Job] {
      groups[range].map { group in
        if let existing = itemOfUID[group.uid] {
          return ImportRenderer.Job(
            uid: group.uid, components: group.components,
            target: .existing(items[existing]))
        }
        let base = Self.fileName(for: group.uid)
        var name = base + ".ics"
        var suffix = 2
        let names =
          present ?? Set(((try? Self.entries(of: folder)) ?? []).map { $0.name.lowercased() })
        present = names
        while stagedPaths.contains(folder + "/" + name)
          || (names.contains(name.lowercased())
            && FileFingerprint.current(of: folder + "/" + name) != nil)
        {
          name = base + "-\(suffix).ics"
          suffix += 1
        }
        stagedPaths.insert(folder + "/" + name)
        return ImportRenderer.Job(
          uid: group.uid, components: group.components, target: .new(path: folder + "/" + name))
      }
    }
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
    // Interrupted: the batch already flushing is put in place; the one being staged is dropped.
    func stop() throws(EventStoreError) {
      batch.discard()
      try commit(&flushing, &flushingStaged)
      summary.isInterrupted = true
    }
    let size = Self.importBatchSize
    var start = 0
    var outputs = renderer.outputs(jobs(0..<min(size, groups.count)))
    while start < groups.count {
      let end = min(start + size, groups.count)
      if end < groups.count {
        pending = PendingImportOutputs(
          renderer, jobs: jobs(end..<min(end + size, groups.count)))
      }
      for (offset, made) in outputs.enumerated() {
        let group = groups[start + offset]
        let replacing = itemOfUID[group.uid]
        var output = made
        if case .success(.write(_, let item)) = made, let replacing,
          items[replacing].fingerprint != item.fingerprint
        {
          // The item holds another UID of this import, written since this output was made
          // from it: made again from the item as it stands.
          output = renderer.output(
            ImportRenderer.Job(
              uid: group.uid, components: group.components, target: .existing(items[replacing])))
        }
        if isInterrupted() { return try stop() }
        switch output {
        case .failure(let error): throw error
        case .success(.unchanged): summary.unchanged.append(group.uid)
        case .success(.write(let bytes, let item)):
          // A replaced item's fingerprint is that of the version its bytes were made from.
          try batch.stage(
            bytes, to: item.path, expected: replacing == nil ? nil : item.fingerprint,
            pacing: pacing)
          staged.append((group.uid, item, replacing))
        }
        if staged.count >= size {
          batch.startFlush()
          try commit(&flushing, &flushingStaged)
          swap(&batch, &flushing)
          swap(&staged, &flushingStaged)
        }
      }
      start = end
      if let next = pending {
        outputs = next.wait()
        pending = nil
      }
    }
    if isInterrupted() { return try stop() }
    try commit(&flushing, &flushingStaged)
    try commit(&batch, &staged)
    // An import run again after one that was killed finds that one's temporary files, also
    // when every event was already written and no batch swept the folder.
    StaleTemporaries.sweepAgain(folder)
  }

  /// The item that `bytes` would be, refused unless it parses cleanly.
  static func parsedItem(_ bytes: [UInt8], path: String, collectionIndex: Int)
    throws(EventStoreError) -> StoredItem
  {
    try clean(
      StoredItem(
        path: path, collectionIndex: collectionIndex, bytes: bytes, fingerprint: noFingerprint))
  }

  /// `item`, refused unless it parsed cleanly.
  ///
  /// - Throws: ``EventStoreError/invalidEvent(reason:)`` naming its first problem.
  static func clean(_ item: StoredItem) throws(EventStoreError) -> StoredItem {
    if let problem = item.problems.first {
      throw .invalidEvent(reason: "the edit would not parse cleanly: \(problem)")
    }
    return item
  }
}
