import Foundation

/// The nights of a range and the phrase a booking selector shows under it: "Pick your
/// arrival", "Now pick your departure", "Pick a later day to leave", "1 night", "4 nights".
///
/// Phrases come from the package's one table of words (docs/localization.md) with the CLDR
/// plural rule of the locale's language for the night count; languages without a table fall
/// back to English. (Foundation's `String(localized:)` plural variations need a bundle with a
/// string catalog, which a Linux library without resources does not have.) Numbers are
/// formatted in the locale.
public struct StaySummary: Hashable, Sendable {
  /// Where the person is in picking a stay.
  package enum Stage: Hashable, Sendable {
    /// Nothing is picked yet.
    case pickArrival
    /// The arrival is picked; the departure is not.
    case pickDeparture
    /// The departure equals the arrival: a stay needs a later departure.
    case pickLaterDeparture
    /// A complete stay of this many nights (at least one).
    case nights(Int)
  }

  /// The stage.
  package let stage: Stage

  /// Summarises a stay from its ends.
  ///
  /// - Parameters:
  ///   - start: The arrival, if picked.
  ///   - end: The departure, if picked.
  public init(start: Day?, end: Day?) {
    guard let start else {
      stage = .pickArrival
      return
    }
    guard let end else {
      stage = .pickDeparture
      return
    }
    let nights = start.days(to: end)
    stage = nights > 0 ? .nights(nights) : .pickLaterDeparture
  }

  /// Summarises a range selection: its complete range, or its pending first end.
  ///
  /// - Parameter selection: A selection in a range mode.
  package init(selection: DaySelection) {
    if let range = selection.selectedRange {
      self.init(start: range.lowerBound, end: range.upperBound)
    } else {
      self.init(start: selection.pendingStart, end: nil)
    }
  }

  /// The nights of a complete stay, or `nil`.
  package var nights: Int? {
    if case .nights(let count) = stage { return count }
    return nil
  }

  /// The phrase in `locale`'s language, English where no translation is known.
  ///
  /// - Parameter locale: The locale for language, plural rule and digits.
  /// - Returns: The phrase.
  public func phrase(locale: Locale) -> String {
    let words = LocalizedWords(locale: locale)
    switch stage {
    case .pickArrival: return words(.pickArrival)
    case .pickDeparture: return words(.pickDeparture)
    case .pickLaterDeparture: return words(.pickLaterDeparture)
    case .nights(let count): return words.counted(count, .nights)
    }
  }
}
