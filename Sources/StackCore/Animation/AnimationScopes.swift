import StackDrawing

/// The animated scopes of a stack: those open now, the first of the update in progress (it
/// times the offset), the rows changed in them during the update, and the groups whose
/// completions wait. Part of the animator (``StackAnimator``); its state is private.
final class AnimationScopes {
  /// A row changed inside an animated scope, with the extent it had on screen before.
  struct Change {
    let row: Row
    let before: Int
    let animation: StackAnimation
    let group: AnimationGroup
  }

  /// An animated scope: `ScrollStack.performUpdate(animation:completion:_:)`.
  struct Scope {
    let animation: StackAnimation
    let group: AnimationGroup
  }

  /// The animated scopes open now, innermost last.
  private var openScopes: [Scope] = []
  /// The first animated scope of the update in progress: it times the offset.
  private var firstScope: Scope?
  /// Rows changed in animated scopes during the update in progress.
  private var changes: [ObjectIdentifier: Change] = [:]
  /// Groups whose tweens may still run.
  private var liveGroups: [AnimationGroup] = []
  /// Groups whose tweens all ended, waiting for their completions to run.
  private var finishedGroups: [AnimationGroup] = []

  /// True when a commit has something of the scopes' to do: changes, the update's scope, or
  /// a group waiting.
  var hasWork: Bool { !changes.isEmpty || !liveGroups.isEmpty || firstScope != nil }

  /// The first animated scope of the update in progress: it times the offset.
  var updateScope: Scope? { firstScope }

  /// True when the update in progress changed something in an animated scope, or has one.
  var animatedThisUpdate: Bool { !changes.isEmpty || firstScope != nil }

  /// The changes of the update in progress.
  var changesOfUpdate: Dictionary<ObjectIdentifier, Change>.Values { changes.values }

  /// The scope changes are recorded in now (the innermost open one), if it animates with
  /// `clock` running.
  func recording(clockRuns: Bool) -> Scope? {
    guard clockRuns, let scope = openScopes.last, !scope.animation.isInstant else { return nil }
    return scope
  }

  /// Opens a scope animating with `animation`; `animates`: it can (a clock runs and the
  /// animation is not instant), and it is then the update's scope unless one is already.
  func open(_ animation: StackAnimation, animates: Bool, completion: ((Bool) -> Void)?) {
    let group = AnimationGroup(completion: completion)
    liveGroups.append(group)
    let scope = Scope(animation: animation, group: group)
    if firstScope == nil, animates { firstScope = scope }
    openScopes.append(scope)
  }

  /// Closes the innermost open scope.
  func close() { openScopes.removeLast() }

  /// The change recorded for `row` in the update in progress.
  func change(of row: Row) -> Change? { changes[ObjectIdentifier(row)] }

  /// True when `row` changed in an animated scope of the update in progress.
  func hasChange(of row: Row) -> Bool { changes[ObjectIdentifier(row)] != nil }

  /// Records that `row` changes in `scope`, having shown `before` cells (the first change
  /// of the update counts).
  func noteChange(of row: Row, before: Int, in scope: Scope) {
    let id = ObjectIdentifier(row)
    guard changes[id] == nil else { return }
    changes[id] = Change(row: row, before: before, animation: scope.animation, group: scope.group)
  }

  /// Forgets the change of `row` (it leaves the stack) and returns it.
  func removeChange(of row: Row) -> Change? {
    changes.removeValue(forKey: ObjectIdentifier(row))
  }

  /// Ends the update's changes and its scope (the commit has drawn them).
  func endUpdate() {
    changes = [:]
    firstScope = nil
  }

  /// Moves groups with no tween left to the finished ones.
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

  /// The groups whose tweens all ended, handed over once (their completions run next).
  func takeFinishedGroups() -> [AnimationGroup] {
    guard !finishedGroups.isEmpty else { return [] }
    let groups = finishedGroups
    finishedGroups = []
    return groups
  }
}
