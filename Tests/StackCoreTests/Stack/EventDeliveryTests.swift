import Testing

@testable import StackCore

/// How events are delivered: their order within an update, none for no change, one update per
/// batch, observers that change the stack or are removed, and row events that can be replayed.
@Suite struct EventDeliveryTests {
  @Test func orderWithinAnUpdate() throws {
    let (stack, _) = try makeStack(lengths: Array(repeating: 1, count: 10), height: 5)
    try stack.select(rowAt: 4)
    let log = EventLog(stack)
    try stack.performUpdate {
      try stack.addRows([TestContent("x"), TestContent("y")], at: .top)
      try stack.select(rowAt: 8)
    }
    // Row changes, transitions in index order, selection, scroll, content size, layout.
    #expect(
      log.descriptions == [
        "added 0", "added 1", "row 2: entire → offscreen", "row 3: entire → offscreen",
        "row 7: offscreen → entire", "row 8: offscreen → entire", "selection 4 → 8",
        "scrolled to 4", "content 10 → 12", "layout updated",
      ])
  }

  @Test func noEventsWhenNothingChanges() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    let log = EventLog(stack)
    stack.scroll(to: 0)
    let size = stack.viewport
    stack.viewport = size
    stack.axis = .vertical
    stack.spacing = 0
    stack.defaultSeparator = .hidden
    try stack.moveRow(from: 1, to: 1)
    try stack.setRowHidden(false, at: 0)
    #expect(log.isEmpty, "\(log.descriptions)")
  }

  @Test func scrollLayoutAndContentSizeEvents() throws {
    let (stack, contents) = try makeStack(lengths: [2, 2, 2, 2], height: 5)
    let log = EventLog(stack)
    stack.scroll(by: 2)
    #expect(log.scrolls == [2])
    #expect(log.layoutUpdates == 0)
    #expect(log.contentSizeChanges.isEmpty)
    log.clear()
    contents[0].natural = 5
    try stack.reloadRow(at: 0)
    #expect(log.contentSizeChanges.map(\.from) == [8])
    #expect(log.contentSizeChanges.map(\.to) == [11])
    #expect(log.layoutUpdates == 1)
    // An eager row measured again does not move the viewport.
    #expect(log.scrolls.isEmpty)
    #expect(stack.offset == 2)
  }

  @Test func batchedChangesAreOneUpdate() throws {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    let log = EventLog(stack)
    var seenInside: [Int] = []
    try stack.performUpdate {
      try stack.addRow(TestContent("x"))
      try stack.removeRow(at: 0)
      // Applied at once: queries see it…
      seenInside.append(stack.count)
      // …but nothing has been delivered yet.
      #expect(log.isEmpty)
    }
    #expect(seenInside == [3])
    #expect(log.layoutUpdates == 1)
    #expect(log.descriptions.prefix(3) == ["added 3", "row 0: entire → removed", "removed 0"])
  }

  @Test func observerMutationsApplyAtOnceAndTheirEventsComeAfter() throws {
    let (stack, _) = try makeStack(lengths: [1, 1], height: 5)
    var seen: [String] = []
    var countInCallback: Int?
    var errorInCallback: StackError?
    stack.addObserver { event in
      seen.append(event.description)
      if case .rowAdded(let row, _) = event, (row.content as? TestContent)?.name == "trigger" {
        try! stack.addRow(TestContent("follower"), at: .top)
        countInCallback = stack.count
        do throws(StackError) { try stack.removeRow(at: 99) } catch { errorInCallback = error }
      }
    }
    try stack.addRow(TestContent("trigger"))
    #expect(countInCallback == 4)
    #expect(errorInCallback == .indexOutOfRange(index: 99, validRange: 0..<4))
    #expect(names(stack) == ["follower", "A", "B", "trigger"])
    #expect(
      seen == [
        "added 2", "row 2: offscreen → entire", "content 2 → 3", "layout updated",
        "added 0", "row 0: offscreen → entire", "content 3 → 4", "layout updated",
      ])
  }

  @Test func removedObserverHearsNothing() throws {
    let (stack, _) = try makeStack(lengths: [1], height: 5)
    var heard = 0
    let token = stack.addObserver { _ in heard += 1 }
    try stack.addRow(TestContent("x"))
    let afterFirst = heard
    #expect(afterFirst > 0)
    stack.removeObserver(token)
    try stack.addRow(TestContent("y"))
    #expect(heard == afterFirst)
  }

  @Test func replayingRowEventsRebuildsTheRows() throws {
    let (stack, _) = try makeStack(lengths: [1, 2, 1], height: 4)
    var replay: [ObjectIdentifier?] = stack.rows.map(ObjectIdentifier.init)
    stack.addObserver { event in
      switch event {
      case .rowAdded(let row, let index): replay.insert(ObjectIdentifier(row), at: index)
      case .lazyRowsAdded(let indexes):
        replay.insert(contentsOf: indexes.map { _ in nil }, at: indexes.lowerBound)
      case .rowRemoved(_, let index): replay.remove(at: index)
      case .allRowsRemoved: replay = []
      case .rowMoved(_, let from, let to): replay.insert(replay.remove(at: from), at: to)
      default: break
      }
    }
    try stack.addRows([TestContent("x"), TestContent("y")], at: .index(1))
    try stack.moveRow(from: 0, to: 3)
    try stack.removeRows(indexes: [0, 2, 4])
    try stack.addLazyRows(count: 2, at: .top) { TestContent("L\($0)") }
    try stack.moveRow(from: 2, to: 0)
    #expect(replay.count == stack.count)
    for (index, id) in replay.enumerated() where id != nil {
      #expect(id == ObjectIdentifier(stack.rows[index]))
    }
    stack.removeAllRows()
    try stack.setRows([TestContent("only")])
    #expect(replay == stack.rows.map(ObjectIdentifier.init))
  }
}
