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
}
