import StackDrawing

/// What the selection does when rows change under it: a row going away passes the selection
/// on (to a neighbour, when the update commits: ``reconcile(following:in:)``) and ends its
/// press; a row collapsing or expanding keeps the selected row where it is on screen.
extension SelectionState {
  /// `row`, at `index`, leaves the stack: its press ends, and when it is selected the update
  /// remembers where it was (a row going above that place moves the place up with it).
  func rowLeaves(_ row: Row, at index: Int, in host: some SelectionHost) {
    if row === pressed { cancelPress() }
    let transaction = host.transaction
    if row === selected {
      transaction.pending.lostSelectionIndex = index
    } else if let lost = transaction.pending.lostSelectionIndex, index < lost {
      // A row above where the selection was is going: that place moves up with it.
      transaction.pending.lostSelectionIndex = lost - 1
    }
  }

  /// `row`, at `index`, is hidden: its press ends, and when it is selected the update
  /// remembers where it was.
  func rowHides(_ row: Row, at index: Int, in host: some SelectionHost) {
    if row === pressed { cancelPress() }
    if row === selected { host.transaction.pending.lostSelectionIndex = index }
  }

  /// Every row leaves: no selection and no press.
  func removeAll() {
    if pressed != nil { cancelPress() }
    selected = nil
  }

  /// Keeps the selected row, when it is on screen, on its screen line through the update (a
  /// row collapsing or expanding around it).
  func keepOnScreen(in host: some SelectionHost) {
    guard let row = selected, let index = host.storage.index(of: row),
      host.visibility(of: row, at: index).isVisible
    else { return }
    let position = host.storage.start(of: index) - host.offset
    host.transaction.pending.scrollTarget = .selectionOnScreen(row, position: position)
  }

  /// Brings the selected row into view (after the axis changed: offsets along the old axis
  /// mean nothing along the new one).
  func scrollIntoView(in host: some SelectionHost) {
    guard let row = selected else { return }
    host.transaction.pending.scrollTarget = .row(row, .nearest)
  }
}
