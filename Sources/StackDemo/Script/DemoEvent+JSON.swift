import StackCore

/// The `--events` format: one JSON object per event (schema in README.md, "Scripted runs").
extension DemoEvent {
  /// The event as one line of JSON, or nil for events not written (`layoutUpdated`).
  /// `line` is the script line whose step caused the event (0 before the first step); nil
  /// leaves the field out.
  func jsonLine(scriptLine line: Int?) -> String? {
    var json = JSONLine()
    switch self {
    case .stack(let event, let screen):
      guard let type = Self.jsonType(of: event) else { return nil }
      json.add("type", type)
      if let line { json.add("line", line) }
      json.add("screen", screen)
      Self.addFields(of: event, to: &json)
    case .screenSwitched(let name):
      json.add("type", "screen")
      if let line { json.add("line", line) }
      json.add("screen", name)
    case .resized(let size):
      json.add("type", "resize")
      if let line { json.add("line", line) }
      json.add("width", size.width)
      json.add("height", size.height)
    case .animationStarted(let change, let screen):
      json.add("type", "animationStarted")
      if let line { json.add("line", line) }
      json.add("screen", screen)
      json.add("change", change)
    case .animationFinished(let change, let screen, let finished):
      json.add("type", "animationFinished")
      if let line { json.add("line", line) }
      json.add("screen", screen)
      json.add("change", change)
      json.add("finished", finished)
    }
    return json.text
  }

  /// The `type` of a stack event, or nil when it is not written.
  private static func jsonType(of event: StackEvent) -> String? {
    switch event {
    case .visibilityChanged: "visibility"
    case .rowAdded: "added"
    case .lazyRowsAdded: "lazyAdded"
    case .rowRemoved: "removed"
    case .allRowsRemoved: "allRemoved"
    case .rowMoved: "moved"
    case .rowReplaced: "replaced"
    case .tapped: "tap"
    case .didScroll: "scroll"
    case .selectionChanged: "selection"
    case .contentSizeChanged: "contentSize"
    case .layoutUpdated: nil
    case .unseenRowsChanged: "unseenRows"
    }
  }

  /// The fields after `type`, `line` and `screen`.
  private static func addFields(of event: StackEvent, to json: inout JSONLine) {
    switch event {
    case .visibilityChanged(let transition):
      json.add("row", transition.index)
      json.add("from", transition.from.kind.rawValue)
      json.add("to", transition.to.kind.rawValue)
      json.add("visibleCells", visibleCells(of: transition))
    case .rowAdded(_, let index), .rowRemoved(_, let index), .rowReplaced(_, let index),
      .tapped(_, let index):
      json.add("row", index)
    case .lazyRowsAdded(let range):
      json.add("start", range.lowerBound)
      json.add("end", range.upperBound)
    case .allRowsRemoved(let count):
      json.add("count", count)
    case .rowMoved(_, let from, let to):
      json.add("from", from)
      json.add("to", to)
    case .didScroll(let offset):
      json.add("offset", offset)
    case .selectionChanged(let from, let to):
      json.add("from", from)
      json.add("to", to)
    case .contentSizeChanged(let from, let to):
      json.add("from", from)
      json.add("to", to)
    case .layoutUpdated:
      break
    case .unseenRowsChanged(let count):
      json.add("count", count)
    }
  }

  /// Cells of the row inside the viewport in the `to` state: the partial count, the row's
  /// whole length when entire, 0 otherwise.
  private static func visibleCells(of transition: VisibilityTransition) -> Int {
    switch transition.to {
    case .partial(let cells, _): return cells
    case .entire:
      guard let stack = transition.row.stack, let index = transition.row.index,
        let frame = try? stack.frameOfRow(at: index)
      else { return 0 }
      return frame.count
    case .offscreen, .hidden, .removed: return 0
    }
  }
}
