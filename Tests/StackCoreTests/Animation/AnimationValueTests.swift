import Testing

@testable import StackCore

@Suite struct AnimationValueTests {
  @Test func curvesRunFromZeroToOne() {
    for curve in AnimationCurve.allCases {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -1) == 0)
      #expect(curve.value(at: 2) == 1)
    }
    #expect(AnimationCurve.linear.value(at: 0.25) == 0.25)
    #expect(AnimationCurve.easeOut.value(at: 0.5) == 0.75)
    #expect(AnimationCurve.easeInOut.value(at: 0.25) == 0.125)
    #expect(AnimationCurve.easeInOut.value(at: 0.75) == 0.875)
  }

  @Test func noneAndZeroDurationsAreInstant() {
    #expect(StackAnimation.none.isInstant)
    #expect(StackAnimation(duration: .zero).isInstant)
    #expect(!StackAnimation.default.isInstant)
    #expect(StackAnimation.default.duration >= .milliseconds(150))
    #expect(StackAnimation.default.duration <= .milliseconds(200))
  }

  @Test func tweenValuesRoundToTheNearestCellAndEndExactly() {
    let tween = Tween(
      from: 0, to: 5, start: .milliseconds(10), animation: linear100,
      group: AnimationGroup(completion: nil))
    #expect(tween.value(at: .milliseconds(10)) == 0)
    #expect(tween.value(at: .milliseconds(20)) == 1)  // 0.5 rounds away from zero
    #expect(tween.value(at: .milliseconds(60)) == 3)  // 2.5
    #expect(tween.value(at: .milliseconds(109)) == 5)
    #expect(tween.value(at: .milliseconds(110)) == 5)
    #expect(tween.isFinished(at: .milliseconds(110)))
    #expect(!tween.isFinished(at: .milliseconds(109)))
    let down = Tween(
      from: 6, to: 1, start: .zero, animation: linear100, group: AnimationGroup(completion: nil))
    #expect(down.value(at: .milliseconds(50)) == 4)  // 3.5
  }
}
