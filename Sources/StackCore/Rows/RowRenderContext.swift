import StackDrawing

/// What a content needs to know while drawing.
public struct RowRenderContext: Sendable, Hashable {
  /// The row's index in the stack.
  public var index: Int
  /// The stack's axis.
  public var axis: Axis
  /// True when the row is the selected one.
  public var isSelected: Bool
  /// True while a press holds the row highlighted.
  public var isHighlighted: Bool
  /// nil for a row that is not collapsible, else whether it is expanded.
  public var isExpanded: Bool?
  /// True when the stack draws without colour (monochrome terminal or NO_COLOR): contents
  /// should use attributes (bold, reverse, underline) rather than colour to stand out.
  public var isMonochrome: Bool

  /// Creates a context.
  public init(
    index: Int, axis: Axis = .vertical, isSelected: Bool = false, isHighlighted: Bool = false,
    isExpanded: Bool? = nil, isMonochrome: Bool = false
  ) {
    self.index = index
    self.axis = axis
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.isExpanded = isExpanded
    self.isMonochrome = isMonochrome
  }
}
