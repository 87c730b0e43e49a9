import Foundation

/// The nights of a range and the phrase a booking selector shows under it: "Pick your
/// arrival", "Now pick your departure", "Pick a later day to leave", "1 night", "4 nights".
///
/// Phrases come from an internal table for English (the base), French, German and Spanish
/// with each language's CLDR plural rule for the night count; other locales fall back to
/// English. (Foundation's `String(localized:)` plural variations need a bundle with a string
/// catalog, which a Linux library without resources does not have.) Numbers are formatted in
/// the locale.
public struct StaySummary: Hashable, Sendable {
  /// Where the person is in picking a stay.
  public enum Stage: Hashable, Sendable {
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
  public let stage: Stage

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
  public init(selection: DaySelection) {
    if let range = selection.selectedRange {
      self.init(start: range.lowerBound, end: range.upperBound)
    } else {
      self.init(start: selection.pendingStart, end: nil)
    }
  }

  /// The nights of a complete stay, or `nil`.
  public var nights: Int? {
    if case .nights(let count) = stage { return count }
    return nil
  }

  /// The phrase in `locale`'s language, English where no translation is known.
  ///
  /// - Parameter locale: The locale for language, plural rule and digits.
  /// - Returns: The phrase.
  public func phrase(locale: Locale) -> String {
    let language = locale.language.languageCode?.identifier ?? "en"
    let table = StaySummary.phrases[language] ?? StaySummary.english
    switch stage {
    case .pickArrival: return table.pickArrival
    case .pickDeparture: return table.pickDeparture
    case .pickLaterDeparture: return table.pickLaterDeparture
    case .nights(let count):
      let number =
        table.localizesDigits ? count.formatted(.number.locale(locale)) : String(count)
      return (table.isOne(count) ? table.oneNight : table.otherNights)
        .replacingOccurrences(of: "%d", with: number)
    }
  }

  private struct Phrases: Sendable {
    var pickArrival: String
    var pickDeparture: String
    var pickLaterDeparture: String
    var oneNight: String
    var otherNights: String
    var isOne: @Sendable (Int) -> Bool
    var localizesDigits = true
  }

  private static let english = Phrases(
    pickArrival: "Pick your arrival", pickDeparture: "Now pick your departure",
    pickLaterDeparture: "Pick a later day to leave", oneNight: "%d night",
    otherNights: "%d nights", isOne: { $0 == 1 }, localizesDigits: false)

  // CLDR plural rules for integers: en, de, es: one is 1; fr: one is 0 and 1.
  private static let phrases: [String: Phrases] = [
    "en": english,
    "fr": Phrases(
      pickArrival: "Choisissez votre arrivée", pickDeparture: "Choisissez maintenant votre départ",
      pickLaterDeparture: "Choisissez un départ plus tardif", oneNight: "%d nuit",
      otherNights: "%d nuits", isOne: { $0 == 0 || $0 == 1 }),
    "de": Phrases(
      pickArrival: "Wählen Sie Ihre Anreise", pickDeparture: "Wählen Sie jetzt Ihre Abreise",
      pickLaterDeparture: "Wählen Sie einen späteren Abreisetag", oneNight: "%d Nacht",
      otherNights: "%d Nächte", isOne: { $0 == 1 }),
    "es": Phrases(
      pickArrival: "Elige tu llegada", pickDeparture: "Ahora elige tu salida",
      pickLaterDeparture: "Elige un día de salida posterior", oneNight: "%d noche",
      otherNights: "%d noches", isOne: { $0 == 1 }),
  ]
}
