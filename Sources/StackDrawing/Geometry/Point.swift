/// A cell position: `x` is the column, `y` the line, both counted from zero.
public struct Point: Sendable, Hashable, CustomStringConvertible {
  /// Column, counted from zero.
  public var x: Int
  /// Line, counted from zero.
  public var y: Int

  /// Creates a point at column `x`, line `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
