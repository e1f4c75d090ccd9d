import Testing

@testable import StackCore

/// Issue 9: one key press (one ``ScrollStack/perform(_:)`` call) settles the layout once and
/// decides "changed" once; these tests keep the work from doubling again.
@Suite struct KeyPressWorkTests {
  @Test func oneKeyPressSettlesLayoutOnce() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 50), height: 5)
    let before = stack.layout.passCount
    #expect(stack.perform(.selectNext))
    #expect(stack.layout.passCount - before == 1)
  }

  @Test(arguments: [
    StackAction.selectNext, .selectPrevious, .pageForward, .pageBack, .selectFirst, .selectLast,
  ])
  func everyMovingKeySettlesLayoutOnce(action: StackAction) throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 50), height: 5)
    try stack.select(rowAt: 20)
    let before = stack.layout.passCount
    #expect(stack.perform(action))
    #expect(stack.layout.passCount - before == 1)
  }

  @Test func aKeyPressThatMovesNothingReportsNoChange() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 3), height: 5)
    try stack.select(rowAt: 2)
    #expect(!stack.perform(.selectNext))
    #expect(!stack.perform(.selectLast))
  }

  @Test func aMoveInsideAnOuterUpdateStillReportsTheSettledChange() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 50), height: 5)
    try stack.select(rowAt: 4)
    let changed = stack.performUpdate { stack.selectNext() }
    #expect(changed)
    #expect(stack.selectedIndex == 5)
    #expect(stack.offset == 1)
  }
}
