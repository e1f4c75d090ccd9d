import StackCore

/// Something the demo reports: stack events of the current screen plus the demo's own
/// (screen switches, resizes). Feeds the event log panel, the status line and `--events`.
enum DemoEvent {
  /// A stack event on the named screen.
  case stack(StackEvent, screen: String)
  /// The demo switched to another screen.
  case screenSwitched(to: String)
  /// The terminal was resized.
  case resized(Size)

  /// The line shown in the event log panel, or nil for events the panel does not list
  /// (scrolling, selection, layout and size changes).
  var logLine: String? {
    switch self {
    case .stack(let event, _):
      switch event {
      case .visibilityChanged(let transition):
        let arrow = transition.becameVisible ? "visible" : "hidden "
        return "\(arrow) row \(transition.index): \(transition.from) → \(transition.to)"
      case .rowAdded(_, let index): return "added   row \(index)"
      case .lazyRowsAdded(let range):
        return "added   rows \(range.lowerBound)..<\(range.upperBound) (lazy)"
      case .rowRemoved(_, let index): return "removed row \(index)"
      case .allRowsRemoved(let count): return "removed all \(count) rows"
      case .rowMoved(_, let from, let to): return "moved   row \(from) → \(to)"
      case .rowReplaced(_, let index): return "replaced row \(index)"
      case .tapped(_, let index): return "tapped  row \(index)"
      case .selectionChanged, .didScroll, .contentSizeChanged, .layoutUpdated: return nil
      }
    case .screenSwitched(let name): return "screen  \(name)"
    case .resized(let size): return "resized \(size.width)x\(size.height)"
    }
  }
}
