#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that threads share, read and written only under a lock.
///
/// The standard library's `Mutex` would do, but it is available from iOS 18 and macOS 15 only,
/// and the package runs on iOS 17 and macOS 14. A POSIX mutex exists on every platform the
/// package builds for (Linux, macOS, iOS), so this one type serves all of them with one code
/// path; the mutex lives at a fixed address allocated once, as POSIX requires.
///
/// It is a class: copies of a value that holds one share the lock and the value, which is what
/// a process-wide cache or a lazily filled box wants.
package final class LockedValue<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// A lock guarding `initialValue`.
  ///
  /// - Parameter initialValue: The value the lock guards.
  package init(_ initialValue: Value) {
    value = initialValue
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed with \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, holding the lock; other threads wait until it returns.
  ///
  /// - Parameter body: Reads or changes the value. It must not call `withLock` on the same
  ///   lock (the mutex is not recursive).
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the lock is released either way.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
