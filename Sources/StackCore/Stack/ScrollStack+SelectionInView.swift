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
extension ScrollStack {
  /// The offsets at which the row at `index` shows, in the layout the slots hold now;
  /// `lead` cells of ghosts drawn before it and `frame` the length of its frame. Nil when the
  /// row takes no room or the viewport has none.
  func offsetsShowing(rowAt index: Int, lead: Int, frame: Int) -> ClosedRange<Int>? {
    layout.offsetsShowing(rowStart: storage.start(of: index) + lead, frame: frame, in: viewport)
  }

  /// The window of offsets showing the selected row in the model layout, when the model
  /// offset `target` is in it (see the type's discussion).
  func selectionWindow(around target: Int) -> ClosedRange<Int>? {
    guard let row = selectionState.selected, !row.isHidden, let index = storage.index(of: row),
      let window = offsetsShowing(rowAt: index, lead: 0, frame: row.frameLength),
      window.contains(target)
    else { return nil }
    return window
  }

  /// `shown` brought into the window of offsets showing the selected row in the frame drawn
  /// (the slots hold the frame's extents), when the model keeps it shown.
  func keepingSelectionShown(_ shown: Int) -> Int {
    guard animator.keepsSelectionShown, let row = selectionState.selected,
      let index = storage.index(of: row)
    else { return shown }
    let drawn = animator.drawnFrame(of: row)
    guard let window = offsetsShowing(rowAt: index, lead: drawn.lead, frame: drawn.length)
    else { return shown }
    return min(max(shown, window.lowerBound), window.upperBound)
  }
}
