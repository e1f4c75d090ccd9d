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
