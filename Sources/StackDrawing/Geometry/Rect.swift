/// A rectangle of cells: `origin` is its top-left cell. Edges beyond the range of `Int` are
/// taken as `Int.max` / `Int.min` (no arithmetic here traps).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// Top-left cell.
  public var origin: Point
  /// Width and height in cells.
  public var size: Size

  /// Creates a rectangle from its top-left cell and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle with no cells at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// First column.
  public var minX: Int { origin.x }
  /// First line.
  public var minY: Int { origin.y }
  /// One past the last column.
  public var maxX: Int { origin.x.saturatingAdd(size.width) }
  /// One past the last line.
  public var maxY: Int { origin.y.saturatingAdd(size.height) }
  /// True when the rectangle holds no cell.
  public var isEmpty: Bool { size.isEmpty }

  /// True when the cell at `point` lies inside.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The cells both rectangles hold; an empty rectangle when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return Rect(x: x0, y: y0, width: 0, height: 0) }
    return Rect(x: x0, y: y0, width: x1.saturatingSubtract(x0), height: y1.saturatingSubtract(y0))
  }

  /// The rectangle moved by `dx` columns and `dy` lines.
  public func offsetBy(dx: Int, dy: Int) -> Rect {
    Rect(
      x: minX.saturatingAdd(dx), y: minY.saturatingAdd(dy), width: size.width,
      height: size.height)
  }

  /// The rectangle shrunk by `insets`; never smaller than empty.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX.saturatingAdd(insets.left), y: minY.saturatingAdd(insets.top),
      width: size.width.saturatingSubtract(insets.left).saturatingSubtract(insets.right),
      height: size.height.saturatingSubtract(insets.top).saturatingSubtract(insets.bottom))
  }

  /// The origin, then the size: `(2, 1) 10x3`.
  public var description: String { "\(origin) \(size)" }
}
