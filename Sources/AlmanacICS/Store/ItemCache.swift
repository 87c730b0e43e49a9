import Foundation

/// Parsed files by path, reused while a file's fingerprint (inode, size, modification time)
/// is unchanged: reloading a vdir of thousands of items re-parses only what changed.
///
/// Shared within a process and safe to use from several threads.
public final class ItemCache: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String: StoredItem] = [:]

  /// The cache most callers share.
  public static let shared = ItemCache()

  /// An empty cache.
  public init() {}

  /// The parsed file at `path`, from the cache when its fingerprint is unchanged.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - collectionIndex: Its collection in the caller's store.
  /// - Returns: The item.
  /// - Throws: ``EventStoreError/io(path:reason:)``.
  public func item(at path: String, collectionIndex: Int) throws(EventStoreError) -> StoredItem {
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
  public func store(_ item: StoredItem) {
    lock.lock()
    items[item.path] = item
    lock.unlock()
  }

  /// Forgets an item.
  ///
  /// - Parameter path: The file.
  public func remove(_ path: String) {
    lock.lock()
    items[path] = nil
    lock.unlock()
  }

  /// The number of cached files.
  public var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return items.count
  }
}
