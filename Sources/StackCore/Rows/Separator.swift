import StackDrawing

/// The line drawn after a row: a horizontal line on a vertical stack, a vertical line on a
/// horizontal one. It takes its own cells (`thickness` lines or columns).
///
/// ```swift
/// stack.defaultSeparator = Separator(glyph: "─", style: CellStyle(attributes: .dim))
/// try stack.setSeparator(.hidden, forRowAt: 0)
/// ```
public struct Separator: Sendable, Hashable {
  /// True when the separator takes no space and is not drawn.
  public var isHidden: Bool
  /// Cells left empty at each end of the line (left/right on a vertical stack, top/bottom on a
  /// horizontal one; the other two values are ignored).
  public var insets: EdgeInsets
  /// The glyph the line is drawn with; nil picks `─` (vertical stack) or `│` (horizontal).
  public var glyph: Character?
  /// The style of the line when ``role`` is nil.
  public var style: CellStyle
  /// The role the line is drawn in (the theme's style for it), or nil to use ``style``.
  public var role: StyleRole?
  /// How many lines (columns, on a horizontal stack) the separator takes; 0 takes none.
  /// Negative values are stored as zero, values above 2^28 as 2^28.
  public var thickness: Int { didSet { thickness = clampedLength(thickness) } }

  /// Creates a separator.
  public init(
    isHidden: Bool = false, insets: EdgeInsets = .zero, glyph: Character? = nil,
    style: CellStyle = CellStyle(attributes: .dim), role: StyleRole? = nil, thickness: Int = 1
  ) {
    self.isHidden = isHidden
    self.insets = insets
    self.glyph = glyph
    self.style = style
    self.role = role
    self.thickness = clampedLength(thickness)
  }

  /// A separator that takes no space.
  public static let hidden = Separator(isHidden: true)

  /// A one-cell dim line.
  public static let line = Separator()

  /// The cells it takes along the stack's axis.
  public var length: Int { isHidden ? 0 : thickness }

  /// The glyph to draw on `axis`.
  public func resolvedGlyph(for axis: Axis) -> Character {
    glyph ?? (axis == .vertical ? "─" : "│")
  }
}
