import StackDrawing

/// Moving the viewport.
extension ScrollStack {
  /// Scrolls so the viewport starts at `offset`, clamped to `0...maxOffset`.
  ///
  /// With an `animation`, the offset moves through intermediate values.
  public func scroll(
    to offset: Int, animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) {
    changing(animation: animation, completion: completion) {
      performUpdate {
        transaction.pending.userScrolled = true
        transaction.pending.scrollTarget = nil
        self.offset = min(max(0, offset), maxOffset)
      }
    }
  }

  /// Scrolls by `cells` lines (columns on a horizontal stack); negative scrolls back. During an
  /// animation the cells are counted from where the offset is going, not from the frame on
  /// screen, so repeated scrolls never lag behind.
  ///
  /// With an `animation`, the offset moves through intermediate values.
  public func scroll(
    by cells: Int, animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) {
    changing(animation: animation, completion: completion) {
      return performUpdate { scroll(to: offset.saturatingAdd(cells)) }
    }
  }

  /// Scrolls by `pages` viewport lengths; negative scrolls back.
  ///
  /// With an `animation`, a smooth page move.
  public func scrollPage(
    by pages: Int, animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) {
    changing(animation: animation, completion: completion) {
      return scroll(by: pages.saturatingMultiply(max(1, viewportLength)))
    }
  }

  /// Scrolls to the start.
  ///
  /// With an `animation`, the offset moves through intermediate values.
  public func scrollToTop(
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) {
    changing(animation: animation, completion: completion) {
      scroll(to: 0)
    }
  }

  /// Scrolls to the end (lazy rows near the end are measured first, so this is exact).
  ///
  /// With an `animation`, the offset moves through intermediate values.
  public func scrollToBottom(
    animation: StackAnimation = .inherited, completion: ((Bool) -> Void)? = nil
  ) {
    changing(animation: animation, completion: completion) {
      performUpdate {
        transaction.pending.userScrolled = true
        transaction.pending.scrollTarget = .bottom
      }
    }
  }

  /// Scrolls so the row at `index` is placed as `alignment` says (clamped to the content).
  ///
  /// With an `animation`, the offset moves through intermediate values.
  public func scrollToRow(
    at index: Int, alignment: ScrollAlignment = .nearest, animation: StackAnimation = .inherited,
    completion: ((Bool) -> Void)? = nil
  )
    throws(StackError)
  {
    return try changing(animation: animation, completion: completion) { () throws(StackError) in
      try validate(index)
      performUpdate {
        transaction.pending.userScrolled = true
        transaction.pending.scrollTarget = .row(materialize(at: index), alignment)
      }
    }
  }
}
