import StackDrawing

/// Animated updates: the clock, the animated scope every animated change is made in, and
/// driving frames.
///
/// An animated change is applied to the model at once (count, indexes, selection, events of
/// the change itself are those of the instant change); only what the screen shows moves:
/// row lengths along the axis go through whole-cell lengths from what was shown to the new
/// layout, a removed or hidden row shrinks away drawn with its content, the offset goes
/// through intermediate values, and the rows around follow. Between updates the layout the
/// queries report (``offset``, ``contentLength``, frames, visible rows) is the frame on screen.
///
/// Visibility during an animation: every frame is one update, and row visibility is worked
/// out on the frame drawn, so after every frame exactly one `visibilityChanged` per row whose
/// state kind changed is delivered. A growing or shrinking row's frame is the part drawn; a
/// removed or hidden row is `.removed` / `.hidden` in the update that changes it (its shrinking
/// ghost is decoration, not a row).
extension ScrollStack {
  /// The clock animations are timed against. Nil (the default): every animation ends at once,
  /// exactly like an instant change (the completion still runs, with `true`).
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// stack.animationClock = clock
  /// try stack.collapseRow(at: 0, animation: .default)
  /// clock.advance(by: .milliseconds(90))
  /// stack.advanceAnimations()  // a frame half way
  /// ```
  public var animationClock: (any AnimationClock)? {
    get { animator.clock }
    set {
      animator.setClock(newValue)
      if newValue == nil, isAnimating { finishAnimations() }
    }
  }

  /// True while a row length or the offset is moving: call ``advanceAnimations()`` for frames.
  public var isAnimating: Bool { animator.isAnimating }

  /// Runs `body` as one update whose changes animate with `animation`, and calls `completion`
  /// once, after the last frame of those changes, with true when they ran to their end and
  /// false when they were cut short (a later change retargeted one, ``finishAnimations()``,
  /// the row was removed). With nothing to animate it runs when the update completes.
  ///
  /// Changes of nested ``performUpdate(_:)`` calls animate too; an inner animated scope
  /// animates its own changes its own way. The offset is timed by the first animated scope.
  ///
  /// Every change takes the same two parameters (`animation:` and `completion:`) and is made
  /// in this scope when given either. With ``StackAnimation/inherited`` (their default) the
  /// changes animate as the enclosing animated scope's do (not at all outside one), and
  /// `completion` gets true once `body` returns (after the update's events when no update
  /// encloses it).
  ///
  /// ```swift
  /// try stack.performUpdate(animation: .default, completion: { _ in print("done") }) {
  ///   try stack.removeRow(at: 3)
  ///   try stack.expandRow(at: 1)
  /// }
  /// ```
  public func performUpdate<T, E: Error>(
    animation: StackAnimation, completion: ((Bool) -> Void)? = nil,
    _ body: () throws(E) -> T
  ) throws(E) -> T {
    // `body` is called in one place only: this generic function is compiled once per caller,
    // with `body` inlined, so the scope's logic stays in the two functions below (issue 26).
    let animates = enterAnimatedUpdate(animation, completion: completion)
    defer { exitAnimatedUpdate(animates: animates, completion: completion) }
    return try body()
  }

  /// Begins an update scope for ``performUpdate(animation:completion:_:)``: opens the update
  /// (when it is the outermost) and, when `animation` can move anything, an animated scope
  /// in it. Returns whether it opened one.
  private func enterAnimatedUpdate(
    _ animation: StackAnimation, completion: ((Bool) -> Void)?
  ) -> Bool {
    // Inherited, or nothing can move: the plain update (animating as the enclosing scope
    // does); the completion runs after it (after the update's events, where the commit
    // would have run it).
    let animates =
      !animation.inherits && !(transaction.isIdle && !animator.canAnimate(animation))
    enterUpdate()
    if animates { animator.open(animation, completion: completion) }
    return animates
  }

  /// Ends the scope ``enterAnimatedUpdate(_:completion:)`` began: closes the animated scope,
  /// commits the update when it is the outermost, then calls `completion` with true for a
  /// scope that did not animate.
  private func exitAnimatedUpdate(animates: Bool, completion: ((Bool) -> Void)?) {
    if animates { animator.closeScope() }
    exitUpdate()
    if !animates { completion?(true) }
  }

  /// Runs a change's `body` as its `animation:` and `completion:` say: as it is (animating as
  /// any enclosing scope does) when given neither, else in
  /// ``performUpdate(animation:completion:_:)``. Every change goes through here.
  func changing<T, E: Error>(
    animation: StackAnimation, completion: ((Bool) -> Void)?, _ body: () throws(E) -> T
  ) throws(E) -> T {
    // Given either: in the scope `performUpdate(animation:completion:_:)` opens (`body` called
    // in one place, as there).
    let isScoped = !(animation.inherits && completion == nil)
    let animates = isScoped && enterAnimatedUpdate(animation, completion: completion)
    defer { if isScoped { exitAnimatedUpdate(animates: animates, completion: completion) } }
    return try body()
  }

  /// Draws the frame for the clock's current time as one update (layout, visibility and its
  /// events, completions of what ended). Returns whether anything on screen changed, so a
  /// run loop can skip the redraw. Does nothing when nothing moves.
  @discardableResult
  public func advanceAnimations() -> Bool {
    guard isAnimating else { return false }
    // The frame for this instant was drawn by the last update: nothing moved since.
    if animator.hasDrawnFrameForNow { return false }
    let before = offset
    performUpdate {}
    return animator.didLastFrameChange || offset != before
  }

  /// Jumps every animation to its end, as one update; their completions get false.
  public func finishAnimations() {
    guard isAnimating else { return }
    animator.requestFinish()
    performUpdate {}
  }
}
