import Foundation

/// An RFC 7986 IMAGE property (§5.10): a picture for a calendar, an event, a to-do or a
/// journal entry, given by reference (`VALUE=URI`) or inline (`VALUE=BINARY;ENCODING=BASE64`).
///
/// ```swift
/// let image = ICSImage(uri: "https://example.com/party.png", display: ["BADGE"],
///                      mediaType: "image/png")
/// image.property   // IMAGE;VALUE=URI;DISPLAY=BADGE;FMTTYPE=image/png:https://…
/// ```
public struct ICSImage: Hashable, Sendable {
  /// Where the picture is.
  public enum Source: Hashable, Sendable {
    /// A URI (`https:`, `data:`, `cid:` …), as written.
    case uri(String)
    /// The picture's bytes, written inline in base 64.
    case data([UInt8])
  }

  /// The picture.
  public var source: Source
  /// How it is meant to be shown, upper case (the DISPLAY parameter: `BADGE`, `GRAPHIC`,
  /// `FULLSIZE`, `THUMBNAIL` or an extension); empty means `BADGE`, RFC 7986's default.
  public var display: [String]
  /// The media type (FMTTYPE), such as `image/png`.
  public var mediaType: String?
  /// A URI of an alternative text for the picture (ALTREP).
  public var alternateText: String?
  /// The other parameters of the property, kept when it is written back.
  public var otherParameters: [ICSParameter]

  /// Creates an image given by URI.
  ///
  /// - Parameters:
  ///   - uri: The URI.
  ///   - display: DISPLAY values (`BADGE`, `GRAPHIC`, `FULLSIZE`, `THUMBNAIL`).
  ///   - mediaType: FMTTYPE, if known.
  public init(uri: String, display: [String] = [], mediaType: String? = nil) {
    self.source = .uri(uri)
    self.display = display
    self.mediaType = mediaType
    self.alternateText = nil
    self.otherParameters = []
  }

  /// Creates an inline image.
  ///
  /// - Parameters:
  ///   - data: The picture's bytes.
  ///   - mediaType: FMTTYPE (`image/png`); RFC 7986 asks for one with inline data.
  ///   - display: DISPLAY values.
  public init(data: [UInt8], mediaType: String?, display: [String] = []) {
    self.source = .data(data)
    self.display = display
    self.mediaType = mediaType
    self.alternateText = nil
    self.otherParameters = []
  }

  /// Reads an IMAGE property, or `nil` when it is inline (`VALUE=BINARY`) and its base 64
  /// does not decode. Any other VALUE (or none, which RFC 7986 does not allow) is read as a
  /// URI, as most readers do.
  ///
  /// - Parameter property: The IMAGE property.
  public init?(_ property: ICSProperty) {
    let isBinary =
      property.parameter("VALUE").map(ICSText.uppercasedASCII) == "BINARY"
      || property.parameter("ENCODING").map(ICSText.uppercasedASCII) == "BASE64"
    if isBinary {
      let text = property.rawValue.filter { !$0.isWhitespace }
      guard let data = Data(base64Encoded: text) else { return nil }
      source = .data([UInt8](data))
    } else {
      source = .uri(property.rawValue)
    }
    display = []
    mediaType = nil
    alternateText = nil
    otherParameters = []
    for parameter in property.parameters {
      switch parameter.name {
      case "VALUE", "ENCODING": break
      case "DISPLAY": display += parameter.values.map(ICSText.uppercasedASCII)
      case "FMTTYPE": mediaType = parameter.value
      case "ALTREP": alternateText = parameter.value
      default: otherParameters.append(parameter)
      }
    }
  }

  /// The IMAGE property for this image.
  public var property: ICSProperty {
    var parameters: [ICSParameter] = []
    let value: String
    switch source {
    case .uri(let uri):
      parameters.append(ICSParameter(name: "VALUE", value: "URI"))
      value = uri
    case .data(let bytes):
      parameters.append(ICSParameter(name: "VALUE", value: "BINARY"))
      parameters.append(ICSParameter(name: "ENCODING", value: "BASE64"))
      value = Data(bytes).base64EncodedString()
    }
    if !display.isEmpty { parameters.append(ICSParameter(name: "DISPLAY", values: display)) }
    if let mediaType { parameters.append(ICSParameter(name: "FMTTYPE", value: mediaType)) }
    if let alternateText {
      var altrep = ICSParameter(name: "ALTREP", value: alternateText)
      altrep.quotedMask = 1
      parameters.append(altrep)
    }
    return ICSProperty(name: "IMAGE", parameters: parameters + otherParameters, rawValue: value)
  }
}
