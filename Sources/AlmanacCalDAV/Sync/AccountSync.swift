import Foundation

/// Syncs an account: finds its calendars, pairs each with a vdir collection of the same name
/// under the calendars folder (the layout khal and vdirsyncer use), and syncs each pair.
public struct AccountSync {
  /// The client.
  public var client: CalDAVClient
  /// The calendars folder (the vdir root).
  public var root: String
  /// Only the collections with these names (folder name or display name); empty for all.
  public var collections: [String]
  /// The options.
  public var options: SyncOptions
  /// The callbacks.
  public var events: SyncEvents

  /// Creates an account sync.
  ///
  /// - Parameters:
  ///   - client: The client.
  ///   - root: The calendars folder.
  ///   - collections: The collections to sync (empty: all).
  ///   - options: The options.
  ///   - events: The callbacks.
  public init(
    client: CalDAVClient, root: String, collections: [String] = [], options: SyncOptions,
    events: SyncEvents = SyncEvents()
  ) {
    self.client = client
    self.root = root
    self.collections = collections
    self.options = options
    self.events = events
  }

  /// Discovers the calendars, creates the missing ones when the options say so, and syncs
  /// each pair. A pair that fails is reported in its ``SyncReport/error`` and the others still
  /// run.
  ///
  /// - Returns: One report per pair, in URL order (created calendars after the others; in a
  ///   dry run, a report per calendar that would be created, with the items it would upload).
  /// - Throws: ``CalDAVError`` when discovery fails (no calendars, refused credentials…) or
  ///   a named collection exists on neither side.
  public func run() throws(CalDAVError) -> [SyncReport] {
    let account = try client.discoverAccount()
    var found = account.calendars
    var reports: [SyncReport] = []
    var planned: Set<String> = []
    var created: Set<URL> = []
    if options.createsRemoteCollections {
      guard let home = account.home else {
        throw .badResponse(
          url: client.baseURL.absoluteString,
          reason: "this URL is one calendar, not a calendar home: nothing can be created here")
      }
      for name in localOnlyCollections(besides: found) {
        do {
          if let remote = try create(name, in: home) {
            found.append(remote)
            created.insert(remote.url)
          } else {
            planned.insert(name)
            reports.append(plannedReport(name, in: home))
          }
        } catch {
          if case .unauthorized = error { throw error }
          if case .timeout = error { throw error }
          if case .transport = error { throw error }
          var report = SyncReport(collection: name, url: home.absoluteString)
          report.error = error
          reports.append(report)
        }
      }
    }
    if found.isEmpty, reports.isEmpty { throw .noCalendars(url: client.baseURL.absoluteString) }
    if !collections.isEmpty {
      for wanted in collections
      where !planned.contains(wanted)
        && !reports.contains(where: { $0.collection == wanted })
        && !found.contains(where: { $0.name == wanted || $0.displayName == wanted })
      {
        throw .unknownCollection(
          url: client.baseURL.absoluteString, name: wanted, known: found.map(\.name))
      }
      found = found.filter {
        collections.contains($0.name) || collections.contains($0.displayName ?? "\u{0}")
      }
    }
    var names = Set<String>()
    for (position, remote) in found.enumerated() {
      // Ctrl-C stops between calendars: the one being synced is left consistent (its journal
      // records what was done), the others are not started.
      if events.isInterrupted() {
        var report = SyncReport(
          collection: EventStoreNames.fileName(for: remote.name), url: remote.url.absoluteString)
        report.isInterrupted = true
        report.warnings.append(Self.notSynced(found[position...].map(\.name)))
        reports.append(report)
        break
      }
      var name = EventStoreNames.fileName(for: remote.name)
      // Two calendars with the same last segment (on different paths) get distinct folders.
      var suffix = 2
      while names.contains(name) {
        name = EventStoreNames.fileName(for: remote.name) + "-\(suffix)"
        suffix += 1
      }
      names.insert(name)
      var report: SyncReport
      do {
        let sync = try CollectionSync(
          client: client, remote: remote, root: root, name: name, options: options,
          events: events)
        report = try sync.run()
      } catch {
        if case .unauthorized = error { throw error }
        if case .timeout = error { throw error }
        if case .transport = error { throw error }
        report = SyncReport(collection: name, url: remote.url.absoluteString)
        report.error = error
      }
      report.createdRemote = created.contains(remote.url)
      // Ctrl-C stops after the calendar in progress, finished or failed; the rest are named.
      if events.isInterrupted() {
        report.isInterrupted = true
        let rest = found[(position + 1)...].map(\.name)
        if !rest.isEmpty { report.warnings.append(Self.notSynced(rest)) }
        reports.append(report)
        break
      }
      reports.append(report)
    }
    return reports
  }

  /// The note on the calendar a Ctrl-C stopped at: which calendars were not started.
  static func notSynced(_ names: [String]) -> String {
    "not synced because of the interruption: \(names.joined(separator: ", "))"
  }

  /// The local collections (folders under the root, not hidden) that no remote calendar
  /// pairs with, that the names allow, and that were never paired (no status journal: a
  /// calendar deleted on the server is not brought back).
  func localOnlyCollections(besides remotes: [RemoteCollection]) -> [String] {
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: root) else { return [] }
    let paired = Set(remotes.map { EventStoreNames.fileName(for: $0.name) })
    let journals = SyncJournalStore.folder(root: root)
    return entries.sorted().filter { name in
      var isFolder: ObjCBool = false
      guard !name.hasPrefix("."), !paired.contains(name),
        manager.fileExists(atPath: root + "/" + name, isDirectory: &isFolder), isFolder.boolValue,
        collections.isEmpty || collections.contains(name)
      else { return false }
      if manager.fileExists(atPath: journals + "/" + name + ".json")
        || manager.fileExists(atPath: journals + "/" + name + ".log")
      {
        events.change(
          "\(name): not created on the server: it was synced before and its calendar is gone "
            + "(remove \(journals)/\(name).* to create it again)")
        return false
      }
      return true
    }
  }

  /// Creates the calendar of local collection `name` in `home` with its display name and
  /// colour, and reads it back; `nil` in a dry run.
  func create(_ name: String, in home: URL) throws(CalDAVError) -> RemoteCollection? {
    let folder = root + "/" + name
    let displayName = Self.firstLine(of: folder + "/displayname")
    let color = Self.firstLine(of: folder + "/color")
    let url = home.appendingPathComponent(name, isDirectory: true)
    if options.isDryRun {
      events.change("\(name): would create the calendar \(url.absoluteString)")
      return nil
    }
    try client.makeCalendar(at: url, displayName: displayName ?? name, color: color)
    events.change("\(name): created the calendar \(url.absoluteString)")
    return try client.collection(at: url)
  }

  /// What a dry run reports for a calendar it would create: every local item uploaded.
  func plannedReport(_ name: String, in home: URL) -> SyncReport {
    let url = home.appendingPathComponent(name, isDirectory: true)
    var report = SyncReport(collection: name, url: url.absoluteString)
    report.listing = "MKCALENDAR"
    report.createdRemote = true
    let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + name)) ?? []
    report.uploaded = files.filter { $0.hasSuffix(".ics") && !$0.hasPrefix(".") }.count
    return report
  }

  /// The first line of a small text file (a vdir's `displayname`, `color`), trimmed.
  static func firstLine(of path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path), data.count <= 4096 else {
      return nil
    }
    let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first
      .map { $0.trimmingCharacters(in: .whitespaces) }
    return line?.isEmpty == false ? line : nil
  }
}
