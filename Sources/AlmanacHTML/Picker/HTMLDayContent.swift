/// Content a page adds to a day's cell beside its number: a price, a badge, a count of rooms.
///
/// The text is shown under the day number (`<span class="almanac-extra">`, styled by the page)
/// and its spoken form is added to the day's label, so that it is heard as well as seen:
///
/// ```swift
/// picker.dayContent = { day in
///   prices[day].map { HTMLDayContent("€\($0)", spokenText: "\($0) euros") }
/// }
/// ```
///
/// It is the page's own content, not the engine's: it neither changes what can be picked nor
/// the words of the picker.
public struct HTMLDayContent: Hashable, Sendable {
  /// What the cell shows under the day number.
  public var text: String
  /// What is said after the day's label; `nil` says ``text``.
  public var spokenText: String?
  /// A word added to the cell's class as `almanac-extra-KIND` (letters, digits, `-`), so that
  /// a page can style kinds of content apart: `price`, `badge`.
  public var kind: String?

  /// Creates cell content.
  ///
  /// - Parameters:
  ///   - text: What the cell shows.
  ///   - spokenText: What is said after the day's label; `nil` says `text`.
  ///   - kind: A word for the cell's class (`price`, `badge`); other characters are dropped.
  public init(_ text: String, spokenText: String? = nil, kind: String? = nil) {
    self.text = text
    self.spokenText = spokenText
    self.kind = kind
  }

  /// The kind as a class name part: its letters, digits and `-`.
  var classSuffix: String? {
    guard let kind else { return nil }
    let kept = String(
      kind.unicodeScalars.filter {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-"
      })
    return kept.isEmpty ? nil : kept
  }
}
