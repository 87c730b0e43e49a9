import AlmanacICS
import AlmanacStore
import Foundation

/// The local side of the steps: new files in batches, atomic writes, file names and hrefs.
extension CollectionSync {
  /// Writes a new item into the batch (flushed every 200 items and at the end).
  func queueNew(_ uid: String) throws(CalDAVError) {
    guard let item = remotes[uid], let data = item.data else { return }
    if batch == nil {
      do {
        try AtomicFile.makeFolder(folder)
      } catch {
        throw .local(error, at: folder)
      }
      batch = NewFileBatch(folder: folder)
    }
    let file = newFileName(for: item.href, uid: uid)
    guard try batch?.add(data, name: file) == true else {
      report.warnings.append("\(path(file)): appeared during the sync; left for the next run")
      return
    }
    batched.append((uid, file))
    if batched.count >= 200 { try flushNew() }
  }

  /// Flushes the batch, then records its items.
  func flushNew() throws(CalDAVError) {
    batch?.flush()
    for (uid, file) in batched {
      guard let item = remotes[uid], let data = item.data,
        let fingerprint = FileFingerprint.current(of: path(file))
      else { continue }
      let local = LocalItem(file: file, bytes: data, fingerprint: fingerprint, facts: item.facts)
      locals[uid] = local
      report.downloaded += 1
      events.change("created locally: \(uid)\(summaryText(uid))")
      try record(uid, file: file, remote: item, local: local)
    }
    batched = []
  }

  /// Writes a file atomically; `nil` (and a warning) when the file changed meanwhile.
  func writeLocal(_ uid: String, data: [UInt8], file: String, over local: LocalItem?)
    throws(CalDAVError) -> LocalItem?
  {
    let target = path(file)
    do {
      try AtomicFile.makeFolder(folder)
      let fingerprint = try AtomicFile.write(data, to: target, expected: local?.fingerprint)
      return LocalItem(file: file, bytes: data, fingerprint: fingerprint, facts: ItemFacts(data))
    } catch .conflict {
      report.warnings.append("\(target): changed during the sync; left for the next run")
      return nil
    } catch {
      throw .local(error, at: target)
    }
  }

  func path(_ file: String) -> String { folder + "/" + file }

  /// The href for a new item: the collection URL's path plus the local file name when it is
  /// safe in a URL, else one made from the UID.
  func newHref(for file: String, uid: String) -> String {
    let safe = EventStoreNames.isSafe(file) ? file : EventStoreNames.fileName(for: uid) + ".ics"
    let encoded = safe.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? safe
    return remote.url.path + (remote.url.path.hasSuffix("/") ? "" : "/") + encoded
  }

  /// The local file name for a new item: the href's last segment when it is a safe `.ics`
  /// name, else one made from the UID; a suffix avoids a file that exists.
  func newFileName(for href: String, uid: String) -> String {
    let last = href.split(separator: "/").last.map { String($0).removingPercentEncoding ?? "" }
    var base = EventStoreNames.fileName(for: uid)
    if let last, EventStoreNames.isSafe(last), last.lowercased().hasSuffix(".ics") {
      base = String(last.dropLast(4))
    }
    var file = base + ".ics"
    var suffix = 2
    while FileFingerprint.current(of: path(file)) != nil {
      file = base + "-\(suffix).ics"
      suffix += 1
    }
    return file
  }

  func writeMetadata() throws(CalDAVError) {
    do {
      try AtomicFile.makeFolder(folder)
      for (file, value) in [("displayname", remote.displayName), ("color", remote.color)] {
        guard let value else { continue }
        let target = path(file)
        let current = try? AtomicFile.read(target)
        let bytes = Array((value + "\n").utf8)
        if current?.bytes == bytes { continue }
        try AtomicFile.write(bytes, to: target, expected: current?.fingerprint)
      }
    } catch {
      throw .local(error, at: folder)
    }
  }
}

/// File names as the vdir code makes them.
enum EventStoreNames {
  static let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@._-")

  /// Letters, digits and `@._-` kept, anything else `_` (as ``/AlmanacStore/EventStore`` names new items).
  static func fileName(for uid: String) -> String {
    EventStore.fileName(for: uid)
  }

  static func isSafe(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && name.count <= 200 && name.allSatisfy(allowed.contains)
  }
}

extension AtomicFileFolder {
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
