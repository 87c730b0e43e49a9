/// An RFC 7986 CONFERENCE property (§5.11): how to join an event or a to-do: a dial-in
/// number, a video link, a chat room.
///
/// ```swift
/// let call = ICSConference(uri: "tel:+1-412-555-0123,,,654321", features: ["PHONE", "MODERATOR"],
///                          label: "Moderator dial-in")
/// ```
public struct ICSConference: Hashable, Sendable {
  /// The URI to join with (`https:`, `tel:`, `xmpp:`, `sip:` …), as written.
  public var uri: String
  /// What it offers, upper case (the FEATURE parameter: `AUDIO`, `CHAT`, `FEED`, `MODERATOR`,
  /// `PHONE`, `SCREEN`, `VIDEO` or an extension).
  public var features: [String]
  /// A label to show for it (LABEL), such as `Attendee dial-in`.
  public var label: String?
  /// The language of the label (LANGUAGE).
  public var language: String?
  /// The other parameters of the property, kept when it is written back.
  public var otherParameters: [ICSParameter]

  /// Creates a conference entry.
  ///
  /// - Parameters:
  ///   - uri: The URI.
  ///   - features: FEATURE values.
  ///   - label: LABEL.
  public init(uri: String, features: [String] = [], label: String? = nil) {
    self.uri = uri
    self.features = features
    self.label = label
    self.language = nil
    self.otherParameters = []
  }

  /// Reads a CONFERENCE property (its value is a URI whatever VALUE says).
  ///
  /// - Parameter property: The CONFERENCE property.
  public init(_ property: ICSProperty) {
    uri = property.rawValue
    features = []
    label = nil
    language = nil
    otherParameters = []
    for parameter in property.parameters {
      switch parameter.name {
      case "VALUE": break
      case "FEATURE": features += parameter.values.map(ICSText.uppercasedASCII)
      case "LABEL": label = parameter.value
      case "LANGUAGE": language = parameter.value
      default: otherParameters.append(parameter)
      }
    }
  }

  /// The CONFERENCE property for this entry (`VALUE=URI`, which RFC 7986 requires, first).
  public var property: ICSProperty {
    var parameters = [ICSParameter(name: "VALUE", value: "URI")]
    if !features.isEmpty { parameters.append(ICSParameter(name: "FEATURE", values: features)) }
    if let label { parameters.append(ICSParameter(name: "LABEL", value: label)) }
    if let language { parameters.append(ICSParameter(name: "LANGUAGE", value: language)) }
    return ICSProperty(name: "CONFERENCE", parameters: parameters + otherParameters, rawValue: uri)
  }
}
