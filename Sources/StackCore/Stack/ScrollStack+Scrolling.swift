/// Moving the viewport.
extension ScrollStack {
  /// Scrolls so the viewport starts at `offset`, clamped to `0...maxOffset`.
  public func scroll(to offset: Int) {
    performUpdate {
      transaction.pending.userScrolled = true
      transaction.pending.scrollTarget = nil
      self.offset = min(max(0, offset), maxOffset)
    }
  }

  /// Scrolls by `cells` lines (columns on a horizontal stack); negative scrolls back. During an
  /// animation the cells are counted from where the offset is going, not from the frame on
  /// screen, so repeated scrolls never lag behind.
  public func scroll(by cells: Int) {
    performUpdate { scroll(to: offset.saturatingAdd(cells)) }
  }

  /// Scrolls by `pages` viewport lengths; negative scrolls back.
  public func scrollPage(by pages: Int) {
    scroll(by: pages.saturatingMultiply(max(1, viewportLength)))
  }

  /// Scrolls to the start.
  public func scrollToTop() { scroll(to: 0) }

  /// Scrolls to the end (lazy rows near the end are measured first, so this is exact).
  public func scrollToBottom() {
    performUpdate {
      transaction.pending.userScrolled = true
      transaction.pending.scrollTarget = .bottom
    }
  }

  /// Scrolls so the row at `index` is placed as `alignment` says (clamped to the content).
  public func scrollToRow(at index: Int, alignment: ScrollAlignment = .nearest)
    throws(StackError)
  {
    try validate(index)
    performUpdate {
      transaction.pending.userScrolled = true
      transaction.pending.scrollTarget = .row(materialize(at: index), alignment)
    }
  }
}
