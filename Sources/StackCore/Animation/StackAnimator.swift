import StackDrawing

/// The animations of a stack: the clock, the rows whose extents move (``RowMotion``), the
/// offset moving, the animated scopes of the update in progress, and the groups waiting to
/// call their completions.
///
/// It knows nothing of storage or layout: the stack puts the model layout back at the start of
/// every update (``restoreModelLayout(setExtent:)``, called by `ScrollStack.restoreModelLayout()`) and draws the frame for the clock's time
/// when the update commits (``ScrollStack/presentAnimations()``).
final class StackAnimator {
  /// A row changed inside an animated scope, with the extent it had on screen before.
  struct Change {
    let row: Row
    let before: Int
    let animation: StackAnimation
    let group: AnimationGroup
  }

  /// An animated scope: ``ScrollStack/performUpdate(animation:completion:_:)``.
  struct Scope {
    let animation: StackAnimation
    let group: AnimationGroup
  }

  /// The clock animations are timed against; nil: every animation ends at once.
  var clock: (any AnimationClock)?
  /// Rows whose extent on screen is not (or not only) their model extent.
  var motions: [ObjectIdentifier: RowMotion] = [:]
  /// The offset moving to ``targetOffset``.
  var offsetTween: Tween?
  /// The offset of the model layout (what the offset is once every tween ends).
  var targetOffset = 0
  /// True when the model offset shows the selected row: every frame then shows it too
  /// (`SelectionState.keepingShown(_:in:)`).
  var keepsSelectionShown = false
  /// True between a commit that drew a frame with something moving and the next update:
  /// slot extents and the offset are the frame's, not the model's.
  var isPresented = false
  /// The animated scopes open now, innermost last.
  var scopes: [Scope] = []
  /// The first animated scope of the update in progress: it times the offset.
  var updateScope: Scope?
  /// Rows changed in animated scopes during the update in progress.
  var changes: [ObjectIdentifier: Change] = [:]
  /// Groups whose tweens may still run.
  var liveGroups: [AnimationGroup] = []
  /// Groups whose tweens all ended, waiting for their completions to run.
  var finishedGroups: [AnimationGroup] = []
  /// ``ScrollStack/finishAnimations()`` asked every tween to jump to its end.
  var finishRequested = false
  /// Whether the last frame drawn differs from the one before.
  var lastFrameChanged = false
  /// The clock's time of the last frame drawn (nil before the first).
  var lastFrameTime: Duration?

  /// True while something moves on screen.
  var isAnimating: Bool { !motions.isEmpty || offsetTween != nil }

  /// True when a commit has something to do: rows or the offset move, or a group waits.
  var hasWork: Bool {
    isAnimating || !changes.isEmpty || !liveGroups.isEmpty || updateScope != nil
  }

  /// The scope changes are recorded for now, if they animate.
  var recordingScope: Scope? {
    guard clock != nil, let scope = scopes.last, !scope.animation.isInstant else { return nil }
    return scope
  }

  /// False when a change made with `animation` lands at once: no clock, or an instant
  /// animation.
  func canAnimate(_ animation: StackAnimation) -> Bool {
    clock != nil && !animation.isInstant
  }

  /// Opens an animated scope.
  func open(_ animation: StackAnimation, completion: ((Bool) -> Void)?) {
    let group = AnimationGroup(completion: completion)
    liveGroups.append(group)
    let scope = Scope(animation: animation, group: group)
    if updateScope == nil, clock != nil, !animation.isInstant { updateScope = scope }
    scopes.append(scope)
  }

  /// The extent `row` shows on screen now, given its model extent `model`.
  func presentedOwn(of row: Row, model: Int) -> Int {
    let id = ObjectIdentifier(row)
    if let change = changes[id] { return change.before }
    if let motion = motions[id] { return motion.applied }
    return model
  }

  /// Records that `row` (model extent `model` before the change) changes in `scope`.
  func noteChange(of row: Row, model: Int, in scope: Scope) {
    let id = ObjectIdentifier(row)
    guard changes[id] == nil else { return }
    changes[id] = Change(
      row: row, before: presentedOwn(of: row, model: model), animation: scope.animation,
      group: scope.group)
  }

  /// A tween for `group` from `from` to `to`, counted as running.
  func startTween(
    from: Double, to: Int, at now: Duration, _ animation: StackAnimation, _ group: AnimationGroup
  ) -> Tween {
    group.running += 1
    return Tween(from: from, to: to, start: now, animation: animation, group: group)
  }

  /// Ends `tween`, cut short or not.
  func end(_ tween: Tween?, interrupted: Bool) {
    guard let tween else { return }
    tween.group.running -= 1
    if interrupted { tween.group.wasInterrupted = true }
  }

  /// Ends everything `motion` runs, cut short.
  func drop(_ motion: RowMotion) {
    end(motion.tween, interrupted: true)
    for ghost in motion.takeGhosts() { end(ghost.tween, interrupted: true) }
    motion.tween = nil
  }

  /// Moves groups with no tween left to ``finishedGroups``.
  func collectFinishedGroups() {
    guard !liveGroups.isEmpty else { return }
    var finished = finishedGroups
    finishedGroups = []
    liveGroups.removeAll { group in
      guard group.running <= 0 else { return false }
      finished.append(group)
      return true
    }
    finishedGroups = finished
  }
}
