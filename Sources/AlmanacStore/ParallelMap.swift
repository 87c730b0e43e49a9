import Foundation

/// Maps an array on every processor (`DispatchQueue.concurrentPerform`), keeping the order.
enum ParallelMap {
  /// The processors to spread work over, 1 through 8, read once: Foundation reads the
  /// cgroup's CPU limit from files on every `activeProcessorCount` call, which an import
  /// would otherwise do once per event it writes.
  static let processors = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

  private final class Results<Output>: @unchecked Sendable {
    var values: [Output?]
    let lock = NSLock()
    init(count: Int) { values = Array(repeating: nil, count: count) }
  }

  /// The transformed elements, in order.
  ///
  /// - Parameters:
  ///   - input: The elements.
  ///   - transform: The work for one element (run concurrently).
  /// - Returns: The results.
  /// - Complexity: O(*n*) calls of `transform`, spread over the processors.
  static func map<Input: Sendable, Output: Sendable>(
    _ input: [Input], _ transform: @Sendable (Input) -> Output
  ) -> [Output] {
    let results = Results<Output>(count: input.count)
    DispatchQueue.concurrentPerform(iterations: input.count) { index in
      let value = transform(input[index])
      results.lock.lock()
      results.values[index] = value
      results.lock.unlock()
    }
    return results.values.compactMap { $0 }
  }
}
