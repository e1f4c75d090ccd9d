import StackDrawing

/// Makes a row collapsible: one length when collapsed, another when expanded.
///
/// A content offers it through ``RowContent/collapsibility``; the builder's `.collapsible`
/// modifier sets it on any row. The stack owns the state: ``ScrollStack/expandRow(at:animation:completion:)``,
/// ``ScrollStack/collapseRow(at:animation:completion:)`` and ``ScrollStack/toggleRow(at:animation:completion:)`` change it, re-measure the
/// row and keep the selected row in view. The content learns the state through
/// ``RowRenderContext/isExpanded`` and ``RowContent/expansionDidChange(isExpanded:)``.
///
/// ```swift
/// Collapsibility(collapsed: .fixed(1))                  // expanded: the content's own sizing
/// Collapsibility(collapsed: .fixed(2), expanded: .fixed(8), isExpanded: true)
/// ```
public struct Collapsibility: Sendable, Hashable {
  /// The sizing while collapsed.
  public var collapsed: RowSizing
  /// The sizing while expanded; nil uses the content's own ``RowContent/sizing(along:)``.
  public var expanded: RowSizing?
  /// Whether the row is expanded.
  public var isExpanded: Bool

  /// Creates a collapsibility; rows start collapsed unless `isExpanded` is true.
  public init(collapsed: RowSizing, expanded: RowSizing? = nil, isExpanded: Bool = false) {
    self.collapsed = collapsed
    self.expanded = expanded
    self.isExpanded = isExpanded
  }
}
