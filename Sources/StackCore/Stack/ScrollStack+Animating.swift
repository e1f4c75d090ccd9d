import StackDrawing

/// The animation frames of a stack: the model layout is put back when an update begins, and
/// the frame for the clock's time is drawn into the slots and the offset when it commits (the
/// animator's work, `StackAnimator`; the stack hands it the other parts it needs).
///
/// Between updates, slot extents and ``ScrollStack/offset`` are what the screen shows (so
/// rendering, visibility and the queries agree with the screen); during an update they are
/// the model's, so every change, scroll target and selection rule works on the final layout.
extension ScrollStack {
  /// Puts the model layout back (start of every update). Nothing to do when nothing moves.
  func restoreModelLayout() {
    let modelOffset = animator.restoreModelLayout { row, extent in
      guard let index = storage.index(of: row) else { return }
      storage.update(at: index) { $0.extent = extent }
    }
    if let modelOffset { offset = modelOffset }
  }

  /// Records, in an animated scope, that the row at `index` is about to change length.
  func noteLengthChange(of row: Row, at index: Int) {
    animator.noteChange(
      of: row, from: { Int(storage.slot(at: index).extent) },
      committing: transaction.isCommitting)
  }

  /// Records, in an animated scope, that `row` was inserted (it grows from nothing).
  func noteInsertion(of row: Row) {
    animator.noteChange(of: row, from: { 0 }, committing: transaction.isCommitting)
  }

  /// Before the row at `index` leaves the storage: in an animated scope it shrinks away as a
  /// ghost (`StackAnimator.noteRemoval`).
  func noteRemoval(of row: Row, at index: Int) {
    animator.noteRemoval(
      of: row, at: index, in: storage, committing: transaction.isCommitting,
      maximumGhosts: StackAnimator.maximumGhosts(viewportLength: viewportLength),
      neighbour: { materialize(at: $0) })
  }

  /// Draws the frame for the clock's time (end of every commit, after the layout settled and
  /// before visibility): the animator starts the tweens of this update's animated changes,
  /// cuts short those an instant change overtook, and writes each moving row's extent; the
  /// offset shown keeps the selected row in view.
  func presentAnimations() {
    guard animator.hasWork else { return }
    let shown = animator.presentFrame(
      in: storage, modelOffset: offset, startOffset: transaction.pending.startOffset,
      viewportRows: { modelViewportRows }, viewportLength: viewportLength,
      selectionWindow: { selectionState.window(around: $0, in: self) },
      keepingSelectionShown: { selectionState.keepingShown($0, in: self) },
      maxOffset: { maxOffset })
    guard let shown else { return }
    offset = shown
    if animator.didLastFrameChange { transaction.pending.layoutChanged = true }
  }

  /// The rows in the viewport, first to last (on the model layout during a commit).
  private var modelViewportRows: ClosedRange<Int> {
    let first = storage.row(atOffset: offset)?.index ?? 0
    let lastOffset = offset + max(0, viewportLength - 1)
    let last = storage.row(atOffset: lastOffset)?.index ?? max(first, storage.count - 1)
    return first...max(first, last)
  }

  /// Runs the completions of groups that ended, once every event of the update is out.
  func runAnimationCompletions() {
    guard !transaction.isDispatching else { return }
    for group in animator.takeFinishedGroups() { group.takeCompletion()?(!group.wasInterrupted) }
  }
}
