import AlmanacICS

extension EventStore {
  /// The text of an item as a person edits it in a text editor: every component named
  /// `componentName` with `uid` (the master and its overrides), in file order, as written in
  /// the file, with LF line ends.
  package struct ComponentText: Hashable, Sendable {
    /// The file that holds the components.
    package var path: String
    /// Their bytes, one after the other, with LF line ends.
    package var bytes: [UInt8]
    /// How many components the text holds.
    package var count: Int
  }

  /// The components named `componentName` (`VEVENT`, `VTODO`) with `uid` in the first file
  /// that holds one, as ``ComponentText``; `nil` when no file does.
  package func componentText(uid: String, componentName: String) -> ComponentText? {
    for item in items {
      let matches = Self.components(withUID: uid, in: item).filter { $0.name == componentName }
      guard !matches.isEmpty else { continue }
      let text = ItemText(item.bytes)
      var out: [UInt8] = []
      for component in matches.sorted(by: { $0.line < $1.line }) {
        out += Self.lineFeeds(Array(item.bytes[text.range(ofComponentAt: component.line)]))
      }
      return ComponentText(path: item.path, bytes: out, count: matches.count)
    }
    return nil
  }

  /// Replaces the components named `componentName` with `uid` (those ``componentText(uid:
  /// componentName:)`` gives) by the components of `edited`, one for one in order; a component
  /// whose text is unchanged (line ends aside) keeps its bytes, and so does every other byte of
  /// the file. A TZID new to the file gets a VTIMEZONE before the first component. The write is
  /// atomic and refused if the file changed since it was read.
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - componentName: `VEVENT` or `VTODO`.
  ///   - edited: The new text: as many components, each named `componentName` with `uid`.
  ///   - pacing: The test hook that slows the write down.
  /// - Returns: The UID and file, or `nil` when no component changed (nothing is written).
  /// - Throws: ``EventStoreError/notFound(uid:)``; ``EventStoreError/invalidEvent(reason:)``
  ///   for text that does not hold the same components, or a file that would not parse
  ///   cleanly; a conflict, an unreadable file, I/O.
  package mutating func replaceComponents(
    uid: String, componentName: String, with edited: [UInt8], pacing: AtomicFile.Pacing
  ) throws(EventStoreError) -> WriteResult? {
    guard
      let itemIndex = items.firstIndex(where: { item in
        Self.components(withUID: uid, in: item).contains { $0.name == componentName }
      })
    else { throw .notFound(uid: uid) }
    let item = items[itemIndex]
    let old = Self.components(withUID: uid, in: item).filter { $0.name == componentName }
      .sorted { $0.line < $1.line }
    let parsed: ICSDocument
    do {
      parsed = try ICSParser().parse(edited)
    } catch {
      throw .invalidEvent(reason: "\(error)")
    }
    if let problem = parsed.diagnostics.first { throw .invalidEvent(reason: "\(problem)") }
    let new = parsed.components
    guard new.count == old.count,
      new.allSatisfy({ $0.name == componentName && $0.text("UID") == uid })
    else {
      throw .invalidEvent(
        reason: "the text must hold \(old.count) \(componentName) with UID \(uid)")
    }
    let editedText = ItemText(edited)
    let text = ItemText(item.bytes)
    var edits: [(Range<Int>, [UInt8])] = []
    for (original, replacement) in zip(old, new) {
      let range = text.range(ofComponentAt: original.line)
      let newBytes = Self.lineFeeds(
        Array(edited[editedText.range(ofComponentAt: replacement.line)]))
      if newBytes == Self.lineFeeds(Array(item.bytes[range])) { continue }
      edits.append((range, Self.lineEnds(newBytes, like: text)))
    }
    guard !edits.isEmpty else { return nil }
    var zoneBytes: [UInt8] = []
    for zone in GeneratedTimeZones.components(for: new, defined: Self.presentTimeZoneIDs(item)) {
      ICSWriter().write(zone, into: &zoneBytes)
    }
    if !zoneBytes.isEmpty {
      let point = text.range(ofComponentAt: old[0].line).lowerBound
      edits.append((point..<point, text.convert(zoneBytes)))
    }
    try rewrite(itemIndex, edits: edits, pacing: pacing)
    return WriteResult(uid: uid, path: item.path)
  }

  /// `bytes` with every line ending in a bare LF, the last one too.
  static func lineFeeds(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 1)
    for (index, byte) in bytes.enumerated() {
      if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { continue }
      out.append(byte)
    }
    if let last = out.last, last != 0x0A { out.append(0x0A) }
    return out
  }

  /// LF text with the line ends of `text`'s file.
  static func lineEnds(_ lineFeeds: [UInt8], like text: ItemText) -> [UInt8] {
    guard text.newline.count == 2 else { return lineFeeds }
    return ItemText.crlf(fromLineFeeds: lineFeeds)
  }
}
