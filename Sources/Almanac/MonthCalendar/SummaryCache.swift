import AlmanacPrimitives

/// Where a ``MonthCalendarModel`` keeps its summary once read.
///
/// The summary formats dates through Foundation (hundreds of thousands of instructions), so it
/// is worked out on the first read rather than on every change of the selection: a face that
/// never shows it (the month text) never pays. A model makes a new cache whenever the
/// selection or the weekday row changes, so copies of a model that share a cache share the
/// selection it holds the summary of.
///
/// The cache is no part of what a model is: it has no `==`, and the model's `==` compares the
/// state the summary is worked out from (what is picked, the context) instead, so equal models
/// have equal summaries and a cache cannot make two models differ or agree.
final class SummaryCache: Sendable {
  /// The summary, once worked out.
  private let text = LockedValue<String?>(nil)

  /// An empty cache.
  init() {}

  /// The summary once worked out, or `nil`.
  var known: String? { text.withLock { $0 } }

  /// Keeps the summary worked out for the model's selection.
  ///
  /// - Parameter summary: The summary.
  func keep(_ summary: String) {
    text.withLock { $0 = summary }
  }
}
