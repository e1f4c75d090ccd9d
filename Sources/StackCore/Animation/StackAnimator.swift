import StackDrawing

/// The animations of a stack: the clock, the rows whose extents move (``RowMotion``), the
/// offset moving, the animated scopes (``AnimationScopes``) and the groups waiting to call
/// their completions.
///
/// Its state is private: the stack calls its methods, handing over what it needs of the other
/// parts (the storage whose slot extents it writes, the offsets the selection keeps shown).
/// The stack puts the model layout back at the start of every update
/// (``restoreModelLayout(setExtent:)``) and has the frame for the clock's time drawn when the
/// update commits (`presentFrame`).
final class StackAnimator {
  /// The clock animations are timed against; nil: every animation ends at once.
  private var timeSource: (any AnimationClock)?
  /// Rows whose extent on screen is not (or not only) their model extent.
  private var motions: [ObjectIdentifier: RowMotion] = [:]
  /// The offset moving to ``targetOffset``.
  private var offsetTween: Tween?
  /// The offset of the model layout (what the offset is once every tween ends).
  private var targetOffset = 0
  /// True when the model offset shows the selected row: every frame then shows it too.
  private var selectionKeptShown = false
  /// True between a commit that drew a frame with something moving and the next update:
  /// slot extents and the offset are the frame's, not the model's.
  private var presented = false
  /// The animated scopes and their groups.
  private let scopes = AnimationScopes()
  /// `ScrollStack.finishAnimations()` asked every tween to jump to its end.
  private var finishRequested = false
  /// Whether the last frame drawn differs from the one before.
  private var lastFrameChanged = false
  /// The clock's time of the last frame drawn (nil before the first).
  private var lastFrameTime: Duration?

  // MARK: Reading

  /// The clock animations are timed against; nil: every animation ends at once.
  var clock: (any AnimationClock)? { timeSource }

  /// True while something moves on screen.
  var isAnimating: Bool { !motions.isEmpty || offsetTween != nil }

  /// True when a commit has something to do: rows or the offset move, or a group waits.
  var hasWork: Bool { isAnimating || scopes.hasWork }

  /// True between a commit that drew a frame with something moving and the next update:
  /// slot extents and the offset are the frame's, not the model's.
  var isPresented: Bool { presented }

  /// True when the model offset shows the selected row: every frame then shows it too.
  var keepsSelectionShown: Bool { selectionKeptShown }

  /// Whether the last frame drawn differs from the one before.
  var didLastFrameChange: Bool { lastFrameChanged }

  /// True when the frame for the clock's time now was drawn already.
  var hasDrawnFrameForNow: Bool {
    guard let now = timeSource?.now else { return false }
    return now == lastFrameTime
  }

  /// How many rows move (or carry ghosts) now.
  var movingRowCount: Int { motions.count }

  /// The motions of the rows moving now.
  var currentMotions: Dictionary<ObjectIdentifier, RowMotion>.Values { motions.values }

  /// The motions the frame on screen shows (none when it shows the model layout).
  var drawnMotions: [ObjectIdentifier: RowMotion] { presented ? motions : [:] }

  /// False when a change made with `animation` lands at once: no clock, or an instant
  /// animation.
  func canAnimate(_ animation: StackAnimation) -> Bool {
    timeSource != nil && !animation.isInstant
  }

  /// True while `row` moves on screen (never released then).
  func isMoving(_ row: Row) -> Bool { !motions.isEmpty && motions[ObjectIdentifier(row)] != nil }

  /// Cells of ghosts drawn before `row` in the current frame (the row's frame starts after).
  func presentedLead(of row: Row) -> Int {
    guard presented, let motion = motions[ObjectIdentifier(row)] else { return 0 }
    return motion.lead
  }

  /// The frame length `row` shows in the current frame, when it is moving.
  func presentedFrameLength(of row: Row) -> Int? {
    guard presented, let motion = motions[ObjectIdentifier(row)], motion.tween != nil else {
      return nil
    }
    return min(row.frameLength, motion.applied)
  }

  /// Where `row` is drawn relative to its model start in the frame being drawn (slots hold
  /// the frame's extents): the ghosts before it and its frame length, at most `row`'s own.
  func drawnFrame(of row: Row) -> (lead: Int, length: Int) {
    let motion = motions[ObjectIdentifier(row)]
    return (motion?.lead ?? 0, min(row.frameLength, motion?.applied ?? row.frameLength))
  }

  // MARK: Setting

  /// Times animations against `clock` from now on.
  func setClock(_ clock: (any AnimationClock)?) { timeSource = clock }

  /// Asks every tween to jump to its end at the next commit.
  func requestFinish() { finishRequested = true }

  /// Opens an animated scope.
  func open(_ animation: StackAnimation, completion: ((Bool) -> Void)?) {
    scopes.open(animation, animates: canAnimate(animation), completion: completion)
  }

  /// Closes the innermost animated scope.
  func closeScope() { scopes.close() }

  /// The groups whose tweens all ended, handed over once (their completions run next).
  func takeFinishedGroups() -> [AnimationGroup] { scopes.takeFinishedGroups() }

  // MARK: An update's start and its changes

  /// Puts the model layout back at the start of an update: hands each moving row and its
  /// model extent to `setExtent` (which drops rows no longer in the stack). Returns the model
  /// offset, or nil when the last frame showed the model layout already.
  func restoreModelLayout(setExtent: (Row, Int32) -> Void) -> Int? {
    guard presented else { return nil }
    presented = false
    for motion in motions.values { setExtent(motion.row, Int32(clamping: motion.target)) }
    return targetOffset
  }

  /// Records, in an animated scope and unless the update is `committing`, that `row` is about
  /// to change length from `model` cells (`model` is asked only then; 0 for a new row).
  func noteChange(of row: Row, from model: () -> Int, committing: Bool) {
    guard !committing, let scope = scopes.recording(clockRuns: timeSource != nil) else { return }
    guard !scopes.hasChange(of: row) else { return }
    let before = presentedOwn(of: row, model: model())
    scopes.noteChange(of: row, before: before, in: scope)
  }

  /// The extent `row` shows on screen now, given its model extent `model`.
  private func presentedOwn(of row: Row, model: Int) -> Int {
    if let change = scopes.change(of: row) { return change.before }
    if let motion = motions[ObjectIdentifier(row)] { return motion.applied }
    return model
  }

  /// The motion of `row`, made when it has none (at its model extent `model`).
  func motion(of row: Row, model: Int) -> RowMotion {
    let id = ObjectIdentifier(row)
    if let motion = motions[id] { return motion }
    let motion = RowMotion(row: row, target: model, applied: presentedOwn(of: row, model: model))
    motions[id] = motion
    return motion
  }

  /// Forgets `row`'s motion and change (it leaves the stack) and returns them; the motion's
  /// tweens still run.
  func takeMotion(of row: Row) -> (motion: RowMotion?, change: AnimationScopes.Change?) {
    (motions.removeValue(forKey: ObjectIdentifier(row)), scopes.removeChange(of: row))
  }

  /// The changes animated scopes recorded in this update.
  var changesOfUpdate: Dictionary<ObjectIdentifier, AnimationScopes.Change>.Values {
    scopes.changesOfUpdate
  }

  /// True when an animated scope recorded a change of `row` in this update.
  func hasChange(of row: Row) -> Bool { scopes.hasChange(of: row) }

  /// The scope changes are recorded in now, if any.
  var recordingScope: AnimationScopes.Scope? { scopes.recording(clockRuns: timeSource != nil) }

  /// Drops the motions of `ids` (cut short).
  func dropMotions(_ ids: some Sequence<ObjectIdentifier>) {
    for id in ids {
      motions.removeValue(forKey: id)?.drop()
    }
  }

  // MARK: The frame

  /// Draws the frame for the clock's time into `storage`'s slot extents and returns the offset
  /// to show, or nil when nothing moves (the offset stays). `modelOffset`: the offset the
  /// update settled on; `startOffset`: the offset on screen when it began; `viewportRows`:
  /// the rows in view, first to last (asked only when many rows move), hidden ones among them
  /// included; `viewportLength`: the viewport's cells along the axis; `selectionWindow`: the
  /// offsets showing the selected row in the model layout when the offset given is one of
  /// them; `keepingSelectionShown`: an offset brought into the window showing the selected
  /// row in the frame drawn; `maxOffset`: the largest offset of the frame drawn.
  func presentFrame(
    in storage: RowStorage, modelOffset: Int, startOffset: Int,
    viewportRows: () -> ClosedRange<Int>, viewportLength: Int,
    selectionWindow: (Int) -> ClosedRange<Int>?, keepingSelectionShown: (Int) -> Int,
    maxOffset: () -> Int
  ) -> Int? {
    guard hasWork else { return nil }
    guard isAnimating || scopes.animatedThisUpdate else {
      finishWithoutFrame(offset: modelOffset)  // Only scopes that animated nothing.
      return nil
    }
    let now = timeSource?.now ?? .zero
    startRowTweens(at: now, in: storage)
    landMotionsBeyondTheLimit(
      in: storage, viewportRows: viewportRows, viewportLength: viewportLength)
    let target = modelOffset
    retargetOffset(to: target, from: startOffset, window: selectionWindow, at: now)
    targetOffset = target
    if timeSource == nil || finishRequested { jumpToEnd(interrupted: finishRequested) }
    var changed = false
    for (id, motion) in motions {
      guard let index = storage.index(of: motion.row) else {
        motion.drop()
        motions[id] = nil
        continue
      }
      let before = motion.appliedExtent
      motion.advance(to: now)
      let extent = motion.appliedExtent
      if extent != before { changed = true }
      storage.update(at: index) { $0.extent = Int32(clamping: extent) }
      if motion.isSettled { motions[id] = nil }
    }
    var shownOffset = target
    if let tween = offsetTween {
      shownOffset = tween.value(at: now)
      if tween.isFinished(at: now) {
        tween.end(interrupted: false)
        offsetTween = nil
      }
    }
    let offset = min(max(0, keepingSelectionShown(shownOffset)), maxOffset())
    lastFrameChanged = changed
    lastFrameTime = timeSource?.now
    presented = isAnimating
    scopes.endUpdate()
    finishRequested = false
    scopes.collectFinishedGroups()
    return offset
  }

  /// Ends a commit in which only scopes that animated nothing ran (no clock, instant changes):
  /// no tween to start, no frame to draw, `offset` (the settled one) is the model's; their
  /// groups end now.
  private func finishWithoutFrame(offset: Int) {
    targetOffset = offset
    lastFrameChanged = false
    lastFrameTime = timeSource?.now
    presented = false
    finishRequested = false
    scopes.collectFinishedGroups()
  }

  /// Starts the offset's tween when an animated update moved the model offset, and cuts it
  /// short when an instant one did. `start`: the offset on screen when the update began;
  /// `window`: the offsets that show the selected row, when the model offset does.
  private func retargetOffset(
    to target: Int, from start: Int, window: (Int) -> ClosedRange<Int>?, at now: Duration
  ) {
    // SelectionInView: a motion starts where the selected row shows, never behind it.
    let window = window(target)
    selectionKeptShown = window != nil
    var shown = start
    if let window { shown = min(max(shown, window.lowerBound), window.upperBound) }
    if let scope = scopes.updateScope {
      guard target != (offsetTween?.to ?? shown) else { return }
      let from = Tween.start(retargeting: offsetTween, at: now, shown: shown)
      offsetTween?.end(interrupted: true)
      // A step of one cell has no frame in between to show: it lands at once.
      offsetTween =
        abs(Double(target) - from) <= 1
        ? nil
        : startTween(from: from, to: target, at: now, scope.animation, scope.group)
    } else if let tween = offsetTween, tween.to != target {
      tween.end(interrupted: true)
      offsetTween = nil
    }
  }

  /// Ends every tween at its end value.
  private func jumpToEnd(interrupted: Bool) {
    for motion in motions.values { motion.jumpToEnd(interrupted: interrupted) }
    offsetTween?.end(interrupted: interrupted)
    offsetTween = nil
  }
}
