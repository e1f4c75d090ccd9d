/// A user intention the stack understands, independent of which key or click caused it.
/// A terminal front end maps input to actions and calls ``ScrollStack/perform(_:)``.
public enum StackAction: Sendable, Hashable {
  /// Move the selection down (right on a horizontal stack).
  case selectNext
  /// Move the selection up (left).
  case selectPrevious
  /// Page forward, moving the selection with the viewport.
  case pageForward
  /// Page back, moving the selection with the viewport.
  case pageBack
  /// Select the first row, scroll to the start.
  case selectFirst
  /// Select the last row, scroll to the end.
  case selectLast
  /// Scroll the viewport by some cells without moving the selection unless it would leave
  /// the viewport (mouse wheel).
  case scroll(by: Int)
  /// Tap the selected row (press and release).
  case activateSelection
  /// Expand the selected row if collapsible.
  case expandSelection
  /// Collapse the selected row if collapsible.
  case collapseSelection
  /// Press the row under a viewport point (mouse button down).
  case press(at: Point)
  /// Release the press at a viewport point (mouse button up).
  case release(at: Point)
  /// Switch between vertical and horizontal.
  case toggleAxis
}

extension ScrollStack {
  /// Performs `action`. Returns false when it changed nothing (e.g. moving past the last
  /// row, collapsing a row that is not collapsible), so callers can skip a redraw.
  @discardableResult
  public func perform(_ action: StackAction) -> Bool {
    let before = (offset, selectedRow.map(ObjectIdentifier.init), axis)
    var changed = false
    switch action {
    case .selectNext: changed = selectNext()
    case .selectPrevious: changed = selectPrevious()
    case .pageForward: changed = selectPageDown()
    case .pageBack: changed = selectPageUp()
    case .selectFirst: changed = selectFirst()
    case .selectLast: changed = selectLast()
    case .scroll(let cells): scroll(by: cells)
    case .activateSelection:
      if let index = selectedIndex {
        changed = (try? activateRow(at: index)) != nil
      }
    case .expandSelection, .collapseSelection:
      if let index = selectedIndex, let expanded = rows[index].isExpanded,
        expanded != (action == .expandSelection)
      {
        changed = (try? setExpanded(!expanded, at: index)) != nil
      }
    case .press(let point):
      if let index = indexOfRow(atViewportPoint: point) {
        changed = (try? pressRow(at: index)) != nil
      }
    case .release(let point):
      changed = pressedRow != nil
      releasePress(at: indexOfRow(atViewportPoint: point))
    case .toggleAxis:
      axis = axis.cross
    }
    return changed || before != (offset, selectedRow.map(ObjectIdentifier.init), axis)
  }
}
