import StackDrawing

/// The anchoring rule: what the user is reading stays where it is.
///
/// One rule, in one place (an anchor taken before a change, restored after): the first visible
/// row keeps its screen line, and the viewport starts the same distance into it (at most its
/// new length); the offset moves by exactly what changed above that row. It applies to
/// - lazy rows measured while the layout settles (their estimates are replaced), and every row
///   measured again for a new width, axis, separator or spacing: always;
/// - every other change above the viewport (rows inserted, removed or moved above it, a row
///   above expanding, collapsing or reloaded with a new length) when ``ScrollStack/anchoring``
///   is `.firstVisibleRow`: the anchor is taken when the update begins and restored when it
///   commits, before the layout settles.
///
/// Precedence, highest first: following the end (``ScrollStack/followsEnd``) when the update
/// began at the end; an offset the update set itself (scrolling, stepping through a tall row);
/// then the anchor. Scroll targets (selecting a row, keeping the selection on screen while a
/// row collapses) are applied after the anchor, from where it put the viewport.
///
/// The offset is clamped to the content only after the anchor is taken: while lazy rows are
/// still estimates, the end they give is not the end, and a row anchored past it keeps its
/// line once they measure longer (``StackLayout/settle(target:storage:viewport:measure:)``).
extension StackLayout {
  /// The anchor for the viewport as it is now, or nil for an empty content.
  func currentAnchor(in storage: RowStorage) -> ViewportAnchor? {
    guard let first = storage.row(atOffset: offset) else { return nil }
    return ViewportAnchor(
      row: storage.slot(at: first.index).row, index: first.index, delta: offset - first.start)
  }

  /// The offset that puts `anchor`'s row back on its screen line, or nil when the row left
  /// the stack (the offset then stays as it is, clamped).
  func anchoredOffset(_ anchor: ViewportAnchor, in storage: RowStorage) -> Int? {
    let index: Int
    if let row = anchor.row {
      guard let found = storage.index(of: row) else { return nil }
      index = found
    } else {
      guard anchor.index < storage.count else { return nil }
      index = anchor.index
    }
    let extent = Int(storage.slot(at: index).extent)
    return storage.start(of: index) + min(anchor.delta, max(0, extent - 1))
  }

  /// Moves the offset so `anchor`'s row keeps its screen line (see the rule above).
  func restore(_ anchor: ViewportAnchor?, in storage: RowStorage) {
    guard let anchor, let anchored = anchoredOffset(anchor, in: storage) else { return }
    offset = anchored
  }
}
