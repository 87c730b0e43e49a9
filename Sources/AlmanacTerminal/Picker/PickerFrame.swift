/// A rendered picker screen: the frame to draw and where its clickable parts are.
public struct PickerFrame: Hashable, Sendable {
  /// The cells to draw.
  public var frame: Frame
  /// What a click at each place hits, from the same layout the frame was drawn with.
  public var hitMap: PickerHitMap
}
