/// The animated variant of each scroll: the offset moves through intermediate values.
///
/// ```swift
/// stack.scrollPage(by: 1, animation: .default)       // a smooth PgDn
/// stack.perform(.pageForward, animation: .default)   // the same through an action
/// ```
extension ScrollStack {
  /// ``scroll(to:)``, animated.
  public func scroll(
    to offset: Int, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) {
    performUpdate(animation: animation, completion: completion) { scroll(to: offset) }
  }

  /// ``scroll(by:)``, animated (by `cells` from the offset on screen).
  public func scroll(
    by cells: Int, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) {
    performUpdate(animation: animation, completion: completion) { scroll(by: cells) }
  }

  /// ``scrollPage(by:)``, animated.
  public func scrollPage(
    by pages: Int, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) {
    performUpdate(animation: animation, completion: completion) { scrollPage(by: pages) }
  }

  /// ``scrollToTop()``, animated.
  public func scrollToTop(animation: StackAnimation, completion: ((Bool) -> Void)? = nil) {
    performUpdate(animation: animation, completion: completion) { scrollToTop() }
  }

  /// ``scrollToBottom()``, animated.
  public func scrollToBottom(animation: StackAnimation, completion: ((Bool) -> Void)? = nil) {
    performUpdate(animation: animation, completion: completion) { scrollToBottom() }
  }

  /// ``scrollToRow(at:alignment:)``, animated.
  public func scrollToRow(
    at index: Int, alignment: ScrollAlignment = .nearest, animation: StackAnimation,
    completion: ((Bool) -> Void)? = nil
  ) throws(StackError) {
    try performUpdate(animation: animation, completion: completion) { () throws(StackError) in
      try scrollToRow(at: index, alignment: alignment)
    }
  }

  /// ``perform(_:)`` with whatever the action changes animated (a smooth PgDn, a row
  /// collapsing, …). Returns false when it changed nothing.
  ///
  /// When nothing can move (no ``ScrollStack/animationClock``, an instant animation) and no
  /// update is running, this is ``perform(_:)`` followed by the completion: one update, one
  /// settle, "changed" decided on the committed layout.
  @discardableResult
  public func perform(
    _ action: StackAction, animation: StackAnimation, completion: ((Bool) -> Void)? = nil
  ) -> Bool {
    if transaction.isIdle, !animator.canAnimate(animation) {
      defer { completion?(true) }
      return perform(action)
    }
    return performUpdate(animation: animation, completion: completion) { perform(action) }
  }
}
