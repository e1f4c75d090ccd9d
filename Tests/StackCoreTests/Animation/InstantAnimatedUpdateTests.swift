import Testing

@testable import StackCore

/// Without a clock (or with an instant animation) an animated call made outside any update is
/// the instant update followed by its completion: these tests keep that shortcut exact.
@Suite struct InstantAnimatedUpdateTests {
  @Test func anAnimatedKeyWithoutAClockSettlesOnceAndCompletesAfterItsEvents() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 50), height: 5)
    try stack.select(rowAt: 4)
    var order: [String] = []
    stack.addObserver { event in
      if case .selectionChanged = event { order.append("selection") }
    }
    let before = stack.layout.passCount
    let changed = stack.perform(.selectNext, animation: .default) { finished in
      order.append("completion(\(finished))")
    }
    #expect(changed)
    #expect(stack.layout.passCount - before == 1)
    #expect(order == ["selection", "completion(true)"])
    #expect(stack.selectedIndex == 5)
    #expect(stack.offset == 1)
  }

  @Test func aKeyThatMovesNothingStillCompletes() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    try stack.select(rowAt: 2)
    var completions: [Bool] = []
    #expect(!stack.perform(.selectNext, animation: .default) { completions.append($0) })
    #expect(completions == [true])
  }

  @Test func aThrowingInstantScopeStillCompletesOnce() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    var completions: [Bool] = []
    let complete: (Bool) -> Void = { completions.append($0) }
    #expect(throws: StackError.self) {
      try stack.performUpdate(animation: .default, completion: complete) {
        try stack.removeRow(at: 7)
      }
    }
    #expect(completions == [true])
  }

  @Test func anInstantScopeOpenedByAnObserverCompletesAfterTheDeliveryEnds() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 10), height: 5)
    var order: [String] = []
    var nested = false
    stack.addObserver { event in
      guard case .selectionChanged = event else { return }
      order.append("selection")
      guard !nested else { return }
      nested = true
      stack.perform(.selectNext, animation: .default) { _ in order.append("completion") }
      order.append("returned")
    }
    stack.selectNext()
    #expect(order == ["selection", "returned", "selection", "completion"])
  }
}
