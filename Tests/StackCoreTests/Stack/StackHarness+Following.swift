@testable import StackCore

// MARK: - Following the end

extension StackHarness {
  /// Changes to rows and layout that the user does not make by moving the view: a stack that
  /// followed its end before one of them follows it after.
  static let followedChanges: Set<StackOpKind> = [
    .insert, .insertLazy, .remove, .removeMany, .removeAll, .setRows, .replace, .hide, .show,
    .hideMany, .reload, .reloadWithNewState, .reloadMany, .reloadAll, .expand, .collapse,
    .toggle, .setInsets, .setSeparator, .setSizing, .setSizeBounds, .defaultSeparator, .spacing,
    .resize, .resizeTiny,
  ]

  /// The follow rule after a step: a change made while following ends at the end, following
  /// is where the view is, and rows counted as unseen only while not at the end.
  func checkFollowing(after op: StackOp, wasFollowing: Bool) {
    let atEnd = stack.offset >= stack.maxOffset
    if wasFollowing, Self.followedChanges.contains(op.kind), !atEnd {
      problem("followed the end before \(op.kind), offset \(stack.offset) of \(stack.maxOffset)")
    }
    if stack.isFollowingEnd != (stack.followsEnd && atEnd) {
      problem("isFollowingEnd \(stack.isFollowingEnd) with the view at the end: \(atEnd)")
    }
    if stack.unseenRowCount != 0, !stack.followsEnd || atEnd {
      problem("\(stack.unseenRowCount) unseen rows with the view at the end or not following")
    }
    if stack.unseenRowCount > stack.count { problem("\(stack.unseenRowCount) unseen rows") }
  }
}

// MARK: - Anchoring

/// The first visible row before a step, and where it was on screen.
struct AnchorProbe {
  var row: Row
  var line: Int
  var frameLength: Int
}

extension StackHarness {
  /// The first visible row and its screen line, when the stack anchors it, nothing is
  /// selected and the view is not at the end (there, the content below the row is exactly a
  /// viewport long, and any change to it, even an estimate measured, clamps the view).
  func anchorProbe() -> AnchorProbe? {
    guard stack.anchoring == .firstVisibleRow, stack.viewportLength > 0, stack.selection == nil,
      stack.offset < stack.maxOffset,
      let first = stack.storage.row(atOffset: stack.offset),
      let row = stack.storage.slot(at: first.index).row
    else { return nil }
    return AnchorProbe(row: row, line: first.start - stack.offset, frameLength: row.frameLength)
  }

  /// The anchoring rule after a step that changed rows: the first visible row keeps its
  /// screen line, unless the view follows the end, the row itself changed length or left, or
  /// the offset had to be clamped to the content. Checked without a selection: keeping the
  /// selection in view (a scroll target) is applied after the anchor and may move the view.
  func checkAnchoring(after op: StackOp, probe: AnchorProbe?, wasFollowing: Bool) {
    guard let probe, !wasFollowing, Self.anchoredChanges.contains(op.kind),
      probe.row.frameLength == probe.frameLength, !probe.row.isHidden,
      let index = stack.storage.index(of: probe.row),
      stack.offset != stack.maxOffset, stack.offset != 0, stack.selection == nil
    else { return }
    let line = stack.storage.start(of: index) - stack.offset
    if line != probe.line {
      problem("anchored row \(index) moved from line \(probe.line) to \(line) after \(op.kind)")
    }
  }

  /// Changes to rows that leave the viewport's size and the layout settings alone.
  static let anchoredChanges: Set<StackOpKind> = [
    .insert, .insertLazy, .remove, .removeMany, .replace, .hide, .show, .hideMany, .reload,
    .reloadWithNewState, .reloadMany, .expand, .collapse, .toggle, .setInsets, .setSizing,
    .setSizeBounds, .move,
  ]
}
