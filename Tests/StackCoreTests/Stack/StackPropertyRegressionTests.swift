import Testing

@testable import StackCore

/// Sequences the random operation sequences (``StackPropertyTests``) once failed on, shrunk and
/// kept so that they run every time, whatever seeds the random runs draw.
@Suite struct StackPropertyRegressionTests {
  /// Found by the random sequences: removing the selected row when no other row can take the
  /// selection measured lazy rows while looking for one, after the layout had settled; the
  /// offset was left past the end of the shorter content (offset 19 of 0…18).
  @Test func aSelectionLostWhileRowsAreMeasuredLeavesTheOffsetInRange() {
    let ops: [(StackOpKind, Int, [Int])] = [
      (.defaultSeparator, 0, [0]), (.setRows, 2011, [0]), (.insertLazy, 7668, [0]),
      (.insert, 0, [0]), (.remove, 0, [0]), (.pageUp, 0, [0]), (.hideMany, 0, [0]),
      (.scrollPage, 0, [0]), (.removeMany, 0, [297, 0]), (.scrollIndicator, 0, [0]),
      (.remove, 494, [0]),
    ]
    checkSequence(
      viewport: Size(width: 0, height: 0), initialRows: 0, seed: 0,
      ops: ops.map { StackOp(kind: $0.0, a: $0.1, b: 0, c: 0, list: $0.2) })
  }

  /// Found by the random sequences: the first visible row moved to the end, past the end of a
  /// content that still held a lazy row's estimate (3 lines, measured 4). The anchor was
  /// clamped to the estimated end, and the layout then anchored the row the clamp landed on:
  /// the moved row ended two lines down, neither on its line nor at the end.
  @Test func aRowMovedPastTheEstimatedEndStaysAsNearItsLineAsTheContentAllows() {
    let ops: [(StackOpKind, Int, Int, [Int])] = [
      (.resizeTiny, 0, 0, [0]), (.selectNext, 0, 0, [0]), (.resize, 0, 2, [0]),
      (.remove, 0, 0, [0]), (.move, 0, 0, [0]), (.select, 0, 0, [0]), (.scrollPage, 0, 0, [0]),
      (.setCollapsibility, 0, 0, [0]), (.select, 0, 0, [0]), (.invalid, 0, 0, [0]),
      (.scrollBy, 0, 0, [0]), (.move, 0, 0, [0]), (.scrollBy, 0, 0, [0]),
      (.reloadMany, 0, 0, [0]), (.remove, 0, 0, [0]), (.pageDown, 0, 0, [0]), (.hide, 0, 0, [0]),
      (.show, 0, 0, [0]), (.hideMany, 0, 0, [0]), (.pageUp, 0, 0, [0]), (.collapse, 0, 0, [0]),
      (.remove, 0, 0, [0]), (.pressRelease, 0, 0, [0]), (.insert, 0, 0, [0]),
      (.reloadMany, 0, 0, [0]), (.hideMany, 0, 0, [0]), (.pageDown, 0, 0, [0]),
      (.reloadWithNewState, 0, 0, [0]), (.anchoring, 0, 0, [0]), (.expand, 0, 0, [0]),
      (.remove, 0, 0, [0]), (.removeAll, 0, 0, [0]), (.materializeAll, 0, 0, [0]),
      (.insert, 0, 0, [0]), (.replace, 0, 0, [0]), (.show, 0, 0, [0]), (.removeAll, 0, 0, [0]),
      (.selectPrevious, 0, 0, [0]), (.insertLazy, 1523, 0, [0]), (.scrollBy, 21, 0, [0]),
      (.setSeparator, 0, 0, [0]), (.removeMany, 0, 0, [1]), (.defaultInsets, 0, 0, [0]),
      (.move, 0, 89, [0]),
    ]
    checkSequence(
      viewport: Size(width: 0, height: 0), initialRows: 0, seed: 0,
      ops: ops.map { StackOp(kind: $0.0, a: $0.1, b: $0.2, c: 0, list: $0.3) })
  }
}
