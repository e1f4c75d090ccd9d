import Testing

@testable import StackCore

/// A layout settled for the same inputs and target is not settled again (``SettledLayout``):
/// these tests keep the skip from hiding a change that does need a settle.
@Suite struct SettledLayoutTests {
  @Test func anAnimatedKeyPressSettlesTheLayoutOnce() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 50), height: 5)
    try stack.select(rowAt: 4)
    let before = stack.layout.passCount
    #expect(stack.perform(.selectNext, animation: .default))
    #expect(stack.layout.passCount - before == 1)
    #expect(stack.offset == 1)
  }

  @Test func theLastSeparatorSettingChangedAfterASettleStillClampsTheOffset() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 10), height: 5)
    stack.defaultSeparator = .line
    stack.autoHidesLastSeparator = false
    stack.scrollToBottom()
    #expect(stack.offset == 15)
    stack.performUpdate {
      stack.perform(.scroll(by: 1))  // Settles inside the update (already at the end).
      stack.autoHidesLastSeparator = true  // One cell less content, same slots.
    }
    #expect(stack.maxOffset == 14)
    #expect(stack.offset == 14)
  }

  @Test func aNewTargetAfterASettleIsApplied() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 50), height: 5)
    try stack.select(rowAt: 4)
    try stack.performUpdate {
      stack.selectNext()  // Settles inside the update, the selection at the bottom.
      try stack.select(rowAt: 30)
    }
    #expect(stack.selectedIndex == 30)
    #expect(stack.offset == 26)
  }

  @Test func rowsInsertedAfterASettleAreLaidOut() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 6), height: 5)
    try stack.select(rowAt: 5)
    try stack.performUpdate {
      stack.selectNext()  // Settles inside the update.
      try stack.addRows((0..<4).map { TestContent("n\($0)", length: 1) })
      try stack.select(rowAt: 9)
    }
    #expect(stack.offset == stack.maxOffset)
    #expect(stack.maxOffset == 5)
  }
}
