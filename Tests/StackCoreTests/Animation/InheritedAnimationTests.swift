import Testing

@testable import StackCore

/// A change's `animation:` defaults to ``StackAnimation/inherited``: the change animates as
/// the scope it is made in does, and a completion given without an animation still runs.
@Suite struct InheritedAnimationTests {
  @Test func aCompletionWithoutAnAnimationRunsAfterTheChangesEvents() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    var order: [String] = []
    stack.addObserver { event in
      if case .rowAdded = event { order.append("added") }
    }
    try stack.addRow(TestContent("new", length: 1)) { order.append("completion(\($0))") }
    #expect(order == ["added", "completion(true)"])
    #expect(stack.count == 4)
  }

  @Test func anInheritedChangeInsideAnAnimatedScopeAnimatesWithIt() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    stack.animationClock = ManualClock()
    try stack.performUpdate(animation: .default) {
      try stack.setRowHidden(true, at: 1, animation: .inherited)
    }
    #expect(stack.isAnimating)
  }

  @Test func anInstantChangeInsideAnAnimatedScopeDoesNotAnimate() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    stack.animationClock = ManualClock()
    try stack.performUpdate(animation: .default) {
      try stack.setRowHidden(true, at: 1, animation: .none)
    }
    #expect(!stack.isAnimating)
  }
}
