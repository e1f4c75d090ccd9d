import StackDrawing

/// One row of a ``ScrollStack``: a content plus the row's own settings (insets, separator,
/// sizing override, collapsibility, hidden flag, tap handler).
///
/// Rows are made by the stack. A row knows its current index (``index``), which stays right
/// as rows are inserted, removed or moved around it; it is nil once the row was removed.
/// Change a row's settings through the stack (`stack.setInsets(_:forRowAt:)`, …) so the stack
/// can lay out again and report what moved.
public final class Row {
  /// The content the row shows. Kept alive by the row.
  public internal(set) var content: any RowContent
  /// True when the row takes no space and is skipped by selection; it stays in ``ScrollStack/rows``.
  public internal(set) var isHidden: Bool = false
  /// Space around the content, in cells.
  public internal(set) var insets: EdgeInsets
  /// This row's separator; nil uses the stack's ``ScrollStack/defaultSeparator``.
  public internal(set) var separatorOverride: Separator?
  /// A sizing that replaces the content's own; nil uses ``RowContent/sizing(along:)``.
  public internal(set) var sizingOverride: RowSizing?
  /// Bounds applied on top of whichever sizing is in force (collapsed rows excepted): they
  /// narrow the sizing's own bounds, never replace them (see ``RowSizing/clamped(min:max:)``).
  public internal(set) var sizeBounds: SizeBounds = SizeBounds()
  /// The collapsed/expanded state; nil when the row is not collapsible.
  public internal(set) var collapsibility: Collapsibility?
  /// Called when the row is tapped (press and release on the same row, or keyboard activation).
  public var onTap: ((Row) -> Void)?

  /// Where the row lives in the stack's storage (the chunk knows its storage, so the row
  /// finds its index without the stack); nil once removed or released.
  weak var chunk: RowChunk?
  /// The row's position inside `chunk`.
  var slot: Int = 0
  /// For a lazily made row: the data-source index it was made from.
  var lazySource: LazyRowSource?
  /// True once any setting departs from what a freshly made row has (lazy rows that are
  /// customised are kept rather than released when they scroll far away).
  var isCustomized = false
  /// Insets plus content length along the axis, as last measured.
  var frameLength = 0
  /// The identity of the state entry the row shows (see `ScrollStack.apply`); nil for a row
  /// added otherwise.
  var stateIdentity: AnyHashable?
  /// What the entry was when the row was last made or updated from it (the model, or the
  /// version it gave): an entry that compares equal leaves the row alone.
  var stateVersion: Any?
  /// The stack that made the row (read by ``stack`` while the row is in it). Typed as any
  /// object so that the storage, which rows belong to, does not depend on the façade above it.
  weak var madeBy: AnyObject?

  init(content: any RowContent, insets: EdgeInsets, madeBy stack: AnyObject) {
    self.content = content
    self.insets = insets
    self.madeBy = stack
    self.collapsibility = content.collapsibility
  }

  /// The row's index in its stack, or nil when it was removed.
  public var index: Int? { chunk?.storage?.index(of: self) }

  /// The sizing in force along `axis`: the collapsed sizing of a collapsed row; else the
  /// expanded sizing, the override or the content's, narrowed by ``sizeBounds``.
  public func effectiveSizing(along axis: Axis) -> RowSizing {
    var sizing = sizingOverride ?? content.sizing(along: axis)
    if let collapsibility {
      if !collapsibility.isExpanded { return collapsibility.collapsed }
      if let expanded = collapsibility.expanded { sizing = expanded }
    }
    return sizing.clamped(min: sizeBounds.minimum, max: sizeBounds.maximum)
  }

  /// True when the row is collapsible and expanded; nil when not collapsible.
  public var isExpanded: Bool? { collapsibility?.isExpanded }
}

/// Where a lazily made row comes from (not the section itself: a row the caller keeps does
/// not keep its section's `make` closure alive).
struct LazyRowSource {
  let index: Int
  /// The section's ``LazySection/rowsAreSelectable``.
  let isSelectable: Bool
}
