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

  /// Scrolls by `cells` lines (columns on a horizontal stack); negative scrolls back.
  public func scroll(by cells: Int) { scroll(to: offset.saturatingAdd(cells)) }

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

  /// The offset that places the row at `index` as `alignment` says, clamped.
  func targetOffset(forRowAt index: Int, row: Row, alignment: ScrollAlignment) -> Int {
    let start = storage.start(of: index)
    let frame = row.isHidden ? 0 : row.frameLength
    let length = viewportLength
    let target: Int
    switch alignment {
    case .top: target = start
    case .bottom: target = start + frame - length
    case .middle: target = start - floorDivide(length - frame, 2)
    case .nearest:
      if length == 0 {
        target = offset  // No scrolling shows anything in a viewport without a line.
      } else if frame > length {
        target = (start >= offset && start < offset + length) ? offset : start
      } else if start < offset {
        target = start
      } else if start + frame > offset + length {
        target = start + frame - length
      } else {
        target = offset
      }
    }
    return min(max(0, target), maxOffset)
  }
}

/// Division rounding towards negative infinity.
func floorDivide(_ a: Int, _ b: Int) -> Int {
  let quotient = a / b
  return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}
