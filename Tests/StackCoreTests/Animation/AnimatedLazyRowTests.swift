import Testing

@testable import StackCore

/// Animations over lazy rows: rows made on demand, measured late, released when far away.
@Suite struct AnimatedLazyRowTests {
  /// A stack of `count` lazy rows of 1–3 lines (estimated 1), keeping no spare lazy rows.
  func makeLazy(_ count: Int, clock: ManualClock?) throws -> ScrollStack {
    let stack = ScrollStack(viewport: Size(width: 8, height: 6))
    stack.lazyCacheLimit = 0
    stack.animationClock = clock
    try stack.addLazyRows(count: count, estimatedLength: 1) { index in
      TestContent(
        "L\(index)", length: 1 + index % 3,
        collapsibility: index % 5 == 0 ? Collapsibility(collapsed: .fixed(1)) : nil)
    }
    return stack
  }

  @Test func animatedChangesOnLazyRowsEndOnTheInstantScreen() throws {
    let clock = ManualClock()
    let animated = try makeLazy(10_000, clock: clock)
    let instant = try makeLazy(10_000, clock: nil)
    let changes: [(ScrollStack) throws -> Void] = [
      { try $0.expandRow(at: 5) },
      { $0.scrollToBottom() },
      { try $0.expandRow(at: 9_995) },
      { $0.scroll(by: -4) },
      { try $0.removeRow(at: 9_990) },
      { try $0.scrollToRow(at: 5_000, alignment: .bottom) },
      { try $0.setRowHidden(true, at: 5_001) },
      { $0.scrollToTop() },
    ]
    for change in changes {
      try change(instant)
      try animated.performUpdate(animation: .default) { try change(animated) }
      clock.advance(by: .milliseconds(60))
      animated.advanceAnimations()
      clock.advance(by: .milliseconds(200))
      animated.advanceAnimations()
      #expect(!animated.isAnimating)
      #expect(render(animated).lines == render(instant).lines)
      #expect(animated.offset == instant.offset)
      #expect(animated.contentLength == instant.contentLength)
    }
  }
}
