import Foundation

/// Parsed files by path, reused while a file's fingerprint (inode, size, modification time)
/// is unchanged: reloading a vdir of thousands of items re-parses only what changed.
///
/// Shared within a process and safe to use from several threads. A load of a folder forgets
/// the files of that folder it no longer lists (``keepOnly(_:in:)``), so a long-running process
/// whose folders see files come and go keeps only what is there.
package final class ItemCache: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String: StoredItem] = [:]
  /// The cached paths by the folder that holds them.
  private var folders: [String: Set<String>] = [:]

  /// The folder part of a path (empty for a bare name).
  private static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
  }

  /// The cache most callers share.
  package static let shared = ItemCache()

  /// An empty cache.
  package init() {}

  /// The parsed file at `path`, from the cache when its fingerprint is unchanged.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - collectionIndex: Its collection in the caller's store.
  /// - Returns: The item.
  /// - Throws: ``EventStoreError/io(path:reason:)``.
  package func item(at path: String, collectionIndex: Int) throws(EventStoreError) -> StoredItem {
    if let fingerprint = FileFingerprint.current(of: path) {
      lock.lock()
      let cached = items[path]
      lock.unlock()
      if var cached, cached.fingerprint == fingerprint {
        cached.collectionIndex = collectionIndex
        return cached
      }
    }
    let item = try StoredItem(path: path, collectionIndex: collectionIndex)
    store(item)
    return item
  }

  /// Records an item (after a write, so the next load need not parse it again).
  ///
  /// - Parameter item: The item.
  package func store(_ item: StoredItem) {
    lock.lock()
    items[item.path] = item
    folders[Self.folder(of: item.path), default: []].insert(item.path)
    lock.unlock()
  }

  /// Forgets an item.
  ///
  /// - Parameter path: The file.
  package func remove(_ path: String) {
    lock.lock()
    forget(path)
    lock.unlock()
  }

  /// Forgets the files of `folder` (not of its subfolders) that are not among `paths`: those
  /// deleted or renamed since they were cached.
  ///
  /// - Parameters:
  ///   - paths: The files of `folder` that a load listed, as `folder + "/" + name`.
  ///   - folder: The folder.
  /// - Complexity: O(*n*) in the files of `folder` that are cached.
  package func keepOnly(_ paths: Set<String>, in folder: String) {
    lock.lock()
    defer { lock.unlock() }
    guard let cached = folders[folder] else { return }
    for path in cached where !paths.contains(path) { forget(path) }
  }

  /// Removes a path from both maps; the lock is held.
  private func forget(_ path: String) {
    items[path] = nil
    let folder = Self.folder(of: path)
    folders[folder]?.remove(path)
    if folders[folder]?.isEmpty == true { folders[folder] = nil }
  }

  /// The number of cached files.
  package var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return items.count
  }
}
