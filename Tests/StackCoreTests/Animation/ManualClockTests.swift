import StackCore
import Testing

@Suite struct ManualClockTests {
  @Test func advancingAddsUpAndTimeNeverGoesBackwards() {
    let clock = ManualClock()
    #expect(clock.now == .zero)
    clock.advance(by: .milliseconds(40))
    clock.advance(by: .milliseconds(2))
    #expect(clock.now == .milliseconds(42))
    clock.advance(by: .milliseconds(-10))
    #expect(clock.now == .milliseconds(42))
  }
}
