import Foundation

/// A calendar system that Almanac supports, with its BCP 47 (`-u-ca-`) name.
///
/// Every identifier Foundation supports with real ICU data on Linux is here. Foundation's
/// `vietnamese` identifier is left out: on Linux it yields Gregorian dates, not the Vietnamese
/// lunisolar calendar.
public enum CalendarSystem: String, CaseIterable, Hashable, Sendable, Codable {
  case gregorian = "gregory"
  case iso8601 = "iso8601"
  case buddhist = "buddhist"
  case japanese = "japanese"
  case republicOfChina = "roc"
  case persian = "persian"
  case hebrew = "hebrew"
  case islamic = "islamic"
  case islamicCivil = "islamic-civil"
  case islamicTabular = "islamic-tbla"
  case islamicUmmAlQura = "islamic-umalqura"
  case indian = "indian"
  case coptic = "coptic"
  case ethiopicAmeteMihret = "ethiopic"
  case ethiopicAmeteAlem = "ethioaa"
  case chinese = "chinese"
  case dangi = "dangi"

  /// The Foundation identifier.
  package var foundationIdentifier: Calendar.Identifier {
    switch self {
    case .gregorian: .gregorian
    case .iso8601: .iso8601
    case .buddhist: .buddhist
    case .japanese: .japanese
    case .republicOfChina: .republicOfChina
    case .persian: .persian
    case .hebrew: .hebrew
    case .islamic: .islamic
    case .islamicCivil: .islamicCivil
    case .islamicTabular: .islamicTabular
    case .islamicUmmAlQura: .islamicUmmAlQura
    case .indian: .indian
    case .coptic: .coptic
    case .ethiopicAmeteMihret: .ethiopicAmeteMihret
    case .ethiopicAmeteAlem: .ethiopicAmeteAlem
    case .chinese: .chinese
    case .dangi: .dangi
    }
  }

  /// The system for a Foundation identifier, or `nil` if Almanac does not support it.
  ///
  /// - Parameter identifier: A Foundation calendar identifier.
  public init?(_ identifier: Calendar.Identifier) {
    guard
      let match = CalendarSystem.allCases.first(where: { $0.foundationIdentifier == identifier })
    else { return nil }
    self = match
  }

  /// The system for a BCP 47 name (`gregory`, `islamic-civil`, …) or one of the aliases
  /// `gregorian`, `ethiopic-amete-alem`, `islamicc`; case-insensitive.
  ///
  /// - Parameter name: The name as given by a user.
  package init?(name: String) {
    let lowered = name.lowercased()
    switch lowered {
    case "gregorian": self = .gregorian
    case "ethiopic-amete-alem": self = .ethiopicAmeteAlem
    case "islamicc": self = .islamicCivil
    default:
      guard let match = CalendarSystem(rawValue: lowered) else { return nil }
      self = match
    }
  }
}
