/// Space around a row's content, in cells.
///
/// ```swift
/// let insets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
/// let uniform = EdgeInsets(all: 1)
/// ```
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// Lines above the content. Negative values are stored as zero.
  public var top: Int { didSet { top = max(0, top) } }
  /// Columns left of the content. Negative values are stored as zero.
  public var left: Int { didSet { left = max(0, left) } }
  /// Lines below the content. Negative values are stored as zero.
  public var bottom: Int { didSet { bottom = max(0, bottom) } }
  /// Columns right of the content. Negative values are stored as zero.
  public var right: Int { didSet { right = max(0, right) } }

  /// Creates insets; negative values are stored as zero.
  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = max(0, top)
    self.left = max(0, left)
    self.bottom = max(0, bottom)
    self.right = max(0, right)
  }

  /// The same inset on all four sides.
  public init(all value: Int) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// Insets of one value across (left/right) and one along (top/bottom) a vertical stack.
  public init(horizontal: Int = 0, vertical: Int = 0) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// No inset.
  public static let zero = EdgeInsets()

  /// The inset before the content along `axis` (top for vertical, left for horizontal).
  public func leading(along axis: Axis) -> Int { axis == .vertical ? top : left }
  /// The inset after the content along `axis` (bottom for vertical, right for horizontal).
  public func trailing(along axis: Axis) -> Int { axis == .vertical ? bottom : right }
  /// Both insets along `axis` (`Int.max` when their sum does not fit).
  public func total(along axis: Axis) -> Int {
    leading(along: axis).saturatingAdd(trailing(along: axis))
  }

  /// `(top, left, bottom, right)`.
  public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
