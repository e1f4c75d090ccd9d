/// Which frames of a script run a `wait-for` or `wait-until-gone` step can look at, so the
/// runner keeps only those: turning a frame into lines costs about as much as drawing it, and
/// a `KEY*5000` step with no wait after it would otherwise pay that for every press.
///
/// The frames a wait looks at are those drawn since the step before the last input step
/// (input drops the frames kept before it) and during the wait itself; so a step's frames are
/// kept when it awaits, or when a wait comes after it before the next input step.
struct AwaitedFrames: Equatable {
  /// True when a wait can look at the frames drawn before the first step.
  var beforeFirstStep: Bool
  /// For each step, true when a wait can look at the frames drawn during it.
  var duringStep: [Bool]

  /// The frames of a run of `steps` that a wait can look at.
  init(_ steps: [KeyScript.Step]) {
    var awaitsNext = false  // The first input or wait after the current step is a wait.
    var during = Array(repeating: false, count: steps.count)
    for position in steps.indices.reversed() {
      let action = steps[position].action
      let awaits = action.awaitedText != nil
      during[position] = awaits || awaitsNext
      if awaits {
        awaitsNext = true
      } else if action.isInput {
        awaitsNext = false
      }
    }
    duringStep = during
    beforeFirstStep = awaitsNext
  }
}
