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

  /// Discovers the calendars and syncs each pair. A pair that fails is reported in its
  /// ``SyncReport/error`` and the others still run.
  ///
  /// - Returns: One report per pair, in URL order.
  /// - Throws: ``CalDAVError`` when discovery fails (no calendars, refused credentials…) or
  ///   a named collection does not exist.
  public func run() throws(CalDAVError) -> [SyncReport] {
    var found = try client.discover()
    if !collections.isEmpty {
      for wanted in collections
      where !found.contains(where: { $0.name == wanted || $0.displayName == wanted }) {
        throw .badResponse(
          url: client.baseURL.absoluteString,
          reason: "no calendar named '\(wanted)'; found: "
            + found.map(\.name).joined(separator: ", "))
      }
      found = found.filter {
        collections.contains($0.name) || collections.contains($0.displayName ?? "\u{0}")
      }
    }
    var reports: [SyncReport] = []
    var names = Set<String>()
    for remote in found {
      var name = EventStoreNames.fileName(for: remote.name)
      // Two calendars with the same last segment (on different paths) get distinct folders.
      var suffix = 2
      while names.contains(name) {
        name = EventStoreNames.fileName(for: remote.name) + "-\(suffix)"
        suffix += 1
      }
      names.insert(name)
      do {
        let sync = try CollectionSync(
          client: client, remote: remote, root: root, name: name, options: options,
          events: events)
        reports.append(try sync.run())
        if events.isInterrupted() { break }
      } catch {
        var report = SyncReport(collection: name, url: remote.url.absoluteString)
        report.error = error
        reports.append(report)
        if case .unauthorized = error { throw error }
        if case .timeout = error { throw error }
        if case .transport = error { throw error }
      }
    }
    return reports
  }
}
