import AlmanacSystem

/// A value that threads share, read and written only under a lock.
///
/// The standard library's `Mutex` would do, but it is available from iOS 18 and macOS 15 only,
/// and the package runs on iOS 17 and macOS 14. The lock is AlmanacSystem's C lock:
/// `os_unfair_lock` on Apple systems, and on Linux a futex lock whose uncontended lock and
/// unlock are one atomic instruction each, inlined here as `Mutex`'s are. It lives at a fixed
/// address, allocated once.
///
/// It is a class: copies of a value that holds one share the lock and the value, which is what
/// a process-wide cache or a lazily filled box wants.
package final class LockedValue<Value>: @unchecked Sendable {
  // Inlinable, so that each use is specialised and inlined into its caller: a cache lookup
  // pays two atomic instructions and nothing generic. The value sits behind a pointer, not in
  // a `var` of the class, so that no dynamic exclusivity check runs on each access: the lock
  // is what makes the access exclusive.
  @usableFromInline let lock: UnsafeMutablePointer<almanac_lock_t>
  @usableFromInline let value: UnsafeMutablePointer<Value>

  /// A lock guarding `initialValue`.
  ///
  /// - Parameter initialValue: The value the lock guards.
  package init(_ initialValue: Value) {
    value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    value.initialize(to: initialValue)
    lock = UnsafeMutablePointer<almanac_lock_t>.allocate(capacity: 1)
    lock.initialize(to: almanac_lock_t())
    almanac_lock_init(lock)
  }

  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
    lock.deinitialize(count: 1)
    lock.deallocate()
  }

  /// Runs `body` with the value, holding the lock; other threads wait until it returns.
  ///
  /// - Parameter body: Reads or changes the value. It must not call `withLock` on the same
  ///   lock (the lock is not recursive).
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the lock is released either way.
  @inlinable
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    almanac_lock_lock(lock)
    defer { almanac_lock_unlock(lock) }
    return try body(&value.pointee)
  }
}
