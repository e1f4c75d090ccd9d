import StackDrawing

/// Motion never hides the selection: while the offset moves, every frame shows the selected
/// row (entirely when it fits in the viewport, at least a cell of it otherwise).
///
/// The offsets that show the selected row form a window. When the model offset (where the
/// motion ends) is in that window, the motion starts from the offset on screen brought into
/// the window, so a step at the edge of the viewport lands in one frame (the window leaves no
/// room to move through), a page jump glides through the part of the way that keeps the row
/// shown, and a key pressed during a motion starts from the frame on screen. Each frame is
/// then brought into the window of the frame drawn (rows moving around the selection move the
/// window too). When the model offset does not show the selected row (the user scrolled
/// away from it, or there is none), the offset moves freely.
extension SelectionState {
  /// The offsets at which the row at `index` shows, in the layout the slots hold now;
  /// `lead` cells of ghosts drawn before it and `frame` the length of its frame. Nil when the
  /// row takes no room or the viewport has none.
  private func offsetsShowing(
    rowAt index: Int, lead: Int, frame: Int, in host: some SelectionHost
  ) -> ClosedRange<Int>? {
    host.layout.offsetsShowing(
      rowStart: host.storage.start(of: index) + lead, frame: frame, in: host.viewport)
  }

  /// The window of offsets showing the selected row in the model layout, when the model
  /// offset `target` is in it (see the type's discussion).
  func window(around target: Int, in host: some SelectionHost) -> ClosedRange<Int>? {
    guard let row = selected, !row.isHidden, let index = host.storage.index(of: row),
      let window = offsetsShowing(rowAt: index, lead: 0, frame: row.frameLength, in: host),
      window.contains(target)
    else { return nil }
    return window
  }

  /// `shown` brought into the window of offsets showing the selected row in the frame drawn
  /// (the slots hold the frame's extents), when the model keeps it shown.
  func keepingShown(_ shown: Int, in host: some SelectionHost) -> Int {
    guard host.animator.keepsSelectionShown, let row = selected,
      let index = host.storage.index(of: row)
    else { return shown }
    let drawn = host.animator.drawnFrame(of: row)
    guard let window = offsetsShowing(rowAt: index, lead: drawn.lead, frame: drawn.length, in: host)
    else { return shown }
    return min(max(shown, window.lowerBound), window.upperBound)
  }
}
