/// The shape of a day cell's selection fill, today ring and focus ring.
public enum CellShape: Hashable, Sendable {
  /// A circle.
  case round
  /// A square with sharp corners.
  case square
  /// A rounded rectangle with this corner radius in points.
  case bevel(radius: Double)

  /// The corner radius for a cell of `side` points: half the side for a circle.
  ///
  /// - Parameter side: The shorter side of the cell.
  /// - Returns: The corner radius, never more than half the side.
  package func cornerRadius(forSide side: Double) -> Double {
    switch self {
    case .round: side / 2
    case .square: 0
    case .bevel(let radius): min(max(0, radius), side / 2)
    }
  }
}
