import StackDrawing

/// What a row's content needs to know about its row while drawing (the terminal's
/// capabilities and the theme come with the surface: `Surface.context`).
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

  /// Creates a context.
  public init(
    index: Int, axis: Axis = .vertical, isSelected: Bool = false, isHighlighted: Bool = false,
    isExpanded: Bool? = nil
  ) {
    self.index = index
    self.axis = axis
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.isExpanded = isExpanded
  }
}
