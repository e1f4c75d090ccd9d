import StackDrawing

/// The tweens started by one animated update, and the completion that runs when the last of
/// them ends (once, with whether every tween ran to its end).
final class AnimationGroup {
  /// Called once, when no tween of the group is left.
  private var completion: ((Bool) -> Void)?
  /// Tweens of the group still running.
  var running = 0
  /// A tween of the group was cut short (retargeted, jumped to its end, its row removed).
  var wasInterrupted = false

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  /// The completion, taken out so it runs once; nil when it was taken already.
  func takeCompletion() -> ((Bool) -> Void)? {
    defer { completion = nil }
    return completion
  }
}
