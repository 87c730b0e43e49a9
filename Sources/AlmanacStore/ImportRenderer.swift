import AlmanacICS
import AlmanacPrimitives
import Dispatch

/// What an import into a vdir folder writes for each UID of the imported file, and the item a
/// read of the written file gives, worked out ahead of the writes: a batch is rendered on other
/// threads while the file system calls of the one before it run.
///
/// A new item is a header, the VTIMEZONEs its components use (the imported file's own, their
/// bytes cut out once per TZID, and generated ones, written and parsed once per zone and years)
/// and the components' bytes copied as they stand in the imported file. Its parse is therefore
/// known without reading the bytes again: the imported file's parsed components, their line
/// numbers moved to where the copy puts them (``moved(_:by:)``), which is what a parse of the
/// written file gives (the tests compare the two). A component that is not copied as it stands
/// (one given a derived UID) or whose line ends the copy would change (a carriage return in a
/// file with LF line ends) makes that item be parsed from its bytes instead, as is a replaced
/// item, whose new bytes are an edit of the old file. A copied VEVENT's decoding is the
/// imported file's, its lines moved likewise, since decoding reads the component alone.
struct ImportRenderer: Sendable {
  /// One UID of the import and where it goes.
  struct Job: Sendable {
    /// The UID.
    var uid: String
    /// Its components (master and overrides), as parsed from the imported file.
    var components: [ICSComponent]
    /// Where it goes.
    var target: Target
  }

  /// Where a UID goes.
  enum Target: Sendable {
    /// A new file at this path.
    case new(path: String)
    /// The store's item that holds the UID, as it is when the job is made.
    case existing(StoredItem)
  }

  /// What a job comes to.
  enum Output: Sendable {
    /// The item already holds these components (lines aside): nothing to write.
    case unchanged
    /// The bytes to write and the item they are (its fingerprint is set when it is in place).
    case write(bytes: [UInt8], item: StoredItem)
  }

  /// A VTIMEZONE's bytes as the new item holds them (CRLF), its parse with lines counted from
  /// the start of those bytes, and their number of lines; `component` is `nil` when the bytes
  /// are not a plain copy of a parsed component.
  struct ZoneText: Sendable {
    var bytes: [UInt8]
    var component: ICSComponent?
    var lineCount: Int
  }

  /// The imported file's text.
  let source: ItemText
  /// The imported file's VTIMEZONEs by TZID.
  let zones: [String: ICSComponent]
  /// Their TZIDs.
  let zoneIDs: Set<String>
  /// The imported file's VTIMEZONEs as a new item holds them, by TZID.
  let zoneTexts: [String: ZoneText]
  /// The imported file's decoded VEVENTs by the line of their `BEGIN:` (a VEVENT's decoding
  /// depends on the component alone, so a copy's is this one with its lines moved).
  let decodedEvents: [Int: ICSEvent]
  /// The collection written into.
  let collectionIndex: Int
  /// Generated VTIMEZONEs' texts, made once per zone and years.
  let generatedTexts = LockedValue<[GeneratedTimeZones.Key: ZoneText]>([:])

  /// The first three lines of every new item.
  static let header = Array(
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:\(EventStore.productID)\r\n".utf8)
  /// The last line of every new item.
  static let footer = Array("END:VCALENDAR\r\n".utf8)

  init(
    source: ItemText, zones: [String: ICSComponent], events: [ICSEvent], collectionIndex: Int
  ) {
    self.source = source
    var decoded: [Int: ICSEvent] = [:]
    for event in events where event.component.line > 0 { decoded[event.component.line] = event }
    decodedEvents = decoded
    self.zones = zones
    zoneIDs = Set(zones.keys)
    self.collectionIndex = collectionIndex
    var texts: [String: ZoneText] = [:]
    for (tzid, zone) in zones {
      let copy = Self.copy(of: zone, in: source)
      texts[tzid] = ZoneText(
        bytes: copy.bytes, component: copy.isExact ? zone : nil,
        lineCount: Self.lineCount(copy.bytes))
    }
    zoneTexts = texts
  }

  /// Each job's output, in order, worked out on every processor but one (the writer's).
  ///
  /// - Complexity: O(*n*) in the size of the jobs' components.
  func outputs(_ jobs: [Job]) -> [Result<Output, EventStoreError>] {
    let threads = max(1, ParallelMap.processors - 1)
    guard threads > 1, jobs.count >= 64 else { return jobs.map(output) }
    let slices = (0..<threads).map { slice in
      Array(jobs[(jobs.count * slice / threads)..<(jobs.count * (slice + 1) / threads)])
    }
    return ParallelMap.map(slices) { $0.map(output) }.flatMap { $0 }
  }

  /// One job's output.
  func output(_ job: Job) -> Result<Output, EventStoreError> {
    do throws(EventStoreError) {
      switch job.target {
      case .new(let path):
        return .success(try newItem(job.components, path: path))
      case .existing(let item):
        return .success(try replacement(job.components, uid: job.uid, in: item))
      }
    } catch {
      return .failure(error)
    }
  }

  /// A new item holding `components`: the generated VTIMEZONEs, the imported file's VTIMEZONEs
  /// they use, and the components, between the header and the footer.
  func newItem(_ components: [ICSComponent], path: String) throws(EventStoreError) -> Output {
    var bytes = Self.header
    var line = Self.lineCount(bytes)
    var children: [ICSComponent] = []
    // The decoded VEVENTs among them, by their line in the new item.
    var events: [Int: ICSEvent] = [:]
    var isExact = true
    func append(_ text: ZoneText) {
      if let component = text.component {
        let delta = line + 1 - component.line
        let moved = Self.moved(component, by: delta)
        children.append(moved)
        if component.name == "VEVENT", var event = decodedEvents[component.line],
          event.component == component
        {
          event.component = moved
          event.repairs = event.repairs.map { Self.moved($0, by: delta) }
          events[moved.line] = event
        }
      } else {
        isExact = false
      }
      bytes += text.bytes
      line += text.lineCount
    }
    for (key, zone) in GeneratedTimeZones.keyedComponents(for: components, defined: zoneIDs) {
      append(generatedText(key, zone))
    }
    for tzid in EventStore.timeZoneIDs(components).sorted() {
      if let text = zoneTexts[tzid] { append(text) }
    }
    for component in components {
      let copy = Self.copy(of: component, in: source)
      append(
        ZoneText(
          bytes: copy.bytes, component: copy.isExact ? component : nil,
          lineCount: Self.lineCount(copy.bytes)))
    }
    bytes += Self.footer
    guard isExact else {
      return .write(
        bytes: bytes,
        item: try EventStore.parsedItem(bytes, path: path, collectionIndex: collectionIndex))
    }
    var calendar = ICSComponent(name: "VCALENDAR")
    calendar.line = 1
    var version = ICSProperty(name: "VERSION", rawValue: "2.0")
    version.line = 2
    var product = ICSProperty(name: "PRODID", rawValue: EventStore.productID)
    product.line = 3
    calendar.properties = [version, product]
    calendar.components = children
    let item = StoredItem(
      path: path, collectionIndex: collectionIndex, bytes: bytes,
      document: ICSDocument(components: [calendar]), fingerprint: EventStore.noFingerprint,
      decoded: { events[$0.line] })
    return .write(bytes: bytes, item: try EventStore.clean(item))
  }

  /// The item that holds `uid` with its components replaced by `components` (their bytes
  /// copied), or ``Output/unchanged`` when they are the same but for their lines.
  func replacement(_ components: [ICSComponent], uid: String, in item: StoredItem)
    throws(EventStoreError) -> Output
  {
    let old = EventStore.components(withUID: uid, in: item)
    if old.map(EventStore.withoutLines) == components.map(EventStore.withoutLines) {
      return .unchanged
    }
    var copied: [UInt8] = []
    for component in components { source.render(component, original: component, into: &copied) }
    let edits = try EventStore.edits(replacing: old, in: item, with: copied)
    if let problem = item.problems.first { throw .unreadable(path: item.path, problem: problem) }
    var bytes = item.bytes
    for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      bytes.replaceSubrange(range, with: replacement)
    }
    var replacement = try EventStore.parsedItem(
      bytes, path: item.path, collectionIndex: item.collectionIndex)
    replacement.fingerprint = item.fingerprint
    return .write(bytes: bytes, item: replacement)
  }

  /// A generated VTIMEZONE's text, made on its first use.
  func generatedText(_ key: GeneratedTimeZones.Key, _ zone: ICSComponent) -> ZoneText {
    if let known = generatedTexts.withLock({ $0[key] }) { return known }
    var bytes: [UInt8] = []
    ICSWriter().write(zone, into: &bytes)
    // Parsed alone, its lines count from the start of its bytes, as a ZoneText's do.
    let parsed = try? ICSParser().parse(bytes, file: "")
    let component =
      parsed.flatMap { $0.diagnostics.isEmpty && $0.components.count == 1 ? $0.components[0] : nil }
    let text = ZoneText(bytes: bytes, component: component, lineCount: Self.lineCount(bytes))
    generatedTexts.withLock { $0[key] = text }
    return text
  }

  /// The bytes of a parsed component of `source` as a new item holds them (CRLF), and whether
  /// they are its bytes as they stand (so that its parse, lines moved, is theirs).
  static func copy(of component: ICSComponent, in source: ItemText) -> (
    bytes: [UInt8], isExact: Bool
  ) {
    var text: [UInt8] = []
    source.render(component, original: component, into: &text)
    let isCopied = component.line > 0
    guard source.newline.count == 1 else { return (text, isCopied) }
    // LF line ends become CRLF; a carriage return already there would then end a line
    // differently from the imported file.
    return (ItemText.crlf(fromLineFeeds: text), isCopied && !text.contains(0x0D))
  }

  /// The number of physical lines (line feeds) in `bytes`.
  static func lineCount(_ bytes: [UInt8]) -> Int {
    var count = 0
    for byte in bytes where byte == 0x0A { count += 1 }
    return count
  }

  /// A problem located `delta` lines further down.
  static func moved(_ error: ICSError, by delta: Int) -> ICSError {
    var location = error.location
    guard location.line > 0, delta != 0 else { return error }
    location.line += delta
    switch error {
    case .malformed(_, let why): return .malformed(location, why)
    case .invalidValue(_, let why): return .invalidValue(location, why)
    case .limitExceeded(_, let why): return .limitExceeded(location, why)
    case .unknownTimeZone(_, let tzid): return .unknownTimeZone(location, tzid)
    }
  }

  /// `component` with its line and those of its properties and sub-components moved by
  /// `delta`: the parse of its bytes copied `delta` lines further down.
  static func moved(_ component: ICSComponent, by delta: Int) -> ICSComponent {
    guard delta != 0 else { return component }
    var copy = component
    if copy.line > 0 { copy.line += delta }
    for index in copy.properties.indices where copy.properties[index].line > 0 {
      copy.properties[index].line += delta
    }
    for index in copy.components.indices {
      copy.components[index] = moved(copy.components[index], by: delta)
    }
    return copy
  }
}

/// Outputs worked out on another thread; ``wait()`` returns them when they are ready.
final class PendingImportOutputs: @unchecked Sendable {
  // Written by the work before `done` is signalled, read only after waiting for it.
  private var outputs: [Result<ImportRenderer.Output, EventStoreError>] = []
  private var finished = false
  private let done = DispatchSemaphore(value: 0)

  init(_ renderer: ImportRenderer, jobs: [ImportRenderer.Job]) {
    DispatchQueue.global(qos: .userInitiated).async {
      self.outputs = renderer.outputs(jobs)
      self.done.signal()
    }
  }

  /// Waits for the outputs, in the jobs' order.
  func wait() -> [Result<ImportRenderer.Output, EventStoreError>] {
    if !finished {
      done.wait()
      finished = true
    }
    return outputs
  }
}
