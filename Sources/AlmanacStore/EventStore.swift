import Almanac
import AlmanacICS
import AlmanacPrimitives
import Foundation

/// The user's calendars: one or more sources (`.ics` files and vdir folders) loaded into
/// memory, queried by window in a display time zone, and edited safely on disk: every write
/// goes to a temporary file in the same folder that is renamed into place, and a file changed
/// by someone else since it was read is not overwritten (``EventStoreError/conflict(path:)``).
///
/// ```swift
/// var store = try EventStore(sources: [EventSource(path: "/home/me/calendars")])
/// let events = try store.events(from: first, through: last, in: zone)
/// try store.add(draft, uid: UUID().uuidString, stamp: now)
/// var window = EventWindow(store: store, timeZone: zone)  // what a month view draws
/// window.show(months: model.visibleMonths)
/// ```
public struct EventStore: Sendable {
  /// The sources, in the order given.
  public private(set) var sources: [EventSource]
  /// Every collection of every source.
  public private(set) var collections: [EventCollection]
  /// Every parsed file.
  public internal(set) var items: [StoredItem]
  /// The cache that parsed files are kept in.
  let cache: ItemCache?
  /// Whether an item that exists but cannot be read is left out (and listed in
  /// ``unreadableItems``) instead of failing the load.
  let skipsUnreadable: Bool
  /// The items left out because they could not be read (permissions, not a regular file),
  /// when the store was loaded with `skippingUnreadable`.
  package private(set) var unreadableItems: [EventStoreError] = []
  /// Whether a recurring event's instance cancelled by its override (STATUS:CANCELLED with a
  /// RECURRENCE-ID) is listed, as cancelled (``EventInstance/isCancelled``), rather than left
  /// out, and whether ``search(_:in:)`` lists cancelled events: for a face that marks them, as
  /// the command line's listings and ``EventWindow`` do. `false` by default.
  public var keepsCancelledInstances = false

  /// Loads sources. Missing sources are empty (the first write creates them); `.tmp` and
  /// hidden files are skipped; an item deleted while the folder loads is absent. A folder with
  /// `.ics` items at its top is a collection, and so is each of its subfolders holding items.
  /// Parsed files are kept for the life of the process and read again only when they change,
  /// so that loading the same sources again costs a look at each file.
  ///
  /// - Parameter sources: The sources.
  /// - Throws: ``EventStoreError/io(path:reason:)`` when a folder or file cannot be read.
  /// - Complexity: O(*n*) in the size of the files that changed since they were last read.
  public init(sources: [EventSource]) throws(EventStoreError) {
    try self.init(sources: sources, cache: .shared, skippingUnreadable: false)
  }

  /// ``init(sources:)`` with the cache of parsed files to use (`nil`: none).
  package init(sources: [EventSource], cache: ItemCache?) throws(EventStoreError) {
    try self.init(sources: sources, cache: cache, skippingUnreadable: false)
  }

  /// ``init(sources:)``, optionally leaving out items that exist but cannot be read
  /// (for the commands that only show events; a sync must not take such an item as deleted).
  package init(sources: [EventSource], cache: ItemCache? = .shared, skippingUnreadable: Bool)
    throws(EventStoreError)
  {
    self.sources = sources
    self.cache = cache
    self.skipsUnreadable = skippingUnreadable
    collections = []
    items = []
    for source in sources { try load(source) }
  }

  private mutating func load(_ source: EventSource) throws(EventStoreError) {
    switch source.kind {
    case .file:
      guard FileFingerprint.current(of: source.path) != nil else {
        cache?.remove(source.path)
        collections.append(
          EventCollection(
            name: AtomicFile.split(source.path).name, displayName: nil, color: nil,
            path: source.path, isFolder: false))
        return
      }
      let item: StoredItem
      do {
        item = try read(source.path, collectionIndex: collections.count)
      } catch {
        // Deleted between the check and the read: as if it had not been there.
        guard FileFingerprint.current(of: source.path) == nil else { throw error }
        collections.append(
          EventCollection(
            name: AtomicFile.split(source.path).name, displayName: nil, color: nil,
            path: source.path, isFolder: false))
        return
      }
      let calendar = item.document.calendars.first
      collections.append(
        EventCollection(
          name: AtomicFile.split(source.path).name,
          // Apple's and Google's X-WR-CALNAME first, then RFC 7986's NAME.
          displayName: calendar?.text("X-WR-CALNAME") ?? calendar?.text("NAME"),
          // Apple's property first (what the calendar apps that export it show), then RFC
          // 7986's COLOR (a CSS3 colour name).
          color: calendar?.text("X-APPLE-CALENDAR-COLOR") ?? calendar?.text("COLOR"),
          path: source.path, isFolder: false))
      items.append(item)
    case .folder:
      guard FileFingerprint.current(of: source.path) != nil else { return }
      let entries = try Self.entries(of: source.path)
      if entries.contains(where: { !$0.isFolder && Self.isItemName($0.name) }) {
        // Items at the top: the folder is a collection. Its subfolders that hold items are
        // collections too (a stray .ics beside the collection folders must not hide them).
        try loadCollection(source.path)
        for entry in entries where entry.isFolder {
          let folder = source.path + "/" + entry.name
          let inner = (try? Self.entries(of: folder)) ?? []
          if inner.contains(where: { !$0.isFolder && Self.isItemName($0.name) }) {
            try loadCollection(folder)
          }
        }
      } else {
        for entry in entries where entry.isFolder {
          try loadCollection(source.path + "/" + entry.name)
        }
      }
    }
  }

  private mutating func loadCollection(_ folder: String) throws(EventStoreError) {
    var listing: [(name: String, isFolder: Bool)]
    do {
      var hasJournal = false
      listing = try Self.entries(of: folder, hasJournal: &hasJournal)
      // A writer killed mid-commit left placements to finish before the items are read.
      if hasJournal, CommitJournal.recover(folder) > 0 {
        listing = try Self.entries(of: folder)
      }
    } catch {
      // A collection deleted while the source was loading is simply not there.
      if FileFingerprint.current(of: folder) == nil { return }
      throw error
    }
    let index = collections.count
    collections.append(
      EventCollection(
        name: AtomicFile.split(folder).name, displayName: Self.metadata(folder + "/displayname"),
        color: Self.metadata(folder + "/color"), path: folder, isFolder: true))
    let paths = listing.filter { !$0.isFolder && Self.isItemName($0.name) }
      .map { folder + "/" + $0.name }
    // Files deleted or renamed since the last load leave the cache.
    cache?.keepOnly(Set(paths), in: folder)
    // Many small files are read and parsed on every processor, in slices, kept in order.
    let processors = ParallelMap.processors
    let chunks = paths.count >= 64 ? processors : 1
    let slices = (0..<chunks).map { chunk in
      Array(paths[(paths.count * chunk / chunks)..<(paths.count * (chunk + 1) / chunks)])
    }
    let store = self
    let skips = skipsUnreadable
    typealias Slice = (items: [StoredItem], unreadable: [EventStoreError])
    let readSlice = { @Sendable (slice: [String]) -> Result<Slice, EventStoreError> in
      var part: Slice = ([], [])
      for path in slice {
        do throws(EventStoreError) {
          part.items.append(try store.read(path, collectionIndex: index))
        } catch {
          // An item deleted (by a sync, another almanac) between listing and reading is
          // simply not there; any other failure is one, or is left out when asked.
          if FileFingerprint.current(of: path) == nil { continue }
          guard skips, case .io = error else { return .failure(error) }
          part.unreadable.append(error)
        }
      }
      return .success(part)
    }
    let results = chunks == 1 ? [readSlice(slices[0])] : ParallelMap.map(slices, readSlice)
    for result in results {
      switch result {
      case .success(let part):
        items += part.items
        unreadableItems += part.unreadable
      case .failure(let error): throw error
      }
    }
  }

  private func read(_ path: String, collectionIndex: Int) throws(EventStoreError) -> StoredItem {
    if let cache { return try cache.item(at: path, collectionIndex: collectionIndex) }
    return try StoredItem(path: path, collectionIndex: collectionIndex)
  }

  /// Reads one file again after a write (or drops it when it is gone).
  mutating func refresh(_ path: String, collectionIndex: Int) throws(EventStoreError) {
    items.removeAll { $0.path == path }
    guard FileFingerprint.current(of: path) != nil else {
      cache?.remove(path)
      return
    }
    items.append(try read(path, collectionIndex: collectionIndex))
  }

  /// Adds a collection record (after creating its folder or file).
  mutating func appendCollection(_ collection: EventCollection) -> Int {
    collections.append(collection)
    return collections.count - 1
  }

  static func isItemName(_ name: String) -> Bool {
    name.lowercased().hasSuffix(".ics") && !name.hasPrefix(".")
  }

  static func metadata(_ path: String) -> String? {
    guard let (bytes, _) = try? AtomicFile.read(path) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
  }

  static func entries(of folder: String) throws(EventStoreError) -> [(
    name: String, isFolder: Bool
  )] {
    var hasJournal = false
    return try entries(of: folder, hasJournal: &hasJournal)
  }

  /// The entries of `folder` but hidden files and temporary files, sorted by name, and
  /// whether a ``CommitJournal`` is among the hidden ones.
  static func entries(of folder: String, hasJournal: inout Bool) throws(EventStoreError) -> [(
    name: String, isFolder: Bool
  )] {
    guard let directory = opendir(folder) else {
      throw .io(path: folder, reason: AtomicFile.errnoText())
    }
    defer { closedir(directory) }
    var out: [(String, Bool)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name.hasPrefix(".") || name.hasSuffix(".tmp") {
        if CommitJournal.isJournal(name) { hasJournal = true }
        continue
      }
      var isFolder = entry.pointee.d_type == DT_DIR
      if entry.pointee.d_type == DT_UNKNOWN || entry.pointee.d_type == DT_LNK {
        var info = stat()
        isFolder = stat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      }
      out.append((name, isFolder))
    }
    out.sort { $0.0 < $1.0 }
    return out
  }

  /// The collection named `name` (its folder or file name, or its display name).
  ///
  /// - Parameter name: The name.
  /// - Returns: Its index in ``collections``.
  public func collectionIndex(named name: String) -> Int? {
    collections.firstIndex { $0.name == name }
      ?? collections.firstIndex { $0.displayName == name }
      ?? collections.firstIndex { $0.name == name + ".ics" }
  }

  /// Every event instance covering a day of `first...last` in `timeZone`: recurrences
  /// expanded, overrides applied, cancelled instances removed, sorted by start. All-day
  /// events stay on their dates in every zone; a timed event covers each day it touches in
  /// the display zone. Floating times are read in the display zone unless the file says
  /// otherwise (X-WR-TIMEZONE).
  ///
  /// This form fails as a whole when one event cannot be expanded; a view that should show the
  /// rest uses ``events(from:through:in:limit:skipped:)``.
  ///
  /// - Parameters:
  ///   - first: The first day.
  ///   - last: The last day (inclusive).
  ///   - timeZone: The display zone.
  ///   - limit: The most instances per file before ``EventStoreError/expansion(_:)``.
  /// - Returns: The events, sorted by start.
  /// - Throws: ``EventStoreError/expansion(_:)`` naming the file, line and UID of the first
  ///   event that could not be expanded.
  /// - Complexity: O(*k* log *k* + *e*) for *k* instances of *e* events.
  public func events(
    from first: Day, through last: Day, in timeZone: TimeZone, limit: Int = 1_000_000
  ) throws(EventStoreError) -> [EventInstance] {
    var skipped: [ICSError] = []
    let out = events(from: first, through: last, in: timeZone, limit: limit, skipped: &skipped)
    if let problem = skipped.first { throw .expansion(problem) }
    return out
  }

  /// Every event instance covering a day of `first...last` in `timeZone`, like
  /// ``events(from:through:in:limit:)``, leaving out each event that cannot be expanded (a
  /// `FREQ=SECONDLY` rule without end has millions of instances in a month) and saying which,
  /// so that one such event does not hide the others.
  ///
  /// - Parameters:
  ///   - first: The first day.
  ///   - last: The last day (inclusive).
  ///   - timeZone: The display zone.
  ///   - limit: The most instances per file; an event that would pass it is left out.
  ///   - skipped: Receives one problem per event left out, naming its file, line and UID.
  /// - Returns: The other events, sorted by start.
  /// - Complexity: O(*k* log *k* + *e*) for *k* instances of *e* events.
  public func events(
    from first: Day, through last: Day, in timeZone: TimeZone, limit: Int = 1_000_000,
    skipped: inout [ICSError]
  ) -> [EventInstance] {
    let zone = ICSTimeZone(identifier: timeZone.identifier) ?? .utc
    let windowStart = zone.utc(fromLocal: first.serial * 86_400)
    let windowEnd = zone.utc(fromLocal: (last.serial + 1) * 86_400)
    // Widened by two days so that all-day events read in another zone are not missed; the
    // days are checked exactly below.
    let from = windowStart - 2 * 86_400
    let to = windowEnd + 2 * 86_400
    // Every (file, calendar part) is expanded on its own; big jobs run on every processor.
    var jobs: [(item: Int, calendar: Int)] = []
    var total = 0
    for (itemIndex, item) in items.enumerated() {
      for calendarIndex in item.calendars.indices {
        jobs.append((itemIndex, calendarIndex))
        total += item.calendars[calendarIndex].events.count
      }
    }
    let processors = ParallelMap.processors
    let chunks = total >= 2_000 && jobs.count > 1 ? min(processors, jobs.count) : 1
    let slices = (0..<chunks).map { chunk in
      Array(jobs[(jobs.count * chunk / chunks)..<(jobs.count * (chunk + 1) / chunks)])
    }
    let span = (first: first, last: last, from: from, to: to, limit: limit)
    let expand = {
      @Sendable (slice: [(item: Int, calendar: Int)]) -> (
        events: [EventInstance], skipped: [ICSError]
      ) in
      var part: [EventInstance] = []
      var problems: [ICSError] = []
      for job in slice {
        part += self.instances(
          item: self.items[job.item], calendar: self.items[job.item].calendars[job.calendar],
          zone: zone, window: span, skipped: &problems)
      }
      return (part, problems)
    }
    var results = chunks == 1 ? [expand(slices[0])] : ParallelMap.map(slices, expand)
    // The first part is taken as it is; the others are appended (a copy retains each of an
    // instance's strings).
    var out: [EventInstance] = []
    swap(&out, &results[0].events)
    for index in results.indices {
      out += results[index].events
      results[index].events = []
      skipped += results[index].skipped
    }
    // Sort positions rather than the (large) values themselves, then move the values into
    // that order in place, one cycle of the permutation at a time.
    var order = out.indices.sorted { out[$0].precedes(out[$1]) }
    for start in order.indices where order[start] != start {
      var current = start
      while true {
        let next = order[current]
        order[current] = current
        if next == start { break }
        out.swapAt(current, next)
        current = next
      }
    }
    return out
  }

  /// The index from days to events for a displayed period (what a month view draws).
  ///
  /// - Parameters:
  ///   - window: The displayed days.
  ///   - timeZone: The display zone.
  /// - Returns: The index.
  /// - Throws: ``EventStoreError/expansion(_:)``.
  /// - Complexity: As ``events(from:through:in:limit:)``.
  package func index(window: ClosedRange<Day>, in timeZone: TimeZone) throws(EventStoreError)
    -> EventIndex<EventInstance>
  {
    EventInstance.index(
      try events(from: window.lowerBound, through: window.upperBound, in: timeZone),
      window: window)
  }

  /// The index from days to events for a displayed period, leaving out (and reporting) the
  /// events that cannot be expanded, as ``events(from:through:in:limit:skipped:)`` does.
  ///
  /// - Parameters:
  ///   - window: The displayed days.
  ///   - timeZone: The display zone.
  ///   - limit: The most instances per file; an event that would pass it is left out.
  ///   - skipped: Receives one problem per event left out.
  /// - Returns: The index.
  /// - Complexity: As ``events(from:through:in:limit:)``.
  package func index(
    window: ClosedRange<Day>, in timeZone: TimeZone, limit: Int = 1_000_000,
    skipped: inout [ICSError]
  ) -> EventIndex<EventInstance> {
    EventInstance.index(
      events(
        from: window.lowerBound, through: window.upperBound, in: timeZone, limit: limit,
        skipped: &skipped),
      window: window)
  }

  /// The instances of one calendar (part) of one file that cover a day of the window.
  func instances(
    item: StoredItem, calendar original: ICSCalendar, zone: ICSTimeZone,
    window: (first: Day, last: Day, from: Int, to: Int, limit: Int), skipped: inout [ICSError]
  ) -> [EventInstance] {
    let (first, last, from, to, limit) = window
    let collection = collections[item.collectionIndex]
    var out: [EventInstance] = []
    var calendar = original
    if calendar.resolver.floatingZone == nil { calendar.resolver.floatingZone = zone }
    calendar.keepsCancelledOverrides = keepsCancelledInstances
    if calendar.file.isEmpty { calendar.file = item.path }
    let instances = calendar.instances(from: from, to: to, limit: limit, skipped: &skipped)
    // The series' STATUS by UID, for changed instances that do not say their own.
    var seriesStatus: [String: String]?
    for instance in instances {
      let event = calendar.events[instance.eventIndex]
      var status = event.status
      if status == nil, event.recurrenceID != nil, let uid = event.uid {
        if seriesStatus == nil {
          var found: [String: String] = [:]
          for master in calendar.events where master.recurrenceID == nil {
            if let uid = master.uid, let status = master.status { found[uid] = status }
          }
          seriesStatus = found
        }
        status = seriesStatus?[uid]
      }
      let isAllDay = instance.start.isDate
      var startUTC = instance.startUTC
      var endUTC = instance.endUTC
      let firstDay: Day
      let lastDay: Day
      if isAllDay {
        firstDay = instance.start.day
        lastDay = max(firstDay, instance.end.day.adding(days: -1))
        startUTC = zone.utc(fromLocal: firstDay.serial * 86_400)
        endUTC = zone.utc(fromLocal: (lastDay.serial + 1) * 86_400)
      } else {
        firstDay = Self.day(zone.local(fromUTC: startUTC))
        lastDay =
          endUTC > startUTC
          ? max(firstDay, Self.day(zone.local(fromUTC: endUTC - 1))) : firstDay
      }
      guard lastDay >= first, firstDay <= last else { continue }
      var made =
        EventInstance(
          uid: event.uid ?? "", summary: event.summary ?? "", location: event.location,
          notes: event.description, start: instance.start, end: instance.end,
          startUTC: startUTC, endUTC: endUTC, isAllDay: isAllDay, firstDay: firstDay,
          lastDay: lastDay, startOffset: zone.offset(atUTC: startUTC),
          endOffset: zone.offset(atUTC: endUTC),
          recurrenceID: event.isRecurring || instance.recurrenceID != nil
            ? (instance.recurrenceID ?? instance.start) : nil,
          collection: collection, path: item.path)
      made.status = status
      out.append(made)
    }
    return out
  }

  static func day(_ localSeconds: Int) -> Day {
    Day(clampingSerial: DaySeconds.day(ofSecond: localSeconds))
  }
}
