import StackCore
import Testing

private final class GrowingContent: RowContent {
  var lines = 1
  func measure(along axis: Axis, crossLength: Int) -> Int { lines }
  func render(in surface: inout Surface, context: RowRenderContext) {}
}

/// Follow mode with animated changes: a stack at its end gets an animated append (after an
/// animated append-and-scroll-to-bottom, or not), then the new last row grows through animated
/// reloads, one per frame. Every update begins at the end of the settled layout, so the view
/// ends at the end. (An update compared its offset with the frame on screen, mid-animation,
/// took the difference for a scroll of its own and stopped following.)
@MainActor
@Suite struct FollowAnimatedTests {
  @Test(arguments: [false, true])
  func aLastRowGrowingThroughAnimatedReloadsEndsInViewWhileFollowing(questionFirst: Bool) throws {
    let clock = ManualClock()
    let stack = ScrollStack(viewport: Size(width: 20, height: 5))
    stack.animationClock = clock
    stack.followsEnd = true
    for i in 0..<8 { try stack.addRow(TextRowContent("row \(i)")) }
    stack.scrollToBottom()
    if questionFirst {
      try stack.performUpdate(animation: .default) { () throws(StackError) in
        try stack.addRow(TextRowContent("question"))
        stack.scrollToBottom()
      }
    }
    let grow = GrowingContent()
    try stack.addRow(grow, animation: .default)
    for _ in 0..<5 {
      clock.advance(by: .milliseconds(16))
      stack.advanceAnimations()
      grow.lines += 1
      try stack.reloadRow(at: stack.count - 1, animation: .default)
    }
    clock.advance(by: .seconds(1))
    stack.advanceAnimations()
    #expect(!stack.isAnimating)
    #expect(stack.offset == stack.maxOffset)
  }
}
