import Testing

@testable import StackCore

/// The visibility tracker updates its visible rows in place and keeps its buffers between
/// updates: these tests keep that from leaking rows or losing transitions.
@Suite struct VisibilityTrackerReuseTests {
  @Test func aRemovedVisibleRowIsNotKeptAliveByTheReusedBuffers() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1, 1], height: 3)
    weak var removed: Row?
    try {
      let row = try stack.row(at: 1)
      removed = row
      _ = try stack.removeRow(at: 1)
    }()
    #expect(stack.count == 3)
    stack.scroll(to: 1)
    #expect(removed == nil)
  }

  @Test func scrollingDownAndBackReportsEachRowLeavingAndComingBackOnce() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 12), height: 4)
    let log = EventLog(stack)
    for offset in [1, 2, 3, 2, 1, 0] {
      let before = kinds(stack)
      log.clear()
      stack.scroll(to: offset)
      let after = kinds(stack)
      let expected = stack.rows.indices.compactMap { index in
        before[index] == after[index] ? nil : "\(index): \(before[index]) → \(after[index])"
      }
      #expect(log.transitionKinds == expected, "at offset \(offset)")
    }
  }

  @Test func aRowTouchedWhileOffscreenIsReportedAfterTheViewportMoved() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 8), height: 3)
    stack.scroll(to: 2)
    let log = EventLog(stack)
    // Row 6 is hidden while offscreen, and the viewport moves in the same update.
    try stack.performUpdate {
      try stack.setRowHidden(true, at: 6)
      stack.scroll(to: 3)
    }
    #expect(
      log.transitionKinds == [
        "2: entire → offscreen", "5: offscreen → entire", "6: offscreen → hidden",
      ])
  }
}
