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
  /// An animated change the demo made on the named screen (`change`, e.g. `collapse`) began
  /// moving.
  case animationStarted(change: String, screen: String)
  /// An animated change the demo made on the named screen (`change`, e.g. `collapse`) ended:
  /// `finished` is false when it was cut short (another change retargeted it).
  case animationFinished(change: String, screen: String, finished: Bool)

  /// The line shown in the event log panel and the status line, or nil for events the panel
  /// does not list (scrolling, selection, layout and size changes). Rows are numbered from 1,
  /// as everywhere a person reads them (`--events` JSON stays 0-based). A visibility change
  /// is kept as what it says; its text is made only when the line is drawn.
  var logLine: EventLine? {
    switch self {
    case .stack(let event, _):
      switch event {
      case .visibilityChanged(let transition):
        return Self.visibilityLine(
          index: transition.index, from: transition.from, to: transition.to)
      case .rowAdded(_, let index): return .text("added row \(index + 1)")
      case .lazyRowsAdded(let range):
        return .text("added rows \(range.lowerBound + 1)–\(range.upperBound) (lazy)")
      case .rowRemoved(_, let index): return .text("removed row \(index + 1)")
      case .allRowsRemoved(let count): return .text("removed all \(count) rows")
      case .rowMoved(_, let from, let to): return .text("moved row \(from + 1) to \(to + 1)")
      case .rowReplaced(_, let index): return .text("replaced row \(index + 1)")
      case .tapped(_, let index): return .text("tapped row \(index + 1)")
      case .selectionChanged, .didScroll, .contentSizeChanged, .layoutUpdated, .unseenRowsChanged:
        return nil
      }
    case .screenSwitched(let name): return .text("switched to \(name)")
    case .resized(let size): return .text("resized to \(size.width)x\(size.height)")
    case .animationStarted, .animationFinished: return nil
    }
  }

  /// True for what an input does (a row added, removed, moved or tapped, a screen switch, a
  /// resize), false for the visibility changes that follow from it.
  var isAction: Bool {
    if case .stack(.visibilityChanged, _) = self { return false }
    return true
  }

  /// A visibility change said as what a person sees now: `row 5 fully visible`,
  /// `row 5 partly visible`, `row 5 off screen`, `row 5 hidden`, `row 5 removed` (see
  /// ``EventLine/visibility(index:wasHidden:to:)``). No percentage: a row stays partly visible
  /// while it scrolls, and the next event about it comes only when that changes, so a
  /// percentage on the status line would go stale.
  static func visibilityLine(index: Int, from: RowVisibility, to: RowVisibility) -> EventLine {
    .visibility(index: index, wasHidden: from.kind == .hidden, to: to.kind)
  }
}
