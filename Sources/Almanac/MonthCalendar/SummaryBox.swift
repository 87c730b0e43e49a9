import AlmanacPrimitives

/// Where a ``MonthCalendarModel`` keeps its summary once read.
///
/// The summary formats dates through Foundation (hundreds of thousands of instructions), so it
/// is worked out on the first read rather than on every change of the selection: a face that
/// never shows it (the month text) never pays. A model replaces its box whenever the selection
/// or the weekday row changes, so copies of a model that share a box share its state too.
final class SummaryBox: Sendable, Equatable {
  /// The summary, once worked out.
  let text = LockedValue<String?>(nil)

  /// Boxes always compare equal: the summary is a function of the selection, the weekday row
  /// and the context, which the model compares itself.
  static func == (lhs: SummaryBox, rhs: SummaryBox) -> Bool { true }
}
