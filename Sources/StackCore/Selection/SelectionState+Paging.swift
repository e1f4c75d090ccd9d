import StackDrawing

/// Paging the view and the selection together.
extension SelectionState {
  /// Pages the view and the selection. With nothing selected, the page starts from the
  /// visible row it leaves behind (the last one going back, the first going forward), so
  /// the first Page Up in a list that follows its end pages too, instead of only showing a
  /// selection bar; with no selectable row in view it selects as ``step(forward:in:)`` does.
  ///
  /// The rows in view are looked for inside the update, on the model layout: during an
  /// animation the frame on screen (ghosts of removed rows, rows still growing) can show other
  /// rows than the layout the update works on, and paging must not depend on it.
  func page(forward: Bool, in host: some SelectionHost) {
    host.performUpdate {
      if selected == nil {
        guard let row = selectableRowInViewport(preferLast: !forward, in: host) else {
          return step(forward: forward, in: host)
        }
        selected = row
      }
      let storage = host.storage
      let viewportLength = host.viewportLength
      let startOffset = host.offset
      guard let current = selected, let index = storage.index(of: current) else { return }
      let distance = max(1, viewportLength) * (forward ? 1 : -1)
      let start = storage.start(of: index)
      let end = start + current.frameLength
      // A row longer than the viewport is paged through before the selection moves on (as
      // stepping goes through it): never past its far end, never backwards.
      if current.frameLength > viewportLength {
        if forward, end > host.offset + viewportLength {
          host.offset = min(host.offset + distance, end - viewportLength)
          return
        }
        if !forward, start < host.offset {
          host.offset = max(host.offset + distance, start)
          return
        }
      }
      let newOffset = min(max(0, host.offset + distance), host.maxOffset)
      let target = min(max(0, start + distance), max(0, host.contentLength - 1))
      var candidate: Row?
      if let (landing, _) = storage.row(atOffset: target) {
        candidate =
          nextSelectable(from: landing, step: forward ? 1 : -1, in: host)
          ?? nextSelectable(from: landing, step: forward ? -1 : 1, in: host)
      }
      // Paging never moves the selection the other way (the rows past the current one may
      // all be empty or unselectable).
      if let found = candidate, let landed = storage.index(of: found),
        forward ? landed < index : landed > index
      {
        candidate = nil
      }
      if candidate === current,
        let neighbour = nextSelectable(
          from: index + (forward ? 1 : -1), step: forward ? 1 : -1, in: host)
      {
        candidate = neighbour
      }
      if let candidate, candidate !== current {
        host.offset = newOffset
        move(to: candidate, alignment: .nearest, in: host)
      } else {
        // The selection stays (no other row to move to): the view pages on only as far as
        // the row stays in view, entirely when it fits, and never back.
        let fits = current.frameLength <= viewportLength
        host.offset =
          forward
          ? min(newOffset, max(startOffset, fits ? start : end - viewportLength))
          : max(newOffset, min(startOffset, fits ? end - viewportLength : start))
      }
    }
  }
}
