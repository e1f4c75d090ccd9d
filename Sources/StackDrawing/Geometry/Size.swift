/// A size in terminal cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  /// Columns; negative values are stored as zero.
  public var width: Int { didSet { width = max(0, width) } }
  /// Lines; negative values are stored as zero.
  public var height: Int { didSet { height = max(0, height) } }

  /// Creates a size; negative values are stored as zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A size with no cells.
  public static let zero = Size(width: 0, height: 0)

  /// True when the size holds no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The length along `axis`: the height for vertical, the width for horizontal.
  public func length(along axis: Axis) -> Int { axis == .vertical ? height : width }

  /// Builds a size from a length along `axis` and a length across it.
  public static func along(_ axis: Axis, length: Int, cross: Int) -> Size {
    axis == .vertical ? Size(width: cross, height: length) : Size(width: length, height: cross)
  }

  /// `WIDTHxHEIGHT`, such as `80x24`.
  public var description: String { "\(width)x\(height)" }
}
