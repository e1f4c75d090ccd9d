import Testing

@testable import StackTerminal

/// Timers due at the same instant fire in the order they were scheduled.
@MainActor
@Suite struct TimerQueueOrderTests {
  @Test func twoTimersDueAtTheSameInstantFireOldestFirst() {
    var queue = TimerQueue()
    var fired: [String] = []
    for name in ["first", "second", "third"] {
      _ = queue.schedule(at: .milliseconds(10), every: nil) {
        fired.append(name)
        return .unchanged
      }
    }
    _ = queue.schedule(at: .milliseconds(5), every: nil) {
      fired.append("earlier")
      return .unchanged
    }
    while let timer = queue.popDue(at: .milliseconds(10)) { _ = timer.action() }
    #expect(fired == ["earlier", "first", "second", "third"])
  }
}
