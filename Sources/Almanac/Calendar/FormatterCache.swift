import AlmanacPrimitives

/// Foundation formatters kept by what they were built for, and used under one lock.
///
/// Building an ICU formatter costs from a fraction of a millisecond (a number formatter) to
/// about 4 million instructions (an interval formatter), and a Foundation formatter must not
/// be used from two threads at once; so each is built on first use for its key and every use
/// runs under the cache's lock.
final class FormatterCache<Key: Hashable & Sendable, Formatter: AnyObject & Sendable>: Sendable {
  private let formatters = LockedValue<[Key: Formatter]>([:])

  /// An empty cache.
  init() {}

  /// Runs `body` with the formatter for `key`, built by `make` the first time.
  ///
  /// - Parameters:
  ///   - key: What the formatter is for (locale, calendar, style…).
  ///   - make: Builds the formatter; called once per key.
  ///   - body: Uses it, under the lock.
  /// - Returns: What `body` returns.
  func with<Result>(
    _ key: Key, make: () -> Formatter, _ body: (Formatter) -> Result
  ) -> Result {
    formatters.withLock { cache in
      let formatter: Formatter
      if let cached = cache[key] {
        formatter = cached
      } else {
        formatter = make()
        cache[key] = formatter
      }
      return body(formatter)
    }
  }
}
