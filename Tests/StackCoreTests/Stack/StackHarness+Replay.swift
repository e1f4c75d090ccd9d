@testable import StackCore

// MARK: - Replaying events

extension StackHarness {
  func observe(_ event: StackEvent) {
    stepEvents.append(event)
    switch event {
    case .rowAdded(let row, let index):
      guard index >= 0, index <= replay.count else { return problem("\(event): bad index") }
      replay.insert(.offscreen, at: index)
      replayRows.insert(ObjectIdentifier(row), at: index)
    case .lazyRowsAdded(let indexes):
      guard indexes.lowerBound >= 0, indexes.lowerBound <= replay.count else {
        return problem("\(event): bad index")
      }
      replay.insert(
        contentsOf: repeatElement(.offscreen, count: indexes.count), at: indexes.lowerBound)
      replayRows.insert(
        contentsOf: repeatElement(nil, count: indexes.count), at: indexes.lowerBound)
    case .rowRemoved(_, let index):
      guard index >= 0, index < replay.count else { return problem("\(event): bad index") }
      if replay[index] == .entire || replay[index] == .partial {
        problem("\(event): a visible row was removed without a .removed transition")
      }
      replay.remove(at: index)
      replayRows.remove(at: index)
    case .allRowsRemoved(let count):
      if count != replay.count { problem("\(event) but \(replay.count) rows were known") }
      if replay.contains(where: { $0 == .entire || $0 == .partial }) {
        problem("\(event): visible rows were removed without a .removed transition")
      }
      replay = []
      replayRows = []
    case .rowMoved(let row, let from, let to):
      guard from >= 0, from < replay.count, to >= 0, to < replay.count else {
        return problem("\(event): bad index")
      }
      if let id = replayRows[from], id != ObjectIdentifier(row) { problem("\(event): wrong row") }
      replay.insert(replay.remove(at: from), at: to)
      replayRows.insert(replayRows.remove(at: from), at: to)
    case .rowReplaced(let row, let index):
      guard index >= 0, index < replay.count else { return problem("\(event): bad index") }
      if let id = replayRows[index], id != ObjectIdentifier(row) { problem("\(event): wrong row") }
    case .visibilityChanged(let transition):
      let index = transition.index
      guard index >= 0, index < replay.count else { return problem("\(event): bad index") }
      if transition.from.kind == transition.to.kind { problem("\(event): the kind did not change") }
      if transition.from.kind != replay[index] {
        problem("\(event): the row was \(replay[index]) according to earlier events")
      }
      if let id = replayRows[index], id != ObjectIdentifier(transition.row) {
        problem("\(event): not the row the events put at \(index)")
      }
      replay[index] = transition.to.kind
      // Delivered after the layout is complete: the stack agrees with the event.
      if transition.to.kind != .removed {
        if stack.index(of: transition.row) != index {
          problem("\(event): the row is at \(String(describing: stack.index(of: transition.row)))")
        } else if let now = try? stack.visibilityOfRow(at: index), now != transition.to {
          problem("\(event): the stack says \(now) while the event is delivered")
        }
      }
    case .selectionChanged(let from, let to):
      if from != lastSelectedIndex {
        problem("\(event): the selection was at \(String(describing: lastSelectedIndex))")
      }
      if to != stack.selectedIndex {
        problem("\(event): the stack says \(String(describing: stack.selectedIndex))")
      }
      if from == nil && to == nil { problem("\(event): nothing changed") }
      lastSelectedIndex = to
      lastSelection = stack.selection
    case .didScroll(let offset):
      if offset != stack.offset { problem("\(event) while the offset is \(stack.offset)") }
      if offset == lastOffset { problem("\(event) but the offset was already \(offset)") }
      lastOffset = offset
    case .contentSizeChanged(let from, let to):
      if from != lastContentLength { problem("\(event) but the content was \(lastContentLength)") }
      if to != stack.contentLength {
        problem("\(event) while the content is \(stack.contentLength)")
      }
      if from == to { problem("\(event): no change") }
      lastContentLength = to
    case .layoutUpdated:
      break
    case .tapped(let row, let index):
      if stack.index(of: row) != index { problem("\(event): the row is elsewhere") }
    case .unseenRowsChanged(let count):
      if count != stack.unseenRowCount {
        problem("\(event) while the stack says \(stack.unseenRowCount)")
      }
    }
  }
}
